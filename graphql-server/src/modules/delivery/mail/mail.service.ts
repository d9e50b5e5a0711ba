// E-mail delivery: which messages a lead produces (rendered when the lead is stored, so the
// queued job holds exactly what will be sent), sending one queued message, and the admin's
// outbox (every message, queued or sent, and the .eml files of the outbox folder).
import fs from 'node:fs';
import type { DataSource, Repository } from 'typeorm';
import { isUuid } from '../../../shared/errors';
import { likePattern, normalizePage, type Page } from '../../../shared/pagination';
import { DeliveryJob } from '../queue/delivery-job.entity';
import type { JobOutcome, NewDeliveryJob } from '../queue/delivery-queue';
import { deliveryState, DeliveryState, emailDeliveredVia, pageOfJobs } from '../queue/delivery-state';
import { DeliveryFailure } from '../queue/delivery-worker';
import { emailPayloadOf, type AttachmentKey, type EmailPayload, type MailTemplate } from '../queue/job-payloads';
import {
  contactConfirmationMail,
  contactSalesMail,
  playbookChapterMail,
  playbookSalesMail,
  type Branding,
  type ContactRequestFields,
  type PlaybookLeadFields,
  type RenderedMail,
} from './lead-mail';
import { deleteOutboxFiles, outboxFilePath, type MailAttachment, type Mailer } from './mailer';
import { PLAYBOOK_CHAPTER, playbookChapterFile } from './playbook-chapter';
import { LOG_PAGE_SIZE } from '../../../../../schema/validation/paging';

/** The messages sent to the address a visitor typed (capped per address and day). */
export const VISITOR_TEMPLATES: readonly MailTemplate[] = ['playbook-chapter', 'contact-confirmation'];

export interface MailServiceOptions {
  mailer: Mailer;
  from: string;
  salesInbox: string[];
  branding: Branding;
  /** Where the outbox folder mailer writes (for the admin's .eml downloads). */
  outboxDir: string;
  /** Attachment files by key; defaults to the shipped playbook chapter. */
  attachments?: Partial<Record<AttachmentKey, MailAttachment>>;
}

export interface OutboxMessageView {
  id: string;
  template: MailTemplate;
  to: string[];
  replyTo: string | null;
  from: string;
  subject: string;
  text: string;
  html: string;
  attachments: string[];
  status: DeliveryState;
  attempts: number;
  lastError: string | null;
  lastResponseCode: number | null;
  nextAttemptAt: Date | null;
  createdAt: Date;
  sentAt: Date | null;
  messageId: string | null;
  /** The .eml file in the outbox folder, when it was written there. */
  file: string | null;
  /**
   * How a delivered message left: 'smtp' (accepted by the mail server) or 'file' (only written to
   * the outbox folder, never sent); null until it is delivered.
   */
  deliveredVia: 'smtp' | 'file' | null;
}

export interface OutboxFilter {
  search?: string | null;
  status?: DeliveryState | null;
  page?: number;
  pageSize?: number;
}

export interface MailSettingsView {
  transport: 'smtp' | 'outbox';
  from: string;
  salesInbox: string[];
  outboxDir: string | null;
}

export class MailService {
  private readonly jobs: Repository<DeliveryJob>;
  private readonly attachmentFiles: Record<AttachmentKey, MailAttachment>;

  constructor(
    db: DataSource,
    private readonly options: MailServiceOptions,
  ) {
    this.jobs = db.getRepository(DeliveryJob);
    this.attachmentFiles = {
      'playbook-chapter': { filename: PLAYBOOK_CHAPTER.attachmentName, path: playbookChapterFile(), contentType: 'application/pdf' },
      ...options.attachments,
    };
  }

  get settings(): MailSettingsView {
    const { mailer, from, salesInbox, outboxDir } = this.options;
    return { transport: mailer.kind, from, salesInbox, outboxDir: mailer.kind === 'outbox' ? outboxDir : null };
  }

  // ---- what a lead sends --------------------------------------------------------------------

  /**
   * The chapter to the visitor (attached) and a notification to the sales inbox. `skipVisitor`:
   * the visitor's message is recorded as skipped, with this reason (the daily cap).
   */
  playbookLeadJobs(lead: PlaybookLeadFields & { id: string }, skipVisitor: string | null = null): NewDeliveryJob[] {
    const { branding, salesInbox } = this.options;
    return [
      this.job('playbook-chapter', lead.id, 'playbook', [lead.email], playbookChapterMail(lead, branding), {
        attachments: ['playbook-chapter'],
        skip: skipVisitor,
      }),
      this.job('playbook-sales', lead.id, 'playbook', salesInbox, playbookSalesMail(lead, branding, skipVisitor !== null), {
        replyTo: lead.email,
      }),
    ];
  }

  /** A confirmation to the visitor and every field (and attached results) to the sales inbox. */
  contactRequestJobs(request: ContactRequestFields & { id: string }, skipVisitor: string | null = null): NewDeliveryJob[] {
    const { branding, salesInbox } = this.options;
    return [
      this.job('contact-confirmation', request.id, 'contact', [request.email], contactConfirmationMail(request, branding), {
        skip: skipVisitor,
      }),
      this.job('contact-sales', request.id, 'contact', salesInbox, contactSalesMail(request, branding, skipVisitor !== null), {
        replyTo: request.email,
      }),
    ];
  }

