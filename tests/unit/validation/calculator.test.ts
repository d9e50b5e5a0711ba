import {
  DEFAULT_MONTHLY_SPEND,
  MAX_MONTHLY_SPEND,
  MIN_MONTHLY_SPEND,
  calculatorSchema,
  type CalculatorInput,
} from '../../../schema/validation/calculator';
import { errorsOf, fieldError } from './helpers';

const SPEND = 'Monthly spend must be at least $1,000';
const valid = { monthlySpend: 10000, cloudProvider: 'aws', industry: 'tech', finopsMaturity: 'none' };

describe('constants', () => {
  it('minimum 1000, default 10000', () => {
    expect(MIN_MONTHLY_SPEND).toBe(1000);
    expect(DEFAULT_MONTHLY_SPEND).toBe(10000);
    expect(MAX_MONTHLY_SPEND).toBe(1e12);
  });
});

describe('calculatorSchema', () => {
  it('accepts a valid input', () => {
    expect(errorsOf(calculatorSchema, valid)).toEqual({});
  });

  describe('monthlySpend', () => {
    it.each([
      [1000, undefined],
      [999, SPEND],
      [999.99, SPEND],
      [0, SPEND],
      [-5000, SPEND],
      [10000, undefined],
      ['5000', undefined],
      [' 5000 ', undefined],
      ['1000', undefined],
      ['999', SPEND],
      ['', SPEND],
      ['abc', SPEND],
      ['1,000', SPEND],
      [NaN, SPEND],
      [undefined, SPEND],
      [null, SPEND],
      [1e12, undefined],
      [1e12 + 1, 'Monthly spend must be $1,000,000,000,000 or less'],
      [Infinity, 'Monthly spend must be $1,000,000,000,000 or less'],
    ])('%j -> %j', (monthlySpend, expected) => {
      expect(fieldError(calculatorSchema, valid, 'monthlySpend', { monthlySpend })).toBe(expected);
    });

    it("coerces '5000' to the number 5000", () => {
      const cast: CalculatorInput = calculatorSchema.cast({ ...valid, monthlySpend: '5000' });
      expect(cast.monthlySpend).toBe(5000);
    });
  });

  // Presence only: the two calculators use different option codes (SPEC §3).
  it.each([
    ['cloudProvider', 'Please select a cloud provider', ['aws', 'azure', 'gcp', 'multi', 'multicloud', 'other']],
    ['industry', 'Please select your industry', ['tech', 'technology', 'finance', 'other']],
    ['finopsMaturity', 'Please select your FinOps maturity level', ['none', 'basic', 'intermediate', 'advanced']],
  ] as const)('%s is required (%s) and accepts any chosen code', (field, message, codes) => {
    for (const missing of [undefined, null, '', '   ']) {
      expect(fieldError(calculatorSchema, valid, field, { [field]: missing })).toBe(message);
    }
    for (const code of codes) {
      expect(fieldError(calculatorSchema, valid, field, { [field]: code })).toBeUndefined();
    }
  });

  it('reports every missing field', () => {
    expect(errorsOf(calculatorSchema, {})).toEqual({
      monthlySpend: SPEND,
      cloudProvider: 'Please select a cloud provider',
      industry: 'Please select your industry',
      finopsMaturity: 'Please select your FinOps maturity level',
    });
  });
});
