// The pure side of the API tokens screen: the create form's values and what the server is sent,
// the expiry choices, the scopes as the rules name them (content, leads) and as GraphQL does
// (CONTENT, LEADS), the status labels, the table's order and search.
import type { ApiTokenScope } from '../../../../../schema/validation/api-tokens';
import type { ApiTokenFieldsFragment, ApiTokenInput, ApiTokenScope as GraphQLScope, ApiTokenStatus } from '../../../graphql/generated';
import { matchesSearch, normalizeSearch } from '../shared/admin-search';

/** The create form; checked as it is by the shared rules (apiTokenSchema). */
export interface ApiTokenFormValues {
  name: string;
  scopes: ApiTokenScope[];
  /** ISO date text, or '' for a token that never expires. */
  expiresAt: string;
}

export const initialApiTokenValues = (): ApiTokenFormValues => ({ name: '', scopes: [], expiresAt: '' });

const DAY_MS = 24 * 3600 * 1000;
const EXPIRY_DAYS = [7, 30, 90, 365] as const;
const untilFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** The expiry choices, counted from `now`: never (first, the default), 7, 30 and 90 days, a year. */
export function expiryOptions(now = Date.now()): Array<{ value: string; label: string }> {
  return [
    { value: '', label: 'Never' },
    ...EXPIRY_DAYS.map((days) => {
      const date = new Date(now + days * DAY_MS);
      return { value: date.toISOString(), label: `${days === 365 ? '1 year' : `${days} days`} (until ${untilFormat.format(date)})` };
    }),
  ];
}

/** The createApiToken input: GraphQL names the scopes in capitals. */
export function toApiTokenInput(values: ApiTokenFormValues): ApiTokenInput {
  return { name: values.name.trim(), scopes: values.scopes.map(toGraphQLScope), expiresAt: values.expiresAt || null };
}

/** 'content:drafts' is CONTENT_DRAFTS in GraphQL (an enum name has no colon). */
const toGraphQLScope = (scope: ApiTokenScope): GraphQLScope => scope.toUpperCase().replace(':', '_') as GraphQLScope;
/** 'content', 'content:drafts', 'leads': how the docs, the form and the table name a scope. */
export const scopeName = (scope: GraphQLScope): ApiTokenScope => scope.toLowerCase().replace('_', ':') as ApiTokenScope;

export const STATUS_LABELS: Record<ApiTokenStatus, string> = { ACTIVE: 'Active', EXPIRED: 'Expired', REVOKED: 'Revoked' };
/** Tag colours, dark enough for the tag's white text to meet WCAG AA. */
export const STATUS_COLORS: Record<ApiTokenStatus, string> = { ACTIVE: '#166534', EXPIRED: '#9a3412', REVOKED: '#475569' };

/** Active tokens first, then newest first. */
export function sortTokens<T extends Pick<ApiTokenFieldsFragment, 'status' | 'createdAt'>>(tokens: readonly T[]): T[] {
  const rank = (t: T) => (t.status === 'ACTIVE' ? 0 : 1);
  return [...tokens].sort((a, b) => rank(a) - rank(b) || Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** The table's search: name, prefix, scopes and status. */
export function filterApiTokens<T extends Pick<ApiTokenFieldsFragment, 'name' | 'prefix' | 'scopes' | 'status' | 'createdAt'>>(
  tokens: readonly T[],
  search: string,
): T[] {
  const sorted = sortTokens(tokens);
  if (!normalizeSearch(search)) return sorted;
  return sorted.filter((t) => matchesSearch(search, [t.name, t.prefix, ...t.scopes.map(scopeName), STATUS_LABELS[t.status]]));
}

/** How to call the API with a new token, for the secret's dialog: a REST read its scopes allow. */
export function curlExample(origin: string, secret: string, scopes: readonly GraphQLScope[]): string {
  const path = scopes.includes('CONTENT') || scopes.includes('CONTENT_DRAFTS') ? '/api/admin/blog' : '/api/admin/playbook-leads';
  return `curl ${origin}${path} -H "Authorization: Bearer ${secret}"`;
}
