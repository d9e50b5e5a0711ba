// The pure rules of scheduled updates of live pages (decision 0072): which times are accepted, and
// what the scheduler does with an update at a given moment.
import {
  checkScheduleTime,
  SCHEDULE_STALE_MESSAGE,
  SCHEDULE_TIME_MESSAGE,
  SCHEDULE_TIME_PAST_MESSAGE,
  SCHEDULE_UNPUBLISHED_MESSAGE,
  scheduledOutcome,
} from '../../schema/validation/page-schedule';

const NOW = Date.parse('2027-03-01T10:00:00Z');

describe('checkScheduleTime', () => {
  it('accepts a future ISO 8601 time with an offset, as a Date or text', () => {
    expect(checkScheduleTime('2027-03-01T12:30:00+02:00', NOW)).toEqual({ ok: true, at: new Date('2027-03-01T10:30:00Z') });
    expect(checkScheduleTime(' 2027-03-02T09:00Z ', NOW)).toEqual({ ok: true, at: new Date('2027-03-02T09:00:00Z') });
    expect(checkScheduleTime(new Date(NOW + 1), NOW)).toEqual({ ok: true, at: new Date(NOW + 1) });
  });

  it('refuses now and the past', () => {
    expect(checkScheduleTime(new Date(NOW).toISOString(), NOW)).toEqual({ ok: false, message: SCHEDULE_TIME_PAST_MESSAGE });
    expect(checkScheduleTime('2027-03-01T09:59:59Z', NOW)).toEqual({ ok: false, message: SCHEDULE_TIME_PAST_MESSAGE });
  });

  it('refuses what is not a date and time with its offset', () => {
    for (const value of [
      undefined,
      null,
      1798000000000,
      '',
      'tomorrow',
      '2027-03-02',
      '2027-03-02T09:00',
      '2027-02-31T09:00:00Z',
      '2027-03-02T25:00:00Z',
      { at: 'x' },
    ]) {
      expect([value, checkScheduleTime(value, NOW)]).toEqual([value, { ok: false, message: SCHEDULE_TIME_MESSAGE }]);
    }
  });
});

describe('scheduledOutcome', () => {
  const change = { runAt: new Date(NOW + 1000), baseVersion: 3, refusal: null };
  const live = { state: 'PUBLISHED', version: 3 };

  it('waits until its time, then applies over the version it was made over', () => {
    expect(scheduledOutcome(change, live, NOW)).toEqual({ action: 'wait' });
    expect(scheduledOutcome(change, live, NOW + 999)).toEqual({ action: 'wait' });
    expect(scheduledOutcome(change, live, NOW + 1000)).toEqual({ action: 'apply' });
    expect(scheduledOutcome({ ...change, runAt: '2027-03-01T10:00:01Z' }, live, NOW + 5000)).toEqual({ action: 'apply' });
  });

  it('refuses over a newer version or an unpublished page, and never retries a flagged one', () => {
    expect(scheduledOutcome(change, { ...live, version: 4 }, NOW + 1000)).toEqual({ action: 'refuse', message: SCHEDULE_STALE_MESSAGE });
    expect(scheduledOutcome(change, { state: 'DRAFT', version: 3 }, NOW + 1000)).toEqual({
      action: 'refuse',
      message: SCHEDULE_UNPUBLISHED_MESSAGE,
    });
    expect(scheduledOutcome({ ...change, refusal: SCHEDULE_STALE_MESSAGE }, live, NOW + 1000)).toEqual({ action: 'wait' });
  });
});
