// Webhook endpoints and their delivery log: registering endpoints (the secret is returned once),
// rotating a secret (the old one stays valid for 24 hours), turning a lead or content event into
// one queued delivery per subscribed endpoint, delivering one (the worker's 'webhook' handler),
// sending a test event at once, and redelivering on an admin's request.
import crypto from 'node:crypto';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { validateInput } from '../../../../schema/validation/validate';
import { WEBHOOK_TEST_EVENT, webhookEndpointSchema, type WebhookEvent } from '../../../../schema/validation/webhooks';
import { conflict, InputValidationError, isUuid, notFound } from '../../shared/errors';
import type { Page } from '../../shared/pagination';
import { DeliveryJob } from '../delivery/queue/delivery-job.entity';
import type { DeliveryQueue, JobOutcome, NewDeliveryJob } from '../delivery/queue/delivery-queue';
import { DeliveryFailure } from '../delivery/queue/delivery-worker';
import { webhookPayloadOf, type WebhookPayload } from '../delivery/queue/job-payloads';
import type { WebhookEventSink } from './content-events';
import { deliveryView, searchDeliveries, type DeliveryFilter, type WebhookDeliveryView } from './webhook-delivery-log';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { checkWebhookTarget, WEBHOOK_TARGET_REFUSED_MESSAGE, type Resolve } from './webhook-egress';
import { WebhookSender, type WebhookSenderOptions } from './webhook-sender';
import { newWebhookSecret } from './webhook-signature';
import { stampSubject, subjectRefOf, type EventSubject } from './webhook-subject';

/** How long the secret replaced by a rotation stays valid (both signatures are sent meanwhile). */
const SECRET_OVERLAP_MS = 24 * 60 * 60 * 1000;

const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found.';
/** How many endpoints one webhooks:manage token may register. */
export const ENDPOINTS_PER_TOKEN = 10;
export const TOO_MANY_ENDPOINTS_MESSAGE = `This API token already has ${ENDPOINTS_PER_TOKEN} webhook endpoints: delete one first.`;

/** Whose endpoints a call may see and change: a webhooks:manage token's own; absent: staff, every one. */
export type EndpointOwner = { tokenId: string; scopes: readonly string[] } | null;

/**
 * A token's endpoint may only receive what the token could read (issue 35): lead events carry
 * personal data and need the leads scope; content events (public items only) the content scope.
 */
function eventsBeyondScopes(events: readonly string[], owner: EndpointOwner): string | null {
  if (!owner) return null;
  const needs = (event: string) => (event.startsWith('lead.') ? 'leads' : 'content');
  const missing = [...new Set(events.map(needs).filter((scope) => !owner.scopes.includes(scope)))];
  return missing.length
    ? `This API token cannot subscribe to events it may not read: it needs the "${missing.join('" and "')}" scope.`
    : null;
}
const DELIVERY_NOT_FOUND = 'Webhook delivery not found.';
const DELIVERY_IN_PROGRESS = 'This delivery is being sent right now; try again in a moment.';

/** The JSON body every delivery of an event carries (docs/integrators.md 'Webhooks'). */
interface WebhookEventBody {
  id: string;
  type: WebhookEvent | typeof WEBHOOK_TEST_EVENT;
  createdAt: string;
  /** The item the event is about, with what orders events about it (webhook-subject.ts); none on a `ping`. */
  subject?: EventSubject;
  data: Record<string, unknown>;
}

/** The answer of "Send test event": the receiver's answer, or why it was not a 2xx. */
export interface WebhookTestResult {
  delivered: boolean;
  responseCode: number | null;
  message: string;
  eventId: string;
}

interface WebhooksServiceOptions extends WebhookSenderOptions {
  /** The clock of rotations and signatures (tests move it; default: the system clock). */
  now?: () => Date;
  /** How long a paused endpoint's events are held (DELIVERY_LOG_RETENTION_DAYS; default 90). */
  holdDays?: number;
}

