/**
 * Integrator API tokens (issue 6): the admin's "Create API token" form and the server's
 * createApiToken input. A token is named, reads with one or both scopes, and may expire.
 */
import * as yup from 'yup';
import { isValidDateText } from './content';

/** The scopes a token can carry, in the order the form offers them; the `:write`/`:publish` ones change things (issue 35). */
export const API_TOKEN_SCOPES = [
  {
    value: 'content',
    label: 'Content',
    description: 'Read every published or scheduled blog post and resource, and every category.',
  },
  {
    value: 'content:drafts',
    label: 'Content drafts',
    description: 'Read drafts and items in review too (with the status argument of the admin lists).',
  },
  {
    value: 'content:write',
    label: 'Content: write',
    description:
      'Create and save posts, resources and pages as drafts or for review (never delete); live items only with “Content: publish”.',
  },
  {
    value: 'content:publish',
    label: 'Content: publish',
    description: 'With “Content: write”: publish, schedule and unpublish, and save changes to what is live.',
  },
  {
    value: 'leads',
    label: 'Leads',
    description: 'Read playbook leads, contact requests, the weekly lead counts and the CSV exports.',
  },
  {
    value: 'leads:write',
    label: 'Leads: write',
    description: 'Change a lead’s status, owner and labels and add notes (a CRM writing back). Never erasure.',
  },
  {
    value: 'webhooks:manage',
    label: 'Webhooks: manage',
    description: 'Register, change, pause, test, rotate and delete the token’s own webhook endpoints (never other ones).',
  },
  {
    value: 'analytics',
    label: 'Analytics',
    description: 'Read the site analytics: visitors, pages, sources and conversions (no personal data).',
  },
] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number]['value'];
export const API_TOKEN_SCOPE_VALUES: readonly ApiTokenScope[] = API_TOKEN_SCOPES.map((s) => s.value);

const API_TOKEN_NAME_MIN_LENGTH = 3;
export const API_TOKEN_NAME_MAX_LENGTH = 100;

const API_TOKEN_NAME_MIN_MESSAGE = 'Token name must be at least 3 characters';
const API_TOKEN_NAME_MAX_MESSAGE = `Token name must be ${API_TOKEN_NAME_MAX_LENGTH} characters or less`;
const API_TOKEN_SCOPES_MESSAGE = 'Choose at least one scope (content or leads)';
const API_TOKEN_EXPIRY_DATE_MESSAGE = 'Expiry must be a valid date';
const API_TOKEN_EXPIRY_FUTURE_MESSAGE = 'Expiry must be in the future';

/** The scopes that allow a change (a mutation, a REST write); every other scope only reads. */
export const WRITE_SCOPES: readonly ApiTokenScope[] = ['content:write', 'content:publish', 'leads:write', 'webhooks:manage'];

export function isApiTokenScope(value: unknown): value is ApiTokenScope {
  return typeof value === 'string' && (API_TOKEN_SCOPE_VALUES as readonly string[]).includes(value);
}

export const apiTokenSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(API_TOKEN_NAME_MIN_MESSAGE)
    .min(API_TOKEN_NAME_MIN_LENGTH, API_TOKEN_NAME_MIN_MESSAGE)
    .max(API_TOKEN_NAME_MAX_LENGTH, API_TOKEN_NAME_MAX_MESSAGE),
  /** One or both scopes, each at most once (a repeated scope is kept once). */
  scopes: yup
    .array()
    .typeError(API_TOKEN_SCOPES_MESSAGE)
    .transform((value: unknown) => (Array.isArray(value) ? [...new Set(value)] : value))
    .required(API_TOKEN_SCOPES_MESSAGE)
    .min(1, API_TOKEN_SCOPES_MESSAGE)
    // Judged as a whole, so the message sits on 'scopes' (not on 'scopes[1]').
    .test('known-scopes', API_TOKEN_SCOPES_MESSAGE, (value) => value == null || value.every(isApiTokenScope)),
  /**
   * Optional expiry: absent, null or '' for a token that never expires; otherwise a date text
   * (or a Date, as a GraphQL DateTime arrives) later than now.
   */
  expiresAt: yup
    .string()
    .transform((value: unknown, original: unknown) => {
      if (original instanceof Date) return Number.isNaN(original.getTime()) ? 'Invalid Date' : original.toISOString();
      if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
      return value;
    })
    .nullable()
    .optional()
    .test('date', API_TOKEN_EXPIRY_DATE_MESSAGE, (value) => value == null || isValidDateText(value))
    .test('future', API_TOKEN_EXPIRY_FUTURE_MESSAGE, (value) => value == null || !isValidDateText(value) || Date.parse(value) > Date.now()),
});
