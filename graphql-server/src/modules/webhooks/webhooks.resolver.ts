import { Arg, Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { DeliveryState } from '../delivery/queue/delivery-status.type';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookDeliveriesArgs, WebhookEndpointInput } from './webhooks.inputs';
import type { EndpointOwner } from './webhooks.service';

@ObjectType({ description: 'A new endpoint and its signing secret. The secret is shown here once and never again.' })
class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The new endpoint.' }) endpoint: WebhookEndpoint;
  @Field({ description: 'HMAC-SHA256 key of the X-FinOps-Signature header (docs/integrators.md).' }) secret: string;
}

@ObjectType({ description: 'A rotated secret: the new one is shown here once; the old one stays valid until previousSecretExpiresAt.' })
class RotatedWebhookSecret {
  @Field(() => WebhookEndpoint, { description: 'The endpoint, with previousSecretExpiresAt set.' }) endpoint: WebhookEndpoint;
  @Field({ description: 'The new HMAC-SHA256 key. Deliveries carry a signature with each secret until the old one expires.' })
  secret: string;
}

@ObjectType({ description: 'What happened to a test event (ping) sent to an endpoint.' })
class WebhookTestResult {
  @Field({ description: 'True when the receiver answered 2xx.' }) delivered: boolean;
  @Field(() => Int, { nullable: true, description: 'The HTTP status the receiver answered.' }) responseCode: number | null;
  @Field({ description: 'The outcome in words, with the start of a failing answer.' }) message: string;
  @Field(() => ID, { description: 'The test event’s id (X-FinOps-Event-Id).' }) eventId: string;
}

@ObjectType({ description: 'One delivery of an event to an endpoint, with its attempts (the delivery log).' })
class WebhookDelivery {
  @Field(() => ID, { description: 'Sent as X-FinOps-Delivery-Id.' }) id: string;
  @Field(() => ID, { description: 'The endpoint it was sent to.' }) endpointId: string;
  @Field({ description: 'The endpoint’s URL now.' }) endpointUrl: string;
  @Field({ description: 'The event type, e.g. lead.contact.created or post.published.' }) event: string;
  @Field(() => ID, { description: 'Sent as X-FinOps-Event-Id; the same for every delivery of one event.' }) eventId: string;
  @Field(() => DeliveryState, { description: 'Where the delivery stands.' }) status: DeliveryState;
  @Field(() => Int, { description: 'Attempts started so far.' }) attempts: number;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' }) lastError: string | null;
  @Field(() => Int, { nullable: true, description: 'HTTP status of the last answer.' }) lastResponseCode: number | null;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (QUEUED and RETRYING).' }) nextAttemptAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The delivery this one repeats (Redeliver).' }) redeliveryOf: string | null;
  @Field({ description: 'When it was queued.' }) createdAt: Date;
  @Field({ description: 'When it last changed.' }) updatedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was delivered or given up.' }) completedAt: Date | null;
  @Field({ description: 'The JSON body sent.' }) payload: string;
}

@ObjectType({ description: 'A page of webhook deliveries, newest first.' })
class WebhookDeliveryPage extends pageOf(WebhookDelivery) {}

/** A webhooks:manage token manages only the endpoints it registered (issue 35); staff manage every one. */
const ownerOf = (context: RequestContext): EndpointOwner =>
  context.apiToken ? { tokenId: context.apiToken.id, scopes: context.apiToken.scopes } : null;

@Resolver()
export class WebhooksResolver {
  @Authorized(ALLOW.manageWebhooks)
  @Query(() => [WebhookEndpoint], {
    description: 'Admin: every webhook endpoint, oldest first; a webhooks:manage token: the endpoints it registered.',
  })
  webhookEndpoints(@Ctx() context: RequestContext) {
    return context.services.webhooks.listEndpoints(ownerOf(context));
  }

  @Authorized(ALLOW.integrations)
  @Query(() => WebhookDeliveryPage, { description: 'Admin: the delivery log, newest first.' })
  webhookDeliveries(@Args() args: WebhookDeliveriesArgs, @Ctx() { services }: RequestContext) {
    return services.webhooks.listDeliveries(args);
  }

  @Authorized(ALLOW.manageWebhooks)
  @Mutation(() => CreatedWebhookEndpoint, { description: 'Admin: register an endpoint; the answer holds its secret, once.' })
  createWebhookEndpoint(
    @Arg('input', { description: 'The endpoint’s URL, events and description.' }) input: WebhookEndpointInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.webhooks.createEndpoint(input, ownerOf(context));
  }

  @Authorized(ALLOW.manageWebhooks)
  @Mutation(() => WebhookEndpoint, { description: 'Admin: change the URL, events, description or pause it. The secret stays.' })
  updateWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint to change.' }) id: string,
    @Arg('input', { description: 'Every field of the endpoint (a full replace).' }) input: WebhookEndpointInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.webhooks.updateEndpoint(id, input, ownerOf(context));
  }

  @Authorized(ALLOW.manageWebhooks)
  @Mutation(() => RotatedWebhookSecret, {
    description: 'Admin: give the endpoint a new secret (shown once); the old one stays valid, and is also signed with, for 24 hours.',
  })
  rotateWebhookSecret(
    @Arg('id', () => ID, { description: 'The endpoint whose secret to replace.' }) id: string,
    @Ctx() context: RequestContext,
  ) {
    return context.services.webhooks.rotateSecret(id, ownerOf(context));
  }

  @Authorized(ALLOW.manageWebhooks)
  @Mutation(() => WebhookTestResult, {
    description:
      'Admin: POST a signed ping event to the endpoint now and report its answer; an unreachable target is a BAD_USER_INPUT error.',
  })
  sendWebhookTestEvent(
    @Arg('id', () => ID, { description: 'The endpoint to send the test event to.' }) id: string,
    @Ctx() context: RequestContext,
  ) {
    return context.services.webhooks.sendTestEvent(id, ownerOf(context));
  }

  @Authorized(ALLOW.manageWebhooks)
  @Mutation(() => Boolean, { description: 'Admin: delete an endpoint and its delivery log.' })
  async deleteWebhookEndpoint(@Arg('id', () => ID, { description: 'The endpoint to delete.' }) id: string, @Ctx() context: RequestContext) {
    await context.services.webhooks.deleteEndpoint(id, ownerOf(context));
    return true;
  }

  @Authorized(ALLOW.integrations)
  @Mutation(() => WebhookDelivery, {
    description: 'Admin: send a finished delivery again (a new delivery of the same event), or retry a waiting one now.',
  })
  redeliverWebhookDelivery(
    @Arg('id', () => ID, { description: 'The delivery to send again.' }) id: string,
    @Ctx() { services }: RequestContext,
  ) {
    return services.webhooks.redeliver(id);
  }
}
