import { GENERATED_SLUG_MAX_LENGTH, SLUG_PATTERN, slugify } from '../../../schema/validation/slug';

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

  it('collapses hyphen runs and drops hyphens at the ends, so the slug rule accepts the result', () => {
    expect(slugify('a -- b')).toBe('a-b');
    expect(slugify('Part 1 - Basics')).toBe('part-1-basics');
    expect(slugify('-leading and trailing-')).toBe('leading-and-trailing');
    expect(slugify('---')).toBe('');
  });

  it('keeps at most 100 characters, cutting between words', () => {
    const title = 'Cloud cost allocation '.repeat(10);
    const slug = slugify(title);
    expect(slug.length).toBeLessThanOrEqual(GENERATED_SLUG_MAX_LENGTH);
    expect(slug).toBe(`${'cloud-cost-allocation-'.repeat(4)}cloud-cost`);
    expect(slugify('x'.repeat(150))).toBe('x'.repeat(100));
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
