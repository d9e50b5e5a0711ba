// The article preview shows the content as the public article will: the server stores it through
// an allow-list (schema/validation/article-html.ts, applied by graphql-server shared/sanitize.ts)
// and the article renders it as-is. DOMPurify applies the same list in the browser, so the preview
// neither runs nor loads anything the stored article would not (it cleans in an inert document).
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_DROPPED_WITH_CONTENT,
  ARTICLE_TAGS,
  isAllowedArticleAttributeValue,
  isAllowedArticleUrl,
  isAllowedEmbedSrc,
} from '../../../../../schema/validation/article-html';

export { isAllowedArticleUrl as isAllowedUrl };

const ALL_ATTRIBUTES = [...new Set(Object.values(ARTICLE_ATTRIBUTES).flat())];

let purifier: Purifier | undefined;

/** One DOMPurify of our own (its hooks never touch another user of the library). */
function articlePurifier(): Purifier {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName;
    if (!(ARTICLE_ATTRIBUTES[tag] ?? []).includes(name)) data.keepAttr = false;
    else if (!isAllowedArticleAttributeValue(name, data.attrValue)) data.keepAttr = false;
    // Our schemes are a subset of what DOMPurify's own URL check lets through, which still runs.
    else if ((name === 'href' || name === 'src') && !isAllowedArticleUrl(data.attrValue, name)) data.keepAttr = false;
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links that open a new tab must not hand the opener to the target (as the server does).
    if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    // An iframe stays only as an empty embed of an allowed video host, as on the server.
    if (node.nodeName === 'IFRAME' && (!isAllowedEmbedSrc(node.getAttribute('src') ?? '') || node.textContent?.trim())) node.remove();
    // A callout always names its kind, as on the server.
    if (node.nodeName === 'ASIDE' && !node.hasAttribute('data-callout')) node.setAttribute('data-callout', 'note');
  });
  return purifier;
}

/** The HTML the stored article would hold; '' where there is no DOM (never during a server render). */
export function previewHtml(html: string): string {
  if (typeof window === 'undefined' || typeof DOMParser === 'undefined' || !html) return '';
  return articlePurifier().sanitize(html, {
    ALLOWED_TAGS: [...ARTICLE_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    FORBID_CONTENTS: [...ARTICLE_DROPPED_WITH_CONTENT],
  });
}
