// Home-page savings calculator (SPEC §9 "Home calculator (first reading)"): an additive
// savings rate. Codes are the home reading of SPEC §3 (multi, tech); the UI only calls these.
import type { CalculatorOption, FinopsMaturity } from './calculator-options';
import { lookupFactor } from './calculator-options';
import { roundTo, roundToCents } from './rounding';
import { onFirstUse } from './first-use';

export type HomeCloudProvider = 'aws' | 'azure' | 'gcp' | 'multi';
export type HomeIndustry = 'tech' | 'finance' | 'healthcare' | 'retail' | 'manufacturing' | 'other';

export const HOME_PROVIDER_OPTIONS: readonly CalculatorOption<HomeCloudProvider>[] = [
  { value: 'aws', label: 'AWS' },
  { value: 'azure', label: 'Azure' },
  { value: 'gcp', label: 'Google Cloud' },
  { value: 'multi', label: 'Multi-cloud' },
];

export const HOME_INDUSTRY_OPTIONS: readonly CalculatorOption<HomeIndustry>[] = [
  { value: 'tech', label: 'Technology' },
  { value: 'finance', label: 'Finance' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'retail', label: 'Retail' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'other', label: 'Other' },
];

// Maturity options are shared with the calculator page: FINOPS_MATURITY_OPTIONS in calculator-options.

export const HOME_BASE_RATE = 0.25;

export const HOME_PROVIDER_ADJUSTMENTS: Readonly<Record<HomeCloudProvider, number>> = {
  aws: 0.03,
  azure: 0.02,
  gcp: 0.01,
  multi: 0.04,
};

/** 'Others 0': retail, manufacturing and other do not move the rate. */
export const HOME_INDUSTRY_ADJUSTMENTS: Readonly<Record<HomeIndustry, number>> = {
  tech: 0.05,
  finance: 0.02,
  healthcare: -0.01,
  retail: 0,
  manufacturing: 0,
  other: 0,
};

export const HOME_MATURITY_ADJUSTMENTS: Readonly<Record<FinopsMaturity, number>> = {
  none: 0.07,
  basic: 0.05,
  intermediate: 0.02,
  advanced: -0.03,
};

/** ROI is shown as a multiple of the savings rate. */
export const HOME_ROI_MULTIPLIER = 5;

/**
 * Codes are plain strings because they come straight from the form (CalculatorInput of
 * schema/validation/calculator); an unknown code adds nothing to the rate.
 */
export interface HomeCalculatorInput {
  monthlySpend: number;
  cloudProvider: string;
  industry: string;
  finopsMaturity: string;
}

export interface HomeCalculatorResult {
  /** Fraction 0-1, 4 decimals; shown as a whole percent and as the bar width. */
  savingsRate: number;
  /** Dollars, whole cents. */
  annualSavings: number;
  /** Multiple, shown with one decimal then 'x'. */
  roi: number;
  paybackMonths: number;
}

/** rate = 0.25 + provider + industry + maturity adjustments, rounded to 4 decimals. */
export function homeSavingsRate(input: Pick<HomeCalculatorInput, 'cloudProvider' | 'industry' | 'finopsMaturity'>): number {
  return roundTo(
    HOME_BASE_RATE +
      lookupFactor(HOME_PROVIDER_ADJUSTMENTS, input.cloudProvider, 0) +
      lookupFactor(HOME_INDUSTRY_ADJUSTMENTS, input.industry, 0) +
      lookupFactor(HOME_MATURITY_ADJUSTMENTS, input.finopsMaturity, 0),
    4,
  );
}

/**
 * paybackMonths = ceiling of 1 / (rate x 12). Every reachable home rate (0.21 to 0.44)
 * pays back in 1 month; a rate of 0 or less never pays back (Infinity).
 */
export function paybackMonthsFor(savingsRate: number): number {
  if (savingsRate <= 0) return Number.POSITIVE_INFINITY;
  // Cut the noise first so an exact quotient such as 2 is not pushed up to 3.
  return Math.ceil(roundTo(1 / (savingsRate * 12), 9));
}

export function calculateHomeSavings(input: HomeCalculatorInput): HomeCalculatorResult {
  const savingsRate = homeSavingsRate(input);
  return {
    savingsRate,
    annualSavings: roundToCents(input.monthlySpend * 12 * savingsRate),
    // rate has 4 decimals, so rate x 5 has at most 4: rounding only removes noise.
    roi: roundTo(savingsRate * HOME_ROI_MULTIPLIER, 4),
    paybackMonths: paybackMonthsFor(savingsRate),
  };
}

const USD = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }),
);
const WHOLE_PERCENT = onFirstUse(() => new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 }));
const ONE_DECIMAL = onFirstUse(
  () =>
    new Intl.NumberFormat('en-US', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      useGrouping: false,
    }),
);

/** USD without decimals: 48000 -> '$48,000'. */
export function formatUsd(amount: number): string {
  return USD().format(amount);
}

/** A fraction as a whole percent: 0.4 -> '40%', 0.4073 -> '41%'. */
export function formatPercent(rate: number): string {
  return WHOLE_PERCENT().format(rate);
}

/** One decimal then 'x': 2 -> '2.0x'. */
export function formatRoi(roi: number): string {
  return `${ONE_DECIMAL().format(roi)}x`;
}

/** '1 month' / '3 months', for the payback line. */
export function formatPaybackMonths(months: number): string {
  return months === 1 ? '1 month' : `${months} months`;
}
