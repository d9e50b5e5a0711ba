// The dashboard's funnel (issue 32): landed → used a tool → started a form → lead. Each step counts
// the visits that took it and every step before it (a closed funnel); drop-off is the share of the
// previous step's visits that did not go on.

export interface FunnelStep {
  step: string;
  visits: number;
  /** visits / the first step's visits, 0 to 1. */
  ofFirst: number;
  /** Share of the previous step's visits lost at this step, 0 to 1 (0 for the first step). */
  dropOff: number;
}

const ratio = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : 0);

/** Steps with their share of the first and their drop-off; a step is never counted above the one before. */
export function funnelSteps(counts: ReadonlyArray<readonly [string, number]>): FunnelStep[] {
  const steps: FunnelStep[] = [];
  let previous = 0;
  counts.forEach(([step, count], index) => {
    const visits = index === 0 ? Math.max(0, count) : Math.min(Math.max(0, count), previous);
    const first = steps[0]?.visits ?? visits;
    steps.push({ step, visits, ofFirst: ratio(visits, first), dropOff: index === 0 ? 0 : ratio(previous - visits, previous) });
    previous = visits;
  });
  return steps;
}
