// SPEC §9 "Calculator page (second reading)": each table below is a line of the spec.
import {
  DEFAULT_MONTHLY_SPEND,
  MIN_MONTHLY_SPEND,
  OPTIMIZATION_AREAS,
  PAGE_BASE_RATE,
  PAGE_INDUSTRY_FACTORS,
  PAGE_INDUSTRY_OPTIONS,
  PAGE_MATURITY_FACTORS,
  PAGE_PAYBACK_MONTHS,
  PAGE_PROVIDER_FACTORS,
  PAGE_PROVIDER_OPTIONS,
  SAVINGS_RATE_CAP,
  allocateSavings,
  calculatePageSavings,
  capRate,
  pageSavingsRate,
} from '../../../web/src/domain/page-calculator';

const cents = (amount: number) => Math.round(amount * 100);

describe('constants', () => {
  it('minimum spend 1000, default spend 10000 (shared validation)', () => {
    expect(MIN_MONTHLY_SPEND).toBe(1000);
    expect(DEFAULT_MONTHLY_SPEND).toBe(10000);
  });

  it('base rate 0.23, cap 0.45, payback fixed at 2 months', () => {
    expect(PAGE_BASE_RATE).toBe(0.23);
    expect(SAVINGS_RATE_CAP).toBe(0.45);
    expect(PAGE_PAYBACK_MONTHS).toBe(2);
  });

  it('options (SPEC §3, page reading)', () => {
    expect(PAGE_PROVIDER_OPTIONS).toEqual([
      { value: 'aws', label: 'AWS' },
      { value: 'azure', label: 'Azure' },
      { value: 'gcp', label: 'Google Cloud' },
      { value: 'multicloud', label: 'Multi-cloud' },
      { value: 'other', label: 'Other' },
    ]);
    expect(PAGE_INDUSTRY_OPTIONS.map((option) => option.value)).toEqual([
      'technology',
      'finance',
      'healthcare',
      'retail',
      'manufacturing',
      'other',
    ]);
  });
});

describe('factors', () => {
  it.each([
    ['aws', 1.1],
    ['azure', 1.05],
    ['gcp', 1.0],
    ['multicloud', 1.15],
    ['other', 1.0],
  ] as const)('provider %s x%p', (provider, factor) => {
    expect(PAGE_PROVIDER_FACTORS[provider]).toBe(factor);
  });

  it.each([
    ['technology', 1.1],
    ['finance', 0.95],
    ['healthcare', 0.9],
    ['retail', 1.05],
    ['manufacturing', 1.0],
    ['other', 1.0],
  ] as const)('industry %s x%p', (industry, factor) => {
    expect(PAGE_INDUSTRY_FACTORS[industry]).toBe(factor);
  });

  it.each([
    ['none', 1.4],
    ['basic', 1.2],
    ['intermediate', 0.9],
    ['advanced', 0.6],
  ] as const)('maturity %s x%p', (maturity, factor) => {
    expect(PAGE_MATURITY_FACTORS[maturity]).toBe(factor);
  });
});

describe('pageSavingsRate = min(0.45, 0.23 x provider x industry x maturity), unrounded', () => {
  it.each([
    ['multicloud', 'technology', 'none', 0.40733], // 0.23 x 1.15 x 1.1 x 1.4, the highest
    ['aws', 'technology', 'none', 0.38962], // 0.23 x 1.1 x 1.1 x 1.4
    ['multicloud', 'other', 'basic', 0.3174], // 0.23 x 1.15 x 1.0 x 1.2
    ['azure', 'finance', 'basic', 0.27531], // 0.23 x 1.05 x 0.95 x 1.2
    ['aws', 'retail', 'intermediate', 0.239085], // 0.23 x 1.1 x 1.05 x 0.9
    ['other', 'manufacturing', 'intermediate', 0.207], // 0.23 x 1.0 x 1.0 x 0.9
    ['gcp', 'healthcare', 'advanced', 0.1242], // 0.23 x 1.0 x 0.9 x 0.6, the lowest
  ])('%s x %s x %s = %p', (cloudProvider, industry, finopsMaturity, rate) => {
    expect(pageSavingsRate({ cloudProvider, industry, finopsMaturity })).toBe(rate);
  });

  it('no reachable combination exceeds the cap (the highest is 0.40733)', () => {
    const rates = Object.keys(PAGE_PROVIDER_FACTORS).flatMap((cloudProvider) =>
      Object.keys(PAGE_INDUSTRY_FACTORS).flatMap((industry) =>
        Object.keys(PAGE_MATURITY_FACTORS).map((finopsMaturity) => pageSavingsRate({ cloudProvider, industry, finopsMaturity })),
      ),
    );
    expect(rates).toHaveLength(5 * 6 * 4);
    expect(Math.max(...rates)).toBe(0.40733);
  });

  it.each([
    [0.2, 0.2],
    [0.4073, 0.4073],
    [0.45, 0.45],
    [0.4501, 0.45],
    [0.9, 0.45],
  ])('capRate(%p) = %p', (rate, capped) => {
    expect(capRate(rate)).toBe(capped);
  });

  it('an unknown code is a neutral factor of 1', () => {
    expect(pageSavingsRate({ cloudProvider: 'ibm', industry: 'toString', finopsMaturity: '' })).toBe(0.23);
  });
});

