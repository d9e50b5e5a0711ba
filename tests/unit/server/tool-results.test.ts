import { formatValue, humanizeKey, summarizeToolResults } from '../../../graphql-server/src/modules/delivery/tool-results';

describe('tool results in the sales notification', () => {
  it('names keys for people', () => {
    expect(humanizeKey('monthlySpend')).toBe('Monthly spend');
    expect(humanizeKey('savings_rate')).toBe('Savings rate');
    expect(humanizeKey('results.annualSavings')).toBe('Results › annual savings');
  });

  it('formats values: grouped numbers, Yes/No, lists, dashes for nothing', () => {
    expect(formatValue(48000.456)).toBe('48,000.46');
    expect(formatValue(true)).toBe('Yes');
    expect(formatValue(null)).toBe('-');
    expect(formatValue(['aws', 'gcp'])).toBe('aws, gcp');
    expect(formatValue([{ name: 'Rightsizing', savings: 1200 }])).toBe('Name: Rightsizing, Savings: 1,200');
  });

  it('summarises a calculator result: tool, summary, inputs and results', () => {
    const view = summarizeToolResults({
      tool: 'page-calculator',
      summary: 'Savings calculator: $48,000 a year (40%)',
      inputs: { monthlySpend: 10000, cloudProvider: 'aws' },
      results: { annualSavings: 48000, breakdown: { rightsizing: 16800 } },
      createdAt: '2025-03-03T09:30:00Z',
    });
    expect(view).toEqual({
      tool: 'Savings calculator',
      summary: 'Savings calculator: $48,000 a year (40%)',
      sections: [
        { title: 'Inputs', lines: [{ label: 'Monthly spend', value: '10,000' }, { label: 'Cloud provider', value: 'aws' }] },
        { title: 'Results', lines: [{ label: 'Annual savings', value: '48,000' }, { label: 'Breakdown › rightsizing', value: '16,800' }] },
      ],
    });
  });

  it('still shows unexpected shapes under Details, and nothing for empty results', () => {
    expect(summarizeToolResults({ score: 27, level: 'Walk' })).toEqual({
      tool: undefined,
      summary: undefined,
      sections: [{ title: 'Details', lines: [{ label: 'Score', value: '27' }, { label: 'Level', value: 'Walk' }] }],
    });
    expect(summarizeToolResults(null)).toBeNull();
    expect(summarizeToolResults({})).toBeNull();
  });

  it('keeps deep nesting short', () => {
    const view = summarizeToolResults({ results: { a: { b: { c: { d: 1 } } } } });
    expect(view?.sections[0].lines).toEqual([{ label: 'A › b', value: 'C: {"d":1}' }]);
  });
});
