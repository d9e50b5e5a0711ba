// Integrator API tokens: created by an admin, shown once, stored as a SHA-256 hash, checked in
// the database on every request that presents one (so revoking takes effect at once).
import crypto from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import { apiTokenSchema, type ApiTokenScope } from '../../../../schema/validation/api-tokens';
import { validateInput } from '../../../../schema/validation/validate';
import { isUuid, notFound } from '../../shared/errors';
import { ApiToken, ApiTokenStatus } from './api-token.entity';
import type { RateLimits } from '../../security/rate-limits';

/** Every token starts with this, which is how a Bearer value is told apart from a session JWT. */
const API_TOKEN_PREFIX = 'fin_';
/** 32 random bytes: 43 base64url characters after the prefix. */
const SECRET_BYTES = 32;
const API_TOKEN_PATTERN = /^fin_[A-Za-z0-9_-]{43}$/;
/** How much of the secret (after fin_) the admin screen shows; the other 35 characters stay secret. */
const DISPLAY_CHARS = 8;
/** lastUsedAt is written at most this often per token, so reading with a token costs one SELECT. */
const LAST_USED_RESOLUTION_MS = 60_000;

const API_TOKEN_NOT_FOUND_MESSAGE = 'API token not found.';

/** What a request authenticated by an API token may carry into the access checks. */
export interface ApiTokenPrincipal {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
}

export interface CreatedApiToken {
  token: ApiToken;
  /** The whole secret: returned once, never stored. */
  secret: string;
}

/** Looks like one of our API tokens (not a JWT); says nothing about whether it is valid. */
export function isApiTokenText(value: string): boolean {
  return value.startsWith(API_TOKEN_PREFIX);
}

function hashApiToken(secret: string): string {
  return crypto.createHash('sha256').update(secret, 'utf8').digest('hex');
}

export function apiTokenStatus(token: Pick<ApiToken, 'revokedAt' | 'expiresAt'>, now = new Date()): ApiTokenStatus {
  if (token.revokedAt) return ApiTokenStatus.REVOKED;
  if (token.expiresAt && token.expiresAt.getTime() <= now.getTime()) return ApiTokenStatus.EXPIRED;
  return ApiTokenStatus.ACTIVE;
}

export class ApiTokensService {
  private readonly repo: Repository<ApiToken>;

  constructor(
    db: DataSource,
    /** The per-token request limit (API_TOKEN_RATE_LIMIT); none in some tests. */
    private readonly limits?: Pick<RateLimits, 'consumeTokenRequest'>,
  ) {
    this.repo = db.getRepository(ApiToken);
  }

  /** Counts one request made with the token; over the limit: TooManyRequestsError (429, Retry-After). */
  async countRequest(token: ApiTokenPrincipal): Promise<void> {
    await this.limits?.consumeTokenRequest(token.id);
  }

  /** Every token, revoked and expired ones included, newest first. */
  list(): Promise<ApiToken[]> {
    return this.repo.find({ order: { createdAt: 'DESC', id: 'ASC' } });
  }

  async create(input: unknown): Promise<CreatedApiToken> {
    const value = await validateInput(apiTokenSchema, input);
    const secret = `${API_TOKEN_PREFIX}${crypto.randomBytes(SECRET_BYTES).toString('base64url')}`;
    const token = await this.repo.save(
      this.repo.create({
        name: value.name,
        scopes: value.scopes as ApiTokenScope[],
        tokenHash: hashApiToken(secret),
        prefix: secret.slice(0, API_TOKEN_PREFIX.length + DISPLAY_CHARS),
        expiresAt: value.expiresAt ? new Date(value.expiresAt) : null,
        lastUsedAt: null,
        revokedAt: null,
      }),
    );
    return { token, secret };
  }

  /** Revokes at once; revoking a revoked token changes nothing. */
  async revoke(id: string): Promise<ApiToken> {
    const token = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!token) throw notFound(API_TOKEN_NOT_FOUND_MESSAGE);
    if (token.revokedAt) return token;
    await this.repo
      .createQueryBuilder()
      .update()
      .set({ revokedAt: () => 'now()' })
      .where('id = :id AND "revokedAt" IS NULL', { id })
      .execute();
    return (await this.repo.findOne({ where: { id } }))!;
  }

  /**
   * The token a request presents, when it is active (known, not revoked, not expired); null
   * otherwise. Records when it was last used, at most once a minute.
   */
  async authenticate(secret: string): Promise<ApiTokenPrincipal | null> {
    if (!API_TOKEN_PATTERN.test(secret)) return null;
    const token = await this.repo.findOne({
      where: { tokenHash: hashApiToken(secret) },
      select: { id: true, name: true, scopes: true, expiresAt: true, revokedAt: true, lastUsedAt: true },
    });
    if (!token || apiTokenStatus(token) !== ApiTokenStatus.ACTIVE) return null;
    if (!token.lastUsedAt || Date.now() - token.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
      // Conditional, so concurrent requests write once; a failure here must not refuse the request.
      await this.repo
        .createQueryBuilder()
        .update()
        .set({ lastUsedAt: () => 'now()' })
        .where(`id = :id AND ("lastUsedAt" IS NULL OR "lastUsedAt" <= now() - interval '${LAST_USED_RESOLUTION_MS / 1000} seconds')`, {
          id: token.id,
        })
        .execute()
        .catch(() => undefined);
    }
    return { id: token.id, name: token.name, scopes: [...token.scopes] };
  }
}
