import { GAP, pages, parsePage } from '../../../web/src/domain/pagination';

describe('pages: first, last, current and neighbours, with a gap marker', () => {
  it.each([
    // [current, total, expected]
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [2, 2, [1, 2]],
    [1, 3, [1, 2, 3]],
    [2, 3, [1, 2, 3]],
    [3, 3, [1, 2, 3]],
    [1, 10, [1, 2, GAP, 10]],
    [2, 10, [1, 2, 3, GAP, 10]],
    [3, 10, [1, 2, 3, 4, GAP, 10]],
    [5, 10, [1, GAP, 4, 5, 6, GAP, 10]],
    [8, 10, [1, GAP, 7, 8, 9, 10]],
    [9, 10, [1, GAP, 8, 9, 10]],
    [10, 10, [1, GAP, 9, 10]],
  ] as const)('pages(%i, %i)', (current, total, expected) => {
    expect(pages(current, total)).toEqual(expected);
  });

  it('uses the ellipsis character as the gap marker', () => {
    expect(pages(1, 10)).toEqual([1, 2, '…', 10]);
    expect(pages(5, 10)).toEqual([1, '…', 4, 5, 6, '…', 10]);
  });

  it('shows a page instead of a gap that would hide only that page', () => {
    expect(pages(4, 10)).toEqual([1, 2, 3, 4, 5, GAP, 10]);
    expect(pages(7, 10)).toEqual([1, GAP, 6, 7, 8, 9, 10]);
  });

  it('shows every page of a short list', () => {
    expect(pages(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('clamps the current page into range', () => {
    expect(pages(0, 10)).toEqual(pages(1, 10));
    expect(pages(42, 10)).toEqual(pages(10, 10));
  });

  it('gives no pages when there are none', () => {
    expect(pages(1, 0)).toEqual([]);
    expect(pages(1, Number.NaN)).toEqual([]);
  });

  it('never repeats a page and always keeps the current one', () => {
    for (let total = 1; total <= 30; total += 1) {
      for (let current = 1; current <= total; current += 1) {
        const numbers = pages(current, total).filter((item): item is number => item !== GAP);
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers[numbers.length - 1]).toBe(total);
      }
    }
  });
});

describe('parsePage', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
  ])('%p -> %i', (value, expected) => {
    expect(parsePage(value)).toBe(expected);
  });
});
