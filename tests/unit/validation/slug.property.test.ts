// Properties of slugify (schema/validation/slug.ts) over arbitrary text: what the Generate button
// and the editors' automatic slug rely on.
import fc from 'fast-check';
import { categorySchema, blogPostSchema } from '../../../schema/validation/content';
import { GENERATED_SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '../../../schema/validation/slug';
import { anyText, padding, slugText } from './arbitraries';
import { errorsOf } from './helpers';

const RUNS = { numRuns: 500 };

describe('slugify (property-based)', () => {
  it('gives an empty text or a slug matching SLUG_PATTERN, for any text', () => {
    fc.assert(
      fc.property(anyText(300), (text) => {
        const slug = slugify(text);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
      }),
      RUNS,
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(anyText(300), (text) => {
        const once = slugify(text);
        expect(slugify(once)).toBe(once);
      }),
      RUNS,
    );
  });

  it('never exceeds the generated-slug cap, which fits both editors', () => {
    fc.assert(
      fc.property(fc.oneof(anyText(400), fc.string({ unit: 'grapheme-ascii', minLength: 90, maxLength: 600 })), (text) => {
        expect(slugify(text).length).toBeLessThanOrEqual(GENERATED_SLUG_MAX_LENGTH);
      }),
      RUNS,
    );
  });

  it('keeps every ASCII letter and digit of a short text, in order, lower-cased', () => {
    fc.assert(
      fc.property(anyText(60), (text) => {
        const kept = text
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z0-9]/g, '');
        fc.pre(kept.length <= 50);
        expect(slugify(text).replace(/-/g, '')).toBe(kept);
      }),
      RUNS,
    );
  });

  it('joins the words of plain text with single hyphens, whatever the spacing and case', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'),
      minLength: 1,
      maxLength: 10,
    });
    const gap = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', ' - ', '--', ' -'), minLength: 1, maxLength: 3 });
    fc.assert(
      fc.property(fc.array(fc.tuple(word, gap), { minLength: 1, maxLength: 8 }), padding, (parts, pad) => {
        const text = `${pad}${parts.map(([w, g]) => `${w}${g}`).join('')}`;
        expect(slugify(text)).toBe(parts.map(([w]) => w.toLowerCase()).join('-'));
      }),
      RUNS,
    );
  });

  it('leaves a valid slug unchanged', () => {
    fc.assert(
      fc.property(slugText(1, GENERATED_SLUG_MAX_LENGTH), (slug) => {
        expect(slugify(slug)).toBe(slug);
      }),
      RUNS,
    );
  });

  it('ignores ASCII letter case', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 150 }), (text) => {
        expect(slugify(text.toUpperCase())).toBe(slugify(text));
      }),
      RUNS,
    );
  });

  it('gives a slug both editors accept whenever it is long enough for them', () => {
    fc.assert(
      fc.property(anyText(300), (text) => {
        const slug = slugify(text);
        if (slug.length >= 3) expect(errorsOf(blogPostSchema.pick(['slug']), { slug })).toEqual({});
        if (slug.length >= 2) expect(errorsOf(categorySchema.pick(['slug']), { slug })).toEqual({});
      }),
      RUNS,
    );
  });
});
