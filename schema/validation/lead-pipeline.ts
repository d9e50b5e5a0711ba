/**
 * The lead pipeline (issue 14): one list of statuses for both kinds of lead, an owner (a staff
 * account), labels and timestamped notes. The rules and messages here are shared by the admin's
 * forms and the server (GraphQL and REST alike).
 */
import * as yup from 'yup';

export const LEAD_STATUSES = ['NEW', 'CONTACTED', 'QUALIFIED', 'WON', 'LOST'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  NEW: 'New',
  CONTACTED: 'Contacted',
  QUALIFIED: 'Qualified',
  WON: 'Won',
  LOST: 'Lost',
};

export const LEAD_KINDS = ['playbook', 'contact'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

export const LABEL_MAX_LENGTH = 30;
export const LABELS_MAX_COUNT = 10;
export const NOTE_MAX_LENGTH = 2000;

const LEAD_VERSION_MESSAGE = 'expectedVersion must be a whole number of 1 or more (the lead’s version as you read it).';
export const LEAD_VERSION_CONFLICT_MESSAGE =
  'The lead changed since you read it: read it again (its version is in the answer), then retry.';
export const STATUS_MESSAGE = 'Status must be one of New, Contacted, Qualified, Won or Lost.';
export const LABEL_MESSAGE = `Each label must be 1 to ${LABEL_MAX_LENGTH} letters, digits, spaces or - _ .`;
export const LABELS_COUNT_MESSAGE = `A lead can have at most ${LABELS_MAX_COUNT} labels.`;
export const OWNER_MESSAGE = 'The owner must be an active staff account.';
/** A lead's owner must be able to open it (ALLOW.readLeads, schema/permissions.ts): not an Author. */
export const OWNER_ROLE_MESSAGE = 'The owner must be someone who may read leads: an Editor, an Administrator or the Owner.';
export const NOTE_REQUIRED_MESSAGE = 'A note cannot be empty.';
export const NOTE_LENGTH_MESSAGE = `A note must be ${NOTE_MAX_LENGTH} characters or less.`;
export const LEAD_NOT_FOUND_MESSAGE = 'Lead not found.';
export const ERASE_EMAIL_MESSAGE = 'Please enter a valid email address.';
export const DATE_RANGE_MESSAGE = 'The start date must be before the end date.';

const LABEL_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/** A label as stored: trimmed, inner spaces collapsed, lower case (so "Hot" and "hot" are one). */
export function normalizeLabel(label: string): string {
  return label.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Status, owner and labels: each optional (what is absent is left as it is); owner null clears it. */
export const leadPipelineSchema = yup.object({
  status: yup.string().oneOf(LEAD_STATUSES, STATUS_MESSAGE).optional(),
  ownerId: yup.string().uuid(OWNER_MESSAGE).nullable().optional(),
  labels: yup
    .array(
      yup
        .string()
        .transform((value: unknown) => (typeof value === 'string' ? normalizeLabel(value) : value))
        .typeError(LABEL_MESSAGE)
        .required(LABEL_MESSAGE)
        .max(LABEL_MAX_LENGTH, LABEL_MESSAGE)
        .matches(LABEL_PATTERN, LABEL_MESSAGE),
    )
    .typeError(LABEL_MESSAGE)
    .max(LABELS_MAX_COUNT, LABELS_COUNT_MESSAGE)
    .optional(),
  /** The lead's `version` the change was made against (issue 35): a newer stored one is a conflict. */
  expectedVersion: yup
    .number()
    .typeError(LEAD_VERSION_MESSAGE)
    .integer(LEAD_VERSION_MESSAGE)
    .min(1, LEAD_VERSION_MESSAGE)
    .nullable()
    .optional(),
});

export const leadNoteSchema = yup.object({
  body: yup.string().trim().required(NOTE_REQUIRED_MESSAGE).max(NOTE_MAX_LENGTH, NOTE_LENGTH_MESSAGE),
});

const ATTRIBUTION_FILTER_MAX_LENGTH = 300;
const ATTRIBUTION_FILTER_MESSAGE = `An attribution filter is at most ${ATTRIBUTION_FILTER_MAX_LENGTH} characters.`;

/** Filters of the lead tables (all optional; the server applies them). */
export const leadFilterSchema = yup
  .object({
    status: yup.string().oneOf(LEAD_STATUSES, STATUS_MESSAGE).nullable().optional(),
    ownerId: yup.string().uuid(OWNER_MESSAGE).nullable().optional(),
    label: yup.string().trim().max(LABEL_MAX_LENGTH, LABEL_MESSAGE).nullable().optional(),
    from: yup.date().typeError('The start date is not a date.').nullable().optional(),
    to: yup.date().typeError('The end date is not a date.').nullable().optional(),
    /** Attribution (issue 32): the visit's source (utm_source, else the referrer's domain, else "(direct)"), campaign, landing page. */
    source: yup.string().trim().max(ATTRIBUTION_FILTER_MAX_LENGTH, ATTRIBUTION_FILTER_MESSAGE).nullable().optional(),
    campaign: yup.string().trim().max(ATTRIBUTION_FILTER_MAX_LENGTH, ATTRIBUTION_FILTER_MESSAGE).nullable().optional(),
    landingPage: yup.string().trim().max(ATTRIBUTION_FILTER_MAX_LENGTH, ATTRIBUTION_FILTER_MESSAGE).nullable().optional(),
  })
  .test('range', DATE_RANGE_MESSAGE, (value) => !value?.from || !value.to || value.from <= value.to);
