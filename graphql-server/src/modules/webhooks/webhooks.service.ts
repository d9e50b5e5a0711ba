// Webhook endpoints and their delivery log: registering endpoints (the secret is returned once),
// turning a lead event into one queued delivery per subscribed endpoint, delivering one (the
// worker's 'webhook' handler), and redelivering on an admin's request.
import crypto from 'node:crypto';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { validateInput } from '../../../../schema/validation/validate';
import { webhookEndpointSchema, type WebhookEvent } from '../../../../schema/validation/webhooks';
import { conflict, InputValidationError, isUuid, notFound } from '../../shared/errors';
import { normalizePage, toPage, type Page } from '../../shared/pagination';
import { DeliveryJob } from '../delivery/queue/delivery-job.entity';
import type { DeliveryQueue, JobOutcome, NewDeliveryJob } from '../delivery/queue/delivery-queue';
import { deliveryState, DeliveryState, pageOfJobs } from '../delivery/queue/delivery-state';
import { DeliveryFailure } from '../delivery/queue/delivery-worker';
import { webhookPayloadOf, type WebhookPayload } from '../delivery/queue/job-payloads';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { checkWebhookTarget, WEBHOOK_TARGET_REFUSED_MESSAGE } from './webhook-egress';
import { WebhookSender, type WebhookSenderOptions } from './webhook-sender';
import { newWebhookSecret } from './webhook-signature';
import { LOG_PAGE_SIZE } from '../../../../schema/validation/paging';

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
const DELIVERY_NOT_FOUND = 'Webhook delivery not found.';
const DELIVERY_IN_PROGRESS = 'This delivery is being sent right now; try again in a moment.';

/** The JSON body every delivery of an event carries (docs/integrators.md 'Webhooks'). */
interface WebhookEventBody {
  id: string;
  type: WebhookEvent;
  createdAt: string;
  data: Record<string, unknown>;
}

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
  page?: number;
  pageSize?: number;
}

export class WebhooksService {
  private readonly endpoints: Repository<WebhookEndpoint>;
  private readonly jobs: Repository<DeliveryJob>;

  private readonly sender: WebhookSender;

  constructor(
    private readonly db: DataSource,
    private readonly queue: DeliveryQueue,
    options: WebhookSenderOptions = {},
  ) {
    this.endpoints = db.getRepository(WebhookEndpoint);
    this.jobs = db.getRepository(DeliveryJob);
    this.sender = new WebhookSender(options);
  }

  /** Release the sender's connections (shutdown). */
  close(): Promise<void> {
    return this.sender.close();
  }

  // ---- endpoints ----------------------------------------------------------------------------

  listEndpoints(): Promise<WebhookEndpoint[]> {
    return this.endpoints.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  async getEndpoint(id: string): Promise<WebhookEndpoint | null> {
    return isUuid(id) ? this.endpoints.findOne({ where: { id } }) : null;
  }

  /** Creates an endpoint with a new secret; the secret is in this answer and never again. */
  async createEndpoint(input: unknown): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const value = await this.validate(input);
    const secret = newWebhookSecret();
    const endpoint = await this.endpoints.save(
      this.endpoints.create({
        url: value.url,
        events: uniqueEvents(value.events),
        description: value.description?.trim() || null,
        active: value.active ?? true,
        secret,
      }),
    );
    return { endpoint, secret };
  }

  async updateEndpoint(id: string, input: unknown): Promise<WebhookEndpoint> {
    const value = await validateInput(webhookEndpointSchema, input);
    const endpoint = await this.getEndpoint(id);
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    // A stored URL the policy refuses (saved before it, or under WEBHOOK_ALLOW_PRIVATE) can still
    // be paused or described; its deliveries are refused at connection time anyway.
    if (value.url !== endpoint.url) await this.checkTarget(value.url);
    endpoint.url = value.url;
    endpoint.events = uniqueEvents(value.events);
    endpoint.description = value.description?.trim() || null;
    if (value.active != null) endpoint.active = value.active;
    return this.endpoints.save(endpoint);
  }

  /** The form's rules, then the egress policy: a URL the server may not call is refused here already. */
  private async validate(input: unknown) {
    const value = await validateInput(webhookEndpointSchema, input);
    await this.checkTarget(value.url);
    return value;
  }

  private async checkTarget(url: string): Promise<void> {
    const reason = await checkWebhookTarget(url, this.sender.allowPrivate);
    if (reason) throw new InputValidationError([{ field: 'url', message: `${WEBHOOK_TARGET_REFUSED_MESSAGE} (${reason}.)` }]);
  }

