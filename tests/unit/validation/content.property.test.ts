// Properties of the content editors' rules (schema/validation/content.ts, SPEC §5 'Blog post',
// 'Resource', 'Category'): generated valid items pass; each made invalid in one field fails on
// that field alone with the spec's message; and the predicates behind them (web URLs, the
// file-URL extension rule, date texts).
import fc from 'fast-check';
import {
  AUTHOR_MAX_LENGTH,
  blogPostSchema,
  CATEGORY_NAME_MAX_LENGTH,
  CATEGORY_SLUG_MAX_LENGTH,
  categorySchema,
  DESCRIPTION_MAX_LENGTH,
  DOCUMENT_EXTENSIONS,
  FILE_URL_FIELD_ERROR,
  isDocumentFileUrl,
  isValidDateText,
  isWebUrl,
  RESOURCE_CATEGORIES,
  RESOURCE_TYPES,
  resourceSchema,
  SLUG_MAX_LENGTH,
  TAGS_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../schema/validation/content';
import { SLUG_PATTERN } from '../../../schema/validation/slug';
import { anyCase, anyText, isoDate, slugText, tooLongText, tooShortText, trimmedText, webUrl } from './arbitraries';
import { errorsOf } from './helpers';

const SLUG_PATTERN_MESSAGE = 'Slug must use lowercase letters, numbers, and hyphens only';
const TAG = fc.stringMatching(/^[A-Za-z][A-Za-z0-9 ]{0,15}$/);

const post = fc.record({
  title: trimmedText(5, TITLE_MAX_LENGTH),
  slug: slugText(3, SLUG_MAX_LENGTH),
  excerpt: trimmedText(20, 300),
  content: trimmedText(50, 2000),
  coverImage: webUrl,
  author: trimmedText(2, AUTHOR_MAX_LENGTH),
  category: slugText(1, 60),
  tags: fc
    .array(TAG, { minLength: 1, maxLength: 8 })
    .map((tags) => tags.join(', '))
    .filter((t) => t.trim().length <= TAGS_MAX_LENGTH),
  featured: fc.boolean(),
  publishedAt: fc.option(isoDate, { nil: undefined }),
});

const documentUrl = fc
  .tuple(
    webUrl.map((u) => u.split(/[?#]/, 1)[0].replace(/\/$/, '')),
    fc.constantFrom(...DOCUMENT_EXTENSIONS).chain(anyCase),
    fc.constantFrom('', '?v=2', '#page=3', '?a=1&b=2#x'),
  )
  .map(([base, ext, suffix]) => `${base}/file${ext}${suffix}`);

const resource = fc.record({
  title: trimmedText(5, TITLE_MAX_LENGTH),
  description: trimmedText(20, DESCRIPTION_MAX_LENGTH),
  type: fc.constantFrom(...RESOURCE_TYPES.map((t) => t.value)),
  category: fc.constantFrom(...RESOURCE_CATEGORIES.map((c) => c.value)),
  fileUrl: documentUrl,
  coverImage: webUrl,
  featured: fc.boolean(),
  publishedAt: fc.option(isoDate, { nil: undefined }),
});

const category = fc.record({
  name: trimmedText(2, CATEGORY_NAME_MAX_LENGTH),
  slug: slugText(2, CATEGORY_SLUG_MAX_LENGTH),
  description: fc.option(trimmedText(0, DESCRIPTION_MAX_LENGTH), { nil: undefined }),
});

/** Slugs with something the pattern forbids: a capital, a space, an underscore, a doubled or outer hyphen, an accent. */
const badSlug = fc
  .tuple(slugText(3, 40), fc.constantFrom('A', ' ', '_', '--', 'é', '.', '/'), fc.nat())
  .map(([slug, bad, at]) => {
    const i = at % (slug.length + 1);
    return `${slug.slice(0, i)}${bad}${slug.slice(i)}`;
  })
  .filter((s) => s.trim().length >= 3)
  .map((s) => s.trim())
  .chain((s) => fc.constantFrom(s, `-${s}`, `${s}-`))
  // Trimming may have removed the only fault (a space at an end).
  .filter((s) => !SLUG_PATTERN.test(s));

/** Not a web URL: other schemes, protocol-relative, bare words, whitespace inside. */
const badUrl = fc.oneof(
  fc.constantFrom(
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    'ftp://example.com/a.pdf',
    'mailto:a@example.com',
    '//evil.example/a.png',
    '/\\evil.example',
    'not a url',
    'example.com/a.png',
    'http://',
    'https://',
  ),
  // Inside the address (yup trims the ends): after the 8th character, which every generated URL has more than.
  fc.tuple(webUrl, fc.constantFrom(' ', '\t', '\u0000', '\u007f')).map(([u, ws]) => `${u.slice(0, 8)}${ws}${u.slice(8)}`),
);

/** Text that is no real calendar date in ISO form. */
const badDate = fc.oneof(
  fc.constantFrom('May 1', '1', 'yesterday', '2024-13-01', '2024-00-10', '2023-02-29', '2024-04-31', '01/05/2024', '2024/05/01'),
  fc.tuple(fc.integer({ min: 1971, max: 2099 }), fc.integer({ min: 1, max: 12 })).map(([y, m]) => `${y}-${String(m).padStart(2, '0')}-32`),
);

describe('blog post rules (property-based)', () => {
  it('accept every generated valid post', () => {
    fc.assert(fc.property(post, (value) => expect(errorsOf(blogPostSchema, value)).toEqual({})));
  });

  it.each([
    ['title', 'Title must be at least 5 characters', tooShortText(5)],
    ['title', `Title must be ${TITLE_MAX_LENGTH} characters or less`, tooLongText(TITLE_MAX_LENGTH)],
    ['slug', 'Slug must be at least 3 characters', fc.constantFrom('', ' ', 'a', 'ab', ' ab ')],
    ['slug', SLUG_PATTERN_MESSAGE, badSlug],
    ['slug', `Slug must be ${SLUG_MAX_LENGTH} characters or less`, slugText(SLUG_MAX_LENGTH + 1, SLUG_MAX_LENGTH + 60)],
    ['excerpt', 'Excerpt must be at least 20 characters', tooShortText(20)],
    ['excerpt', 'Excerpt must be 300 characters or less', tooLongText(300)],
    ['content', 'Content must be at least 50 characters', tooShortText(50)],
    ['coverImage', 'Must be a valid URL', badUrl],
    ['author', 'Author name must be at least 2 characters', tooShortText(2)],
    ['category', 'Please select a category', fc.constantFrom('', '   ', undefined)],
    ['tags', 'Please add at least one tag', fc.stringMatching(/^[ ,]{0,12}$/)],
    ['tags', `Tags must be ${TAGS_MAX_LENGTH} characters or less`, tooLongText(TAGS_MAX_LENGTH)],
    ['publishedAt', 'Must be a valid date', badDate],
  ] as const)('refuse a post whose %s is made invalid: %s', (field, message, bad) => {
    fc.assert(
      fc.property(post, bad as fc.Arbitrary<unknown>, (value, wrong) => {
        expect(errorsOf(blogPostSchema, { ...value, [field]: wrong })).toEqual({ [field]: message });
      }),
    );
  });

  it('take publishedAt as ISO text, a Date, or nothing ("" and null mean "now")', () => {
    fc.assert(
      fc.property(
        post,
        fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom('', null, undefined, '  '),
        (value, date, absent) => {
          expect(errorsOf(blogPostSchema, { ...value, publishedAt: date })).toEqual({});
          expect(errorsOf(blogPostSchema, { ...value, publishedAt: absent })).toEqual({});
          expect(errorsOf(blogPostSchema, { ...value, publishedAt: new Date(Number.NaN) })).toEqual({
            publishedAt: 'Must be a valid date',
          });
        },
      ),
    );
  });
});

describe('resource rules (property-based)', () => {
  it('accept every generated valid resource', () => {
    fc.assert(fc.property(resource, (value) => expect(errorsOf(resourceSchema, value)).toEqual({})));
  });

  it('refuse a file URL that is a web URL without a document extension, with the field message', () => {
    const otherExtension = fc.constantFrom('.png', '.jpg', '.html', '.exe', '.pdfx', '.doc.txt', '', '/', '.zipp', '.pd');
    fc.assert(
      fc.property(resource, webUrl, otherExtension, (value, base, ext) => {
        const fileUrl = `${base.split(/[?#]/, 1)[0].replace(/\/$/, '')}/file${ext}`;
        fc.pre(isWebUrl(fileUrl));
        expect(errorsOf(resourceSchema, { ...value, fileUrl })).toEqual({ fileUrl: FILE_URL_FIELD_ERROR });
      }),
    );
  });

  it.each([
    ['fileUrl', 'Must be a valid URL to the downloadable file', badUrl],
    ['coverImage', 'Must be a valid URL for the cover image', badUrl],
    ['description', 'Description must be at least 20 characters', tooShortText(20)],
    ['description', 'Description must be 500 characters or less', tooLongText(DESCRIPTION_MAX_LENGTH)],
    ['type', 'Please select a resource type', anyText(12).filter((s) => !RESOURCE_TYPES.some((t) => t.value === s.trim()))],
    ['category', 'Please select a category', anyText(12).filter((s) => !RESOURCE_CATEGORIES.some((c) => c.value === s.trim()))],
    ['title', 'Title must be at least 5 characters', tooShortText(5)],
    ['publishedAt', 'Must be a valid date', badDate],
  ] as const)('refuse a resource whose %s is made invalid: %s', (field, message, bad) => {
    fc.assert(
      fc.property(resource, bad as fc.Arbitrary<unknown>, (value, wrong) => {
        expect(errorsOf(resourceSchema, { ...value, [field]: wrong })).toEqual({ [field]: message });
      }),
    );
  });
});

describe('category rules (property-based)', () => {
  it('accept every generated valid category; the description is optional', () => {
    fc.assert(
      fc.property(category, fc.constantFrom(undefined, null, ''), (value, absent) => {
        expect(errorsOf(categorySchema, value)).toEqual({});
        expect(errorsOf(categorySchema, { ...value, description: absent })).toEqual({});
      }),
    );
  });

  it.each([
    ['name', 'Name must be at least 2 characters', tooShortText(2)],
    ['name', `Name must be ${CATEGORY_NAME_MAX_LENGTH} characters or less`, tooLongText(CATEGORY_NAME_MAX_LENGTH)],
    ['slug', 'Slug must be at least 2 characters', fc.constantFrom('', 'a', ' a ')],
    ['slug', SLUG_PATTERN_MESSAGE, badSlug],
    [
      'slug',
      `Slug must be ${CATEGORY_SLUG_MAX_LENGTH} characters or less`,
      slugText(CATEGORY_SLUG_MAX_LENGTH + 1, CATEGORY_SLUG_MAX_LENGTH + 60),
    ],
    ['description', 'Description must be 500 characters or less', tooLongText(DESCRIPTION_MAX_LENGTH)],
  ] as const)('refuse a category whose %s is made invalid: %s', (field, message, bad) => {
    fc.assert(
      fc.property(category, bad as fc.Arbitrary<unknown>, (value, wrong) => {
        expect(errorsOf(categorySchema, { ...value, [field]: wrong })).toEqual({ [field]: message });
      }),
    );
  });
});

describe('the predicates behind the rules (property-based)', () => {
  it('isDocumentFileUrl: a document extension in any case, before any ?query or #hash', () => {
    fc.assert(fc.property(documentUrl, (url) => expect(isDocumentFileUrl(url)).toBe(true)));
    fc.assert(
      fc.property(documentUrl, fc.constantFrom('.png', '.txt', '_', '.pdf.exe', '1'), (url, tail) => {
        const [path, ...rest] = url.split(/(?=[?#])/);
        expect(isDocumentFileUrl(`${path}${tail}${rest.join('')}`)).toBe(false);
      }),
    );
  });

  it('isWebUrl: never true for text holding whitespace or a control character', () => {
    fc.assert(
      fc.property(anyText(80), (text) => {
        // eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
        if (/[\s\u0000-\u001f\u007f]/.test(text)) expect(isWebUrl(text)).toBe(false);
        if (isWebUrl(text)) expect(/^(https?:\/\/|\/(?![/\\]))/i.test(text)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('isValidDateText: every real date, as ISO date-time or date alone; no day past the end of its month', () => {
    fc.assert(
      fc.property(isoDate, (iso) => {
        expect(isValidDateText(iso)).toBe(true);
        expect(isValidDateText(iso.slice(0, 10))).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1970, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (year, month, over) => {
          const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const text = `${year}-${String(month).padStart(2, '0')}-${String(days + over).padStart(2, '0')}`;
          expect(isValidDateText(text)).toBe(false);
        },
      ),
    );
  });
});
