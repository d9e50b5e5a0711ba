// Nodes and marks for what the article allow-list keeps but StarterKit has no node for: tables
// (with their thead/tbody/tfoot sections and caption, as written), figures with captions,
// callouts, sub/sup/mark, and the attributes StarterKit's nodes drop (heading ids, image loading,
// header-cell scope). Each renders exactly the tags and attributes it parsed, so an article
// opened in the visual editor and saved unchanged keeps its HTML (decision 0026).
import { Extension, Mark, Node } from '@tiptap/react';

const cellAttribute = (name: string) => ({
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute(name),
  renderHTML: (attributes: Record<string, unknown>) => (attributes[name] ? { [name]: attributes[name] } : {}),
});

export const ArticleTable = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableCaption? tableSection+',
  isolating: true,
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', 0],
});

export const TableCaption = Node.create({
  name: 'tableCaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'caption' }],
  renderHTML: () => ['caption', 0],
});

/** thead, tbody or tfoot: the HTML parser puts rows written straight in a table into a tbody. */
export const TableSection = Node.create({
  name: 'tableSection',
  content: 'tableRow+',
  addAttributes: () => ({ kind: { default: 'tbody', rendered: false } }),
  parseHTML: () => ['thead', 'tbody', 'tfoot'].map((kind) => ({ tag: kind, attrs: { kind } })),
  renderHTML: ({ node }) => [String(node.attrs.kind), 0],
});

export const TableRow = Node.create({
  name: 'tableRow',
  content: 'tableCell+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});

/** th or td, holding inline content as the articles write it (no paragraph inside). */
export const TableCell = Node.create({
  name: 'tableCell',
  content: 'inline*',
  isolating: true,
  addAttributes: () => ({
    header: { default: false, rendered: false },
    colspan: cellAttribute('colspan'),
    rowspan: cellAttribute('rowspan'),
    scope: cellAttribute('scope'),
  }),
  parseHTML: () => [
    { tag: 'th', attrs: { header: true } },
    { tag: 'td', attrs: { header: false } },
  ],
  renderHTML: ({ node, HTMLAttributes }) => [node.attrs.header ? 'th' : 'td', HTMLAttributes, 0],
});

export const Figure = Node.create({
  name: 'figure',
  group: 'block',
  content: 'block* figcaption?',
  parseHTML: () => [{ tag: 'figure' }],
  renderHTML: () => ['figure', 0],
});

export const FigureCaption = Node.create({
  name: 'figcaption',
  content: 'inline*',
  parseHTML: () => [{ tag: 'figcaption' }],
  renderHTML: () => ['figcaption', 0],
});

/** <aside data-callout="note|tip|warning">: a highlighted box of blocks (the sanitiser sets the kind). */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes: () => ({
    kind: {
      default: 'note',
      parseHTML: (element: HTMLElement) => element.getAttribute('data-callout') ?? 'note',
      renderHTML: (attributes: Record<string, unknown>) => ({ 'data-callout': attributes.kind }),
    },
  }),
  parseHTML: () => [{ tag: 'aside' }],
  renderHTML: ({ HTMLAttributes }) => ['aside', HTMLAttributes, 0],
});

const simpleMark = (name: string, tag: string) => Mark.create({ name, parseHTML: () => [{ tag }], renderHTML: () => [tag, 0] });

export const Subscript = simpleMark('subscript', 'sub');
export const Superscript = simpleMark('superscript', 'sup');
export const Highlight = simpleMark('highlight', 'mark');

/** Attributes the allow-list keeps on StarterKit's and Image's nodes that they do not model. */
export const ArticleAttributes = Extension.create({
  name: 'articleAttributes',
  addGlobalAttributes: () => [
    { types: ['heading'], attributes: { id: cellAttribute('id') } },
    { types: ['image'], attributes: { loading: cellAttribute('loading') } },
  ],
});
