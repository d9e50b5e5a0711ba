import { countOf, formatDateTime, formatWeekLabel, niceTicks } from '../../../web/src/features/admin/admin-format';

describe('formatDateTime', () => {
  it('shows a US English date and time in the given time zone', () => {
    expect(formatDateTime('2025-03-03T09:30:00.000Z', 'UTC')).toBe('Mar 3, 2025, 9:30 AM');
    expect(formatDateTime('2025-03-03T09:30:00.000Z', 'America/New_York')).toBe('Mar 3, 2025, 4:30 AM');
  });
  it('shows a dash for a missing or unreadable date', () => {
    expect(formatDateTime(null)).toBe('-');
    expect(formatDateTime('nope')).toBe('-');
  });
});

describe('formatWeekLabel', () => {
  it('labels a week by its Monday (UTC)', () => {
    expect(formatWeekLabel('2025-03-03T00:00:00.000Z')).toBe('Mar 3');
    expect(formatWeekLabel('x')).toBe('');
  });
});

describe('niceTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [4, [0, 1, 2, 3, 4]],
    [7, [0, 2, 4, 6, 8]],
    [10, [0, 5, 10]],
    [37, [0, 10, 20, 30, 40]],
    [120, [0, 50, 100, 150]],
  ])('max %i -> %p', (max, ticks) => expect(niceTicks(max)).toEqual(ticks));
});

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'contact request')).toBe('1 contact request');
    expect(countOf(0, 'playbook lead')).toBe('0 playbook leads');
    expect(countOf(1200, 'playbook lead')).toBe('1,200 playbook leads');
  });
});
