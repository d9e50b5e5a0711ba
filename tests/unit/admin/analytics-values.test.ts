// The analytics screen's helpers: the comparison period, the change in percent, CSV text.
import { csvText, percentChange, previousPeriod } from '../../../web/src/features/admin/analytics/analytics-values';

it('the previous period is as long as the range and ends the day before it', () => {
  expect(previousPeriod('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
  expect(previousPeriod('2026-03-01', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
});

it('the change is whole percent, and none when there was nothing before', () => {
  expect(percentChange(150, 100)).toBe(50);
  expect(percentChange(50, 100)).toBe(-50);
  expect(percentChange(10, 0)).toBeNull();
});

it('CSV quotes every field, doubles quotes and neutralises formulas', () => {
  const text = csvText(
    [
      ['path', 'Page'],
      ['visitors', 'Visitors'],
    ],
    [
      { path: '/blog', visitors: 3 },
      { path: '=HYPERLINK("x")', visitors: null },
    ],
  );
  expect(text).toBe('"Page","Visitors"\r\n"/blog","3"\r\n"\'=HYPERLINK(""x"")",""\r\n');
});
