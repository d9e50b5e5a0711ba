// The stored tool results read back as a known tool's shape, or null (then shown as lines).
import { parseToolResults } from '../../../schema/format/tool-result-shapes';

const calculator = {
  tool: 'home-calculator',
  summary: 'Savings calculator: $72,000 a year (30%)',
  inputs: { monthlySpend: 20000, cloudProvider: 'aws', industry: 'technology', finopsMaturity: 'beginner' },
  results: { savingsRate: 0.3, annualSavings: 72000, roi: 4.5, paybackMonths: 3 },
};

describe('parseToolResults', () => {
  it('accepts a complete result of a known tool', () => {
    expect(parseToolResults(calculator)?.tool).toBe('home-calculator');
    const quiz = {
      tool: 'maturity-assessment',
      summary: 'Maturity assessment: Walk level, 20/40',
      inputs: { answers: [{ questionId: 1, category: 'Optimization', value: null }] },
      results: { score: 20, maxScore: 40, level: 'Walk', categoryScores: [{ category: 'Optimization', score: 3 }] },
    };
    expect(parseToolResults(quiz)?.tool).toBe('maturity-assessment');
  });

  it.each([
    ['no object', 'text'],
    ['an unknown tool', { ...calculator, tool: 'spreadsheet' }],
    ['a prototype key as tool', { ...calculator, tool: 'toString' }],
    ['a missing summary', { ...calculator, summary: undefined }],
    ['a number given as text', { ...calculator, results: { ...calculator.results, roi: '4.5' } }],
    ['a non-finite number', { ...calculator, results: { ...calculator.results, annualSavings: Infinity } }],
    ['the wrong shape for the tool', { ...calculator, tool: 'simulator' }],
  ])('refuses %s', (_label, value) => {
    expect(parseToolResults(value)).toBeNull();
  });

  it('refuses an endless list', () => {
    const recommendations = Array.from({ length: 101 }, (_, i) => `Step ${i}`);
    const simulator = {
      tool: 'simulator',
      summary: 's',
      inputs: { items: [], scenario: '' },
      results: {
        currentMonthlyCost: 1,
        optimizedMonthlyCost: 1,
        savingsAmount: 0,
        savingsPercentage: 0,
        annualSavings: 0,
        recommendations,
      },
    };
    expect(parseToolResults(simulator)).toBeNull();
    expect(parseToolResults({ ...simulator, results: { ...simulator.results, recommendations: ['One'] } })?.tool).toBe('simulator');
  });
});
