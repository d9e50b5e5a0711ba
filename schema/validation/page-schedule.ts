/**
 * A scheduled change of a live page (issue 31, decision 0072): the edits wait beside the published
 * page until their time, then the server's scheduler saves them as an ordinary update. Pure: the
 * server decides with it (input, what to do at the time) and the editor shows its messages.
 */

export const SCHEDULE_TIME_MESSAGE = 'Choose when the update goes live: an ISO 8601 date and time.';
export const SCHEDULE_TIME_PAST_MESSAGE = 'Choose a time in the future for the update to go live.';
export const SCHEDULE_NOT_LIVE_MESSAGE = 'Only a published page can have an update scheduled: publish or schedule the page itself.';
export const SCHEDULE_VERSION_MESSAGE = 'Send the version the update was made over (expectedVersion).';
export const SCHEDULE_NOT_FOUND_MESSAGE = 'No update of this page is scheduled.';
/** Why a scheduled update was not applied at its time: the live page had changed since. */
export const SCHEDULE_STALE_MESSAGE =
  'The page was saved after this update was scheduled, so it was not applied: review it, then schedule it again or cancel it.';
/** What the editor shows before the time when the page has been saved since the update was scheduled. */
export const SCHEDULE_SUPERSEDED_MESSAGE =
  'The page was saved after this update was scheduled, so it will not be applied at its time: cancel it, or schedule your edits again.';
/** The same, when the page is no longer public. */
export const SCHEDULE_UNPUBLISHED_MESSAGE = 'The page is no longer published, so the scheduled update was not applied.';

/** 2027-02-31 is no date (Date would roll it over into March). */
function isCalendarDate(ymd: string): boolean {
  const [year, month, day] = ymd.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The time an update should go live, or the message saying why it cannot. */
export function checkScheduleTime(value: unknown, now: number): { ok: true; at: Date } | { ok: false; message: string } {
  const text = value instanceof Date ? value.toISOString() : value;
  if (typeof text !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(text.trim())) {
    return { ok: false, message: SCHEDULE_TIME_MESSAGE };
  }
  const at = new Date(text.trim());
  if (Number.isNaN(at.getTime()) || !isCalendarDate(text.trim().slice(0, 10))) return { ok: false, message: SCHEDULE_TIME_MESSAGE };
  if (at.getTime() <= now) return { ok: false, message: SCHEDULE_TIME_PAST_MESSAGE };
  return { ok: true, at };
}

/** What the scheduler does with a scheduled update now. */
export type ScheduledOutcome = { action: 'wait' } | { action: 'apply' } | { action: 'refuse'; message: string };

/**
 * Wait until its time; then apply it only over the very version it was made over, on a page still
 * published. Anything else is refused and flagged for the editor, never saved over newer work.
 */
export function scheduledOutcome(
  change: { runAt: Date | string; baseVersion: number; refusal?: string | null },
  page: { state: string; version: number },
  now: number,
): ScheduledOutcome {
  if (change.refusal || new Date(change.runAt).getTime() > now) return { action: 'wait' };
  if (page.state !== 'PUBLISHED') return { action: 'refuse', message: SCHEDULE_UNPUBLISHED_MESSAGE };
  if (page.version !== change.baseVersion) return { action: 'refuse', message: SCHEDULE_STALE_MESSAGE };
  return { action: 'apply' };
}
