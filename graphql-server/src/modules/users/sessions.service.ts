// Server-side sessions (docs/architecture.md "Sessions"; decision 0008). A session JWT names its row
// in `jti`; the row decides whether the JWT still works. No cache: the check is one primary-key
// lookup joined with the user, the query the server already ran per request to find the user,
// so a revocation (logout, "sign out everywhere", a password change) takes effect on the next
// request in every process. Integrator API tokens are another principal (api-tokens.service.ts).
import crypto from 'node:crypto';
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import type { Role } from '../../../../schema/validation/accounts';
import { isUuid } from '../../shared/errors';
import { Session } from './session.entity';

/** last_seen is written at most this often per session. */
const TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX = 300;

export interface NewSession {
  userId: string;
  expiresAt: Date;
  ip?: string | null;
  userAgent?: string | null;
}

export interface LiveSession {
  sessionId: string;
  userId: string;
  username: string;
  role: Role;
}

export class SessionsService {
  private readonly repo: Repository<Session>;

  constructor(private readonly db: DataSource) {
    this.repo = db.getRepository(Session);
  }

  /** Opens a session; its id goes into the JWT as `jti`. */
  async create(input: NewSession): Promise<Session> {
    const now = new Date();
    // Rows of this user that ended (expired) more than a day ago are of no further use.
    await this.repo
      .createQueryBuilder()
      .delete()
      .where('"userId" = :userId AND "expiresAt" < :cutoff', { userId: input.userId, cutoff: new Date(now.getTime() - 24 * 3600_000) })
      .execute();
    return this.repo.save(
      this.repo.create({
        id: crypto.randomUUID(),
        userId: input.userId,
        expiresAt: input.expiresAt,
        lastSeenAt: now,
        // Signing in proved the password (and any second factor): a fresh authentication.
        reauthenticatedAt: now,
        ip: input.ip?.slice(0, 64) ?? null,
        userAgent: input.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
      }),
    );
  }

  /**
   * The live session `sessionId` of user `userId` (not revoked, not expired, the user still
   * exists), or null. Marks it seen (at most once a minute).
   */
  async findLive(sessionId: string, userId: string): Promise<LiveSession | null> {
    if (!isUuid(sessionId) || !isUuid(userId)) return null;
    // A suspended account's sessions stop working at once (they are also revoked on suspension).
    const rows: Array<{ id: string; userId: string; username: string; role: Role; lastSeenAt: Date }> = await this.db.query(
      `SELECT s."id", s."userId", u."username", u."role", s."lastSeenAt"
         FROM "sessions" s JOIN "admin_users" u ON u."id" = s."userId"
        WHERE s."id" = $1 AND s."userId" = $2 AND s."revokedAt" IS NULL AND s."expiresAt" > now() AND u."suspendedAt" IS NULL`,
      [sessionId, userId],
    );
    const row = rows[0];
    if (!row) return null;
    if (Date.now() - new Date(row.lastSeenAt).getTime() > TOUCH_INTERVAL_MS) await this.touch(row.id);
    return { sessionId: row.id, userId: row.userId, username: row.username, role: row.role };
  }

  /** Records activity on a session. */
  async touch(sessionId: string): Promise<void> {
    await this.repo.update({ id: sessionId }, { lastSeenAt: new Date() });
  }

  /** When the live session `sessionId` last proved the password or a code, or null (never, or not live). */
  async reauthenticatedAt(sessionId: string): Promise<Date | null> {
    if (!isUuid(sessionId)) return null;
    const row = await this.repo.findOne({ where: { id: sessionId, revokedAt: IsNull() }, select: { id: true, reauthenticatedAt: true } });
    return row?.reauthenticatedAt ?? null;
  }

  /** Records that the session has just proved the password or a code again. */
  async markReauthenticated(sessionId: string): Promise<void> {
    if (!isUuid(sessionId)) return;
    await this.repo.update({ id: sessionId, revokedAt: IsNull() }, { reauthenticatedAt: new Date() });
  }

  /** Ends one session (logout). Harmless for an unknown or already revoked one. */
  async revoke(sessionId: string): Promise<void> {
    if (!isUuid(sessionId)) return;
    await this.repo.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** Ends every session of a user, except `exceptSessionId` (the caller's own, on a password change). */
  async revokeAllForUser(userId: string, exceptSessionId?: string): Promise<number> {
    const where = exceptSessionId ? { userId, revokedAt: IsNull(), id: Not(exceptSessionId) } : { userId, revokedAt: IsNull() };
    const result = await this.repo.update(where, { revokedAt: new Date() });
    return result.affected ?? 0;
  }

  /** A user's sessions, newest first, revoked and expired ones included (until they are pruned). */
  listForUser(userId: string): Promise<Session[]> {
    return this.repo.find({ where: { userId }, order: { createdAt: 'DESC' } });
  }
}
