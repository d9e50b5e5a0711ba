import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { DeliveryState } from '../delivery/queue/delivery-status.type';
import { LOG_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../schema/validation/paging';

@InputType({ description: 'A webhook endpoint as the admin form submits it.' })
export class WebhookEndpointInput {
  @Field({ description: 'http:// or https:// address.' }) url: string;
  @Field(() => [String], { description: 'lead.playbook.created and/or lead.contact.created.' }) events: string[];
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'False pauses the endpoint; omitted keeps it as it is (new endpoints are active).' })
  active?: boolean | null;
}

@ArgsType()
export class WebhookDeliveriesArgs {
  @Field(() => ID, { nullable: true, description: 'Only this endpoint’s deliveries.' }) endpointId?: string | null;
  @Field(() => DeliveryState, { nullable: true }) status?: DeliveryState | null;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: LOG_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}
