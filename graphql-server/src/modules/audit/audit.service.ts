// The audit log (issue 13): every admin action that changes something, recorded with who, when,
// what and from where. Only `record` writes; nothing in the app updates or deletes an entry except
// the retention cleanup (AUDIT_RETENTION_DAYS).
import type { DataSource, Repository, SelectQueryBuilder } from 'typeorm';
import { isUuid } from '../../shared/errors';
import { inRange, toPage, type Page } from '../../shared/pagination';
import { tokenActorName } from '../../../../schema/permissions';
import { AuditEntry, type AuditDetails } from './audit-entry.entity';

export interface AuditActor {
  /** The account acting, or null (a failed sign-in, a password reset by link). */
  user: { id: string; username: string } | null;
  /** An integrator API token acting (a leads:write token, issue 35): recorded under its name. */
  apiToken?: { id: string; name: string } | null;
  ip?: string | null;
}

/** Who the log names: the account, else "API token <name>" (schema/permissions.ts), else nobody. */
export function actorNameOf(actor: AuditActor): string | null {
  if (actor.user) return actor.user.username;
  return actor.apiToken ? tokenActorName(actor.apiToken.name) : null;
}

export interface AuditFilter {
  actorId?: string | null;
  action?: string | null;
  from?: Date | null;
  to?: Date | null;
  page?: number;
  pageSize?: number;
}

const AUDIT_PAGE_SIZE_MAX = 100;
/** What the CSV export holds at most. */
const AUDIT_EXPORT_MAX = 50_000;

/** What an audit entry's target holds at most, after escaping. */
const TARGET_MAX = 300;
/** Control characters, and invisible format ones (bidirectional overrides, zero-width, line separators). */
const UNPRINTABLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;
const SHORT_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * `value` as the audit log stores it (decision 0056): text typed by anyone (a failed login's
 * username) is data, so backslashes and unprintable characters are escaped as in a JSON string (a
 * newline becomes `\n`), nothing can forge a second line or reorder the text, and it is capped at
 * `max` characters (an ellipsis says it was cut).
 */
export function auditText(value: string, max = TARGET_MAX): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(UNPRINTABLE, (c) => SHORT_ESCAPES[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const chars = Array.from(escaped);
  return chars.length <= max ? escaped : `${chars.slice(0, max - 1).join('')}…`;
}

export class AuditService {
  private readonly repo: Repository<AuditEntry>;

  constructor(
    db: DataSource,
    private readonly retentionDays: number,
  ) {
    this.repo = db.getRepository(AuditEntry);
  }

  /**
   * Records one action. Never throws: a failure to audit must not undo what was done (it is logged).
   * `details.title`: the title of the post, resource or page whose id is the target (issue 34),
   * stored escaped like the target.
   */
  async record(actor: AuditActor, action: string, target?: string | null, details?: AuditDetails): Promise<void> {
    await this.repo
      .insert({
        actorId: actor.user?.id ?? null,
        actorName: actorNameOf(actor)?.slice(0, 50) ?? null,
        action: action.slice(0, 50),
        target: target == null ? null : auditText(target),
        ip: actor.ip?.slice(0, 64) ?? null,
        details: details?.title ? { title: auditText(details.title) } : null,
      })
      .catch(() => undefined);
  }

  async list(filter: AuditFilter): Promise<Page<AuditEntry>> {
    const page = Math.max(1, Math.floor(filter.page ?? 1));
    const pageSize = inRange(filter.pageSize, 'pageSize', AUDIT_PAGE_SIZE_MAX, 50);
    const [items, totalCount] = await this.filtered(filter)
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return toPage(items, totalCount, { page, pageSize });
  }

  all(filter: AuditFilter): Promise<AuditEntry[]> {
    return this.filtered(filter).take(AUDIT_EXPORT_MAX).getMany();
  }

  /** Distinct action names seen, for the screen's filter. */
  async actions(): Promise<string[]> {
    const rows: Array<{ action: string }> = await this.repo
      .createQueryBuilder('e')
      .select('DISTINCT e.action', 'action')
      .orderBy('action')
      .getRawMany();
    return rows.map((r) => r.action);
  }

  /** Deletes entries older than the retention period; returns how many. */
  async prune(now = new Date()): Promise<number> {
    const cutoff = new Date(now.getTime() - this.retentionDays * 24 * 3600_000);
    const result = await this.repo.createQueryBuilder().delete().where('"at" < :cutoff', { cutoff }).execute();
    return result.affected ?? 0;
  }

  private filtered(filter: AuditFilter): SelectQueryBuilder<AuditEntry> {
    const query = this.repo.createQueryBuilder('e').orderBy('e.at', 'DESC').addOrderBy('e.id', 'ASC');
    if (filter.actorId && isUuid(filter.actorId)) query.andWhere('e.actorId = :actorId', { actorId: filter.actorId });
    else if (filter.actorId) query.andWhere('false');
    if (filter.action) query.andWhere('e.action = :action', { action: filter.action });
    if (filter.from) query.andWhere('e.at >= :from', { from: filter.from });
    if (filter.to) query.andWhere('e.at <= :to', { to: filter.to });
    return query;
  }
}
