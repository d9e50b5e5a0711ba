import { apiTokenSchema } from '../../../schema/validation/api-tokens';
import {
  curlExample,
  expiryOptions,
  filterApiTokens,
  initialApiTokenValues,
  scopeName,
  sortTokens,
  toApiTokenInput,
} from '../../../web/src/features/admin/tokens/api-token-values';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const DAY = 24 * 3600 * 1000;

const token = (
  over: Partial<{
    name: string;
    prefix: string;
    scopes: Array<'CONTENT' | 'LEADS'>;
    status: 'ACTIVE' | 'EXPIRED' | 'REVOKED';
    createdAt: string;
  }>,
) => ({
  name: 'CRM sync',
  prefix: 'fin_AbCdEfGh',
  scopes: ['CONTENT' as const],
  status: 'ACTIVE' as const,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('API token form values', () => {
  it('start empty, never expiring, and fail the shared rules until filled', () => {
    const values = initialApiTokenValues();
    expect(values).toEqual({ name: '', scopes: [], expiresAt: '' });
    expect(() => apiTokenSchema.validateSync(values, { abortEarly: false })).toThrow();
  });

  it('offer Never first, then 7, 30 and 90 days and a year, counted from now', () => {
    const options = expiryOptions(NOW);
    expect(options[0]).toEqual({ value: '', label: 'Never' });
    expect(options.slice(1).map((o) => Date.parse(o.value) - NOW)).toEqual([7 * DAY, 30 * DAY, 90 * DAY, 365 * DAY]);
    expect(options[2].label).toBe('30 days (until Mar 31, 2026)');
    expect(options[4].label).toMatch(/^1 year \(until /);
  });

  it('become the GraphQL input: trimmed name, capitalised scopes, null for no expiry', () => {
    expect(toApiTokenInput({ name: '  CRM sync ', scopes: ['content', 'leads'], expiresAt: '' })).toEqual({
      name: 'CRM sync',
      scopes: ['CONTENT', 'LEADS'],
      expiresAt: null,
    });
    expect(toApiTokenInput({ name: 'x', scopes: ['leads'], expiresAt: '2026-04-01T00:00:00.000Z' }).expiresAt).toBe(
      '2026-04-01T00:00:00.000Z',
    );
    expect(scopeName('LEADS')).toBe('leads');
    // The drafts scope: 'content:drafts' in the rules, CONTENT_DRAFTS in GraphQL.
    expect(toApiTokenInput({ name: 'Drafts', scopes: ['content:drafts'], expiresAt: '' }).scopes).toEqual(['CONTENT_DRAFTS']);
    expect(scopeName('CONTENT_DRAFTS')).toBe('content:drafts');
  });
});

describe('the API tokens table', () => {
  const a = token({ name: 'Old active', createdAt: '2026-01-01T00:00:00.000Z' });
  const b = token({ name: 'New revoked', status: 'REVOKED', createdAt: '2026-02-01T00:00:00.000Z' });
  const c = token({ name: 'New active', scopes: ['LEADS'], prefix: 'fin_ZyXwVuTs', createdAt: '2026-02-02T00:00:00.000Z' });

  it('lists active tokens first, newest first within each group', () => {
    expect(sortTokens([a, b, c]).map((t) => t.name)).toEqual(['New active', 'Old active', 'New revoked']);
  });

  it('searches name, prefix, scope and status, ignoring case', () => {
    expect(filterApiTokens([a, b, c], 'leads').map((t) => t.name)).toEqual(['New active']);
    expect(filterApiTokens([a, b, c], 'zyxw').map((t) => t.name)).toEqual(['New active']);
    expect(filterApiTokens([a, b, c], 'revoked').map((t) => t.name)).toEqual(['New revoked']);
    expect(filterApiTokens([a, b, c], '  OLD ').map((t) => t.name)).toEqual(['Old active']);
    expect(filterApiTokens([a, b, c], '').map((t) => t.name)).toEqual(['New active', 'Old active', 'New revoked']);
  });

  it('shows a REST read the token may make', () => {
    expect(curlExample('https://site.example', 'fin_x', ['CONTENT', 'LEADS'])).toBe(
      'curl https://site.example/api/admin/blog -H "Authorization: Bearer fin_x"',
    );
    expect(curlExample('https://site.example', 'fin_x', ['LEADS'])).toBe(
      'curl https://site.example/api/admin/playbook-leads -H "Authorization: Bearer fin_x"',
    );
  });
});
