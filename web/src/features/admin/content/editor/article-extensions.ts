// The visual editor's schema: StarterKit (its v3 kit carries Link and Underline), Image, and the
// article nodes of ./article-nodes. Shared by the editor and the round-trip test over the seeds.
import type { Extensions } from '@tiptap/react';
import { Image } from '@tiptap/extension-image';
import { StarterKit } from '@tiptap/starter-kit';
import {
  ArticleAttributes,
  ArticleTable,
  Callout,
  Figure,
  FigureCaption,
  Highlight,
  Subscript,
  Superscript,
  TableCaption,
  TableCell,
  TableRow,
  TableSection,
} from './article-nodes';
import { Embed } from './embed-node';

export function articleExtensions(): Extensions {
  return [
    StarterKit.configure({
      // The article's h1 is its title; the server keeps h2-h6.
      heading: { levels: [2, 3, 4, 5, 6] },
      // Links keep the target and rel they were written with, and get none added.
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null, class: null } },
      // No empty paragraph appended after a closing table: saving unchanged changes nothing.
      trailingNode: false,
    }),
    Image.configure({ inline: false, allowBase64: false }),
    ArticleAttributes,
    ArticleTable,
    TableCaption,
    TableSection,
    TableRow,
    TableCell,
    Figure,
    FigureCaption,
    Callout,
    Subscript,
    Superscript,
    Highlight,
    Embed,
  ];
}
