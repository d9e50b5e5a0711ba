// A lead's record for the sales team (issue 14): the detail (every field, the consent record, the
// delivery timeline, the other leads of the same address), and the pipeline changes — status,
// owner, labels, notes — each recorded in the audit log (by id: no personal data).
import type { DataSource, EntityManager, Repository } from 'typeorm';
import {
  leadNoteSchema,
  leadPipelineSchema,
  LEAD_NOT_FOUND_MESSAGE,
  LEAD_VERSION_CONFLICT_MESSAGE,
  LEAD_STATUSES,
  OWNER_MESSAGE,
  OWNER_ROLE_MESSAGE,
  type LeadKind,
  type LeadStatus,
} from '../../../../schema/validation/lead-pipeline';
import { attributionOf } from '../../../../schema/analytics-events';
import { InputValidationError, validateInput } from '../../../../schema/validation/validate';
import { actorNameOf, type AuditActor, type AuditService } from '../audit/audit.service';
import { DeliveryJob } from '../delivery/queue/delivery-job.entity';
import { deliveryState, emailDeliveredVia, type DeliveryState } from '../delivery/queue/delivery-state';
import { emailPayloadOf } from '../delivery/queue/job-payloads';
import { may } from '../../../../schema/permissions';
import { AdminUser } from '../users/admin-user.entity';
import { DomainError, isUuid, notFound } from '../../shared/errors';
import type { WebhookEventSink } from '../webhooks/content-events';
import type { ConsentService } from './consent.service';
import { ContactRequest } from './contact-request.entity';
import { LeadNote } from './lead-note.entity';
import { PlaybookLead } from './playbook-lead.entity';

export type AnyLead = PlaybookLead | ContactRequest;

/**
 * One e-mail or webhook of a lead's timeline. @public: exported because the resolvers' declarations name it
 * (the server is a composite project, decision 0046), though only this file uses it.
 */
export interface LeadDeliveryEvent {
  id: string;
  kind: string;
  /** The e-mail's template or the webhook's event. */
  what: string;
  /** The e-mail's recipients or the webhook's address. */
  recipient: string;
  state: DeliveryState;
  attempts: number;
  queuedAt: Date;
  nextAttemptAt: Date | null;
  completedAt: Date | null;
  lastError: string | null;
  redelivery: boolean;
  /** How a delivered e-mail left ('smtp' or 'file'); null for webhooks and until delivered. */
  deliveredVia: 'smtp' | 'file' | null;
}

export interface LeadDetail {
  kind: LeadKind;
  lead: AnyLead;
  ownerName: string | null;
  consent: { version: number; text: string; at: Date | null; page: string | null; addressHash: string | null } | null;
  notes: LeadNote[];
  deliveries: LeadDeliveryEvent[];
  otherLeads: Array<{ kind: LeadKind; id: string; createdAt: Date; status: LeadStatus }>;
}

const entityOf = (kind: LeadKind) => (kind === 'playbook' ? PlaybookLead : ContactRequest);

export class LeadPipelineService {
  private readonly notes: Repository<LeadNote>;

  constructor(
    private readonly db: DataSource,
    private readonly consent: ConsentService,
    private readonly audit: AuditService,
    /** Where `lead.updated` goes, in the change's transaction (issue 15); none in some tests. */
    private readonly events?: WebhookEventSink,
  ) {
    this.notes = db.getRepository(LeadNote);
  }

  async find(kind: LeadKind, id: string): Promise<AnyLead> {
    const lead = isUuid(id) ? await this.db.getRepository<AnyLead>(entityOf(kind)).findOneBy({ id }) : null;
    if (!lead) throw notFound(LEAD_NOT_FOUND_MESSAGE);
    return lead;
  }

  async detail(kind: LeadKind, id: string): Promise<LeadDetail> {
    const lead = await this.find(kind, id);
    const owner = lead.ownerId ? await this.db.getRepository(AdminUser).findOneBy({ id: lead.ownerId }) : null;
    const text = await this.consent.byId(lead.consentTextId);
    const jobs = await this.db
      .getRepository(DeliveryJob)
      .createQueryBuilder('job')
      .leftJoinAndSelect('job.endpoint', 'endpoint')
      .where('job.leadType = :kind AND job.leadId = :id', { kind, id })
      .orderBy('job.seq', 'ASC')
      .getMany();
    return {
      kind,
      lead,
      ownerName: owner ? (owner.displayName ?? owner.username) : null,
      consent: text
        ? { version: text.version, text: text.text, at: lead.consentAt, page: lead.consentPage, addressHash: lead.consentAddressHash }
        : null,
      notes: await this.notes.find({ where: { leadType: kind, leadId: id }, order: { createdAt: 'DESC' } }),
      deliveries: jobs.map(timelineEvent),
      otherLeads: await this.sameAddress(lead.email, id),
    };
  }

  /** Every other lead of the address, both kinds, newest first. */
  private async sameAddress(email: string, except: string): Promise<LeadDetail['otherLeads']> {
    const rows: Array<{ kind: LeadKind; id: string; createdAt: Date; status: LeadStatus }> = await this.db.query(
      `SELECT 'playbook' AS kind, id, "createdAt", status FROM playbook_leads WHERE email = $1 AND id <> $2
       UNION ALL
       SELECT 'contact' AS kind, id, "createdAt", status FROM contact_requests WHERE email = $1 AND id <> $2
       ORDER BY "createdAt" DESC LIMIT 100`,
      [email.toLowerCase(), except],
    );
    return rows;
  }

