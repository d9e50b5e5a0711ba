// Erasure, access requests and retention of leads (issue 14). Erasure is a hard delete of the lead
// rows, their notes, their delivery jobs (e-mails and webhook bodies) and the jobs' outbox .eml
// files; the audit log records only that it happened and how much went (never an address).
import * as yup from 'yup';
import type { DataSource, EntityManager } from 'typeorm';
import { ERASE_EMAIL_MESSAGE, type LeadKind } from '../../../../schema/validation/lead-pipeline';
import { EMAIL_MAX_LENGTH } from '../../../../schema/validation/leads';
import { validateInput } from '../../../../schema/validation/validate';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { MailService } from '../delivery/mail/mail.service';
import type { LeadPipelineService } from './lead-pipeline.service';
import type { WebhookEventSink } from '../webhooks/content-events';
import { buildAccessExport, type AccessExport } from './lead-access-export';
import { forgetStoredAnswers } from '../idempotency/idempotency.service';

export interface ErasureResult {
  leads: number;
  notes: number;
  deliveries: number;
  files: number;
}

export interface RetentionResult {
  leads: number;
  deliveries: number;
  files: number;
}

export interface LeadRetention {
  /** LEAD_RETENTION_DAYS: unset keeps leads. */
  leadDays?: number;
  /** DELIVERY_LOG_RETENTION_DAYS (default 90): finished delivery jobs older than this go. */
  deliveryLogDays: number;
}

/** Advisory-lock key of the retention run: one instance at a time. */
const RETENTION_LOCK = 727005;
const DAY_MS = 24 * 3600_000;
const RETENTION_BATCH = 500;

/** The instant before which records age out, or null when they are kept. */
export function retentionCutoff(now: Date, days: number | null | undefined): Date | null {
  return days && days > 0 ? new Date(now.getTime() - days * DAY_MS) : null;
}

const emailSchema = yup.object({
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(ERASE_EMAIL_MESSAGE)
    .email(ERASE_EMAIL_MESSAGE)
    .max(EMAIL_MAX_LENGTH, ERASE_EMAIL_MESSAGE),
});

type Target = { kind: LeadKind; id: string };

export class LeadPrivacyService {
  constructor(
    private readonly db: DataSource,
    private readonly pipeline: LeadPipelineService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly retention: LeadRetention,
    /** Where `lead.deleted` goes, in the erasure's transaction (issue 15); none in some tests. */
    private readonly events?: WebhookEventSink,
  ) {}

  async eraseLead(kind: LeadKind, id: string, actor: AuditActor): Promise<ErasureResult> {
    await this.pipeline.find(kind, id);
    return this.eraseTargets([{ kind, id }], actor);
  }

  /** Every lead of the address (both kinds); an address with none erases nothing. */
  async eraseByEmail(input: unknown, actor: AuditActor): Promise<ErasureResult> {
    const { email } = await validateInput(emailSchema, input ?? {});
    return this.eraseTargets(await this.targetsOf(email), actor);
  }

  /** Everything held about an address; an unknown address gives an empty export. */
  async accessExport(input: unknown, actor: AuditActor): Promise<AccessExport> {
    const { email } = await validateInput(emailSchema, input ?? {});
    const targets = await this.targetsOf(email);
    const details = [];
    for (const target of targets) details.push(await this.pipeline.detail(target.kind, target.id));
    const jobs = targets.length
      ? await this.db.query(
          `SELECT id, kind, status, attempts, payload, "createdAt", "completedAt", "lastError", "leadType", "leadId"
             FROM delivery_jobs WHERE ("leadType", "leadId") IN (SELECT unnest($1::text[]), unnest($2::uuid[])) ORDER BY seq`,
          [targets.map((t) => t.kind), targets.map((t) => t.id)],
        )
      : [];
    await this.audit.record(actor, 'lead.access-export', `${targets.length} lead(s)`);
    return buildAccessExport(email, details, jobs);
  }

  private async targetsOf(email: string): Promise<Target[]> {
    return this.db.query(
      `SELECT 'playbook' AS kind, id FROM playbook_leads WHERE email = $1
       UNION ALL SELECT 'contact' AS kind, id FROM contact_requests WHERE email = $1`,
      [email],
    );
  }

