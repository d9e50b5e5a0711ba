/**
 * Admin content editors (SPEC §5 "Blog post", "Resource", "Category") and the content
 * constants of SPEC §9 "Admin" and §2 (blog tabs).
 */
import * as yup from 'yup';
import { SLUG_PATTERN } from './slug';
import { editorialFields } from './editorial';
import { postSeoFields } from './post-seo';

// ---------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------

/** Resource types offered in the resource editor, in SPEC §9 order; the first is the default. */
export const RESOURCE_TYPES = [
  { value: 'whitepaper', label: 'Whitepaper' },
  { value: 'case-study', label: 'Case Study' },
  { value: 'template', label: 'Template' },
  { value: 'infographic', label: 'Infographic' },
  { value: 'ebook', label: 'eBook' },
  { value: 'guide', label: 'Guide' },
  { value: 'report', label: 'Report' },
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number]['value'];
export const DEFAULT_RESOURCE_TYPE: ResourceType = 'whitepaper';

/** Resource types that have a tab (and an icon) on the public resources page. */
export const PUBLIC_RESOURCE_TYPES = ['whitepaper', 'case-study', 'template', 'infographic'] as const;

/** Resource categories offered in the resource editor; the first is the default. */
export const RESOURCE_CATEGORIES = [
  { value: 'strategy', label: 'Strategy' },
  { value: 'cost-optimization', label: 'Cost Optimization' },
  { value: 'best-practices', label: 'Best Practices' },
  { value: 'implementation', label: 'Implementation' },
  { value: 'cloud-providers', label: 'Cloud Providers' },
] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number]['value'];
export const DEFAULT_RESOURCE_CATEGORY: ResourceCategory = 'strategy';

/** Tabs of the public blog list; 'all' means no category filter. */
export const BLOG_CATEGORY_TABS = [
  { value: 'all', label: 'All' },
  { value: 'strategy', label: 'Strategy' },
  { value: 'technical', label: 'Technical' },
  { value: 'case-studies', label: 'Case Studies' },
  { value: 'tutorials', label: 'Tutorials' },
] as const;

/** File extensions accepted for a resource's downloadable file. */
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx', '.ppt', '.pptx', '.xlsx', '.zip'] as const;

/** Field message shown under the File URL input when the extension is not a document. */
export const FILE_URL_FIELD_ERROR = 'Please provide a link to a valid document file (.pdf, .doc, .ppt, etc.)';
/** Toast shown when submit is blocked because of the file extension. */
export const FILE_URL_TOAST = 'Invalid file type: Please provide a link to a valid document file (PDF, DOC, PPT, etc.)';

// Limits the spec leaves open.
/** SPEC §8: deleting a category that posts still use (the server's 409 and the admin's toast). */
export const CATEGORY_IN_USE_MESSAGE = "Could not delete the category. Make sure it's not in use by any blog posts.";

// The maximum lengths below are also the entities' column lengths (graphql-server/src/modules/
// */*.entity.ts): a rule and its column are one constant, so they cannot drift apart.
export const URL_MAX_LENGTH = 2048;
export const TITLE_MAX_LENGTH = 200;
export const EXCERPT_MAX_LENGTH = 300;
export const SLUG_MAX_LENGTH = 200;
export const CONTENT_MAX_LENGTH = 200_000;
export const AUTHOR_MAX_LENGTH = 100;
export const TAGS_MAX_LENGTH = 500;
export const CATEGORY_NAME_MAX_LENGTH = 100;
export const CATEGORY_SLUG_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 500;

// ---------------------------------------------------------------------------------------
// Predicates
// ---------------------------------------------------------------------------------------

/**
 * True when the file part of the address (ignoring any ?query and #hash) ends, ignoring
 * case, in one of DOCUMENT_EXTENSIONS.
 */
