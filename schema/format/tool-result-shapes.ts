// The shape of the `toolResults` each public tool hands to the contact form (web/src/app/
// contact-handoff.ts), written once: the tools build it, the admin's lead detail reads it back to
// draw the results as the site drew them. Stored JSON is free-form (a request may come from an
// older page or a script), so `parseToolResults` checks every field and returns null for anything
// it does not know; the caller then shows the labelled lines of tool-results.ts instead.

type ToolName = 'home-calculator' | 'page-calculator' | 'simulator' | 'maturity-assessment';

interface CalculatorInputs {
  monthlySpend: number;
  cloudProvider: string;
  industry: string;
  finopsMaturity: string;
}

interface Base<T extends ToolName, I, R> {
  tool: T;
  /** One line a person reads, e.g. 'Savings calculator: $48,000 a year (40%)'. */
  summary: string;
  inputs: I;
  results: R;
}

type HomeCalculatorToolResults = Base<
  'home-calculator',
  CalculatorInputs,
  { savingsRate: number; annualSavings: number; roi: number; paybackMonths: number }
>;
export type PageCalculatorToolResults = Base<
  'page-calculator',
  CalculatorInputs,
  { annualSavings: number; savingsPercent: number; paybackPeriod: number; optimizationAreas: { name: string; savings: number }[] }
>;
interface SimulatorItemInput {
  resourceType: string;
  quantity: number;
  region: string;
  reserved: boolean;
  size?: string;
}
type SimulatorToolResults = Base<
  'simulator',
  { items: SimulatorItemInput[]; scenario: string },
  {
    currentMonthlyCost: number;
    optimizedMonthlyCost: number;
    savingsAmount: number;
    savingsPercentage: number;
    annualSavings: number;
    recommendations: string[];
  }
>;
type MaturityToolResults = Base<
  'maturity-assessment',
  { answers: { questionId: number; category: string; value: number | null }[] },
  { score: number; maxScore: number; level: string; categoryScores: { category: string; score: number }[] }
>;

export type ToolResultsShape = HomeCalculatorToolResults | PageCalculatorToolResults | SimulatorToolResults | MaturityToolResults;

type Check = (value: unknown) => boolean;
const isNumber: Check = (value) => typeof value === 'number' && Number.isFinite(value);
const isString: Check = (value) => typeof value === 'string';
const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const fields =
  (shape: Record<string, Check>, optional: string[] = []): Check =>
  (value) =>
    isObject(value) && Object.entries(shape).every(([key, check]) => (optional.includes(key) && value[key] == null) || check(value[key]));
const listOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.length <= 100 && value.every(check);

const calculatorInputs = fields({ monthlySpend: isNumber, cloudProvider: isString, industry: isString, finopsMaturity: isString });

/** What `inputs` and `results` must hold, per tool. */
const SHAPES: Record<ToolName, { inputs: Check; results: Check }> = {
  'home-calculator': {
    inputs: calculatorInputs,
    results: fields({ savingsRate: isNumber, annualSavings: isNumber, roi: isNumber, paybackMonths: isNumber }),
  },
  'page-calculator': {
    inputs: calculatorInputs,
    results: fields({
      annualSavings: isNumber,
      savingsPercent: isNumber,
      paybackPeriod: isNumber,
      optimizationAreas: listOf(fields({ name: isString, savings: isNumber })),
    }),
  },
  simulator: {
    inputs: fields({
      items: listOf(
        fields({ resourceType: isString, quantity: isNumber, region: isString, reserved: (v) => typeof v === 'boolean', size: isString }, [
          'size',
        ]),
      ),
      scenario: isString,
    }),
    results: fields({
      currentMonthlyCost: isNumber,
      optimizedMonthlyCost: isNumber,
      savingsAmount: isNumber,
      savingsPercentage: isNumber,
      annualSavings: isNumber,
      recommendations: listOf(isString),
    }),
  },
  'maturity-assessment': {
    inputs: fields({ answers: listOf(fields({ questionId: isNumber, category: isString, value: isNumber }, ['value'])) }),
    results: fields({
      score: isNumber,
      maxScore: isNumber,
      level: isString,
      categoryScores: listOf(fields({ category: isString, score: isNumber })),
    }),
  },
};

/** The stored results as one of the known tools' shapes, or null when they are anything else. */
export function parseToolResults(value: unknown): ToolResultsShape | null {
  if (!isObject(value) || !isString(value.summary)) return null;
  if (typeof value.tool !== 'string' || !Object.prototype.hasOwnProperty.call(SHAPES, value.tool)) return null;
  const shape = SHAPES[value.tool as ToolName];
  return shape.inputs(value.inputs) && shape.results(value.results) ? (value as unknown as ToolResultsShape) : null;
}
