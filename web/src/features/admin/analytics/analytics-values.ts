// Pure helpers of the analytics screen: the previous period of a range, a change in percent, and
// a table as CSV text with every field quoted and formula characters neutralised (as the server's
// lead exports do, OWASP CSV injection).

const DAY = 86_400_000;

/** The period of the same length just before [from, to] (days, inclusive). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY) + 1;
  const day = (at: number) => new Date(at).toISOString().slice(0, 10);
  return { from: day(start - days * DAY), to: day(start - DAY) };
}

/** Whole percent change from `before` to `now`; null when there is nothing to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (!before) return null;
  return Math.round(((now - before) / before) * 100);
}

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function csvText(columns: ReadonlyArray<[string, string]>, rows: ReadonlyArray<Record<string, unknown>>): string {
  const lines = [columns.map(([, label]) => cell(label)).join(',')];
  for (const row of rows) lines.push(columns.map(([key]) => cell(row[key])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
