// Properties of the calculator rules (schema/validation/calculator.ts, SPEC §5 'Calculators').
import fc from 'fast-check';
import { calculatorSchema, MAX_MONTHLY_SPEND, MIN_MONTHLY_SPEND } from '../../../schema/validation/calculator';
import { errorsOf } from './helpers';

const MIN_MESSAGE = 'Monthly spend must be at least $1,000';
const options = fc.record({
  cloudProvider: fc.constantFrom('aws', 'azure', 'gcp', 'multi', 'multicloud', 'other'),
  industry: fc.constantFrom('tech', 'technology', 'finance', 'healthcare', 'retail', 'manufacturing', 'other'),
  finopsMaturity: fc.constantFrom('none', 'basic', 'intermediate', 'advanced'),
});

describe('calculator rules (property-based)', () => {
  it('accept any spend from $1,000 up, as a number or as numeric text', () => {
    fc.assert(
      fc.property(
        options,
        fc.double({ min: MIN_MONTHLY_SPEND, max: MAX_MONTHLY_SPEND, noNaN: true }),
        fc.boolean(),
        (chosen, spend, asText) => {
          const value = { ...chosen, monthlySpend: asText ? String(spend) : spend };
          expect(errorsOf(calculatorSchema, value)).toEqual({});
          expect(calculatorSchema.validateSync(value).monthlySpend).toBe(spend);
        },
      ),
    );
  });

  it('refuse any spend under $1,000, and any text that is not a number, with the spec message', () => {
    const bad = fc.oneof(
      fc.double({ max: MIN_MONTHLY_SPEND, maxExcluded: true, noNaN: true, noDefaultInfinity: true }),
      fc.constantFrom('', 'abc', '1,000', NaN, null),
    );
    fc.assert(
      fc.property(options, bad, (chosen, spend) => {
        expect(errorsOf(calculatorSchema, { ...chosen, monthlySpend: spend })).toEqual({ monthlySpend: MIN_MESSAGE });
      }),
    );
  });

  it.each([
    ['cloudProvider', 'Please select a cloud provider'],
    ['industry', 'Please select your industry'],
    ['finopsMaturity', 'Please select your FinOps maturity level'],
  ] as const)('refuse a missing %s with "%s"', (field, message) => {
    fc.assert(
      fc.property(options, fc.constantFrom(undefined, '', '   '), (chosen, missing) => {
        expect(errorsOf(calculatorSchema, { ...chosen, monthlySpend: 5000, [field]: missing })).toEqual({ [field]: message });
      }),
      { numRuns: 20 },
    );
  });
});
