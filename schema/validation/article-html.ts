// The article HTML allow-list, written once: the server's sanitiser (graphql-server
// shared/sanitize.ts, sanitize-html) stores and serves article content through it, and the
// admin's preview (web/src/features/admin/content/preview-html.ts, DOMPurify) shows it through
// the same list, so the preview never shows what the stored article would not hold.

export const ARTICLE_TAGS = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'blockquote',
  'pre',
  'code',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'a',
  'img',
  'figure',
  'figcaption',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'aside',
  // Only embeds of YouTube (no-cookie), Vimeo and Loom: ./article-embeds.ts.
  'iframe',
] as const;

/** Attributes kept, per tag; every other attribute (event handlers, style, class…) goes. */
export const ARTICLE_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
  // Anchors a table of contents or a shared link can point at (#why-tags).
  ...Object.fromEntries(['h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['id']])),
  // A callout: <aside data-callout="note|tip|warning">.
  aside: ['data-callout'],
  iframe: ['src', 'title'],
};

const CALLOUT_KINDS = ['note', 'tip', 'warning'] as const;

/** Attribute values checked beyond the names: heading anchors are slugs, callouts one of three kinds. */
const ATTRIBUTE_VALUES: Readonly<Record<string, (value: string) => boolean>> = {
  id: (value) => /^[a-z][a-z0-9-]{0,79}$/.test(value),
  'data-callout': (value) => (CALLOUT_KINDS as readonly string[]).includes(value),
};

/** False for a value the allow-list refuses for that attribute (the attribute is then dropped). */
export function isAllowedArticleAttributeValue(name: string, value: string): boolean {
  return ATTRIBUTE_VALUES[name]?.(value) ?? true;
}

/** URL schemes allowed in links and in image sources; relative addresses are allowed, protocol-relative ones never. */
export const ARTICLE_URL_SCHEMES = {
  href: ['http', 'https', 'mailto'],
  src: ['http', 'https'],
} as const;

export { isAllowedEmbedSrc } from './article-embeds';

/** Tags removed together with their text (other disallowed tags lose only the tag). */
export const ARTICLE_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
] as const;

/** True for a relative address or one whose scheme the allow-list names; never protocol-relative. */
export function isAllowedArticleUrl(value: string, attribute: keyof typeof ARTICLE_URL_SCHEMES): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  const url = value.trim().replace(/[\u0000-\u001f\u007f\s]+/g, '');
  if (url.startsWith('//') || url.startsWith('/\\') || url.startsWith('\\\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || (ARTICLE_URL_SCHEMES[attribute] as readonly string[]).includes(scheme);
}