  /** Team accounts (issue 13): an invitation or a password-reset link to one address. */
  accountMailJob(template: 'account-invitation' | 'password-reset' | 'email-change', to: string, mail: RenderedMail): NewDeliveryJob {
    const payload: EmailPayload = { template, to: [to], subject: mail.subject, text: mail.text, html: mail.html, attachments: [] };
    return { kind: 'email', leadType: 'account', payload };
  }

  get branding(): Branding {
    return this.options.branding;
  }

  private job(
    template: MailTemplate,
    leadId: string,
    leadType: string,
    to: string[],
    mail: RenderedMail,
    extra: { replyTo?: string; attachments?: AttachmentKey[]; skip?: string | null } = {},
  ): NewDeliveryJob {
    const payload: EmailPayload = {
      template,
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: extra.attachments ?? [],
    };
    if (extra.replyTo) payload.replyTo = extra.replyTo;
    return { kind: 'email', leadType, leadId, payload, skip: extra.skip ?? null };
  }

  // ---- sending one queued message (the worker's 'email' handler) -----------------------------

  async send(job: DeliveryJob, signal: AbortSignal): Promise<JobOutcome> {
    const payload = emailPayloadOf(job);
    const attachments = payload.attachments.map((key) => {
      const file = this.attachmentFiles[key];
      if (!file) throw new DeliveryFailure(`Unknown attachment '${key}'.`, null, true);
      if (!fs.existsSync(file.path)) throw new DeliveryFailure(`The attachment file is missing: ${file.path}`);
      return file;
    });
    try {
      const sent = await this.options.mailer.send(
        {
          from: this.options.from,
          to: payload.to,
          replyTo: payload.replyTo,
          subject: payload.subject,
          text: payload.text,
          html: payload.html,
          messageId: `<${job.id}@${messageIdDomain(this.options.from)}>`,
          attachments,
        },
        `${stamp(job.createdAt)}-${payload.template}-${job.id}`,
        signal,
      );
      return {
        responseCode: sent.responseCode ?? null,
        result: {
          messageId: sent.messageId,
          from: this.options.from,
          transport: this.options.mailer.kind,
          ...(sent.file ? { file: sent.file } : {}),
          ...(sent.response ? { response: sent.response } : {}),
        },
      };
    } catch (error) {
      if (error instanceof DeliveryFailure) throw error;
      const e = error as { message?: string; responseCode?: number; code?: string };
      // 5xx from the SMTP server is permanent (unknown mailbox, refused sender); 4xx and
      // connection problems are worth another try.
      const permanent = typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
      throw new DeliveryFailure(e.message ?? String(error), e.responseCode ?? null, permanent);
    }
  }

  // ---- the admin's outbox -------------------------------------------------------------------

  async listOutbox(filter: OutboxFilter): Promise<Page<OutboxMessageView>> {
    const request = normalizePage(filter.page, filter.pageSize, LOG_PAGE_SIZE);
    const query = this.jobs.createQueryBuilder('job').where('job.kind = :kind', { kind: 'email' });
    const text = filter.search?.trim();
    if (text) {
      query.andWhere(`(job.payload->>'subject' ILIKE :search OR job.payload->>'to' ILIKE :search)`, { search: likePattern(text) });
    }
    return pageOfJobs(query, filter.status, request, (row) => this.view(row));
  }

  async getOutboxMessage(id: string): Promise<OutboxMessageView | null> {
    if (!isUuid(id)) return null;
    const job = await this.jobs.findOne({ where: { id, kind: 'email' } });
    return job ? this.view(job) : null;
  }

  /** Deletes the outbox folder's files of these jobs (erasure, retention); returns how many. */
  deleteOutboxFiles(jobIds: Iterable<string>): Promise<number> {
    return deleteOutboxFiles(this.options.outboxDir, jobIds);
  }

  /** The .eml file of a message written to the outbox folder, or null. */
  async outboxFile(id: string): Promise<{ path: string; name: string } | null> {
    const message = await this.getOutboxMessage(id);
    if (!message?.file) return null;
    const file = outboxFilePath(this.options.outboxDir, message.file);
    return file && fs.existsSync(file) ? { path: file, name: message.file } : null;
  }

  private view(job: DeliveryJob): OutboxMessageView {
    const payload = emailPayloadOf(job);
    const result = (job.result ?? {}) as { messageId?: string; file?: string; from?: string };
    const status = deliveryState(job);
    return {
      id: job.id,
      template: payload.template,
      to: payload.to,
      replyTo: payload.replyTo ?? null,
      // The sender it went out with; a queued message will go out with today's MAIL_FROM.
      from: result.from ?? this.options.from,
      subject: payload.subject,
      text: payload.text,
      html: payload.html,
      attachments: payload.attachments.map((key) => this.attachmentFiles[key]?.filename ?? key),
      status,
      attempts: job.attempts,
      lastError: job.lastError,
      lastResponseCode: job.lastResponseCode,
      nextAttemptAt: job.status === 'pending' ? job.runAt : null,
      createdAt: job.createdAt,
      sentAt: job.status === 'succeeded' ? job.completedAt : null,
      messageId: result.messageId ?? null,
      file: result.file ?? null,
      deliveredVia: emailDeliveredVia(job),
    };
  }
}

/** '20250303T093000Z': file names sort by the time the lead arrived. */
function stamp(date: Date): string {
  return new Date(date)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The domain of the sender address, for Message-ID values. */
function messageIdDomain(from: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(from);
  return match ? match[1] : 'localhost';
}
