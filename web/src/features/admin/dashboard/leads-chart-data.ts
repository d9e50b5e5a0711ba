// What 'Leads over time' shows, shared by the card (leads-chart.tsx) and the lazily loaded bars.
import type { AdminLeadsOverTimeQuery } from '../../../graphql/generated';
import { countOf } from '../shared/admin-format';

export type ChartWeek = AdminLeadsOverTimeQuery['leadsOverTime'][number];

export const CHART_WEEKS = 12;

export const CHART_SERIES = [
  { key: 'playbookLeads', label: 'Playbook leads' },
  { key: 'contactRequests', label: 'Contact requests' },
] as const;

/** '3 playbook leads and 1 contact request in the last 12 weeks' (the chart's accessible name). */
export function summarizeWeeks(weeks: readonly ChartWeek[]): { total: number; summary: string } {
  const playbook = weeks.reduce((sum, week) => sum + week.playbookLeads, 0);
  const contact = weeks.reduce((sum, week) => sum + week.contactRequests, 0);
  return {
    total: playbook + contact,
    summary: `${countOf(playbook, 'playbook lead')} and ${countOf(contact, 'contact request')} in the last ${weeks.length} weeks`,
  };
}
