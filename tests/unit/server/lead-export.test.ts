// CSV injection (OWASP): a field a spreadsheet could read as a formula, at its start or after any
// character some reader splits cells on, gets a leading apostrophe; every field is quoted.
import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS, csvCell } from '../../../graphql-server/src/modules/leads/lead-export';

describe('csvCell', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1+2', "'\t=1+2"],
    ['\r=1+2', "'\r=1+2"],
    ['Bob;=HYPERLINK("http://evil.example","Click")', `'Bob;=HYPERLINK("http://evil.example","Click")`],
    ['Bob,=1', "'Bob,=1"],
    ['Bob\t@x', "'Bob\t@x"],
    ['Bob|+1', "'Bob|+1"],
    ['line one\n=cmd', "'line one\n=cmd"],
    ['say "=1"', `'say "=1"`],
  ])('neutralises %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each(['Ada Lovelace', 'ada@example.com', 'Smith-Jones Ltd', "O'Brien & Co", 'a = b', '2025-03-03T09:30:00.000Z', ''])(
    'keeps %j as it is',
    (input) => {
      expect(csvCell(input)).toBe(input);
    },
  );

  it('writes dates as ISO text and objects as JSON (neutralised too)', () => {
    expect(csvCell(new Date('2025-03-03T09:30:00Z'))).toBe('2025-03-03T09:30:00.000Z');
    expect(csvCell({ tool: 'simulator', summary: 'ok' })).toBe('{"tool":"simulator","summary":"ok"}');
    expect(csvCell({ note: '=1' })).toBe(`'{"note":"=1"}`);
    expect(csvCell(null)).toBe('');
  });
});

describe('CSV_OPTIONS', () => {
  it('quotes every field, so no reader splits a cell on ; or TAB', () => {
    const text = stringify(
      [
        ['Name', 'Company'],
        [csvCell('Bob;=HYPERLINK("x")'), csvCell('\t=1+2')],
        ['', 'plain'],
      ],
      CSV_OPTIONS,
    );
    expect(text).toBe(`"Name","Company"\r\n"'Bob;=HYPERLINK(""x"")","'\t=1+2"\r\n"","plain"\r\n`);
  });
});
