/**
 * Savings calculators (SPEC §5 "Calculators"). The home calculator and the calculator
 * page use slightly different option codes (SPEC §3), so this schema only checks that
 * an option was chosen; each calculator maps its own codes.
 */
import * as yup from 'yup';

export const MIN_MONTHLY_SPEND = 1000;
/** Initial monthly spend on the calculator page. */
export const DEFAULT_MONTHLY_SPEND = 10000;
/** Upper bound the spec leaves open; keeps the arithmetic and the formatting sane. */
export const MAX_MONTHLY_SPEND = 1_000_000_000_000;

const MONTHLY_SPEND_MESSAGE = 'Monthly spend must be at least $1,000';

export const calculatorSchema = yup.object({
  /** Coerced to a number: '5000' is accepted as 5000; '' or 'abc' fail with the minimum message. */
  monthlySpend: yup
    .number()
    .typeError(MONTHLY_SPEND_MESSAGE)
    .required(MONTHLY_SPEND_MESSAGE)
    .min(MIN_MONTHLY_SPEND, MONTHLY_SPEND_MESSAGE)
    .max(MAX_MONTHLY_SPEND, 'Monthly spend must be $1,000,000,000,000 or less'),
  cloudProvider: yup.string().trim().required('Please select a cloud provider'),
  industry: yup.string().trim().required('Please select your industry'),
  finopsMaturity: yup.string().trim().required('Please select your FinOps maturity level'),
});

export type CalculatorInput = yup.InferType<typeof calculatorSchema>;
