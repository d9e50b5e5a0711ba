// Calculator page (SPEC §9 "Calculator page (second reading)"): a multiplicative savings
// rate capped at 0.45 and a five-area breakdown. Codes are the page reading of SPEC §3.
import { DEFAULT_MONTHLY_SPEND, MIN_MONTHLY_SPEND } from '../../../schema/validation/calculator';
import type { CalculatorOption, FinopsMaturity } from './calculator-options';
import { lookupFactor } from './calculator-options';
import { roundTo, roundToCents } from './rounding';

/** The form's initial spend (10000) and its minimum (1000), from the shared validation. */
export { DEFAULT_MONTHLY_SPEND, MIN_MONTHLY_SPEND };

export type PageCloudProvider = 'aws' | 'azure' | 'gcp' | 'multicloud' | 'other';
export type PageIndustry = 'technology' | 'finance' | 'healthcare' | 'retail' | 'manufacturing' | 'other';

export const PAGE_PROVIDER_OPTIONS: readonly CalculatorOption<PageCloudProvider>[] = [
  { value: 'aws', label: 'AWS' },
  { value: 'azure', label: 'Azure' },
  { value: 'gcp', label: 'Google Cloud' },
  { value: 'multicloud', label: 'Multi-cloud' },
  { value: 'other', label: 'Other' },
];

export const PAGE_INDUSTRY_OPTIONS: readonly CalculatorOption<PageIndustry>[] = [
  { value: 'technology', label: 'Technology' },
  { value: 'finance', label: 'Finance' },
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'retail', label: 'Retail' },
  { value: 'manufacturing', label: 'Manufacturing' },
  { value: 'other', label: 'Other' },
];

// Maturity options are shared with the home calculator: FINOPS_MATURITY_OPTIONS in calculator-options.

export const PAGE_BASE_RATE = 0.23;
export const SAVINGS_RATE_CAP = 0.45;
/** Payback is a fixed claim on this page, not a formula. */
export const PAGE_PAYBACK_MONTHS = 2;

export const PAGE_PROVIDER_FACTORS: Readonly<Record<PageCloudProvider, number>> = {
  aws: 1.1,
  azure: 1.05,
  gcp: 1.0,
  multicloud: 1.15,
  other: 1.0,
};

/** 'Others 1.0': manufacturing and other leave the rate unchanged. */
export const PAGE_INDUSTRY_FACTORS: Readonly<Record<PageIndustry, number>> = {
  technology: 1.1,
  finance: 0.95,
  healthcare: 0.9,
  retail: 1.05,
  manufacturing: 1.0,
  other: 1.0,
};

export const PAGE_MATURITY_FACTORS: Readonly<Record<FinopsMaturity, number>> = {
  none: 1.4,
  basic: 1.2,
  intermediate: 0.9,
  advanced: 0.6,
};

type OptimizationAreaKey = 'rightsizing' | 'commitments' | 'idle-resources' | 'storage' | 'licenses';

export interface OptimizationAreaDefinition {
  readonly key: OptimizationAreaKey;
  readonly name: string;
  /** Fraction of the annual savings attributed to this area. */
  readonly share: number;
  readonly description: string;
}

/** Largest share first; the shares add up to 1. */
export const OPTIMIZATION_AREAS: readonly OptimizationAreaDefinition[] = [
  {
    key: 'rightsizing',
    name: 'Rightsizing',
    share: 0.35,
    description:
      'Match instance types and sizes to measured CPU, memory and I/O utilization so you stop paying for headroom you never use.',
  },
  {
    key: 'commitments',
    name: 'Reserved Instances & Savings Plans',
    share: 0.25,
    description:
      'Cover your steady baseline usage with one- or three-year reservations or savings plans, which cost far less than on-demand rates.',
  },
  {
    key: 'idle-resources',
    name: 'Idle Resource Removal',
    share: 0.2,
    description: 'Shut down or delete idle instances, unattached volumes, unused IP addresses and forgotten non-production environments.',
  },
  {
    key: 'storage',
    name: 'Storage Optimization',
    share: 0.12,
    description: 'Move rarely accessed data to cheaper storage tiers with lifecycle policies and delete obsolete snapshots and backups.',
  },
  {
    key: 'licenses',
    name: 'License Optimization',
    share: 0.08,
    description: 'Reclaim unused software licenses, bring your own licenses where the terms allow, and consider open-source alternatives.',
  },
];

/** Codes are plain form strings; an unknown code counts as a neutral factor of 1. */
export interface PageCalculatorInput {
  monthlySpend: number;
  cloudProvider: string;
  industry: string;
  finopsMaturity: string;
}

export interface OptimizationArea extends OptimizationAreaDefinition {
  /** Dollars, whole cents; the five add up to annualSavings. */
  readonly savings: number;
}

export interface PageCalculatorResult {
  /** Fraction 0-0.45, unrounded (only float noise past 15 significant digits is cut). */
  savingsRate: number;
  /** Dollars, whole cents. */
  annualSavings: number;
  /** savingsRate as a whole percent (0.40733 -> 41). */
  savingsPercent: number;
  /** Months, always PAGE_PAYBACK_MONTHS. */
  paybackPeriod: number;
  optimizationAreas: OptimizationArea[];
}

/** Never more than SAVINGS_RATE_CAP. No reachable combination exceeds it (max 0.40733). */
export function capRate(rate: number): number {
  return Math.min(rate, SAVINGS_RATE_CAP);
}

/**
 * rate = min(0.45, 0.23 x provider x industry x maturity), NOT rounded (SPEC §9: annualSavings =
 * monthlySpend x 12 x rate; only displayed figures are rounded). The product is cut to 15
 * significant digits, which drops binary noise (0.38962000000000003) and nothing else.
 */
export function pageSavingsRate(input: Pick<PageCalculatorInput, 'cloudProvider' | 'industry' | 'finopsMaturity'>): number {
  const raw =
    PAGE_BASE_RATE *
    lookupFactor(PAGE_PROVIDER_FACTORS, input.cloudProvider, 1) *
    lookupFactor(PAGE_INDUSTRY_FACTORS, input.industry, 1) *
    lookupFactor(PAGE_MATURITY_FACTORS, input.finopsMaturity, 1);
  return capRate(Number(raw.toPrecision(15)));
}

/**
 * Splits annual savings by the area shares in whole cents. Each area is rounded to the
 * cent and the rounding remainder goes to the largest area, so the parts add up exactly.
 */
export function allocateSavings(annualSavings: number): OptimizationArea[] {
  const totalCents = Math.round(annualSavings * 100);
  // roundTo cuts the noise of totalCents x share, so half cents round up consistently.
  const cents = OPTIMIZATION_AREAS.map((area) => roundTo(totalCents * area.share, 0));
  const largest = OPTIMIZATION_AREAS.reduce((best, area, index) => (area.share > OPTIMIZATION_AREAS[best].share ? index : best), 0);
  cents[largest] += totalCents - cents.reduce((sum, value) => sum + value, 0);
  return OPTIMIZATION_AREAS.map((area, index) => ({ ...area, savings: cents[index] / 100 }));
}

export function calculatePageSavings(input: PageCalculatorInput): PageCalculatorResult {
  const savingsRate = pageSavingsRate(input);
  const annualSavings = roundToCents(input.monthlySpend * 12 * savingsRate);
  return {
    savingsRate,
    annualSavings,
    savingsPercent: roundTo(savingsRate * 100, 0),
    paybackPeriod: PAGE_PAYBACK_MONTHS,
    optimizationAreas: allocateSavings(annualSavings),
  };
}
