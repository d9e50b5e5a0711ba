// The webhook delivery log as the admin searches it (issue 15): by endpoint, state, event, date
// range and a text found in the event id, the delivery id or the JSON body (e.g. a lead's or a
// post's id), paged on the server, newest first.
import type { Repository } from 'typeorm';
import { isWebhookEvent, unknownEventsMessage, WEBHOOK_TEST_EVENT } from '../../../../schema/validation/webhooks';
import { LOG_PAGE_SIZE } from '../../../../schema/validation/paging';
import { InputValidationError, isUuid } from '../../shared/errors';
import { likePattern, normalizePage, toPage, type Page } from '../../shared/pagination';
import type { DeliveryJob } from '../delivery/queue/delivery-job.entity';
import { deliveryState, DeliveryState, pageOfJobs } from '../delivery/queue/delivery-state';
import { webhookPayloadOf } from '../delivery/queue/job-payloads';

/** The longest search text (a uuid or a fragment of a body is far shorter). */
const DELIVERY_SEARCH_MAX_LENGTH = 200;

export interface WebhookDeliveryView {
  id: string;
  endpointId: string;
  endpointUrl: string;
  event: string;
  eventId: string;
  status: DeliveryState;
  attempts: number;
  lastError: string | null;
  lastResponseCode: number | null;
  nextAttemptAt: Date | null;
  redeliveryOf: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  /** The JSON body sent. */
  payload: string;
}

export interface DeliveryFilter {
  endpointId?: string | null;
  status?: DeliveryState | null;
  event?: string | null;
  /** Created at or after. */
  from?: Date | null;
  /** Created before. */
  to?: Date | null;
  search?: string | null;
  page?: number;
  pageSize?: number;
}

/** One page of the log matching `filter`; a filter that cannot be met answers a clear error. */
export async function searchDeliveries(jobs: Repository<DeliveryJob>, filter: DeliveryFilter): Promise<Page<WebhookDeliveryView>> {
  const request = normalizePage(filter.page, filter.pageSize, LOG_PAGE_SIZE);
  const problems = filterProblems(filter);
  if (problems.length > 0) throw new InputValidationError(problems);
  const query = jobs
    .createQueryBuilder('job')
    .innerJoinAndSelect('job.endpoint', 'endpoint')
    .where('job.kind = :kind', { kind: 'webhook' });
  if (filter.endpointId) {
    if (!isUuid(filter.endpointId)) return toPage([], 0, request);
    query.andWhere('job.endpointId = :endpointId', { endpointId: filter.endpointId });
  }
  if (filter.event) query.andWhere('job.event = :event', { event: filter.event });
  if (filter.from) query.andWhere('job.createdAt >= :from', { from: filter.from });
  if (filter.to) query.andWhere('job.createdAt < :to', { to: filter.to });
  const search = filter.search?.trim();
  if (search) {
    if (isUuid(search)) {
      query.andWhere("(job.id = :uuid OR job.eventId = :uuid OR job.payload->>'body' ILIKE :pattern)", {
        uuid: search,
        pattern: likePattern(search),
      });
    } else {
      query.andWhere("job.payload->>'body' ILIKE :pattern", { pattern: likePattern(search) });
    }
  }
  return pageOfJobs(query, filter.status, request, deliveryView);
}

function filterProblems(filter: DeliveryFilter): Array<{ field: string; message: string }> {
  const problems: Array<{ field: string; message: string }> = [];
  if (filter.event && !isWebhookEvent(filter.event) && filter.event !== WEBHOOK_TEST_EVENT) {
    problems.push({ field: 'event', message: unknownEventsMessage([filter.event]) });
  }
  for (const field of ['from', 'to'] as const) {
    const value = filter[field];
    if (value != null && !(value instanceof Date && !Number.isNaN(value.getTime()))) {
      problems.push({ field, message: `${field} must be a date and time (ISO 8601).` });
    }
  }
  if (filter.from && filter.to && filter.from.getTime() > filter.to.getTime()) {
    problems.push({ field: 'to', message: 'The end of the date range must not be before its start.' });
  }
  if ((filter.search?.length ?? 0) > DELIVERY_SEARCH_MAX_LENGTH) {
    problems.push({ field: 'search', message: `The search text must be ${DELIVERY_SEARCH_MAX_LENGTH} characters or less.` });
  }
  return problems;
}

export function deliveryView(job: DeliveryJob): WebhookDeliveryView {
  return {
    id: job.id,
    endpointId: job.endpointId ?? '',
    endpointUrl: job.endpoint?.url ?? '',
    event: job.event ?? '',
    eventId: job.eventId ?? '',
    status: deliveryState(job),
    attempts: job.attempts,
    lastError: job.lastError,
    lastResponseCode: job.lastResponseCode,
    nextAttemptAt: job.status === 'pending' ? job.runAt : null,
    redeliveryOf: job.redeliveryOf,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    completedAt: job.completedAt,
    payload: webhookPayloadOf(job).body,
  };
}