  /** Status, owner and labels (what the input leaves out stays as it is). */
  async update(kind: LeadKind, id: string, input: unknown, actor: AuditActor): Promise<AnyLead> {
    const lead = await this.find(kind, id);
    const value = await validateInput(leadPipelineSchema, input ?? {});
    // Optimistic concurrency (issue 35), as posts have it: the version is raised by the database at every write.
    if (value.expectedVersion != null && value.expectedVersion !== lead.version) {
      throw new DomainError('CONFLICT', LEAD_VERSION_CONFLICT_MESSAGE, { currentVersion: lead.version });
    }
    if (value.ownerId) {
      const owner = await this.db.getRepository(AdminUser).findOneBy({ id: value.ownerId });
      if (!owner || owner.suspendedAt) throw new InputValidationError([{ field: 'ownerId', message: OWNER_MESSAGE }]);
      // The owner must be able to open the lead (issue 34): an Author given one could not.
      if (!may(owner.role, 'readLeads')) throw new InputValidationError([{ field: 'ownerId', message: OWNER_ROLE_MESSAGE }]);
    }
    const changes: string[] = [];
    if (value.status !== undefined && value.status !== lead.status) {
      changes.push(`status ${lead.status} → ${value.status}`);
      lead.status = value.status;
    }
    if (value.ownerId !== undefined && value.ownerId !== lead.ownerId) {
      changes.push('owner');
      lead.ownerId = value.ownerId ?? null;
    }
    if (value.labels !== undefined) {
      const labels = [...new Set(value.labels)];
      if (labels.join('\n') !== lead.labels.join('\n')) changes.push('labels');
      lead.labels = labels;
    }
    if (changes.length === 0) return lead;
    const saved = await this.db.transaction(async (manager) => {
      const row = await manager.getRepository<AnyLead>(entityOf(kind)).save(lead);
      await this.leadUpdated(
        manager,
        kind,
        row,
        changes.map((c) => c.split(' ')[0]),
      );
      return row;
    });
    await this.audit.record(actor, 'lead.update', `${kind} ${id}: ${changes.join(', ')}`);
    return saved;
  }

  async addNote(kind: LeadKind, id: string, input: unknown, actor: AuditActor): Promise<LeadNote> {
    const lead = await this.find(kind, id);
    const { body } = await validateInput(leadNoteSchema, input ?? {});
    const note = await this.db.transaction(async (manager) => {
      const row = await manager.save(
        manager.create(LeadNote, {
          leadType: kind,
          leadId: id,
          body,
          authorId: actor.user?.id ?? null,
          authorName: actorNameOf(actor)?.slice(0, 50) ?? null,
        }),
      );
      await this.leadUpdated(manager, kind, lead, ['note']);
      return row;
    });
    await this.audit.record(actor, 'lead.note', `${kind} ${id}`);
    return note;
  }

  /**
   * `lead.updated`: the lead's id, kind, status, owner and labels and what changed (status, owner,
   * labels, note) — never a note's text.
   */
  private async leadUpdated(manager: EntityManager, kind: LeadKind, lead: AnyLead, changed: string[]): Promise<void> {
    await this.events?.emit(manager, 'lead.updated', {
      lead: {
        id: lead.id,
        type: kind,
        status: lead.status,
        ownerId: lead.ownerId,
        labels: lead.labels,
        attribution: attributionOf(lead.attribution),
      },
      changed,
    });
  }

  /** The accounts a lead may be given to: every active staff account that may read leads (ALLOW.readLeads), by name. */
  async owners(): Promise<Array<{ id: string; name: string }>> {
    const users = await this.db.getRepository(AdminUser).find({ order: { username: 'ASC' }, take: 500 });
    return users.filter((u) => !u.suspendedAt && may(u.role, 'readLeads')).map((u) => ({ id: u.id, name: u.displayName ?? u.username }));
  }

  /** Every staff account's name by id, suspended ones too (an export names the owners of old leads). */
  async ownerNames(): Promise<Array<{ id: string; name: string }>> {
    const users = await this.db.getRepository(AdminUser).find({ select: { id: true, username: true, displayName: true } });
    return users.map((u) => ({ id: u.id, name: u.displayName ?? u.username }));
  }

  /** Leads per pipeline status, both kinds, every status listed (0 when none). */
  async statusCounts(): Promise<Array<{ status: LeadStatus; playbookLeads: number; contactRequests: number }>> {
    const count = async (table: string) => {
      const rows: Array<{ status: string; n: number }> = await this.db.query(
        `SELECT status, count(*)::int AS n FROM "${table}" GROUP BY status`,
      );
      return new Map(rows.map((r) => [r.status, Number(r.n)]));
    };
    const playbook = await count('playbook_leads');
    const contact = await count('contact_requests');
    return LEAD_STATUSES.map((status) => ({ status, playbookLeads: playbook.get(status) ?? 0, contactRequests: contact.get(status) ?? 0 }));
  }
}

/** The e-mail's template and recipients (a payload that does not parse shows as unknown). */
function emailOf(job: DeliveryJob): { template?: string; to?: string[] } {
  try {
    return emailPayloadOf(job);
  } catch {
    return {};
  }
}

function timelineEvent(job: DeliveryJob): LeadDeliveryEvent {
  const payload = job.kind === 'email' ? emailOf(job) : {};
  const state = deliveryState(job);
  return {
    id: job.id,
    kind: job.kind,
    what: job.kind === 'email' ? (payload.template ?? 'e-mail') : (job.event ?? 'webhook'),
    recipient: job.kind === 'email' ? (payload.to ?? []).join(', ') : (job.endpoint?.url ?? ''),
    state,
    attempts: job.attempts,
    queuedAt: job.createdAt,
    nextAttemptAt: job.status === 'pending' ? job.runAt : null,
    completedAt: job.completedAt,
    lastError: job.lastError,
    redelivery: Boolean(job.redeliveryOf),
    deliveredVia: emailDeliveredVia(job),
  };
}