/** Why a delivery held while its endpoint was paused for longer than the retention period was not sent. */
function heldTooLongMessage(days: number): string {
  return `Not sent: held longer than ${days} days while the endpoint was paused (DELIVERY_LOG_RETENTION_DAYS). Re-sync with the sync feeds.`;
}

export class WebhooksService implements WebhookEventSink {
  private readonly endpoints: Repository<WebhookEndpoint>;
  private readonly jobs: Repository<DeliveryJob>;

  private readonly sender: WebhookSender;
  private readonly now: () => Date;
  private readonly holdDays: number;
  /** Name resolution at registration (the sender's at connection time). */
  private readonly resolve?: Resolve;

  constructor(
    private readonly db: DataSource,
    private readonly queue: DeliveryQueue,
    options: WebhooksServiceOptions = {},
  ) {
    this.endpoints = db.getRepository(WebhookEndpoint);
    this.jobs = db.getRepository(DeliveryJob);
    this.sender = new WebhookSender(options);
    this.now = options.now ?? (() => new Date());
    this.holdDays = options.holdDays ?? 90;
    this.resolve = options.resolve;
  }

  /** Release the sender's connections (shutdown). */
  close(): Promise<void> {
    return this.sender.close();
  }

  // ---- endpoints ----------------------------------------------------------------------------

