/**
 * A post's SEO and social fields (issue 12, decision 0031): meta title and description (with the
 * ranges search engines show in full), a social image from the media library and a canonical URL
 * override. All optional: empty means "use the post's own" (title, excerpt, cover, its address).
 * Checked by the editor's form and by the server with the same rules and messages.
 */
import * as yup from 'yup';

export const META_TITLE_MAX_LENGTH = 120;
export const META_DESCRIPTION_MAX_LENGTH = 320;
export const SEO_URL_MAX_LENGTH = 2048;
/** What a search result shows before cutting (about 60 and 155 characters). */
export const META_TITLE_RECOMMENDED = { min: 30, max: 60 } as const;
export const META_DESCRIPTION_RECOMMENDED = { min: 70, max: 155 } as const;

export const META_TITLE_MAX_MESSAGE = `Meta title must be ${META_TITLE_MAX_LENGTH} characters or less`;
export const META_DESCRIPTION_MAX_MESSAGE = `Meta description must be ${META_DESCRIPTION_MAX_LENGTH} characters or less`;
export const CANONICAL_URL_MESSAGE = 'Canonical URL must be an absolute http(s) URL';
export const SOCIAL_IMAGE_MESSAGE = 'Social image must be an image from the media library or an http(s) URL';
const URL_MAX_MESSAGE = `URLs must be ${SEO_URL_MAX_LENGTH} characters or less`;

/** `https://host/...` or `http://host/...`, nothing else (no spaces, no other scheme). */
export function isAbsoluteHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/[^\s/?#]+/i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A media library file (`/media/<key>`) or an absolute http(s) image address. */
export function isSocialImage(value: unknown): boolean {
  return (typeof value === 'string' && /^\/media\/[\w.-]+$/.test(value)) || isAbsoluteHttpUrl(value);
}

const optionalText = (max: number, message: string) => yup.string().trim().max(max, message).nullable().optional();
const optionalUrl = (message: string, test: (value: unknown) => boolean) =>
  yup
    .string()
    .trim()
    .max(SEO_URL_MAX_LENGTH, URL_MAX_MESSAGE)
    .test('url', message, (value) => value == null || value === '' || test(value))
    .nullable()
    .optional();

export const postSeoFields = {
  metaTitle: optionalText(META_TITLE_MAX_LENGTH, META_TITLE_MAX_MESSAGE),
  metaDescription: optionalText(META_DESCRIPTION_MAX_LENGTH, META_DESCRIPTION_MAX_MESSAGE),
  socialImage: optionalUrl(SOCIAL_IMAGE_MESSAGE, isSocialImage),
  canonicalUrl: optionalUrl(CANONICAL_URL_MESSAGE, isAbsoluteHttpUrl),
};

export type PostSeoField = keyof typeof postSeoFields;
export const POST_SEO_FIELDS = Object.keys(postSeoFields) as PostSeoField[];

/** Text as a search result shows it: whole when it fits, else cut at a word and ended with "…". */
export function truncateForSearch(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Where a length sits against its recommended range. */
export function lengthHint(length: number, range: { min: number; max: number }): 'empty' | 'short' | 'good' | 'long' {
  if (length === 0) return 'empty';
  if (length < range.min) return 'short';
  return length > range.max ? 'long' : 'good';
}
