import type { SelectQueryBuilder } from 'typeorm';
import { toPage, type Page, type PageRequest } from '../../../shared/pagination';
import type { DeliveryJob } from './delivery-job.entity';

/** What the admin and integrators see of a job's progress. */
export enum DeliveryState {
  /** Waiting for its first attempt. */
  QUEUED = 'QUEUED',
  /** An attempt failed; the next one is scheduled (nextAttemptAt). */
  RETRYING = 'RETRYING',
  /** A worker is sending it now. */
  SENDING = 'SENDING',
  DELIVERED = 'DELIVERED',
  /** Given up: a permanent failure, or 24 hours of retries. */
  FAILED = 'FAILED',
  /** Deliberately not sent (lastError says why): e.g. the recipient's daily confirmation cap was reached. */
  SKIPPED = 'SKIPPED',
}

export function deliveryState(job: Pick<DeliveryJob, 'status' | 'attempts'>): DeliveryState {
  switch (job.status) {
    case 'pending':
      return job.attempts > 0 ? DeliveryState.RETRYING : DeliveryState.QUEUED;
    case 'running':
      return DeliveryState.SENDING;
    case 'succeeded':
      return DeliveryState.DELIVERED;
    case 'skipped':
      return DeliveryState.SKIPPED;
    default:
      return DeliveryState.FAILED;
  }
}

/**
 * How a delivered e-mail left: 'smtp' (the mail server took it) or 'file' (only written to the
 * outbox folder). Null for webhooks and until delivered. The Outbox and the lead detail both say it.
 */
export function emailDeliveredVia(job: Pick<DeliveryJob, 'kind' | 'status' | 'attempts' | 'result'>): 'smtp' | 'file' | null {
  if (job.kind !== 'email' || deliveryState(job) !== DeliveryState.DELIVERED) return null;
  const result = (job.result ?? {}) as { file?: string; transport?: 'smtp' | 'outbox' };
  // Rows written before the transport was recorded: only the outbox folder mailer names a file.
  const transport = result.transport ?? (result.file ? 'outbox' : 'smtp');
  return transport === 'outbox' ? 'file' : 'smtp';
}

/** The job statuses behind a state filter. */
export function statusesOf(state: DeliveryState): { status: DeliveryJob['status']; retried?: boolean } {
  switch (state) {
    case DeliveryState.QUEUED:
      return { status: 'pending', retried: false };
    case DeliveryState.RETRYING:
      return { status: 'pending', retried: true };
    case DeliveryState.SENDING:
      return { status: 'running' };
    case DeliveryState.DELIVERED:
      return { status: 'succeeded' };
    case DeliveryState.SKIPPED:
      return { status: 'skipped' };
    default:
      return { status: 'failed' };
  }
}

/** One page of jobs (`query`: the outbox's or a webhook log's), newest first, optionally of one state. */
export async function pageOfJobs<T>(
  query: SelectQueryBuilder<DeliveryJob>,
  state: DeliveryState | null | undefined,
  request: PageRequest,
  view: (job: DeliveryJob) => T,
): Promise<Page<T>> {
  if (state) {
    const { status, retried } = statusesOf(state);
    query.andWhere('job.status = :status', { status });
    if (retried !== undefined) query.andWhere(retried ? 'job.attempts > 0' : 'job.attempts = 0');
  }
  const [rows, total] = await query
    .orderBy('job.createdAt', 'DESC')
    .addOrderBy('job.seq', 'DESC')
    .skip((request.page - 1) * request.pageSize)
    .take(request.pageSize)
    .getManyAndCount();
  return toPage(rows.map(view), total, request);
}