  /** Deletes the endpoint and its delivery log (queued deliveries are not sent). */
  async deleteEndpoint(id: string): Promise<void> {
    const endpoint = await this.getEndpoint(id);
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    await this.endpoints.delete({ id });
  }

  // ---- events -------------------------------------------------------------------------------

  /**
   * One delivery job per active endpoint subscribed to `event`, all carrying the same event id
   * and body. Read and written with the caller's transaction (the lead's).
   */
  async eventJobs(
    manager: EntityManager,
    event: WebhookEvent,
    data: Record<string, unknown>,
    lead: { type: string; id: string },
  ): Promise<NewDeliveryJob[]> {
    const endpoints = await manager
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('endpoint')
      .select(['endpoint.id'])
      .where('endpoint.active = true')
      .andWhere(':event = ANY(endpoint.events)', { event })
      .orderBy('endpoint.createdAt', 'ASC')
      .getMany();
    if (endpoints.length === 0) return [];
    const body: WebhookEventBody = { id: crypto.randomUUID(), type: event, createdAt: new Date().toISOString(), data };
    const payload: WebhookPayload = { body: JSON.stringify(body) };
    return endpoints.map((endpoint) => ({
      kind: 'webhook' as const,
      payload,
      endpointId: endpoint.id,
      event,
      eventId: body.id,
      leadType: lead.type,
      leadId: lead.id,
    }));
  }

  /** The worker's 'webhook' handler: one signed POST to the endpoint's current URL. */
  async deliver(job: DeliveryJob, signal: AbortSignal): Promise<JobOutcome> {
    const endpoint = job.endpointId ? await this.endpoints.findOne({ where: { id: job.endpointId } }) : null;
    if (!endpoint) throw new DeliveryFailure('The endpoint no longer exists.', null, true);
    if (!endpoint.active) throw new DeliveryFailure('Not sent: the endpoint is paused. Resume it, then redeliver.', null, true);
    const { body } = webhookPayloadOf(job);
    const { responseCode } = await this.sender.post(
      { url: endpoint.url, secret: endpoint.secret, body, event: job.event ?? '', eventId: job.eventId ?? '', deliveryId: job.id },
      signal,
    );
    return { responseCode, result: { url: endpoint.url } };
  }

  // ---- the delivery log ---------------------------------------------------------------------

  async listDeliveries(filter: DeliveryFilter): Promise<Page<WebhookDeliveryView>> {
    const request = normalizePage(filter.page, filter.pageSize, LOG_PAGE_SIZE);
    const query = this.jobs
      .createQueryBuilder('job')
      .innerJoinAndSelect('job.endpoint', 'endpoint')
      .where('job.kind = :kind', { kind: 'webhook' });
    if (filter.endpointId) {
      if (!isUuid(filter.endpointId)) return toPage([], 0, request);
      query.andWhere('job.endpointId = :endpointId', { endpointId: filter.endpointId });
    }
    return pageOfJobs(query, filter.status, request, (row) => view(row));
  }

  async getDelivery(id: string): Promise<WebhookDeliveryView | null> {
    if (!isUuid(id)) return null;
    const job = await this.jobs.findOne({ where: { id, kind: 'webhook' }, relations: { endpoint: true } });
    return job ? view(job) : null;
  }

  /**
   * 'Redeliver': a finished delivery (delivered or failed) is sent again as a new delivery of
   * the same event (same event id and body, new delivery id, a fresh 24-hour retry window); a
   * delivery waiting for its next retry is retried at once. One being sent right now is refused.
   */
  async redeliver(id: string): Promise<WebhookDeliveryView> {
    const original = isUuid(id) ? await this.jobs.findOne({ where: { id, kind: 'webhook' } }) : null;
    if (!original) throw notFound(DELIVERY_NOT_FOUND);
    if (original.status === 'running') throw conflict(DELIVERY_IN_PROGRESS);
    if (original.status === 'pending') {
      if (!(await this.queue.retryNow(original.id))) throw conflict(DELIVERY_IN_PROGRESS);
      return (await this.getDelivery(original.id))!;
    }
    const [created] = await this.db.transaction((manager) =>
      this.queue.enqueue(manager, [
        {
          kind: 'webhook',
          payload: webhookPayloadOf(original),
          endpointId: original.endpointId,
          event: original.event,
          eventId: original.eventId,
          leadType: original.leadType,
          leadId: original.leadId,
          redeliveryOf: original.id,
        },
      ]),
    );
    this.queue.notify();
    return (await this.getDelivery(created.id))!;
  }
}

function uniqueEvents(events: readonly (string | undefined)[]): string[] {
  return [...new Set(events.filter((e): e is string => typeof e === 'string'))];
}

function view(job: DeliveryJob): WebhookDeliveryView {
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
