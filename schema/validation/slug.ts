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
 * 5. replace each run of whitespace with a single hyphen.
 *
 * Hyphens already present are kept as they are (the rule is applied literally), so
 * 'a -- b' gives 'a----b', which SLUG_PATTERN then rejects; the editor shows the slug
 * error and the user fixes it.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}
