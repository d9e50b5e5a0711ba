import { Arg, Args, Authorized, Ctx, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { DeliveryState } from '../delivery/queue/delivery-status.type';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookDeliveriesArgs, WebhookEndpointInput } from './webhooks.inputs';

@ObjectType({ description: 'A new endpoint and its signing secret. The secret is shown here once and never again.' })
class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint) endpoint: WebhookEndpoint;
  @Field({ description: 'HMAC-SHA256 key of the X-FinOps-Signature header (docs/integrators.md).' }) secret: string;
}

@ObjectType({ description: 'One delivery of an event to an endpoint, with its attempts (the delivery log).' })
class WebhookDelivery {
  @Field(() => ID, { description: 'Sent as X-FinOps-Delivery-Id.' }) id: string;
  @Field(() => ID) endpointId: string;
  @Field() endpointUrl: string;
  @Field({ description: 'lead.playbook.created or lead.contact.created.' }) event: string;
  @Field(() => ID, { description: 'Sent as X-FinOps-Event-Id; the same for every delivery of one event.' }) eventId: string;
  @Field(() => DeliveryState) status: DeliveryState;
  @Field(() => Int) attempts: number;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Int, { nullable: true, description: 'HTTP status of the last answer.' }) lastResponseCode: number | null;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (QUEUED and RETRYING).' }) nextAttemptAt: Date | null;
  @Field(() => ID, { nullable: true, description: 'The delivery this one repeats (Redeliver).' }) redeliveryOf: string | null;
  @Field() createdAt: Date;
  @Field() updatedAt: Date;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field({ description: 'The JSON body sent.' }) payload: string;
}

@ObjectType({ description: 'A page of webhook deliveries, newest first.' })
class WebhookDeliveryPage extends pageOf(WebhookDelivery) {}

@Resolver()
export class WebhooksResolver {
  @Authorized(ALLOW.integrations)
  @Query(() => [WebhookEndpoint], { description: 'Admin: every webhook endpoint, oldest first.' })
  webhookEndpoints(@Ctx() { services }: RequestContext) {
    return services.webhooks.listEndpoints();
  }

  @Authorized(ALLOW.integrations)
  @Query(() => WebhookDeliveryPage, { description: 'Admin: the delivery log, newest first.' })
  webhookDeliveries(@Args() args: WebhookDeliveriesArgs, @Ctx() { services }: RequestContext) {
    return services.webhooks.listDeliveries(args);
  }

  @Authorized(ALLOW.integrations)
  @Mutation(() => CreatedWebhookEndpoint, { description: 'Admin: register an endpoint; the answer holds its secret, once.' })
  createWebhookEndpoint(@Arg('input') input: WebhookEndpointInput, @Ctx() { services }: RequestContext) {
    return services.webhooks.createEndpoint(input);
  }

  @Authorized(ALLOW.integrations)
  @Mutation(() => WebhookEndpoint, { description: 'Admin: change the URL, events, description or pause it. The secret stays.' })
  updateWebhookEndpoint(@Arg('id', () => ID) id: string, @Arg('input') input: WebhookEndpointInput, @Ctx() { services }: RequestContext) {
    return services.webhooks.updateEndpoint(id, input);
  }

  @Authorized(ALLOW.integrations)
  @Mutation(() => Boolean, { description: 'Admin: delete an endpoint and its delivery log.' })
  async deleteWebhookEndpoint(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    await services.webhooks.deleteEndpoint(id);
    return true;
  }

  @Authorized(ALLOW.integrations)
  @Mutation(() => WebhookDelivery, {
    description: 'Admin: send a finished delivery again (a new delivery of the same event), or retry a waiting one now.',
  })
  redeliverWebhookDelivery(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    return services.webhooks.redeliver(id);
  }
}