export function isDocumentFileUrl(url: string): boolean {
  if (typeof url !== 'string') return false;
  const path = url.split(/[?#]/, 1)[0].toLowerCase();
  return DOCUMENT_EXTENSIONS.some((ext) => path.endsWith(ext));
}

const RELATIVE_BASE = 'https://relative.invalid';

/**
 * The one definition of "a valid URL" for every URL field (cover images, file links).
 *
 * Accepts:
 * - an absolute http:// or https:// URL with a host, e.g. 'https://cdn.example.com/a.png';
 * - a site-relative path starting with a single '/', e.g. '/images/covers/foo.svg'
 *   (the seeded content uses these).
 *
 * Rejects everything else: other schemes (javascript:, data:, ftp:, mailto:),
 * protocol-relative '//host' (and the '/\host' variant browsers treat the same way),
 * bare words like 'not a url', and any value containing whitespace or control characters.
 */
export function isWebUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0) return false;
  // No whitespace or control characters anywhere (the URL parser would silently strip some).
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
  if (/[\s\u0000-\u001f\u007f]/.test(value)) return false;

  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.includes('\\')) return false;
    try {
      // Must stay on the site's own origin once resolved.
      return new URL(value, RELATIVE_BASE).origin === RELATIVE_BASE;
    } catch {
      return false;
    }
  }

  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const ISO_DATE_PREFIX = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * True for an ISO-8601 style date or date-time text ('2024-05-01',
 * '2024-05-01T09:30:00.000Z', '2024-05-01T09:30', '2024-05-01 09:30:00+02:00') that
 * names a real calendar day and that Date can parse. Loose forms such as '1' or
 * 'May 1' (which some engines still parse) are rejected.
 */
export function isValidDateText(value: string): boolean {
  const match = ISO_DATE_PREFIX.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return false;
  return !Number.isNaN(Date.parse(value));
}

// ---------------------------------------------------------------------------------------
// Shared field builders
// ---------------------------------------------------------------------------------------

const SLUG_PATTERN_MESSAGE = 'Slug must use lowercase letters, numbers, and hyphens only';
const COVER_IMAGE_MAX_MESSAGE = `Cover image URL must be ${URL_MAX_LENGTH} characters or less`;

/** A required URL field accepted by isWebUrl; `message` is used when missing or invalid. */
function webUrlField(message: string, maxMessage: string) {
  return yup
    .string()
    .trim()
    .required(message)
    .test('web-url', message, (value) => value == null || isWebUrl(value))
    .max(URL_MAX_LENGTH, maxMessage);
}

/**
 * Optional publish date: absent, null or '' (treated as absent, so the server uses its
 * default of "now"), otherwise a date text accepted by isValidDateText. A Date object
 * (e.g. from a GraphQL DateTime scalar) is turned into its ISO text.
 */
function publishedAtField() {
  return yup
    .string()
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date) {
        return Number.isNaN(original.getTime()) ? 'Invalid Date' : original.toISOString();
      }
      if (typeof value === 'string') {
        const trimmed = value.trim();
        return trimmed === '' ? undefined : trimmed;
      }
      return value;
    })
    .nullable()
    .optional()
    .test('date', 'Must be a valid date', (value) => value == null || isValidDateText(value));
}

function slugField(min: number, max: number) {
  const minMessage = `Slug must be at least ${min} characters`;
  return yup
    .string()
    .trim()
    .required(minMessage)
    .min(min, minMessage)
    .max(max, `Slug must be ${max} characters or less`)
    .matches(SLUG_PATTERN, { message: SLUG_PATTERN_MESSAGE, excludeEmptyString: true });
}

const TITLE_MIN_MESSAGE = 'Title must be at least 5 characters';
const titleField = yup
  .string()
  .trim()
  .required(TITLE_MIN_MESSAGE)
  .min(5, TITLE_MIN_MESSAGE)
  .max(TITLE_MAX_LENGTH, `Title must be ${TITLE_MAX_LENGTH} characters or less`);

const CATEGORY_REQUIRED_MESSAGE = 'Please select a category';

// ---------------------------------------------------------------------------------------
// Blog post
// ---------------------------------------------------------------------------------------

const EXCERPT_MIN_MESSAGE = 'Excerpt must be at least 20 characters';
const CONTENT_MIN_MESSAGE = 'Content must be at least 50 characters';
const AUTHOR_MIN_MESSAGE = 'Author name must be at least 2 characters';
const TAGS_MESSAGE = 'Please add at least one tag';

