// SPEC §9 "Home calculator (first reading)": each table below is a line of the spec.
import { MIN_MONTHLY_SPEND } from '../../../schema/validation/calculator';
import { FINOPS_MATURITY_OPTIONS } from '../../../web/src/domain/calculator-options';
import {
  HOME_BASE_RATE,
  HOME_INDUSTRY_ADJUSTMENTS,
  HOME_INDUSTRY_OPTIONS,
  HOME_MATURITY_ADJUSTMENTS,
  HOME_PROVIDER_ADJUSTMENTS,
  HOME_PROVIDER_OPTIONS,
  HOME_ROI_MULTIPLIER,
  calculateHomeSavings,
  formatPaybackMonths,
  formatPercent,
  formatRoi,
  formatUsd,
  homeSavingsRate,
  paybackMonthsFor,
} from '../../../web/src/domain/home-calculator';

describe('options (SPEC §3, home reading)', () => {
  it('providers', () => {
    expect(HOME_PROVIDER_OPTIONS).toEqual([
      { value: 'aws', label: 'AWS' },
      { value: 'azure', label: 'Azure' },
      { value: 'gcp', label: 'Google Cloud' },
      { value: 'multi', label: 'Multi-cloud' },
    ]);
  });

  it('industries', () => {
    expect(HOME_INDUSTRY_OPTIONS.map((option) => option.value)).toEqual([
      'tech',
      'finance',
      'healthcare',
      'retail',
      'manufacturing',
      'other',
    ]);
    expect(HOME_INDUSTRY_OPTIONS[0]).toEqual({ value: 'tech', label: 'Technology' });
  });

  it('maturity levels', () => {
    expect(FINOPS_MATURITY_OPTIONS).toEqual([
      { value: 'none', label: 'No FinOps practices' },
      { value: 'basic', label: 'Basic cost monitoring' },
      { value: 'intermediate', label: 'Some FinOps practices' },
      { value: 'advanced', label: 'Advanced FinOps implementation' },
    ]);
  });
});

describe('rate adjustments', () => {
  it('base rate 0.25, ROI multiplier 5', () => {
    expect(HOME_BASE_RATE).toBe(0.25);
    expect(HOME_ROI_MULTIPLIER).toBe(5);
  });

  it.each([
    ['aws', 0.03],
    ['azure', 0.02],
    ['gcp', 0.01],
    ['multi', 0.04],
  ] as const)('provider %s: %p', (provider, adjustment) => {
    expect(HOME_PROVIDER_ADJUSTMENTS[provider]).toBe(adjustment);
  });

  it.each([
    ['tech', 0.05],
    ['finance', 0.02],
    ['healthcare', -0.01],
    ['retail', 0],
    ['manufacturing', 0],
    ['other', 0],
  ] as const)('industry %s: %p', (industry, adjustment) => {
    expect(HOME_INDUSTRY_ADJUSTMENTS[industry]).toBe(adjustment);
  });

  it.each([
    ['none', 0.07],
    ['basic', 0.05],
    ['intermediate', 0.02],
    ['advanced', -0.03],
  ] as const)('maturity %s: %p', (maturity, adjustment) => {
    expect(HOME_MATURITY_ADJUSTMENTS[maturity]).toBe(adjustment);
  });
});

describe('homeSavingsRate = 0.25 + provider + industry + maturity (4 decimals, no float noise)', () => {
  it.each([
    ['aws', 'tech', 'none', 0.4],
    ['multi', 'tech', 'none', 0.41],
    ['azure', 'finance', 'basic', 0.34],
    ['gcp', 'retail', 'none', 0.33],
    ['multi', 'retail', 'intermediate', 0.31],
    ['azure', 'other', 'intermediate', 0.29],
    ['aws', 'manufacturing', 'advanced', 0.25],
    ['gcp', 'healthcare', 'advanced', 0.22],
    ['azure', 'healthcare', 'advanced', 0.23],
  ])('%s + %s + %s = %p', (cloudProvider, industry, finopsMaturity, rate) => {
    expect(homeSavingsRate({ cloudProvider, industry, finopsMaturity })).toBe(rate);
  });

  it('an unknown code adds nothing (and prototype keys are not read)', () => {
    expect(homeSavingsRate({ cloudProvider: '', industry: 'constructor', finopsMaturity: 'none' })).toBe(0.32);
  });
});

