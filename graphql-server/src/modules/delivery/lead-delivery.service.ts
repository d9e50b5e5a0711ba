// What a new lead sets in motion: its e-mails and its webhook deliveries, enqueued with the
// lead's own transaction (a stored lead always has its jobs; a failed enqueue rolls the lead
// back), and the worker that later performs them.
import type { EntityManager } from 'typeorm';
import type { ContactRequest } from '../leads/contact-request.entity';
import type { PlaybookLead } from '../leads/playbook-lead.entity';
import type { WebhooksService } from '../webhooks/webhooks.service';
import type { DeliveryQueue } from './delivery-queue';
import { DeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
import type { MailService } from './mail.service';

export class LeadDeliveryService {
  constructor(
    private readonly queue: DeliveryQueue,
    private readonly mail: MailService,
    private readonly webhooks: WebhooksService,
  ) {}

  /** The chapter e-mail, the sales notification and the `lead.playbook.created` deliveries. */
  async enqueuePlaybookLead(manager: EntityManager, lead: PlaybookLead): Promise<void> {
    const data = {
      lead: { id: lead.id, name: lead.name, email: lead.email, company: lead.company, createdAt: lead.createdAt.toISOString() },
    };
    await this.queue.enqueue(manager, [
      ...this.mail.playbookLeadJobs(lead),
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
      },
    };
    await this.queue.enqueue(manager, [
      ...this.mail.contactRequestJobs(request),
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
        email: (job, signal) => this.mail.send(job, signal),
        webhook: (job, signal) => this.webhooks.deliver(job, signal),
      },
      options,
    );
  }
}
