/**
 * Slug helpers shared by the admin editors (web) and the server.
 *
 * SPEC §5 "Slug generation": lowercase the text, drop characters other than letters,
 * digits, whitespace and hyphens, replace whitespace runs with a hyphen.
 */

/**
 * A valid slug: lowercase ASCII letters and digits, in groups joined by single hyphens
 * (no leading, trailing or doubled hyphens).
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The longest slug slugify makes: the smaller of the two editors' caps (a category slug may have
 * 100 characters, a post slug 200), so a generated slug fits either.
 */
export const GENERATED_SLUG_MAX_LENGTH = 100;

/**
 * Turns free text (a title or a category name) into a slug.
 *
 * Steps, in order:
 * 1. lowercase;
 * 2. decompose accented characters (Unicode NFD) so that 'é' becomes 'e' + a combining
 *    accent; the accent is then dropped by step 3, so 'Café' gives 'cafe';
 * 3. drop every character other than ASCII letters a-z, digits 0-9, whitespace and
 *    hyphens. Decision on non-ASCII letters: letters that do not decompose to an ASCII
 *    base letter (Cyrillic, CJK, 'ß', 'ø', ...) are dropped, so that the result can
 *    satisfy SLUG_PATTERN, which only allows a-z and 0-9;
 * 4. trim leading and trailing whitespace;
 * 5. replace each run of whitespace with a single hyphen;
 * 6. collapse runs of hyphens into one and drop hyphens at either end, so that
 *    'Part 1 - Basics' gives 'part-1-basics' rather than 'part-1---basics', which the slug
 *    rule would refuse (the spec's rule, steps 1-5, says nothing of existing hyphens);
 * 7. keep at most GENERATED_SLUG_MAX_LENGTH characters, cutting at the last hyphen that fits
 *    when a word would otherwise be cut.
 *
 * The result is '' (text with no letter or digit) or a slug matching SLUG_PATTERN, and
 * slugify(slugify(text)) === slugify(text).
 */
export function slugify(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length <= GENERATED_SLUG_MAX_LENGTH) return slug;
  let cut = slug.slice(0, GENERATED_SLUG_MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf('-');
  if (slug[GENERATED_SLUG_MAX_LENGTH] !== '-' && lastHyphen > 0) cut = cut.slice(0, lastHyphen);
  return cut.replace(/-$/, '');
}
