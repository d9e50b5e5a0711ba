// Display formats of the admin tables and chart. Pure; the admin is rendered only in the
// browser, so dates show in the admin's own time zone unless one is given.

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone?: string): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** 'Mar 3, 2025, 9:30 AM' (US English); '-' for a missing or unreadable date. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return '-';
  const time = Date.parse(value);
  return Number.isFinite(time) ? dateTimeFormat(timeZone).format(new Date(time)) : '-';
}

const weekFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** The label of a week starting on the given Monday 00:00 UTC: 'Mar 3'. */
export function formatWeekLabel(weekStart: string): string {
  const time = Date.parse(weekStart);
  return Number.isFinite(time) ? weekFormat.format(new Date(time)) : '';
}

/** '1 contact request', '3 contact requests' (the plural is the singular plus 's'). */
export function countOf(count: number, singular: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? singular : `${singular}s`}`;
}

/** A delivered e-mail 'Sent' (the mail server took it) or 'Written to file' (only DATA_DIR/outbox): the Outbox and the lead detail. */
export const deliveredLabel = (via: string | null | undefined) => (via === 'file' ? 'Written to file' : 'Sent');
