import { describeToolResults, formatToolValue, humanizeKey, toEntries } from '../../../web/src/features/admin/tool-results';

describe('humanizeKey', () => {
  it.each([
    ['monthlySpend', 'Monthly spend'],
    ['savings_rate', 'Savings rate'],
    ['finopsMaturity', 'Finops maturity'],
    ['results.annualSavings', 'Results › annual savings'],
  ])('%s -> %s', (key, label) => expect(humanizeKey(key)).toBe(label));
});

describe('formatToolValue', () => {
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
  ] as const)('%p -> %s', (value, text) => expect(formatToolValue(value)).toBe(text));
});

describe('toEntries', () => {
  it('flattens one level of nesting into dotted keys', () => {
    expect(toEntries({ monthlySpend: 10000, breakdown: { rightsizing: 35 } })).toEqual([
      { key: 'monthlySpend', label: 'Monthly spend', value: '10,000' },
      { key: 'breakdown.rightsizing', label: 'Breakdown › rightsizing', value: '35' },
    ]);
  });
  it('is empty for undefined and shows a bare value as one entry', () => {
    expect(toEntries(undefined)).toEqual([]);
    expect(toEntries(5)).toEqual([{ key: 'value', label: 'Value', value: '5' }]);
  });
});

describe('describeToolResults', () => {
  it('is null without results', () => {
    expect(describeToolResults(null)).toBeNull();
    expect(describeToolResults({})).toBeNull();
  });
  it('gives the summary, the tool name and the inputs and results', () => {
    const view = describeToolResults({
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
          entries: [
            { key: 'monthlySpend', label: 'Monthly spend', value: '10,000' },
            { key: 'cloudProvider', label: 'Cloud provider', value: 'aws' },
          ],
        },
        { title: 'Results', entries: [{ key: 'annualSavings', label: 'Annual savings', value: '48,000' }] },
      ],
    });
  });
  it('shows unknown shapes under Details', () => {
    const view = describeToolResults({ score: 31, level: 'Run' });
    expect(view?.sections).toEqual([
      {
        title: 'Details',
        entries: [
          { key: 'score', label: 'Score', value: '31' },
          { key: 'level', label: 'Level', value: 'Run' },
        ],
      },
    ]);
    expect(view?.summary).toBeUndefined();
  });
});
