// A video embed (YouTube no-cookie, Vimeo, Loom): stored as <iframe src title></iframe>, shown in
// the editor as a labelled box, so editing an article never loads a video.
import { Node } from '@tiptap/react';
import { isAllowedEmbedSrc } from '../../../../../../schema/validation/article-embeds';

export const Embed = Node.create({
  name: 'embed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({
    src: { default: null },
    title: { default: null },
  }),
  parseHTML: () => [{ tag: 'iframe[src]', getAttrs: (element) => (isAllowedEmbedSrc(element.getAttribute('src') ?? '') ? null : false) }],
  renderHTML: ({ HTMLAttributes }) => ['iframe', HTMLAttributes],
  addNodeView:
    () =>
    ({ node }) => {
      const dom = document.createElement('div');
      dom.className = 'rte__embed';
      dom.textContent = `Video: ${String(node.attrs.title ?? 'untitled')} (${String(node.attrs.src)})`;
      return { dom };
    },
});
