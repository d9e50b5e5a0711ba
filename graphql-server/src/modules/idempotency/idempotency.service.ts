// Idempotency keys (issue 35, decision 0067): the store behind http/idempotency.ts. A key is
// claimed by inserting its row (the primary key makes two claims of one key race-free); the answer
// is written when the request ends, or the row is dropped when the answer must not be replayed (a
// failure the caller should retry for real). A row past its lifetime, or a claim whose request
// never ended (a crashed process), can be claimed again.
import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';

/** How long a first answer is replayed (the IETF draft and Stripe: a day). */
const IDEMPOTENCY_TTL_HOURS = 24;
/** A claim whose request has not answered after this long is treated as abandoned. */
const IDEMPOTENCY_CLAIM_STALE_SECONDS = 60;

export type ClaimOutcome =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; contentType: string | null; body: string }
  | { kind: 'in-progress' }
  | { kind: 'mismatch' };

export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string;
}

interface Row {
  fingerprint: string;
  status: number | null;
  contentType: string | null;
  body: string | null;
  claimed: boolean;
}

export class IdempotencyService {
  constructor(
    private readonly db: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Claim `key` for `caller`'s request with this fingerprint, or say what the earlier request with
   * that key answered. One statement: insert, or take over a row that expired or was abandoned.
   */
  async claim(caller: string, key: string, fingerprint: string, retried = false): Promise<ClaimOutcome> {
    const now = new Date(this.clock.now());
    const rows = (await this.db.query(
      `INSERT INTO idempotency_keys (caller, key, fingerprint, status, "contentType", body, "createdAt")
       VALUES ($1, $2, $3, NULL, NULL, NULL, $4)
       ON CONFLICT (caller, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, status = NULL,
         "contentType" = NULL, body = NULL, "createdAt" = EXCLUDED."createdAt"
       WHERE idempotency_keys."createdAt" < $4::timestamptz - make_interval(hours => $5)
          OR (idempotency_keys.status IS NULL AND idempotency_keys."createdAt" < $4::timestamptz - make_interval(secs => $6))
       RETURNING fingerprint, status, "contentType", body, true AS claimed`,
      [caller, key, fingerprint, now, IDEMPOTENCY_TTL_HOURS, IDEMPOTENCY_CLAIM_STALE_SECONDS],
    )) as Row[];
    if (rows.length > 0) return { kind: 'claimed' };
    const [existing] = (await this.db.query(
      `SELECT fingerprint, status, "contentType", body, false AS claimed FROM idempotency_keys WHERE caller = $1 AND key = $2`,
      [caller, key],
    )) as Row[];
    // Removed between the two statements (its request failed and released it): try once more.
    if (!existing) return retried ? { kind: 'in-progress' } : this.claim(caller, key, fingerprint, true);
    if (existing.fingerprint !== fingerprint) return { kind: 'mismatch' };
    if (existing.status === null) return { kind: 'in-progress' };
    return { kind: 'replay', status: existing.status, contentType: existing.contentType, body: existing.body ?? '' };
  }

  /** The answer of the claimed request, replayed to every retry with the same key. */
  async complete(caller: string, key: string, answer: StoredAnswer): Promise<void> {
    await this.db.query(
      `UPDATE idempotency_keys SET status = $3, "contentType" = $4, body = $5 WHERE caller = $1 AND key = $2 AND status IS NULL`,
      [caller, key, answer.status, answer.contentType, answer.body],
    );
  }

  /** The claimed request ended in an answer that must not be replayed: the key is free again. */
  async release(caller: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM idempotency_keys WHERE caller = $1 AND key = $2 AND status IS NULL`, [caller, key]);
  }

  /** Answers past their lifetime (the retention run). */
  async prune(now = new Date(this.clock.now())): Promise<number> {
    const [removed] = (await this.db.query(
      `DELETE FROM idempotency_keys WHERE "createdAt" < $1::timestamptz - make_interval(hours => $2) RETURNING 1`,
      [now, IDEMPOTENCY_TTL_HOURS],
    )) as [unknown[], number];
    return removed.length;
  }
}

/**
 * Stored answers that mention any of these ids, deleted in the caller's transaction (a lead's
 * erasure, decision 0022): a copy of personal data goes with the data.
 */
export async function forgetStoredAnswers(manager: EntityManager, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await manager.query(
    `DELETE FROM idempotency_keys WHERE body IS NOT NULL AND body LIKE ANY (SELECT '%' || id || '%' FROM unnest($1::text[]) AS id)`,
    [ids],
  );
}
