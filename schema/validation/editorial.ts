/**
 * Editorial workflow (issue 12): what a post or resource's stored state is, what the admin shows
 * as its status, and the messages both sides share. Pure: used by the services, the GraphQL
 * enums, the admin tables and the editors.
 */
import * as yup from 'yup';

/** What an editor chose, stored in the `state` column. */
const EDITORIAL_STATES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED'] as const;
export type EditorialState = (typeof EDITORIAL_STATES)[number];

/** What the admin shows: a published item whose publishedAt is still to come is 'Scheduled' (SPEC §4). */
export const CONTENT_STATUSES = ['DRAFT', 'IN_REVIEW', 'SCHEDULED', 'PUBLISHED'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  DRAFT: 'Draft',
  IN_REVIEW: 'In review',
  SCHEDULED: 'Scheduled',
  PUBLISHED: 'Published',
};

/** Statuses the public never sees; reading them needs staff or a `content:drafts` token. */
export const UNPUBLISHED_STATUSES: readonly ContentStatus[] = ['DRAFT', 'IN_REVIEW'];

export const AUTHOR_CANNOT_PUBLISH_MESSAGE = 'Authors cannot publish: submit your work for review instead.';
export const DRAFTS_SCOPE_MESSAGE = 'Reading drafts needs a staff account or a token with the content:drafts scope.';
export const VERSION_CONFLICT_MESSAGE =
  'Someone saved a newer version while you were editing. Review the differences, then keep theirs or overwrite.';
const STATE_MESSAGE = 'Status must be DRAFT, IN_REVIEW or PUBLISHED';
const VERSION_MESSAGE = 'Version must be a whole number';

function isEditorialState(value: unknown): value is EditorialState {
  return typeof value === 'string' && (EDITORIAL_STATES as readonly string[]).includes(value);
}

/** The status shown for a stored state and date: only a published item can be scheduled. */
export function contentStatus(state: EditorialState, publishedAt: Date | string, now: Date = new Date()): ContentStatus {
  if (state !== 'PUBLISHED') return state;
  return new Date(publishedAt).getTime() > now.getTime() ? 'SCHEDULED' : 'PUBLISHED';
}

/** The fields every editor save may carry besides the content: the wanted state and the version it was loaded at. */
export const editorialFields = {
  /** Absent: DRAFT on create, unchanged on update. */
  status: yup
    .string()
    .nullable()
    .optional()
    .test('state', STATE_MESSAGE, (value) => value == null || isEditorialState(value)),
  /** The version the editor loaded; absent for integrators that accept last-write-wins. */
  expectedVersion: yup.number().typeError(VERSION_MESSAGE).integer(VERSION_MESSAGE).min(1, VERSION_MESSAGE).nullable().optional(),
};
