import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { DeliveryKind, EmailPayload, WebhookPayload } from './job-payloads';

export type { DeliveryKind } from './job-payloads';

/**
 * What the delivery log reads of a webhook job's endpoint. The queue knows no kind of message, so
 * the relation names the webhooks room's entity ('WebhookEndpoint') instead of importing it.
 */
export interface JobEndpoint {
  id: string;
  url: string;
}
/**
 * pending: waiting for runAt; running: claimed until lockedUntil; succeeded; failed: given up;
 * skipped: deliberately not sent (lastError says why), e.g. a recipient's daily confirmation cap.
 */
export type DeliveryJobStatus = 'pending' | 'running' | 'succeeded' | 'failed' | 'skipped';

/**
 * One unit of background work in the durable queue (the outbox table): an e-mail to send or a
 * webhook to deliver. Written in the same transaction as the lead it is about; workers claim due
 * rows with FOR UPDATE SKIP LOCKED. The row is also the delivery log the admin reads.
 */
@Entity({ name: 'delivery_jobs' })
@Index('IDX_delivery_jobs_due', ['status', 'runAt'])
@Index('IDX_delivery_jobs_kind_created', ['kind', 'createdAt'])
@Index('IDX_delivery_jobs_endpoint_created', ['endpointId', 'createdAt'])
@Index('IDX_delivery_jobs_email_to', { synchronize: false }) // (lower(payload->'to'->>0), createdAt) WHERE kind = 'email': migration 1795570000000
export class DeliveryJob {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Insertion order: jobs of one lead share a createdAt, this keeps them (and the log) in order. */
  @Column({ type: 'bigint' })
  @Generated('increment')
  seq: string;

  @Column({ type: 'varchar', length: 20 })
  kind: DeliveryKind;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: DeliveryJobStatus;

  /**
   * What to send, fixed at enqueue time (the rendered e-mail, or the exact webhook body). Read
   * it through emailPayloadOf / webhookPayloadOf (job-payloads.ts), which check it against `kind`.
   */
  @Column({ type: 'jsonb' })
  payload: EmailPayload | WebhookPayload;

  /** The lead this job is about: 'playbook' or 'contact'. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  leadType: string | null;

  @Column({ type: 'uuid', nullable: true })
  leadId: string | null;

  /** Webhook jobs: the endpoint; deleting the endpoint deletes its delivery log. */
  @Column({ type: 'uuid', nullable: true })
  endpointId: string | null;

  @ManyToOne('WebhookEndpoint', { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'endpointId', foreignKeyConstraintName: 'FK_delivery_jobs_endpoint' })
  endpoint?: JobEndpoint | null;

  /** Webhook jobs: the event type and the event id (shared by every delivery of one event). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  event: string | null;

  @Column({ type: 'uuid', nullable: true })
  eventId: string | null;

  /** Set on a delivery an admin asked to redeliver: the delivery it repeats. */
  @Column({ type: 'uuid', nullable: true })
  redeliveryOf: string | null;

  /** Attempts started (a claim counts one, even when its worker died). */
  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  runAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lockedUntil: Date | null;

  /** The claim token of the worker holding the job; only that claim may record its result. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  lockedBy: string | null;

  /** No retry is scheduled after this time: the job is marked failed. */
  @Column({ type: 'timestamptz' })
  giveUpAt: Date;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  /** HTTP status of the receiver, or the SMTP server's reply code. */
  @Column({ type: 'integer', nullable: true })
  lastResponseCode: number | null;

  /** What the successful attempt produced (message id, .eml file name, response). */
  @Column({ type: 'jsonb', nullable: true })
  result: Record<string, unknown> | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