describe('calculateHomeSavings', () => {
  it('spec example: 10000, aws, tech, none -> 40%, $48,000, 2.0x, 1 month', () => {
    const result = calculateHomeSavings({
      monthlySpend: 10000,
      cloudProvider: 'aws',
      industry: 'tech',
      finopsMaturity: 'none',
    });
    expect(result).toEqual({ savingsRate: 0.4, annualSavings: 48000, roi: 2, paybackMonths: 1 });
    expect(formatPercent(result.savingsRate)).toBe('40%');
    expect(formatUsd(result.annualSavings)).toBe('$48,000');
    expect(formatRoi(result.roi)).toBe('2.0x');
    expect(formatPaybackMonths(result.paybackMonths)).toBe('1 month');
  });

  it.each([
    // monthlySpend, provider, industry, maturity, rate, annualSavings, roi, shown as
    [MIN_MONTHLY_SPEND, 'gcp', 'healthcare', 'advanced', 0.22, 2640, 1.1, ['22%', '$2,640', '1.1x']],
    [1000, 'aws', 'tech', 'none', 0.4, 4800, 2, ['40%', '$4,800', '2.0x']],
    [25000, 'multi', 'tech', 'none', 0.41, 123000, 2.05, ['41%', '$123,000', '2.1x']],
    [50000, 'gcp', 'retail', 'none', 0.33, 198000, 1.65, ['33%', '$198,000', '1.7x']],
    [1234.56, 'aws', 'finance', 'intermediate', 0.32, 4740.71, 1.6, ['32%', '$4,741', '1.6x']],
    [1000000, 'azure', 'healthcare', 'advanced', 0.23, 2760000, 1.15, ['23%', '$2,760,000', '1.2x']],
  ] as const)(
    '%p %s/%s/%s -> rate %p, annual %p, roi %p',
    (monthlySpend, cloudProvider, industry, finopsMaturity, savingsRate, annualSavings, roi, shown) => {
      const result = calculateHomeSavings({ monthlySpend, cloudProvider, industry, finopsMaturity });
      expect(result).toEqual({ savingsRate, annualSavings, roi, paybackMonths: 1 });
      expect([formatPercent(result.savingsRate), formatUsd(result.annualSavings), formatRoi(result.roi)]).toEqual(shown);
    },
  );
});

describe('paybackMonths = ceiling of 1 / (rate x 12)', () => {
  it.each([
    [0.41, 1],
    [0.22, 1],
    [0.1, 1],
    [0.05, 2], // 1 / 0.6 = 1.67
    [0.02, 5], // 1 / 0.24 = 4.17
    [0.01, 9], // 1 / 0.12 = 8.33
    [0.0833, 2], // just under 1/12
    [0, Number.POSITIVE_INFINITY],
  ])('rate %p -> %p months', (rate, months) => {
    expect(paybackMonthsFor(rate)).toBe(months);
  });
});

describe('formatters', () => {
  it.each([
    [0, '$0'],
    [999.49, '$999'],
    [48000, '$48,000'],
    [2760000, '$2,760,000'],
  ])('formatUsd(%p) = %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it.each([
    [0.4, '40%'],
    [0.22, '22%'],
    [0.4073, '41%'],
    [0.285, '29%'],
  ])('formatPercent(%p) = %s', (rate, text) => {
    expect(formatPercent(rate)).toBe(text);
  });

  it.each([
    [2, '2.0x'],
    [1.1, '1.1x'],
    [1.65, '1.7x'],
    [2.05, '2.1x'],
  ])('formatRoi(%p) = %s', (roi, text) => {
    expect(formatRoi(roi)).toBe(text);
  });

  it.each([
    [1, '1 month'],
    [2, '2 months'],
  ])('formatPaybackMonths(%p) = %s', (months, text) => {
    expect(formatPaybackMonths(months)).toBe(text);
  });
});
