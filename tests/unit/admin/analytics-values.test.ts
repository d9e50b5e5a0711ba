// The analytics screen's helpers: the comparison period, the change in percent, CSV text, the
// chart's buckets beside the previous period's, durations and shares; the lead's attribution story.
import {
  alignPeriods,
  csvText,
  formatDuration,
  percent,
  percentChange,
  previousPeriod,
} from '../../../web/src/features/admin/analytics/analytics-values';
import { attributionStory } from '../../../web/src/features/admin/leads/attribution-story';

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

it('the chart has every bucket of the range, each beside the previous period’s bucket at the same position', () => {
  const points = alignPeriods(
    [{ at: '2026-11-02T00:00:00Z', visits: 5, leads: 1 }],
    [
      { at: '2026-10-30T00:00:00Z', visits: 7, leads: 0 },
      { at: '2026-11-01T00:00:00Z', visits: 9, leads: 0 },
    ],
    { from: '2026-11-01', to: '2026-11-03', previousFrom: '2026-10-29' },
    'day',
  );
  expect(points).toEqual([
    { label: '11-01', visits: 0, leads: 0, previousVisits: 0 },
    { label: '11-02', visits: 5, leads: 1, previousVisits: 7 },
    { label: '11-03', visits: 0, leads: 0, previousVisits: 0 },
  ]);
  const hours = alignPeriods(
    [{ at: '2026-11-01T13:00:00Z', visits: 2, leads: 0 }],
    [],
    { from: '2026-11-01', to: '2026-11-01', previousFrom: '2026-10-31' },
    'hour',
  );
  expect(hours).toHaveLength(24);
  expect(hours[13]).toEqual({ label: '11-01 13:00', visits: 2, leads: 0, previousVisits: 0 });
});

it('durations and shares read as people write them', () => {
  expect([formatDuration(45), formatDuration(200), formatDuration(120)]).toEqual(['45 s', '3 min 20 s', '2 min']);
  expect([percent(0.1234), percent(1), percent(0)]).toEqual(['12.3%', '100%', '0%']);
});

const UNKNOWN = {
  landingPage: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  pagesBeforeLead: null,
  toolsBeforeLead: null,
  secondsToLead: null,
};

it('tells a lead’s story in the issue’s words, leaving out what is unknown', () => {
  expect(
    attributionStory({
      ...UNKNOWN,
      utmSource: 'newsletter',
      utmCampaign: 'nov',
      landingPage: '/calculator',
      toolsBeforeLead: ['calculator_result'],
      secondsToLead: 360,
    }),
  ).toBe("Came from the newsletter campaign 'nov', landed on /calculator, used the calculator, 6 min to lead");
  expect(attributionStory({ ...UNKNOWN, referrer: 'google.com', landingPage: '/blog/x', secondsToLead: 40 })).toBe(
    'Came from google.com, landed on /blog/x, 40 s to lead',
  );
  expect(attributionStory({ ...UNKNOWN, landingPage: '/', secondsToLead: 0 })).toBe('Came directly, landed on /, 0 s to lead');
  expect(attributionStory(UNKNOWN)).toBeNull();
});
