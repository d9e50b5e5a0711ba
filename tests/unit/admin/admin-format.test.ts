import { countOf, formatDateTime, formatWeekLabel } from '../../../web/src/features/admin/shared/admin-format';
import { summarizeWeeks } from '../../../web/src/features/admin/dashboard/leads-chart-data';

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

describe('countOf', () => {
  it('uses the singular for one only', () => {
    expect(countOf(1, 'contact request')).toBe('1 contact request');
    expect(countOf(0, 'playbook lead')).toBe('0 playbook leads');
    expect(countOf(1200, 'playbook lead')).toBe('1,200 playbook leads');
  });
});

describe('summarizeWeeks', () => {
  const week = (playbookLeads: number, contactRequests: number) => ({
    weekStart: '2025-03-03T00:00:00.000Z',
    playbookLeads,
    contactRequests,
  });
  it('totals both series over the weeks shown', () => {
    expect(summarizeWeeks([week(2, 0), week(1, 1)])).toEqual({
      total: 4,
      summary: '3 playbook leads and 1 contact request in the last 2 weeks',
    });
  });
  it('says zero when nothing was captured', () => {
    expect(summarizeWeeks([week(0, 0)]).total).toBe(0);
  });
});
