// GraphQL shapes of a lead's record (issue 14): the detail, the delivery timeline, the consent
// record, the table filters, the pipeline input and the counts per status.
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { AdminListArgs } from '../../graphql/page-types';
import { DeliveryState } from '../delivery/queue/delivery-status.type';
import { LeadNote } from './lead-note.entity';

export enum LeadKindValue {
  PLAYBOOK = 'playbook',
  CONTACT = 'contact',
}
registerEnumType(LeadKindValue, { name: 'LeadKind', description: 'PLAYBOOK: a playbook lead; CONTACT: a contact request.' });

@ArgsType()
export class LeadListArgs extends AdminListArgs {
  @Field(() => String, { nullable: true, description: 'NEW, CONTACTED, QUALIFIED, WON or LOST.' }) status?: string | null;
  @Field(() => ID, { nullable: true, description: 'Leads owned by this staff account.' }) ownerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Leads carrying this label.' }) label?: string | null;
  @Field(() => Date, { nullable: true, description: 'Submitted at or after.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Submitted at or before.' }) to?: Date | null;
}

@InputType({ description: 'Pipeline changes; a field left out is unchanged, ownerId null clears the owner.' })
export class LeadPipelineInput {
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => ID, { nullable: true }) ownerId?: string | null;
  @Field(() => [String], { nullable: true }) labels?: string[];
}

@ObjectType({ description: 'The consent the visitor gave: the wording shown (its version), when, where, and an HMAC of the address.' })
export class LeadConsentRecord {
  @Field(() => Int) version: number;
  @Field() text: string;
  @Field(() => Date, { nullable: true }) at: Date | null;
  @Field(() => String, { nullable: true }) page: string | null;
  @Field(() => String, { nullable: true, description: 'HMAC-SHA256 (hex) of the client address.' }) addressHash: string | null;
}

@ObjectType({ description: 'One e-mail or webhook delivery of a lead.' })
export class LeadDeliveryEvent {
  @Field(() => ID) id: string;
  @Field({ description: 'email or webhook.' }) kind: string;
  @Field({ description: "The e-mail's template or the webhook's event." }) what: string;
  @Field({ description: "The e-mail's recipients or the webhook's address." }) recipient: string;
  @Field(() => DeliveryState) state: DeliveryState;
  @Field(() => Int) attempts: number;
  @Field() queuedAt: Date;
  @Field(() => Date, { nullable: true }) nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true }) completedAt: Date | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field() redelivery: boolean;
}

@ObjectType({ description: 'Another submission of the same e-mail address.' })
export class LeadSummary {
  @Field(() => LeadKindValue) kind: LeadKindValue;
  @Field(() => ID) id: string;
  @Field() createdAt: Date;
  @Field() status: string;
}

@ObjectType({ description: 'A lead of either kind with its pipeline, consent record, notes and deliveries. Personal data.' })
export class LeadDetailView {
  @Field(() => LeadKindValue) kind: LeadKindValue;
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
  @Field() company: string;
  @Field(() => String, { nullable: true, description: 'Contact requests only.' }) cloudSpending: string | null;
  @Field(() => String, { nullable: true, description: 'Contact requests only.' }) message: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Contact requests only.' }) privacyConsent: boolean | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Contact requests only.' }) toolResults: Record<string, unknown> | null;
  @Field() createdAt: Date;
  @Field() status: string;
  @Field(() => ID, { nullable: true }) ownerId: string | null;
  @Field(() => String, { nullable: true }) ownerName: string | null;
  @Field(() => [String]) labels: string[];
  @Field(() => LeadConsentRecord, { nullable: true }) consent: LeadConsentRecord | null;
  @Field(() => [LeadNote]) notes: LeadNote[];
  @Field(() => [LeadDeliveryEvent]) deliveries: LeadDeliveryEvent[];
  @Field(() => [LeadSummary]) otherLeads: LeadSummary[];
}

@ObjectType({ description: 'Leads in one pipeline status.' })
export class LeadStatusCount {
  @Field() status: string;
  @Field(() => Int) playbookLeads: number;
  @Field(() => Int) contactRequests: number;
}

@ObjectType({ description: 'What an erasure deleted (counts only).' })
export class LeadErasure {
  @Field(() => Int) leads: number;
  @Field(() => Int) notes: number;
  @Field(() => Int) deliveries: number;
  @Field(() => Int) files: number;
}

@ObjectType({ description: 'A staff account a lead may be given to.' })
export class LeadOwnerOption {
  @Field(() => ID) id: string;
  @Field() name: string;
}