  private async eraseTargets(targets: Target[], actor: AuditActor): Promise<ErasureResult> {
    const { jobIds, ...counts } = await this.db.transaction((manager) => eraseIn(manager, targets, this.events));
    const files = await this.mail.deleteOutboxFiles(jobIds);
    const result = { ...counts, files };
    await this.audit.record(
      actor,
      'lead.erase',
      `${result.leads} lead(s), ${result.notes} note(s), ${result.deliveries} delivery record(s), ${files} file(s)`,
    );
    return result;
  }

  /**
   * Deletes what has aged out: leads older than LEAD_RETENTION_DAYS (erased as above) and finished
   * delivery jobs older than DELIVERY_LOG_RETENTION_DAYS. Null when another instance is running it.
   */
  async prune(now = new Date()): Promise<RetentionResult | null> {
    const leadCutoff = retentionCutoff(now, this.retention.leadDays);
    const logCutoff = retentionCutoff(now, this.retention.deliveryLogDays);
    const outcome = await this.db.transaction(async (manager) => {
      const [{ locked }]: Array<{ locked: boolean }> = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [
        RETENTION_LOCK,
      ]);
      if (!locked) return null;
      const result = { leads: 0, deliveries: 0, notes: 0, jobIds: [] as string[] };
      for (let more = Boolean(leadCutoff); more;) {
        const targets: Target[] = await manager.query(
          `(SELECT 'playbook' AS kind, id FROM playbook_leads WHERE "createdAt" < $1 LIMIT $2)
           UNION ALL (SELECT 'contact' AS kind, id FROM contact_requests WHERE "createdAt" < $1 LIMIT $2)`,
          [leadCutoff, RETENTION_BATCH],
        );
        const erased = await eraseIn(manager, targets, this.events);
        result.leads += erased.leads;
        result.deliveries += erased.deliveries;
        result.jobIds.push(...erased.jobIds);
        more = targets.length > 0;
      }
      if (logCutoff) {
        const [rows] = await manager.query(
          `DELETE FROM delivery_jobs WHERE status IN ('succeeded', 'failed', 'skipped') AND "createdAt" < $1 RETURNING id`,
          [logCutoff],
        );
        const ids = (rows as Array<{ id: string }>).map((r) => r.id);
        result.deliveries += ids.length;
        result.jobIds.push(...ids);
      }
      return result;
    });
    if (!outcome) return null;
    const files = await this.mail.deleteOutboxFiles(outcome.jobIds);
    return { leads: outcome.leads, deliveries: outcome.deliveries, files };
  }
}

/**
 * The hard delete of some leads with their notes and delivery jobs, in the caller's transaction,
 * and one `lead.deleted` event per erased lead (its id and kind only; the event's deliveries are
 * not tied to the lead, so they outlive it).
 */
async function eraseIn(
  manager: EntityManager,
  targets: Target[],
  events?: WebhookEventSink,
): Promise<Omit<ErasureResult, 'files'> & { jobIds: string[] }> {
  if (targets.length === 0) return { leads: 0, notes: 0, deliveries: 0, jobIds: [] };
  const kinds = targets.map((t) => t.kind);
  const ids = targets.map((t) => t.id);
  const pairs = 'SELECT unnest($1::text[]), unnest($2::uuid[])';
  const [jobs] = await manager.query(`DELETE FROM delivery_jobs WHERE ("leadType", "leadId") IN (${pairs}) RETURNING id`, [kinds, ids]);
  const [notes] = await manager.query(`DELETE FROM lead_notes WHERE ("leadType", "leadId") IN (${pairs}) RETURNING id`, [kinds, ids]);
  const playbook = ids.filter((_, i) => kinds[i] === 'playbook');
  const contact = ids.filter((_, i) => kinds[i] === 'contact');
  const [a] = await manager.query('DELETE FROM playbook_leads WHERE id = ANY($1::uuid[]) RETURNING id', [playbook]);
  const [b] = await manager.query('DELETE FROM contact_requests WHERE id = ANY($1::uuid[]) RETURNING id', [contact]);
  const jobIds = (jobs as Array<{ id: string }>).map((j) => j.id);
  const erased = [
    ...(a as Array<{ id: string }>).map((r) => ({ id: r.id, type: 'playbook' })),
    ...(b as Array<{ id: string }>).map((r) => ({ id: r.id, type: 'contact' })),
  ];
  for (const lead of erased) await events?.emit(manager, 'lead.deleted', { lead });
  await forgetStoredAnswers(manager, ids);
  return { leads: a.length + b.length, notes: (notes as unknown[]).length, deliveries: jobIds.length, jobIds };
}
