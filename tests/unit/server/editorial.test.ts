// The editorial rules (decision 0021): the status shown for a stored state and date, what a save
// leaves (state, date), who may publish, and the version check.
import { mayReadDrafts } from '../../../graphql-server/src/auth/access';
import { editorialOutcome } from '../../../graphql-server/src/shared/editorial';
import { DomainError } from '../../../graphql-server/src/shared/errors';
import {
  AUTHOR_CANNOT_PUBLISH_MESSAGE,
  contentStatus,
  VERSION_CONFLICT_MESSAGE,
  type EditorialState,
} from '../../../schema/validation/editorial';
import type { Role } from '../../../schema/validation/accounts';
import type { ApiTokenScope } from '../../../schema/validation/api-tokens';
import type { Principal } from '../../../graphql-server/src/auth/context';

const NOW = new Date('2026-11-22T12:00:00Z');
const PAST = new Date('2026-11-01T00:00:00Z');
const FUTURE = new Date('2027-01-01T00:00:00Z');
const actor = (role: Role) => ({ id: 'u1', role });
const stored = (state: EditorialState, version = 3, publishedAt = PAST) => ({ state, version, publishedAt });

function refusalOf(run: () => unknown): { code: string; message: string; details?: unknown } {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const { code, message, details } = error as DomainError;
    return { code, message, details };
  }
  throw new Error('expected a refusal');
}

describe('contentStatus', () => {
  it.each([
    ['DRAFT', PAST, 'DRAFT'],
    ['DRAFT', FUTURE, 'DRAFT'],
    ['IN_REVIEW', FUTURE, 'IN_REVIEW'],
    ['PUBLISHED', PAST, 'PUBLISHED'],
    ['PUBLISHED', FUTURE, 'SCHEDULED'],
    ['PUBLISHED', NOW, 'PUBLISHED'],
  ] as const)('%s dated %s shows as %s', (state, date, expected) => {
    expect(contentStatus(state, date, NOW)).toBe(expected);
    expect(contentStatus(state, date.toISOString(), NOW)).toBe(expected);
  });
});

describe('editorialOutcome', () => {
  beforeAll(() => jest.useFakeTimers({ now: NOW }));
  afterAll(() => jest.useRealTimers());

  it('a new item is a draft dated now unless asked otherwise', () => {
    expect(editorialOutcome({}, null, actor('AUTHOR'))).toEqual({ state: 'DRAFT', publishedAt: NOW });
    expect(editorialOutcome({ status: 'PUBLISHED', publishedAt: FUTURE }, null, actor('EDITOR'))).toEqual({
      state: 'PUBLISHED',
      publishedAt: FUTURE,
    });
  });

  it('keeps the stored state and date when the save names neither', () => {
    expect(editorialOutcome({}, stored('IN_REVIEW'), actor('EDITOR'))).toEqual({ state: 'IN_REVIEW', publishedAt: PAST });
    expect(editorialOutcome({}, stored('PUBLISHED'), actor('EDITOR'))).toEqual({ state: 'PUBLISHED', publishedAt: PAST });
  });

  it('dates a first publication now (a draft’s old date means nothing), and keeps a chosen date', () => {
    expect(editorialOutcome({ status: 'PUBLISHED' }, stored('DRAFT'), actor('EDITOR')).publishedAt).toEqual(NOW);
    expect(editorialOutcome({ status: 'PUBLISHED', publishedAt: FUTURE }, stored('DRAFT'), actor('EDITOR')).publishedAt).toEqual(FUTURE);
  });

  it('dates a first publication now when the draft’s own past date is sent back unchanged (issue 34)', () => {
    // The editor opened the draft at PAST and published later: the date is the publishing moment.
    expect(editorialOutcome({ status: 'PUBLISHED', publishedAt: PAST }, stored('DRAFT'), actor('EDITOR')).publishedAt).toEqual(NOW);
    expect(editorialOutcome({ status: 'PUBLISHED', publishedAt: PAST }, stored('IN_REVIEW'), actor('EDITOR')).publishedAt).toEqual(NOW);
    // A different date was chosen on purpose: kept, even in the past (backdating).
    const chosen = new Date('2026-10-15T09:00:00Z');
    expect(editorialOutcome({ status: 'PUBLISHED', publishedAt: chosen }, stored('DRAFT'), actor('EDITOR')).publishedAt).toEqual(chosen);
    // A draft saved with a future date is a schedule: publishing keeps it, sent or not.
    expect(editorialOutcome({ status: 'PUBLISHED' }, stored('DRAFT', 3, FUTURE), actor('EDITOR')).publishedAt).toEqual(FUTURE);
    expect(editorialOutcome({ status: 'PUBLISHED', publishedAt: FUTURE }, stored('DRAFT', 3, FUTURE), actor('EDITOR')).publishedAt).toEqual(
      FUTURE,
    );
    // A live item keeps its date on an update that sends it back.
    expect(editorialOutcome({ status: 'PUBLISHED', publishedAt: PAST }, stored('PUBLISHED'), actor('EDITOR')).publishedAt).toEqual(PAST);
  });

  it.each(['OWNER', 'ADMINISTRATOR', 'EDITOR'] as const)('lets an %s publish', (role) => {
    expect(editorialOutcome({ status: 'PUBLISHED' }, stored('IN_REVIEW'), actor(role)).state).toBe('PUBLISHED');
  });

  it('refuses an Author anything that leaves the item published (publish, schedule, edit live content)', () => {
    const refused = { code: 'FORBIDDEN', message: AUTHOR_CANNOT_PUBLISH_MESSAGE, details: undefined };
    expect(refusalOf(() => editorialOutcome({ status: 'PUBLISHED' }, null, actor('AUTHOR')))).toEqual(refused);
    expect(refusalOf(() => editorialOutcome({ status: 'PUBLISHED', publishedAt: FUTURE }, stored('DRAFT'), actor('AUTHOR')))).toEqual(
      refused,
    );
    expect(refusalOf(() => editorialOutcome({}, stored('PUBLISHED'), actor('AUTHOR')))).toEqual(refused);
    expect(editorialOutcome({ status: 'IN_REVIEW' }, stored('PUBLISHED'), actor('AUTHOR')).state).toBe('IN_REVIEW');
  });

  it('refuses a save over a newer version, naming the stored one; no version means last write wins', () => {
    expect(refusalOf(() => editorialOutcome({ expectedVersion: 2 }, stored('DRAFT', 3), actor('EDITOR')))).toEqual({
      code: 'CONFLICT',
      message: VERSION_CONFLICT_MESSAGE,
      details: { currentVersion: 3 },
    });
    expect(editorialOutcome({ expectedVersion: 3 }, stored('DRAFT', 3), actor('EDITOR')).state).toBe('DRAFT');
    expect(editorialOutcome({ expectedVersion: null }, stored('DRAFT', 3), actor('EDITOR')).state).toBe('DRAFT');
  });
});

describe('mayReadDrafts', () => {
  const token = (scopes: ApiTokenScope[]): Principal => ({
    user: null,
    apiToken: { id: 't', name: 't', scopes },
    apiTokenRefused: false,
  });
  it('is staff, or a token with content:drafts', () => {
    expect(mayReadDrafts({ user: { id: 'u', username: 'u', role: 'AUTHOR' }, apiToken: null, apiTokenRefused: false })).toBe(true);
    expect(mayReadDrafts(token(['content:drafts']))).toBe(true);
    expect(mayReadDrafts(token(['content', 'leads']))).toBe(false);
    expect(mayReadDrafts({ user: null, apiToken: null, apiTokenRefused: false })).toBe(false);
  });
});
