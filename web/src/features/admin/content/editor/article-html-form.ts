// The editor writes list items and quotes the way the articles do: ProseMirror holds a paragraph
// in every list item and quote, so `<li><p>text</p></li>` becomes `<li>text</li>` again when the
// paragraph is the only thing there. canonicalArticleHtml compares two texts as documents:
// whitespace between tags, attribute order and b/i versus strong/em aside (decision 0026).

const UNWRAPPED_PARENTS = new Set(['LI', 'BLOCKQUOTE']);

function parse(html: string): HTMLTemplateElement {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template;
}

/** The editor's HTML with a lone paragraph in a list item or quote unwrapped. */
export function compactEditorHtml(html: string): string {
  const template = parse(html);
  for (const paragraph of template.content.querySelectorAll('p')) {
    const parent = paragraph.parentElement;
    if (!parent || !UNWRAPPED_PARENTS.has(parent.tagName) || paragraph.attributes.length > 0) continue;
    if (parent.childNodes.length !== 1) continue;
    paragraph.replaceWith(...paragraph.childNodes);
  }
  return template.innerHTML;
}

const SAME_AS: Record<string, string> = { b: 'strong', i: 'em' };

function canonicalNode(node: Node): string {
  if (node.nodeType === 3) return (node.textContent ?? '').replace(/\s+/g, ' ');
  if (node.nodeType !== 1) return '';
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  const name = SAME_AS[tag] ?? tag;
  const attributes = [...element.attributes]
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  const preformatted = tag === 'pre' || element.closest('pre') !== null;
  const children = [...element.childNodes]
    .filter((child) => preformatted || child.nodeType !== 3 || (child.textContent ?? '').trim() !== '' || isInline(child))
    .map((child) => (preformatted && child.nodeType === 3 ? (child.textContent ?? '') : canonicalNode(child)))
    .join('');
  return `<${name}${attributes ? ` ${attributes}` : ''}>${children}</${name}>`;
}

const BLOCKS = new Set([
  'P',
  'UL',
  'OL',
  'LI',
  'TABLE',
  'THEAD',
  'TBODY',
  'TFOOT',
  'TR',
  'TH',
  'TD',
  'CAPTION',
  'FIGURE',
  'FIGCAPTION',
  'BLOCKQUOTE',
  'ASIDE',
  'PRE',
  'HR',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
]);

/** Whitespace between two inline siblings is text; next to a block it is layout. */
function isInline(text: ChildNode): boolean {
  const around = [text.previousSibling, text.nextSibling];
  return around.every((sibling) => sibling !== null && !(sibling.nodeType === 1 && BLOCKS.has((sibling as Element).tagName)));
}

/** A comparable form of article HTML; two texts with the same form show the same document. */
export function canonicalArticleHtml(html: string): string {
  const template = parse(compactEditorHtml(html));
  const root = document.createElement('div');
  root.append(template.content);
  return canonicalNode(root).trim();
}
