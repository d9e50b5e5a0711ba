// CSV export of the lead lists: every row matching the admin's search, UTF-8 with a byte-order
// mark (so spreadsheet programs detect the encoding), RFC 4180 quoting by csv-stringify.
import { stringify } from 'csv-stringify';
import type { Response } from 'express';
import type { ContactRequest } from './contact-request.entity';
import type { PlaybookLead } from './playbook-lead.entity';

export const PLAYBOOK_LEAD_COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'company', header: 'Company' },
  { key: 'createdAt', header: 'Date' },
] as const;

export const CONTACT_REQUEST_COLUMNS = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'company', header: 'Company' },
  { key: 'cloudSpending', header: 'Cloud Spending' },
  { key: 'message', header: 'Message' },
  { key: 'toolResults', header: 'Tool Results' },
  { key: 'createdAt', header: 'Date' },
] as const;

type Row = PlaybookLead | ContactRequest;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  const text = String(value);
  // A cell starting with = + - @ is a formula to spreadsheet programs: neutralise it.
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export async function sendCsv(
  res: Response,
  filename: string,
  columns: ReadonlyArray<{ key: string; header: string }>,
  rows: AsyncIterable<Row>,
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
  res.write('\uFEFF');
  const csv = stringify({ header: true, columns: columns.map((c) => c.header), record_delimiter: '\r\n' });
  csv.pipe(res);
  for await (const row of rows) {
    const record = columns.map((c) => cell((row as unknown as Record<string, unknown>)[c.key]));
    if (!csv.write(record)) await new Promise((resolve) => csv.once('drain', resolve));
  }
  csv.end();
  await new Promise((resolve) => res.once('finish', resolve));
}
