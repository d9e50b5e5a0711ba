import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { DeliveryState } from '../delivery/queue/delivery-status.type';
import { LOG_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../schema/validation/paging';

@InputType({ description: 'A webhook endpoint as the admin form submits it.' })
export class WebhookEndpointInput {
  @Field({ description: 'http:// or https:// address.' }) url: string;
  @Field(() => [String], {
    description: 'The events it receives (at least one; docs/integrators.md lists them). Unknown names are refused, named.',
  })
  events: string[];
  @Field(() => String, { nullable: true, description: 'What the endpoint is for (at most 200 characters).' }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'False pauses the endpoint; omitted keeps it as it is (new endpoints are active).' })
  active?: boolean | null;
}

@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => ID, { nullable: true, description: 'Only this endpoint’s deliveries.' }) endpointId?: string | null;
  @Field(() => DeliveryState, { nullable: true, description: 'Only deliveries in this state.' }) status?: DeliveryState | null;
  @Field(() => String, { nullable: true, description: 'Only deliveries of this event (e.g. post.published).' }) event?: string | null;
  @Field(() => Date, { nullable: true, description: 'Only deliveries created at or after this time.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only deliveries created before this time.' }) to?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'A delivery id, an event id, or text found in the JSON body (e.g. a lead’s or a post’s id); at most 200 characters.',
  })
  search?: string | null;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page, from 1.' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: LOG_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}
