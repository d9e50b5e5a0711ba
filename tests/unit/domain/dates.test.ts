import { formatLongDate, formatMonthYear, isoDay } from '../../../web/src/domain/dates';

describe('dates (UTC, en-US)', () => {
  it('formats a long US English date', () => {
    expect(formatLongDate('2026-03-05T10:00:00.000Z')).toBe('March 5, 2026');
    expect(formatLongDate(new Date(Date.UTC(2025, 11, 31)))).toBe('December 31, 2025');
  });

  it('uses the UTC day, whatever the local time zone', () => {
    expect(formatLongDate('2026-03-05T23:59:59.999Z')).toBe('March 5, 2026');
    expect(formatLongDate('2026-03-06T00:00:00.000Z')).toBe('March 6, 2026');
    expect(formatLongDate('2026-03-05T22:30:00-05:00')).toBe('March 6, 2026');
  });

  it('formats month and year', () => {
    expect(formatMonthYear('2026-03-05T10:00:00.000Z')).toBe('March 2026');
    expect(formatMonthYear('2026-01-01T00:00:00.000Z')).toBe('January 2026');
  });

  it('gives the ISO day for <time dateTime>', () => {
    expect(isoDay('2026-03-05T23:00:00.000Z')).toBe('2026-03-05');
  });

  it('gives an empty text for an unparseable date', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatMonthYear('')).toBe('');
    expect(isoDay('nope')).toBe('');
  });
});