  /** Every endpoint (staff), or those a webhooks:manage token registered. */
  listEndpoints(owner?: EndpointOwner): Promise<WebhookEndpoint[]> {
    const where = owner ? { ownerTokenId: owner.tokenId } : {};
    return this.endpoints.find({ where, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** One endpoint; a token sees only its own (another's is "not found", so ids reveal nothing). */
  async getEndpoint(id: string, owner?: EndpointOwner): Promise<WebhookEndpoint | null> {
    if (!isUuid(id)) return null;
    return this.endpoints.findOne({ where: owner ? { id, ownerTokenId: owner.tokenId } : { id } });
  }

  /** Creates an endpoint with a new secret; the secret is in this answer and never again. */
  async createEndpoint(input: unknown, owner?: EndpointOwner): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const value = await this.validate(input);
    this.checkReadable(value.events, owner);
    if (owner && (await this.endpoints.count({ where: { ownerTokenId: owner.tokenId } })) >= ENDPOINTS_PER_TOKEN) {
      throw new InputValidationError([{ field: 'url', message: TOO_MANY_ENDPOINTS_MESSAGE }]);
    }
    const secret = newWebhookSecret();
    const endpoint = await this.endpoints.save(
      this.endpoints.create({
        url: value.url,
        events: uniqueEvents(value.events),
        description: value.description?.trim() || null,
        active: value.active ?? true,
        secret,
        ownerTokenId: owner?.tokenId ?? null,
      }),
    );
    return { endpoint, secret };
  }

  async updateEndpoint(id: string, input: unknown, owner?: EndpointOwner): Promise<WebhookEndpoint> {
    const value = await validateInput(webhookEndpointSchema, input);
    const endpoint = await this.getEndpoint(id, owner);
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    this.checkReadable(value.events, owner);
    // A stored URL the policy refuses (saved before it, or under WEBHOOK_ALLOW_PRIVATE) can still
    // be paused or described; its deliveries are refused at connection time anyway.
    if (value.url !== endpoint.url) await this.checkTarget(value.url);
    endpoint.url = value.url;
    endpoint.events = uniqueEvents(value.events);
    endpoint.description = value.description?.trim() || null;
    const resumed = value.active === true && !endpoint.active;
    if (value.active != null) endpoint.active = value.active;
    if (!resumed) return this.endpoints.save(endpoint);
    const saved = await this.db.transaction(async (manager) => {
      const row = await manager.save(endpoint);
      await this.releaseHeld(manager, id);
      return row;
    });
    this.queue.notify();
    return saved;
  }

  /**
   * On resume: the deliveries held while the endpoint was paused go out now, each with a fresh
   * retry window; those older than the retention period are failed with why (the integrator
   * re-syncs). Runs in the resume's transaction.
   */
  private async releaseHeld(manager: EntityManager, endpointId: string): Promise<void> {
    const cutoff = new Date(this.now().getTime() - this.holdDays * 86_400_000);
    await manager.query(
      `UPDATE delivery_jobs SET status = 'failed', "completedAt" = now(), "lastError" = $3, "updatedAt" = now()
        WHERE "endpointId" = $1 AND status = 'pending' AND "createdAt" < $2`,
      [endpointId, cutoff, heldTooLongMessage(this.holdDays)],
    );
    await manager.query(
      `UPDATE delivery_jobs
          SET "runAt" = LEAST("runAt", now()), "giveUpAt" = GREATEST("giveUpAt", now() + $2 * interval '1 millisecond'), "updatedAt" = now()
        WHERE "endpointId" = $1 AND status = 'pending'`,
      [endpointId, this.queue.retryWindowMs],
    );
  }

  /**
   * A new secret, shown once. The one it replaces stays valid for 24 hours: until then every
   * delivery carries a signature made with each. A second rotation within the overlap ends the
   * oldest secret at once (only the one just replaced stays valid).
   */
  async rotateSecret(id: string, owner?: EndpointOwner): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
    const endpoint = await this.getEndpoint(id, owner);
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    const secret = newWebhookSecret();
    endpoint.previousSecret = endpoint.secret;
    endpoint.previousSecretExpiresAt = new Date(this.now().getTime() + SECRET_OVERLAP_MS);
    endpoint.secret = secret;
    return { endpoint: await this.endpoints.save(endpoint), secret };
  }

  /** The secrets a delivery is signed with now: the current one, then the previous one during its overlap. */
  secretsOf(endpoint: WebhookEndpoint): string[] {
    const overlap = endpoint.previousSecret && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > this.now();
    return overlap ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
  }

  /**
   * "Send test event": a `ping` POSTed to the endpoint now (paused or not), signed like any
   * delivery, not queued nor logged. An answer of any status is a result; no answer at all (a
   * refused, unreachable or silent target) is a 400 naming why.
   */
  async sendTestEvent(id: string, owner?: EndpointOwner): Promise<WebhookTestResult> {
    const endpoint = await this.getEndpoint(id, owner);
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    const now = this.now();
    const body: WebhookEventBody = {
      id: crypto.randomUUID(),
      type: WEBHOOK_TEST_EVENT,
      createdAt: now.toISOString(),
      data: { endpointId: endpoint.id, message: 'A test event sent from the admin. No action is needed.' },
    };
    const attempt = {
      url: endpoint.url,
      secrets: this.secretsOf(endpoint),
      body: JSON.stringify(body),
      event: body.type,
      eventId: body.id,
    };
    try {
      const { responseCode } = await this.sender.post({ ...attempt, deliveryId: crypto.randomUUID() }, new AbortController().signal, now);
      return { delivered: true, responseCode, message: `Delivered: the receiver answered HTTP ${responseCode}.`, eventId: body.id };
    } catch (error) {
      if (!(error instanceof DeliveryFailure)) throw error;
      if (error.responseCode != null) {
        return { delivered: false, responseCode: error.responseCode, message: `Not delivered: ${error.message}`, eventId: body.id };
      }
      throw new InputValidationError([{ field: 'url', message: `The test event could not be delivered: ${error.message}` }]);
    }
  }

  /** The form's rules, then the egress policy: a URL the server may not call is refused here already. */
  private async validate(input: unknown) {
    const value = await validateInput(webhookEndpointSchema, input);
    await this.checkTarget(value.url);
    return value;
  }

  private checkReadable(events: readonly string[], owner: EndpointOwner | undefined): void {
    const refusal = eventsBeyondScopes(events, owner ?? null);
    if (refusal) throw new InputValidationError([{ field: 'events', message: refusal }]);
  }

  private async checkTarget(url: string): Promise<void> {
    const reason = await checkWebhookTarget(url, this.sender.allowPrivate, this.resolve);
    if (reason) throw new InputValidationError([{ field: 'url', message: `${WEBHOOK_TARGET_REFUSED_MESSAGE} (${reason}.)` }]);
  }

  /** Deletes the endpoint and its delivery log (queued deliveries are not sent). */
  async deleteEndpoint(id: string, owner?: EndpointOwner): Promise<void> {
    const endpoint = await this.getEndpoint(id, owner);
    if (!endpoint) throw notFound(ENDPOINT_NOT_FOUND);
    await this.endpoints.delete({ id });
  }

  // ---- events -------------------------------------------------------------------------------

  /**
   * Queue `event` for every endpoint subscribed to it, in the caller's transaction (content and
   * lead changes). A paused endpoint's deliveries are held until it is resumed (the queue skips them).
   */
  async emit(manager: EntityManager, event: WebhookEvent, data: Record<string, unknown>): Promise<void> {
    const jobs = await this.eventJobs(manager, event, data);
    if (jobs.length > 0) await this.queue.enqueue(manager, jobs);
  }

  /**
   * One delivery job per endpoint subscribed to `event` (paused ones included: held), all carrying
   * the same event id and body. Read and written with the caller's transaction (the lead's).
   */
  async eventJobs(
    manager: EntityManager,
    event: WebhookEvent,
    data: Record<string, unknown>,
    lead?: { type: string; id: string },
  ): Promise<NewDeliveryJob[]> {
    const endpoints = await manager
      .getRepository(WebhookEndpoint)
      .createQueryBuilder('endpoint')
      .select(['endpoint.id'])
      .where(':event = ANY(endpoint.events)', { event })
      .orderBy('endpoint.createdAt', 'ASC')
      .getMany();
    if (endpoints.length === 0) return [];
    const ref = subjectRefOf(event, data);
    const subject = ref ? await stampSubject(manager, ref) : undefined;
    const body: WebhookEventBody = { id: crypto.randomUUID(), type: event, createdAt: this.now().toISOString(), subject, data };
    const payload: WebhookPayload = { body: JSON.stringify(body) };
    return endpoints.map((endpoint) => ({
      kind: 'webhook' as const,
      payload,
      endpointId: endpoint.id,
      event,
      eventId: body.id,
      leadType: lead?.type ?? null,
      leadId: lead?.id ?? null,
    }));
  }

  /** The worker's 'webhook' handler: one signed POST to the endpoint's current URL. */
  async deliver(job: DeliveryJob, signal: AbortSignal): Promise<JobOutcome> {
    const endpoint = job.endpointId ? await this.endpoints.findOne({ where: { id: job.endpointId } }) : null;
    if (!endpoint) throw new DeliveryFailure('The endpoint no longer exists.', null, true);
    // Paused after this delivery was claimed: back to the queue, which holds it until the resume.
    if (!endpoint.active) throw new DeliveryFailure('Held: the endpoint is paused; sent when it is resumed.');
    const { body } = webhookPayloadOf(job);
    const { responseCode } = await this.sender.post(
      {
        url: endpoint.url,
        secrets: this.secretsOf(endpoint),
        body,
        event: job.event ?? '',
        eventId: job.eventId ?? '',
        deliveryId: job.id,
      },
      signal,
      this.now(),
    );
    return { responseCode, result: { url: endpoint.url } };
  }

  // ---- the delivery log ---------------------------------------------------------------------

  /** The log, searched and paged on the server (webhook-delivery-log.ts). */
  listDeliveries(filter: DeliveryFilter): Promise<Page<WebhookDeliveryView>> {
    return searchDeliveries(this.jobs, filter);
  }

  async getDelivery(id: string): Promise<WebhookDeliveryView | null> {
    if (!isUuid(id)) return null;
    const job = await this.jobs.findOne({ where: { id, kind: 'webhook' }, relations: { endpoint: true } });
    return job ? deliveryView(job) : null;
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