describe('optimization areas', () => {
  it.each([
    ['rightsizing', 'Rightsizing', 0.35],
    ['commitments', 'Reserved Instances & Savings Plans', 0.25],
    ['idle-resources', 'Idle Resource Removal', 0.2],
    ['storage', 'Storage Optimization', 0.12],
    ['licenses', 'License Optimization', 0.08],
  ])('%s (%s): %p of the savings', (key, name, share) => {
    const area = OPTIMIZATION_AREAS.find((candidate) => candidate.key === key);
    expect(area).toMatchObject({ name, share });
    expect(area?.description).toMatch(/^[A-Z].{30,}\.$/);
  });

  it('the five shares add up to 100%', () => {
    expect(OPTIMIZATION_AREAS).toHaveLength(5);
    expect(OPTIMIZATION_AREAS.reduce((sum, area) => sum + area.share * 100, 0)).toBeCloseTo(100, 10);
  });

  it.each([
    // annual savings, rightsizing, commitments, idle, storage, licenses
    [48876, 17106.6, 12219, 9775.2, 5865.12, 3910.08],
    [1490.4, 521.64, 372.6, 298.08, 178.85, 119.23], // 178.848 and 119.232 rounded to the cent
    [0.1, 0.03, 0.03, 0.02, 0.01, 0.01], // 3.5+2.5+2+1.2+0.8 cents round to 11: one cent back from rightsizing
    [0.01, 0.01, 0, 0, 0, 0], // the only cent goes to the largest area
    [0, 0, 0, 0, 0, 0],
  ])('allocateSavings(%p) = %p / %p / %p / %p / %p', (annual, ...parts) => {
    expect(allocateSavings(annual).map((area) => area.savings)).toEqual(parts);
  });

  it.each([1000, 1234.56, 9999.99, 10000, 33333.33, 87654.32, 1e9])(
    'the areas add up exactly to the annual savings (monthly spend %p)',
    (monthlySpend) => {
      const result = calculatePageSavings({
        monthlySpend,
        cloudProvider: 'azure',
        industry: 'retail',
        finopsMaturity: 'basic',
      });
      const total = result.optimizationAreas.reduce((sum, area) => sum + cents(area.savings), 0);
      expect(total).toBe(cents(result.annualSavings));
    },
  );
});

describe('calculatePageSavings', () => {
  it('default spend, multicloud / technology / none', () => {
    const result = calculatePageSavings({
      monthlySpend: DEFAULT_MONTHLY_SPEND,
      cloudProvider: 'multicloud',
      industry: 'technology',
      finopsMaturity: 'none',
    });
    expect(result).toMatchObject({ savingsRate: 0.40733, annualSavings: 48879.6, savingsPercent: 41, paybackPeriod: 2 });
    expect(result.optimizationAreas.map(({ key, savings }) => [key, savings])).toEqual([
      ['rightsizing', 17107.86],
      ['commitments', 12219.9],
      ['idle-resources', 9775.92],
      ['storage', 5865.55],
      ['licenses', 3910.37],
    ]);
  });

  it.each([
    // monthlySpend, provider, industry, maturity, rate, annualSavings, savingsPercent
    [MIN_MONTHLY_SPEND, 'gcp', 'healthcare', 'advanced', 0.1242, 1490.4, 12],
    // SPEC §9's own example: the rate is not rounded first, so $10,000 gives $46,754 (not $46,752).
    [10000, 'aws', 'technology', 'none', 0.38962, 46754.4, 39],
    [100000, 'aws', 'technology', 'none', 0.38962, 467544, 39], // a rounded rate would lose $24
    [10000, 'other', 'other', 'intermediate', 0.207, 24840, 21],
    [12345.67, 'azure', 'finance', 'basic', 0.27531, 40786.64, 28], // 148148.04 x 0.27531 = 40786.6369
  ])('%p %s/%s/%s -> %p, %p, %p%', (monthlySpend, cloudProvider, industry, finopsMaturity, savingsRate, annualSavings, savingsPercent) => {
    expect(calculatePageSavings({ monthlySpend, cloudProvider, industry, finopsMaturity })).toMatchObject({
      savingsRate,
      annualSavings,
      savingsPercent,
      paybackPeriod: 2,
    });
  });
});
