// Creating integrator API tokens in integration tests (not a test file).
import type { TestServer } from '../support/test-server';
import type { Scope } from './admin-surface';
import { dataOf } from './helpers';

export const CREATE_API_TOKEN = `mutation Create($input: ApiTokenInput!) {
  createApiToken(input: $input) { secret token { id name scopes prefix status createdAt lastUsedAt expiresAt revokedAt } }
}`;
export const REVOKE_API_TOKEN = `mutation Revoke($id: ID!) { revokeApiToken(id: $id) { id status revokedAt } }`;

export interface IssuedToken {
  id: string;
  secret: string;
  prefix: string;
}

/** A token created by the admin through GraphQL, as the admin screen does. */
export async function issueApiToken(
  server: TestServer,
  adminToken: string,
  scopes: readonly Scope[],
  options: { name?: string; expiresAt?: string } = {},
): Promise<IssuedToken> {
  const input = {
    name: options.name ?? `Integration ${scopes.join('+')}`,
    // GraphQL's enum names: content:drafts → CONTENT_DRAFTS, leads:write → LEADS_WRITE.
    scopes: scopes.map((s) => s.toUpperCase().replace(':', '_')),
    expiresAt: options.expiresAt,
  };
  const created = dataOf(await server.gql(CREATE_API_TOKEN, { input }, undefined, adminToken)).createApiToken;
  return { id: created.token.id, secret: created.secret, prefix: created.token.prefix };
}

export async function revokeApiToken(server: TestServer, adminToken: string, id: string): Promise<void> {
  dataOf(await server.gql(REVOKE_API_TOKEN, { id }, undefined, adminToken));
}

/** Move a token's expiry into the past, as if time had passed. */
export async function expireApiToken(server: TestServer, id: string): Promise<void> {
  await server.dataSource.query(`UPDATE api_tokens SET "expiresAt" = now() - interval '1 minute' WHERE id = $1`, [id]);
}

export const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });
