// A lead's attribution told in one sentence (issue 32), for its detail screen.
import type { AdminLeadDetailFragment } from '../../../graphql/generated';

type Attribution = AdminLeadDetailFragment['attribution'];

const TOOL_NAMES: Record<string, string> = {
  calculator_result: 'the calculator',
  quiz_completed: 'the maturity assessment',
  simulation_run: 'the simulator',
};

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(seconds / 60);
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * "Came from the newsletter campaign 'nov', landed on /calculator, used the calculator, 6 min to
 * lead" — each part left out when unknown; null when nothing is known.
 */
export function attributionStory(attribution: Attribution): string | null {
  const parts: string[] = [];
  const source = attribution.utmSource ?? attribution.referrer;
  if (attribution.utmCampaign) parts.push(`Came from the ${source ?? 'unknown source'} campaign '${attribution.utmCampaign}'`);
  else if (source) parts.push(`Came from ${source}`);
  else if (attribution.landingPage) parts.push('Came directly');
  if (attribution.landingPage) parts.push(`landed on ${attribution.landingPage}`);
  const tools = (attribution.toolsBeforeLead ?? []).map((tool) => TOOL_NAMES[tool] ?? tool);
  if (tools.length) parts.push(`used ${tools.join(' and ')}`);
  if (attribution.secondsToLead !== null && attribution.secondsToLead !== undefined)
    parts.push(`${duration(attribution.secondsToLead)} to lead`);
  return parts.length ? parts.join(', ') : null;
}
