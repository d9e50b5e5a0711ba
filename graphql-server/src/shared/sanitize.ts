// Article HTML is cleaned with an allow-list before it is saved (and existing rows once, by a
// migration); the posts service also cleans what it reads, through a cache keyed by the HTML's
// digest, so a row written around the API — an import, a restored backup — is no more dangerous
// than one written through it, at the cost of a hash per read. No scripts, event handlers,
// styles or javascript: URLs survive.
import crypto from 'node:crypto';
import { LRUCache } from 'lru-cache';
import sanitizeHtml from 'sanitize-html';
import {
  ARTICLE_ATTRIBUTES,
  ARTICLE_TAGS,
  ARTICLE_URL_SCHEMES,
  isAllowedArticleAttributeValue,
  isAllowedEmbedSrc,
} from '../../../schema/validation/article-html';

/** Drops the attributes whose value the allow-list refuses (heading anchors, callout kinds). */
function checkedValues(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  return Object.fromEntries(Object.entries(attribs).filter(([name, value]) => isAllowedArticleAttributeValue(name, value)));
}

// The allow-list itself lives in schema/validation/article-html.ts (the admin preview uses it too).
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ARTICLE_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(ARTICLE_ATTRIBUTES).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...ARTICLE_URL_SCHEMES.href],
  allowedSchemesByTag: { img: [...ARTICLE_URL_SCHEMES.src] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An iframe stays only as an embed of an allowed video host, and empty.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && (!isAllowedEmbedSrc(frame.attribs.src ?? '') || frame.text.trim() !== ''),
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: checkedValues(attribs) }),
    // A callout always names its kind; 'note' unless it names a known one.
    aside: (tagName, attribs) => ({ tagName, attribs: { 'data-callout': checkedValues(attribs)['data-callout'] ?? 'note' } }),
    // Links that open a new tab must not hand the opener to the target.
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

// Digest of stored HTML -> its cleaned form (the same text for rows cleaned on write).
const cleaned = new LRUCache<string, string>({ max: 5000, maxSize: 64 * 1024 * 1024, sizeCalculation: (value) => value.length * 2 + 64 });

/** sanitizeArticleHtml, computed once per distinct HTML text (bounded cache). */
export function cleanStoredArticleHtml(html: string): string {
  const key = crypto.createHash('sha256').update(html).digest('base64url');
  let result = cleaned.get(key);
  if (result === undefined) {
    result = sanitizeArticleHtml(html);
    cleaned.set(key, result);
  }
  return result;
}
