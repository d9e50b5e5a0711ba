import { SLUG_PATTERN, slugify } from '../../../schema/validation/slug';

describe('slugify', () => {
  it.each([
    ['Hello World!', 'hello-world'],
    ['  Multiple   spaces  ', 'multiple-spaces'],
    [' Hello World ', 'hello-world'],
    ['Cloud cost: 40% off', 'cloud-cost-40-off'],
    ['already-hyphenated-text', 'already-hyphenated-text'],
    ['Already-Hyphenated Text', 'already-hyphenated-text'],
    ['FinOps 101', 'finops-101'],
    ['Tabs\tand\nnewlines', 'tabs-and-newlines'],
    ['snake_case_words', 'snakecasewords'],
    ['What is FinOps? A guide (2024)', 'what-is-finops-a-guide-2024'],
    ['', ''],
    ['!!!', ''],
  ])('%j -> %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('keeps existing hyphens literally (the rule does not collapse them)', () => {
    expect(slugify('a -- b')).toBe('a----b');
    expect(slugify('-leading and trailing-')).toBe('-leading-and-trailing-');
  });

  it('keeps the base letter of accented Latin letters and drops other non-ASCII letters', () => {
    expect(slugify('Café Déjà Vu')).toBe('cafe-deja-vu');
    expect(slugify('Straße')).toBe('strae');
    expect(slugify('Облако cost')).toBe('cost');
  });

  it('produces slugs that satisfy SLUG_PATTERN for ordinary titles', () => {
    for (const title of ['Hello World!', 'Cloud cost: 40% off', 'Top 10 FinOps Tips for 2025']) {
      expect(SLUG_PATTERN.test(slugify(title))).toBe(true);
    }
  });
});

describe('SLUG_PATTERN', () => {
  it.each(['ab', 'abc', 'a-b-c', 'finops-101', '2024', 'a1-b2'])('accepts %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(true);
  });

  it.each(['Abc', 'a--b', '-ab', 'ab-', 'a b', 'a_b', '', '-', 'café'])('rejects %j', (slug) => {
    expect(SLUG_PATTERN.test(slug)).toBe(false);
  });
});
