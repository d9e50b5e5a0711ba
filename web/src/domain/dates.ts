import { onFirstUse } from './first-use';
// Date formats of the public pages. They format in UTC so the server render and the browser
// (whatever its time zone) print the same day, and hydration never sees a different text.

const longDate = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }));
const monthYear = onFirstUse(() => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' }));

function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Long US English date: '2026-03-05T10:00:00Z' -> 'March 5, 2026'. Unparseable input gives ''. */
export function formatLongDate(value: string | Date): string {
  const date = toDate(value);
  return date ? longDate().format(date) : '';
}

/** Month and year: '2026-03-05T10:00:00Z' -> 'March 2026'. Unparseable input gives ''. */
export function formatMonthYear(value: string | Date): string {
  const date = toDate(value);
  return date ? monthYear().format(date) : '';
}

/** The machine-readable date of a <time dateTime> attribute: '2026-03-05'. */
export function isoDay(value: string | Date): string {
  const date = toDate(value);
  return date ? date.toISOString().slice(0, 10) : '';
}