export const blogPostSchema = yup.object({
  title: titleField,
  slug: slugField(3, SLUG_MAX_LENGTH),
  excerpt: yup
    .string()
    .trim()
    .required(EXCERPT_MIN_MESSAGE)
    .min(20, EXCERPT_MIN_MESSAGE)
    .max(EXCERPT_MAX_LENGTH, `Excerpt must be ${EXCERPT_MAX_LENGTH} characters or less`),
  content: yup
    .string()
    .trim()
    .required(CONTENT_MIN_MESSAGE)
    .min(50, CONTENT_MIN_MESSAGE)
    .max(CONTENT_MAX_LENGTH, 'Content must be 200,000 characters or less'),
  coverImage: webUrlField('Must be a valid URL', COVER_IMAGE_MAX_MESSAGE),
  author: yup
    .string()
    .trim()
    .required(AUTHOR_MIN_MESSAGE)
    .min(2, AUTHOR_MIN_MESSAGE)
    .max(AUTHOR_MAX_LENGTH, `Author name must be ${AUTHOR_MAX_LENGTH} characters or less`),
  /** The slug of an existing category (existence is checked by the server, not here). */
  category: yup
    .string()
    .trim()
    .required(CATEGORY_REQUIRED_MESSAGE)
    .max(SLUG_MAX_LENGTH, `Category must be ${SLUG_MAX_LENGTH} characters or less`),
  /** One comma-separated text; at least one non-empty tag (',,' alone is rejected). */
  tags: yup
    .string()
    .trim()
    .required(TAGS_MESSAGE)
    .min(1, TAGS_MESSAGE)
    .test('has-tag', TAGS_MESSAGE, (value) => value == null || value.split(',').some((t) => t.trim() !== ''))
    .max(TAGS_MAX_LENGTH, `Tags must be ${TAGS_MAX_LENGTH} characters or less`),
  featured: yup.boolean().typeError('Featured must be true or false').default(false),
  publishedAt: publishedAtField(),
  ...postSeoFields,
  ...editorialFields,
});

// ---------------------------------------------------------------------------------------
// Resource
// ---------------------------------------------------------------------------------------

const DESCRIPTION_MIN_MESSAGE = 'Description must be at least 20 characters';
const DESCRIPTION_MAX_MESSAGE = 'Description must be 500 characters or less';
const RESOURCE_TYPE_MESSAGE = 'Please select a resource type';
const FILE_URL_MESSAGE = 'Must be a valid URL to the downloadable file';

export const resourceSchema = yup.object({
  title: titleField,
  description: yup
    .string()
    .trim()
    .required(DESCRIPTION_MIN_MESSAGE)
    .min(20, DESCRIPTION_MIN_MESSAGE)
    .max(DESCRIPTION_MAX_LENGTH, DESCRIPTION_MAX_MESSAGE),
  type: yup
    .string()
    .trim()
    .required(RESOURCE_TYPE_MESSAGE)
    .oneOf(
      RESOURCE_TYPES.map((t) => t.value),
      RESOURCE_TYPE_MESSAGE,
    ),
  category: yup
    .string()
    .trim()
    .required(CATEGORY_REQUIRED_MESSAGE)
    .oneOf(
      RESOURCE_CATEGORIES.map((c) => c.value),
      CATEGORY_REQUIRED_MESSAGE,
    ),
  /**
   * Two messages: FILE_URL_MESSAGE when it is not a web URL at all, FILE_URL_FIELD_ERROR
   * when it is a web URL that does not end in a document extension (then the form also
   * shows FILE_URL_TOAST and blocks submit).
   */
  fileUrl: webUrlField(FILE_URL_MESSAGE, `File URL must be ${URL_MAX_LENGTH} characters or less`).test(
    'document-extension',
    FILE_URL_FIELD_ERROR,
    // Only judged once the value is a web URL; otherwise the URL message above applies.
    (value) => value == null || !isWebUrl(value) || isDocumentFileUrl(value),
  ),
  coverImage: webUrlField('Must be a valid URL for the cover image', COVER_IMAGE_MAX_MESSAGE),
  featured: yup.boolean().typeError('Featured must be true or false').default(false),
  publishedAt: publishedAtField(),
  ...editorialFields,
});

// ---------------------------------------------------------------------------------------
// Category
// ---------------------------------------------------------------------------------------

const CATEGORY_NAME_MIN_MESSAGE = 'Name must be at least 2 characters';

export const categorySchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(CATEGORY_NAME_MIN_MESSAGE)
    .min(2, CATEGORY_NAME_MIN_MESSAGE)
    .max(CATEGORY_NAME_MAX_LENGTH, `Name must be ${CATEGORY_NAME_MAX_LENGTH} characters or less`),
  slug: slugField(2, CATEGORY_SLUG_MAX_LENGTH),
  description: yup.string().trim().max(DESCRIPTION_MAX_LENGTH, DESCRIPTION_MAX_MESSAGE).nullable().optional(),
});

export type BlogPostInput = yup.InferType<typeof blogPostSchema>;
export type ResourceInput = yup.InferType<typeof resourceSchema>;
export type CategoryInput = yup.InferType<typeof categorySchema>;
