// What a new lead sets in motion: its e-mails and its webhook deliveries, enqueued with the
// lead's own transaction (a stored lead always has its jobs; a failed enqueue rolls the lead
// back), and the worker that later performs them.
import type { EntityManager } from 'typeorm';
import { attributionOf } from '../../../../schema/analytics-events';
import type { ContactRequest } from '../leads/contact-request.entity';
import type { PlaybookLead } from '../leads/playbook-lead.entity';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { DeliveryQueue } from './queue/delivery-queue';
import { DeliveryWorker, type DeliveryWorkerOptions } from './queue/delivery-worker';
import { VISITOR_TEMPLATES, type MailService } from './mail/mail.service';

/** Advisory-lock class of the per-recipient confirmation count (727002: duplicate submissions). */
const CONFIRMATION_LOCK_CLASS = 727003;

const DEFAULT_CONFIRMATIONS_PER_ADDRESS_PER_DAY = 3;

export class LeadDeliveryService {
  private readonly confirmationsPerDay: number;

  constructor(
    private readonly queue: DeliveryQueue,
    private readonly mail: MailService,
    private readonly webhooks: WebhooksService,
    options: { confirmationsPerAddressPerDay?: number } = {},
  ) {
    this.confirmationsPerDay = options.confirmationsPerAddressPerDay ?? DEFAULT_CONFIRMATIONS_PER_ADDRESS_PER_DAY;
  }

  /**
   * Null when the visitor's address may get one more confirmation today, else why not. Counted
   * in the queue itself (the visitor messages to this address in the last 24 hours that were not
   * skipped), in the lead's transaction, under a lock on the address so that simultaneous leads
   * of both forms cannot both take the last one. Anyone can type anyone's address into a form:
   * this keeps the site from being used to flood a mailbox with its own e-mails.
   */
  private async visitorMailRefusal(manager: EntityManager, email: string): Promise<string | null> {
    const address = email.trim().toLowerCase();
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [CONFIRMATION_LOCK_CLASS, address]);
    const [row]: Array<{ n: number }> = await manager.query(
      `SELECT count(*)::int AS n FROM delivery_jobs
        WHERE kind = 'email' AND status <> 'skipped' AND "createdAt" > now() - interval '1 day'
          AND payload->>'template' = ANY($1::text[]) AND lower(payload->'to'->>0) = $2`,
      [VISITOR_TEMPLATES, address],
    );
    if (Number(row.n) < this.confirmationsPerDay) return null;
    return `Not sent: ${address} already received ${this.confirmationsPerDay} confirmation${this.confirmationsPerDay === 1 ? '' : 's'} in the last 24 hours (CONFIRMATIONS_PER_ADDRESS_PER_DAY). The lead is stored and sales was notified.`;
  }

  /** The chapter e-mail, the sales notification and the `lead.playbook.created` deliveries. */
  async enqueuePlaybookLead(manager: EntityManager, lead: PlaybookLead): Promise<void> {
    const data = {
      lead: {
        id: lead.id,
        name: lead.name,
        email: lead.email,
        company: lead.company,
        createdAt: lead.createdAt.toISOString(),
        attribution: attributionOf(lead.attribution),
      },
    };
    await this.queue.enqueue(manager, [
      ...this.mail.playbookLeadJobs(lead, await this.visitorMailRefusal(manager, lead.email)),
      ...(await this.webhooks.eventJobs(manager, 'lead.playbook.created', data, { type: 'playbook', id: lead.id })),
    ]);
  }

  /** The confirmation e-mail, the sales notification and the `lead.contact.created` deliveries. */
  async enqueueContactRequest(manager: EntityManager, request: ContactRequest): Promise<void> {
    const data = {
      lead: {
        id: request.id,
        name: request.name,
        email: request.email,
        company: request.company,
        cloudSpending: request.cloudSpending,
        message: request.message,
        privacyConsent: request.privacyConsent,
        toolResults: request.toolResults,
        createdAt: request.createdAt.toISOString(),
        attribution: attributionOf(request.attribution),
      },
    };
    await this.queue.enqueue(manager, [
      ...this.mail.contactRequestJobs(request, await this.visitorMailRefusal(manager, request.email)),
      ...(await this.webhooks.eventJobs(manager, 'lead.contact.created', data, { type: 'contact', id: request.id })),
    ]);
  }

  /** Wake this process's worker once the enqueuing transaction has committed. */
  notify(): void {
    this.queue.notify();
  }

  /** A worker performing every kind of job; call start() on it. */
  createWorker(options: DeliveryWorkerOptions): DeliveryWorker {
    return new DeliveryWorker(
      this.queue,
      {
        email: async (job, signal) => {
          const outcome = await this.mail.send(job, signal);
          // Erased while it was being sent (issue 14): the row is gone, so nothing records or
          // resends it; the .eml file just written is deleted too (the erasure may have looked
          // for it before it existed).
          if (!(await this.queue.exists(job.id))) await this.mail.deleteOutboxFiles([job.id]);
          return outcome;
        },
        webhook: (job, signal) => this.webhooks.deliver(job, signal),
      },
      options,
    );
  }
}
