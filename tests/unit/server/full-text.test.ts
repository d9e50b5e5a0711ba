import { MAX_SEARCH_LENGTH, textQuery } from '../../../graphql-server/src/shared/full-text';

describe('textQuery', () => {
  it('is null for nothing to search', () => {
    for (const input of [undefined, null, '', '   ']) expect(textQuery(input)).toBeNull();
  });

  it('matches the last word as a prefix while it is being typed', () => {
    expect(textQuery('kuber')).toEqual({ words: '', prefix: 'kuber:*' });
    expect(textQuery('cost Optim')).toEqual({ words: 'cost', prefix: 'optim:*' });
  });

  it('treats a word followed by a space or punctuation as finished', () => {
    expect(textQuery('cost optim ')).toEqual({ words: 'cost optim', prefix: '' });
    expect(textQuery('cost optim.')).toEqual({ words: 'cost optim', prefix: '' });
  });

  it('keeps only letters and digits in the prefix (no tsquery syntax gets through)', () => {
    expect(textQuery("a&b|c:*(d')e")).toEqual({ words: 'a b c d', prefix: 'e:*' });
    expect(textQuery('Ünïcode straße')).toEqual({ words: 'Ünïcode', prefix: 'straße:*' });
  });

  it('passes websearch syntax on whole, without a prefix', () => {
    for (const input of ['"cost allocation"', 'aws -azure', 'aws or gcp', 'AWS OR gcp']) {
      expect(textQuery(input)).toEqual({ words: input, prefix: '' });
    }
    expect(textQuery('cost-optimization')?.prefix).toBe('optimization:*');
  });

  it('leaves text without words to websearch (which finds nothing) and cuts long text', () => {
    expect(textQuery('%%')).toEqual({ words: '%%', prefix: '' });
    const long = 'word '.repeat(100);
    expect(textQuery(long)!.words.length).toBeLessThanOrEqual(MAX_SEARCH_LENGTH);
  });
});
