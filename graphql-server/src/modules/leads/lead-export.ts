// CSV export of the lead lists: every row matching the admin's search, UTF-8 with a byte-order
// mark (so spreadsheet programs detect the encoding), RFC 4180 quoting by csv-stringify. The
// pipeline columns (status, owner, labels; issue 35) come after the date, so a reader of the
// earlier columns by position keeps working. 'Cloud Spending' holds the range as the form and the
// admin label it ('$100K - $500K'; issue 34), and the stored code ('100k-500k') goes in the last
// column, 'Cloud Spending Code', for integrators that map it: appended, for the same reason.
//
// CSV injection (OWASP): visitors type the names, companies and messages exported here, and a
// spreadsheet program runs a cell that starts with = + - @ TAB or CR as a formula. Which
// character separates cells depends on the reader (',' or ';' by locale, TAB, '|'), so a text like
// 'Bob;=HYPERLINK(...)' becomes a formula cell in a ';' reader if it is not quoted. So, as OWASP
// advises: every field is quoted (quotes doubled), and a field with a formula character at its
// start or right after any separator-like character gets a leading apostrophe, which spreadsheet
// programs read as "this is text".
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { LeadAttribution } from '../../../../schema/analytics-events';
import { cloudSpendingLabel } from '../../../../schema/validation/leads';

/** Where the lead's visit came from (issue 32): one column per field of its attribution. */
const ATTRIBUTION_COLUMNS = [
  ['landingPage', 'Landing Page'],
  ['referrer', 'Referrer'],
  ['utmSource', 'UTM Source'],
  ['utmMedium', 'UTM Medium'],
  ['utmCampaign', 'UTM Campaign'],
  ['utmTerm', 'UTM Term'],
  ['utmContent', 'UTM Content'],
  ['pagesBeforeLead', 'Pages Before Lead'],
  ['toolsBeforeLead', 'Tools Before Lead'],
  ['secondsToLead', 'Seconds To Lead'],
].map(([field, header]) => ({
  key: 'attribution' as const,
  header,
  pick: (row: { attribution: LeadAttribution | null }) => {
    const value = row.attribution?.[field as keyof LeadAttribution];
    return Array.isArray(value) ? value.join(' ') : value;
  },
}));

/** The lead pipeline's columns, last in both exports. */
const PIPELINE_COLUMNS = [
  { key: 'status', header: 'Status' },
  { key: 'ownerName', header: 'Owner' },
  { key: 'ownerId', header: 'Owner ID' },
  { key: 'labelList', header: 'Labels' },
] as const;

export const PLAYBOOK_LEAD_COLUMNS = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'company', header: 'Company' },
  { key: 'createdAt', header: 'Date' },
  ...PIPELINE_COLUMNS,
  ...ATTRIBUTION_COLUMNS,
] as const;

export const CONTACT_REQUEST_COLUMNS = [
  { key: 'id', header: 'ID' },
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'company', header: 'Company' },
  { key: 'cloudSpending', header: 'Cloud Spending', pick: (row: { cloudSpending: string }) => cloudSpendingLabel(row.cloudSpending) },
  { key: 'message', header: 'Message' },
  { key: 'toolResults', header: 'Tool Results' },
  { key: 'createdAt', header: 'Date' },
  ...PIPELINE_COLUMNS,
  ...ATTRIBUTION_COLUMNS,
  { key: 'cloudSpending', header: 'Cloud Spending Code' },
] as const;

/** A lead row with the owner's name (`owners`: staff id → name) and its labels as one text. */
export async function* withPipelineColumns<Row extends { ownerId: string | null; labels: string[] }>(
  rows: AsyncIterable<Row>,
  owners: ReadonlyMap<string, string>,
): AsyncIterable<Row & { ownerName: string; labelList: string }> {
  for await (const row of rows) {
    yield { ...row, ownerName: row.ownerId ? (owners.get(row.ownerId) ?? '') : '', labelList: row.labels.join(', ') };
  }
}

/** A formula character at the start of the field or after a character some reader splits cells on. */
const FORMULA_TRIGGER = /(?:^|[,;\t\r\n|"'])[=+\-@\t\r]/;

/** A field's text, neutralised: a leading apostrophe when a spreadsheet could read a formula in it. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

/** csv-stringify settings: every field quoted, empty ones too, CRLF records. */
export const CSV_OPTIONS = { quoted: true, quoted_empty: true, record_delimiter: '\r\n' } as const;

export async function sendCsv<Row>(
  res: Response,
  filename: string,
  columns: ReadonlyArray<{ key: keyof NoInfer<Row>; header: string; pick?: (row: NoInfer<Row>) => unknown }>,
  rows: AsyncIterable<Row>,
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.write('\uFEFF');
  const csv = stringify({ ...CSV_OPTIONS, header: true, columns: columns.map((c) => c.header) });
  csv.pipe(res);
  for await (const row of rows) {
    const record = columns.map((c) => csvCell(c.pick ? c.pick(row) : row[c.key]));
    if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
  }
  csv.end();
  await new Promise((resolve) => res.once('finish', resolve));
}
