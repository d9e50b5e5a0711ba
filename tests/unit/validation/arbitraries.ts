// fast-check generators shared by the *.property.test.ts files of the shared validation rules
// (not a test file). Lengths are what the rules count: UTF-16 code units after trim().
import fc from 'fast-check';

/** Any text a browser or an API client could send: every Unicode code point, surrogates included. */
export const anyText = (maxLength = 120) => fc.string({ unit: 'binary', maxLength });

/** Whitespace that String.prototype.trim (and so yup's trim()) removes. */
export const padding = fc.string({ unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\ufeff'), maxLength: 4 });

/** Text whose trimmed length lies in [min, max]. */
export function trimmedText(min: number, max: number) {
  return fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, min + 300) }).filter((s) => {
    const t = s.trim();
    return t === s && t.length >= min && t.length <= max;
  });
}

/** Text whose trimmed length is under `min` (possibly empty, possibly only whitespace). */
export function tooShortText(min: number) {
  return fc
    .tuple(padding, fc.string({ unit: 'grapheme-ascii', maxLength: min - 1 }), padding)
    .map(([a, s, b]) => `${a}${s.trim()}${b}`)
    .filter((s) => s.trim().length < min);
}

/** Text whose trimmed length is over `max`. */
export function tooLongText(max: number) {
  return fc
    .tuple(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 200 }))
    .map(([s, extra]) => `x${'y'.repeat(max + extra - 2)}${s.trim() || 'z'}`)
    .filter((s) => s.trim().length > max);
}

/** `value` with whitespace around it, which the rules trim away. */
export const padded = (value: fc.Arbitrary<string>) => fc.tuple(padding, value, padding).map(([a, v, b]) => `${a}${v}${b}`);

/** A slug: groups of [a-z0-9] joined by single hyphens, of length in [min, max]. */
export function slugText(min: number, max: number) {
  const unit = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789');
  // A first group that reaches the minimum on its own, then groups while the maximum allows.
  return fc
    .tuple(
      fc.string({ unit, minLength: min, maxLength: Math.min(max, min + 20) }),
      fc.array(fc.string({ unit, minLength: 1, maxLength: 12 }), { maxLength: 10 }),
    )
    .map(([first, groups]) => {
      let slug = first;
      for (const group of groups) if (slug.length + 1 + group.length <= max) slug = `${slug}-${group}`;
      return slug;
    });
}

/** An e-mail address the lead rules accept: a dotted domain, at most 254 characters. */
export const leadEmail = fc.emailAddress().filter((e) => e.length <= 254);

/** An absolute http(s) URL or a site-relative path, as isWebUrl accepts. */
export const webUrl = fc.oneof(
  fc.webUrl({ validSchemes: ['http', 'https'], withQueryParameters: true, withFragments: true }),
  slugText(1, 40).map((p) => `/images/${p}.svg`),
);

/** A valid date-time as ISO text, between 1970 and 2100. */
export const isoDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Case-scrambled text (the file-URL extension rule ignores case). */
export const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) => [...text].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''));
