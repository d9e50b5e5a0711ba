// The sync feeds' cursors and arguments (issue 15, decision 0028): a cursor round-trips exactly
// (microseconds kept), and anything else — a tampered, truncated or foreign cursor, a future
// updatedSince, a limit out of range — is an InputValidationError naming what is allowed.
import { randomUUID } from 'node:crypto';
import {
  checkLimit,
  checkSince,
  checkSyncArgs,
  decodeCursor,
  encodeCursor,
  LIMIT_MESSAGE,
  MALFORMED_CURSOR_MESSAGE,
} from '../../../graphql-server/src/modules/sync/sync-cursor';
import { InputValidationError } from '../../../graphql-server/src/shared/errors';

function refusal(run: () => unknown): InputValidationError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(InputValidationError);
    return error as InputValidationError;
  }
  throw new Error('expected a refusal');
}

describe('sync cursors', () => {
  it('round-trip a position to the microsecond, as URL-safe text', () => {
    const position = { micros: '1795402800123456', id: randomUUID() };
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  const json = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  it.each([
    ['empty', ''],
    ['not base64url', 'abc$def'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['an array', json(['1', randomUUID()])],
    ['a number time', json({ t: 1795402800123456, i: randomUUID() })],
    ['a negative time', json({ t: '-5', i: randomUUID() })],
    ['a time with a fraction', json({ t: '1.5', i: randomUUID() })],
    ['an id that is no uuid', json({ t: '1', i: "1' OR 1=1" })],
    ['an extra key', json({ t: '1', i: randomUUID(), x: 1 })],
    ['too long', 'a'.repeat(201)],
    ['truncated', encodeCursor({ micros: '1795402800123456', id: randomUUID() }).slice(0, 30)],
  ])('refuse a cursor that is %s', (_why, cursor) => {
    const error = refusal(() => decodeCursor(cursor));
    expect(error.errors).toEqual([{ field: 'after', message: MALFORMED_CURSOR_MESSAGE }]);
  });
});

describe('sync arguments', () => {
  it('take the default limit when none is given and refuse one out of 1 to 100', () => {
    expect(checkLimit(undefined)).toBe(100);
    expect(checkLimit(null)).toBe(100);
    expect(checkLimit(1)).toBe(1);
    expect(checkLimit(100)).toBe(100);
    for (const limit of [0, -1, 101, 1000, 2.5]) {
      expect(refusal(() => checkLimit(limit)).errors).toEqual([{ field: 'limit', message: LIMIT_MESSAGE }]);
    }
    expect(LIMIT_MESSAGE).toBe('limit must be a whole number from 1 to 100.');
  });

  it('accept a past or present updatedSince and refuse a future or malformed one', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(checkSince(undefined, 'updatedSince', now)).toBeNull();
    expect(checkSince('2026-05-31T23:59:59Z', 'updatedSince', now)?.toISOString()).toBe('2026-05-31T23:59:59.000Z');
    expect(checkSince('2026-06-01T00:00:00Z', 'updatedSince', now)?.toISOString()).toBe('2026-06-01T00:00:00.000Z');
    expect(refusal(() => checkSince('2026-06-01T00:00:01Z', 'updatedSince', now)).message).toBe(
      "updatedSince is in the future: pass a time no later than now (the server's clock).",
    );
    for (const bad of ['yesterday', '2026-13-45', '1700000000']) {
      expect(refusal(() => checkSince(bad, 'updated_since', now)).errors[0]).toEqual({
        field: 'updated_since',
        message: 'updated_since must be an ISO 8601 date-time, e.g. 2026-01-31T12:00:00Z.',
      });
    }
  });

  it('check all three together', () => {
    const id = randomUUID();
    const args = checkSyncArgs({ after: encodeCursor({ micros: '7', id }), limit: 5 }, 'updatedSince');
    expect(args).toEqual({ since: null, after: { micros: '7', id }, limit: 5 });
  });
});
