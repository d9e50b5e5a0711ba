// One definition for the admin's contact-request view and the sales e-mail (schema/format/tool-results.ts).
import { formatValue, humanizeKey, linesOf, summarizeToolResults } from '../../../schema/format/tool-results';

describe('humanizeKey', () => {
  it.each([
    ['monthlySpend', 'Monthly spend'],
    ['savings_rate', 'Savings rate'],
    ['finopsMaturity', 'Finops maturity'],
    ['results.annualSavings', 'Results › annual savings'],
  ])('%s -> %s', (key, label) => expect(humanizeKey(key)).toBe(label));
});

describe('formatValue', () => {
  it.each([
    [12000, '12,000'],
    [0.2567, '0.26'],
    [true, 'Yes'],
    [false, 'No'],
    [null, '-'],
    ['', '-'],
    ['aws', 'aws'],
    [['a', 'b'], 'a, b'],
    [{ name: 'Rightsizing', savings: 100 }, 'Name: Rightsizing, Savings: 100'],
    [[{ a: 1 }, { a: 2 }], 'A: 1; A: 2'],
  ] as const)('%p -> %s', (value, text) => expect(formatValue(value)).toBe(text));
});

describe('linesOf', () => {
  it('flattens one level of nesting into dotted keys', () => {
    expect(linesOf({ monthlySpend: 10000, breakdown: { rightsizing: 35 } })).toEqual([
      { key: 'monthlySpend', label: 'Monthly spend', value: '10,000' },
      { key: 'breakdown.rightsizing', label: 'Breakdown › rightsizing', value: '35' },
    ]);
  });
  it('is empty for undefined and shows a bare value as one entry', () => {
    expect(linesOf(undefined)).toEqual([]);
    expect(linesOf(5)).toEqual([{ key: 'value', label: 'Value', value: '5' }]);
  });
});

describe('summarizeToolResults', () => {
  it('is null without results', () => {
    expect(summarizeToolResults(null)).toBeNull();
    expect(summarizeToolResults({})).toBeNull();
  });
  it('gives the summary, the tool name and the inputs and results', () => {
    const view = summarizeToolResults({
      tool: 'home-calculator',
      summary: 'Savings calculator: $48,000 a year (40%)',
      inputs: { monthlySpend: 10000, cloudProvider: 'aws' },
      results: { annualSavings: 48000 },
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(view).toEqual({
      summary: 'Savings calculator: $48,000 a year (40%)',
      tool: 'Savings calculator (home page)',
      sections: [
        {
          title: 'Inputs',
          lines: [
            { key: 'monthlySpend', label: 'Monthly spend', value: '10,000' },
            { key: 'cloudProvider', label: 'Cloud provider', value: 'aws' },
          ],
        },
        { title: 'Results', lines: [{ key: 'annualSavings', label: 'Annual savings', value: '48,000' }] },
      ],
    });
  });
  it('shows unknown shapes under Details', () => {
    const view = summarizeToolResults({ score: 31, level: 'Run' });
    expect(view?.sections).toEqual([
      {
        title: 'Details',
        lines: [
          { key: 'score', label: 'Score', value: '31' },
          { key: 'level', label: 'Level', value: 'Run' },
        ],
      },
    ]);
    expect(view?.summary).toBeUndefined();
  });
});

describe('bounds (the sales e-mail and the admin view alike)', () => {
  it('rounds to two decimals with US grouping', () => {
    expect(formatValue(48000.456)).toBe('48,000.46');
  });
  it('shows values nested deeper than two levels as compact JSON', () => {
    const view = summarizeToolResults({ results: { a: { b: { c: { d: 1 } } } } });
    expect(view?.sections[0].lines).toEqual([{ key: 'a.b', label: 'A › b', value: 'C: {"d":1}' }]);
  });
  it('keeps at most 60 lines per section', () => {
    const inputs = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    expect(summarizeToolResults({ inputs })?.sections[0].lines).toHaveLength(60);
  });
  it('trims the summary and ignores a blank tool', () => {
    expect(summarizeToolResults({ summary: '  Saved $1  ', tool: ' ' })).toEqual({ summary: 'Saved $1', tool: undefined, sections: [] });
  });
});
