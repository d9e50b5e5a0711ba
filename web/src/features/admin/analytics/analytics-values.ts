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

/** The funnel's steps as the screen names them. */
export const FUNNEL_LABELS: Record<string, string> = {
  landed: 'Landed',
  usedTool: 'Used a tool',
  startedForm: 'Started a form',
  lead: 'Lead',
};

interface Point {
  at: string;
  visits: number;
  leads: number;
}

/**
 * Every bucket of the range [from, to] (days, inclusive) with the current period's numbers beside
 * the previous period's bucket at the same position, labelled MM-DD (or HH:00 for hours).
 */
export function alignPeriods(
  current: readonly Point[],
  previous: readonly Point[],
  range: { from: string; to: string; previousFrom: string },
  interval: 'day' | 'hour',
): Array<{ label: string; visits: number; leads: number; previousVisits: number }> {
  const step = interval === 'hour' ? 3_600_000 : DAY;
  const first = Date.parse(`${range.from}T00:00:00Z`);
  const length = Math.round((Date.parse(`${range.to}T00:00:00Z`) + DAY - first) / step);
  const slots = (points: readonly Point[], start: number) =>
    new Map(points.map((point) => [Math.round((Date.parse(point.at) - start) / step), point]));
  const now = slots(current, first);
  const before = slots(previous, Date.parse(`${range.previousFrom}T00:00:00Z`));
  return Array.from({ length }, (_, index) => {
    const at = new Date(first + index * step).toISOString();
    return {
      label: interval === 'hour' ? `${at.slice(5, 10)} ${at.slice(11, 13)}:00` : at.slice(5, 10),
      visits: now.get(index)?.visits ?? 0,
      leads: now.get(index)?.leads ?? 0,
      previousVisits: before.get(index)?.visits ?? 0,
    };
  });
}

/** Seconds as the screen shows a duration: "45 s", "3 min 20 s". */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const rest = seconds % 60;
  return `${Math.floor(seconds / 60)} min${rest ? ` ${rest} s` : ''}`;
}

/** A 0–1 share as a percentage with one decimal. */
export function percent(share: number): string {
  return `${Math.round(share * 1000) / 10}%`;
}
