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
}

export function deliveryState(job: Pick<DeliveryJob, 'status' | 'attempts'>): DeliveryState {
  switch (job.status) {
    case 'pending':
      return job.attempts > 0 ? DeliveryState.RETRYING : DeliveryState.QUEUED;
    case 'running':
      return DeliveryState.SENDING;
    case 'succeeded':
      return DeliveryState.DELIVERED;
    default:
      return DeliveryState.FAILED;
  }
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
    default:
      return { status: 'failed' };
  }
}
