// The statistics of an A/B experiment (issue 32, decision 0069): per arm a conversion rate with its
// Wilson score interval; against control the uplift, a pooled two-proportion z-test, Newcombe's
// hybrid score interval of the difference, and the Bayesian probability to beat control under
// Beta(1, 1) priors (Evan Miller's exact sum, a normal approximation for very large counts).
// The distributions come from @stdlib; only the published formulas are written here.
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import normalQuantile from '@stdlib/stats-base-dists-normal-quantile';
import betaln from '@stdlib/math-base-special-betaln';

/** z of a two-sided 95% interval (1.959964…). */
const Z95 = normalQuantile(0.975, 0, 1);

/** Above this many conversions of the challenger, the exact sum gives way to the normal approximation. */
const EXACT_LIMIT = 20_000;

export interface Interval {
  low: number;
  high: number;
}

/** Wilson's score interval of x successes in n trials (Newcombe 1998, method 3); [0, 0] for n = 0. */
export function wilsonInterval(x: number, n: number, z = Z95): Interval {
  if (n <= 0) return { low: 0, high: 0 };
  const p = x / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denominator;
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * Newcombe's hybrid score interval of p1 − p2 (Newcombe 1998b, method 10), built from the two
 * Wilson intervals: it keeps their good coverage for small counts and rates near 0.
 */
export function differenceInterval(x1: number, n1: number, x2: number, n2: number): Interval {
  if (n1 <= 0 || n2 <= 0) return { low: 0, high: 0 };
  const p1 = x1 / n1;
  const p2 = x2 / n2;
  const a = wilsonInterval(x1, n1);
  const b = wilsonInterval(x2, n2);
  const d = p1 - p2;
  return {
    low: d - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: d + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

/** The pooled two-proportion z-test of p1 = p2: z (positive when arm 1 converts more) and the two-sided p-value. */
export function twoProportionZTest(x1: number, n1: number, x2: number, n2: number): { z: number; pValue: number } {
  if (n1 <= 0 || n2 <= 0) return { z: 0, pValue: 1 };
  const pooled = (x1 + x2) / (n1 + n2);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2));
  if (se === 0) return { z: 0, pValue: 1 };
  const z = (x1 / n1 - x2 / n2) / se;
  return { z, pValue: 2 * (1 - normalCdf(Math.abs(z), 0, 1)) };
}

/**
 * P(rate of B > rate of A) with Beta(1 + conversions, 1 + visitors − conversions) posteriors.
 * Exact (Evan Miller, "Formulas for Bayesian A/B Testing", 2015):
 *   Σ_{i=0}^{αB−1} exp(lnB(αA+i, βA+βB) − ln(βB+i) − lnB(1+i, βB) − lnB(αA, βA));
 * for very large counts the posteriors' normal approximation.
 */
export function probabilityToBeat(
  control: { visitors: number; conversions: number },
  arm: { visitors: number; conversions: number },
): number {
  const aA = 1 + control.conversions;
  const bA = 1 + control.visitors - control.conversions;
  const aB = 1 + arm.conversions;
  const bB = 1 + arm.visitors - arm.conversions;
  if (aB - 1 > EXACT_LIMIT) return normalApproximation(aA, bA, aB, bB);
  const base = betaln(aA, bA);
  let total = 0;
  for (let i = 0; i < aB; i += 1) {
    total += Math.exp(betaln(aA + i, bA + bB) - Math.log(bB + i) - betaln(1 + i, bB) - base);
  }
  return Math.min(1, Math.max(0, total));
}

function normalApproximation(aA: number, bA: number, aB: number, bB: number): number {
  const mean = (a: number, b: number) => a / (a + b);
  const variance = (a: number, b: number) => (a * b) / ((a + b) ** 2 * (a + b + 1));
  const spread = Math.sqrt(variance(aA, bA) + variance(aB, bB));
  return normalCdf((mean(aB, bB) - mean(aA, bA)) / spread, 0, 1);
}

export interface ArmCounts {
  arm: string;
  visitors: number;
  conversions: number;
}

interface ArmResult extends ArmCounts {
  conversionRate: number;
  interval: Interval;
  /** Relative to control: (rate − control rate) / control rate; null for control or a control rate of 0. */
  uplift: number | null;
  /** The absolute difference from control with its 95% interval (Newcombe); null for control. */
  difference: (Interval & { estimate: number }) | null;
  /** Two-sided p-value of the z-test against control; null for control. */
  pValue: number | null;
  /** P(this arm's rate > control's); null for control. */
  probabilityToBeatControl: number | null;
}

export interface ExperimentVerdict {
  arms: ArmResult[];
  /** Whether every arm has reached the minimum sample. */
  enoughData: boolean;
  /** The arm declared the winner, or null: enough data, p < 0.05 and P(beat control) ≥ 0.95 (decision 0069). */
  winner: string | null;
}

/** Results of arms whose first one is control; `minVisitors` per arm before a winner may be named. */
export function analyse(counts: readonly ArmCounts[], minVisitors: number): ExperimentVerdict {
  const [control] = counts;
  const arms = counts.map((arm, index): ArmResult => {
    const rate = arm.visitors > 0 ? arm.conversions / arm.visitors : 0;
    const base = { ...arm, conversionRate: rate, interval: wilsonInterval(arm.conversions, arm.visitors) };
    if (index === 0 || !control) return { ...base, uplift: null, difference: null, pValue: null, probabilityToBeatControl: null };
    const controlRate = control.visitors > 0 ? control.conversions / control.visitors : 0;
    return {
      ...base,
      uplift: controlRate > 0 ? (rate - controlRate) / controlRate : null,
      difference: {
        estimate: rate - controlRate,
        ...differenceInterval(arm.conversions, arm.visitors, control.conversions, control.visitors),
      },
      pValue: twoProportionZTest(arm.conversions, arm.visitors, control.conversions, control.visitors).pValue,
      probabilityToBeatControl: probabilityToBeat(control, arm),
    };
  });
  const enoughData = counts.length > 1 && counts.every((arm) => arm.visitors >= minVisitors);
  const best = arms
    .slice(1)
    .filter((arm) => (arm.pValue ?? 1) < 0.05 && (arm.probabilityToBeatControl ?? 0) >= 0.95)
    .sort((a, b) => b.conversionRate - a.conversionRate)[0];
  return { arms, enoughData, winner: enoughData && best ? best.arm : null };
}
