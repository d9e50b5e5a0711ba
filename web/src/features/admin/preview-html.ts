// The article preview shows the content as the public article will: the server stores it through
// an allow-list (graphql-server shared/sanitize.ts) and the article renders it as-is. This applies
// the same allow-list in the browser, so the preview neither runs nor loads anything the stored
// article would not (DOMParser documents are inert: no scripts run, no images load while cleaning).

const ALLOWED_TAGS = new Set([
  'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code',
  'ul', 'ol', 'li', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark',
  'a', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption',
]);

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Tags whose text is dropped with them (the rest lose the tag but keep their text). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'svg', 'math', 'head', 'title']);

const URL_SCHEMES: Record<string, readonly string[]> = {
  href: ['http', 'https', 'mailto'],
  src: ['http', 'https'],
};

/** True for a relative address or one whose scheme the allow-list names; never protocol-relative. */
export function isAllowedUrl(value: string, attribute: 'href' | 'src'): boolean {
  const url = value.trim().replace(/[\u0000-\u001f\u007f\s]+/g, '');
  if (url.startsWith('//') || url.startsWith('/\\') || url.startsWith('\\\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || URL_SCHEMES[attribute].includes(scheme);
}

function clean(parent: Element): void {
  for (const child of Array.from(parent.childNodes)) {
    if (child.nodeType === 8 /* comment */) {
      child.remove();
      continue;
    }
    if (child.nodeType !== 1 /* element */) continue;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) {
      if (DROPPED_WITH_CONTENT.has(tag)) {
        element.remove();
      } else {
        clean(element);
        element.replaceWith(...Array.from(element.childNodes));
      }
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[tag] ?? [];
    for (const { name, value } of Array.from(element.attributes)) {
      const keep = allowed.includes(name) && (name === 'href' || name === 'src' ? isAllowedUrl(value, name) : true);
      if (!keep) element.removeAttribute(name);
    }
    if (tag === 'a' && element.getAttribute('target') === '_blank') element.setAttribute('rel', 'noopener noreferrer');
    clean(element);
  }
}

/** The HTML the stored article would hold; '' where there is no DOM (never during a server render). */
export function previewHtml(html: string): string {
  if (typeof DOMParser === 'undefined' || !html) return '';
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html');
  clean(doc.body);
  return doc.body.innerHTML;
}
