// GraphQL shapes of a lead's record (issue 14): the detail, the delivery timeline, the consent
// record, the table filters, the pipeline input and the counts per status.
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { AdminListArgs } from '../../graphql/page-types';
import { DeliveryState } from '../delivery/queue/delivery-status.type';
import { LeadNote } from './lead-note.entity';
import { LeadAttributionView } from './lead-attribution.type';

export enum LeadKindValue {
  PLAYBOOK = 'playbook',
  CONTACT = 'contact',
}
registerEnumType(LeadKindValue, {
  name: 'LeadKind',
  description: 'PLAYBOOK: a playbook lead; CONTACT: a contact request.',
  valuesConfig: {
    PLAYBOOK: { description: 'A playbook lead (the free chapter form).' },
    CONTACT: { description: 'A contact request (the consultation form).' },
  },
});

@ArgsType()
export class LeadListArgs extends AdminListArgs {
  @Field(() => String, { nullable: true, description: 'NEW, CONTACTED, QUALIFIED, WON or LOST.' }) status?: string | null;
  @Field(() => ID, { nullable: true, description: 'Leads owned by this staff account.' }) ownerId?: string | null;
  @Field(() => String, { nullable: true, description: 'Leads carrying this label.' }) label?: string | null;
  @Field(() => Date, { nullable: true, description: 'Submitted at or after.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Submitted at or before.' }) to?: Date | null;
  @Field(() => String, {
    nullable: true,
    description: 'Leads whose visit came from this source (utm_source, else the referrer’s domain, else (direct)); case-insensitive.',
  })
  source?: string | null;
  @Field(() => String, { nullable: true, description: 'Leads whose visit carried this utm_campaign (case-insensitive).' })
  campaign?: string | null;
  @Field(() => String, { nullable: true, description: 'Leads whose visit landed on this path.' }) landingPage?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'A column of the table: name, email, company, cloudSpending (contact requests), status, labels, date, source, campaign or landingPage; default: newest first.',
  })
  sort?: string | null;
  @Field(() => String, { nullable: true, description: 'asc (the default) or desc.' }) order?: string | null;
}

@InputType({ description: 'Pipeline changes; a field left out is unchanged, ownerId null clears the owner.' })
export class LeadPipelineInput {
  @Field(() => String, { nullable: true, description: 'The new status: NEW, CONTACTED, QUALIFIED, WON or LOST; left out: unchanged.' })
  status?: string;
  @Field(() => ID, {
    nullable: true,
    description: 'The staff account to give it to (see leadOwners); null clears the owner; left out: unchanged.',
  })
  ownerId?: string | null;
  @Field(() => [String], {
    nullable: true,
    description: 'The full new label list (at most 10, each 1 to 30 characters); left out: unchanged.',
  })
  labels?: string[];
  @Field(() => Int, {
    nullable: true,
    description: 'The lead’s version as you read it: a newer stored version refuses the change (CONFLICT, with currentVersion).',
  })
  expectedVersion?: number | null;
}

@InputType({
  description: 'One change for every selected lead (exactly one field): a status, an owner (null clears it) or a label to add.',
})
export class LeadBulkInput {
  @Field(() => String, { nullable: true, description: 'NEW, CONTACTED, QUALIFIED, WON or LOST.' }) status?: string | null;
  @Field(() => ID, { nullable: true, description: 'A staff account; null clears the owner.' }) ownerId?: string | null;
  @Field(() => String, { nullable: true, description: 'A label added to each lead (kept once).' }) addLabel?: string | null;
}

@ObjectType({ description: 'The consent the visitor gave: the wording shown (its version), when, where, and an HMAC of the address.' })
export class LeadConsentRecord {
  @Field(() => Int, { description: 'The version of the consent wording shown.' }) version: number;
  @Field({ description: 'The consent wording shown, word for word.' }) text: string;
  @Field(() => Date, { nullable: true, description: 'When consent was given; null when not recorded.' }) at: Date | null;
  @Field(() => String, { nullable: true, description: 'The site path the form was on; null when not sent.' }) page: string | null;
  @Field(() => String, { nullable: true, description: 'HMAC-SHA256 (hex) of the client address.' }) addressHash: string | null;
}

@ObjectType({ description: 'One e-mail or webhook delivery of a lead.' })
export class LeadDeliveryEvent {
  @Field(() => ID, { description: 'The delivery job’s id (for redelivery).' }) id: string;
  @Field({ description: 'email or webhook.' }) kind: string;
  @Field({ description: "The e-mail's template or the webhook's event." }) what: string;
  @Field({ description: "The e-mail's recipients or the webhook's address." }) recipient: string;
  @Field(() => DeliveryState, { description: 'Where the delivery stands.' }) state: DeliveryState;
  @Field(() => Int, { description: 'Attempts made so far.' }) attempts: number;
  @Field({ description: 'When it was queued.' }) queuedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null when none is planned.' })
  nextAttemptAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it succeeded or was given up; null while pending.' }) completedAt: Date | null;
  @Field(() => String, { nullable: true, description: 'Why the last attempt failed; null when none failed.' }) lastError: string | null;
  @Field({ description: 'Queued again by staff rather than by the submission.' }) redelivery: boolean;
  @Field(() => String, {
    nullable: true,
    description:
      "How a delivered e-mail left: 'smtp' (accepted by the mail server) or 'file' (only written to the outbox folder, not sent). Null for webhooks and until delivered.",
  })
  deliveredVia: 'smtp' | 'file' | null;
}

@ObjectType({ description: 'Another submission of the same e-mail address.' })
export class LeadSummary {
  @Field(() => LeadKindValue, { description: 'Playbook lead or contact request.' }) kind: LeadKindValue;
  @Field(() => ID, { description: 'Its id (for lead(kind, id)).' }) id: string;
  @Field({ description: 'When it was submitted.' }) createdAt: Date;
  @Field({ description: 'Its pipeline status: NEW, CONTACTED, QUALIFIED, WON or LOST.' }) status: string;
}

@ObjectType({ description: 'A lead of either kind with its pipeline, consent record, notes and deliveries. Personal data.' })
export class LeadDetailView {
  @Field(() => LeadKindValue, { description: 'Playbook lead or contact request.' }) kind: LeadKindValue;
  @Field(() => ID, { description: 'Stable id (UUID), the same in the CSV export and the REST API.' }) id: string;
  @Field({ description: 'The visitor’s name as entered.' }) name: string;
  @Field({ description: 'The visitor’s e-mail address as entered.' }) email: string;
  @Field({ description: 'The company as entered.' }) company: string;
  @Field(() => String, { nullable: true, description: 'Contact requests only.' }) cloudSpending: string | null;
  @Field(() => String, { nullable: true, description: 'Contact requests only.' }) message: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Contact requests only.' }) privacyConsent: boolean | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: 'Contact requests only.' }) toolResults: Record<string, unknown> | null;
  @Field({ description: 'When the form was submitted.' }) createdAt: Date;
  @Field({ description: 'Pipeline status: NEW, CONTACTED, QUALIFIED, WON or LOST.' }) status: string;
  @Field(() => ID, { nullable: true, description: 'The staff account that owns it; null: nobody.' }) ownerId: string | null;
  @Field(() => String, { nullable: true, description: 'That account’s name; null when there is no owner.' }) ownerName: string | null;
  @Field(() => [String], { description: 'Its labels, as set.' }) labels: string[];
  @Field(() => Int, { description: 'Raised by every write of the lead; pass it as expectedVersion to updateLead.' }) version: number;
  @Field({ description: 'When the lead last changed (a pipeline change or a note counts).' }) updatedAt: Date;
  @Field(() => LeadConsentRecord, { nullable: true, description: 'The consent record; null when no consent wording was recorded for it.' })
  consent: LeadConsentRecord | null;
  @Field(() => [LeadNote], { description: 'Staff notes, newest first.' }) notes: LeadNote[];
  @Field(() => [LeadDeliveryEvent], { description: 'E-mails and webhooks queued or sent for it.' }) deliveries: LeadDeliveryEvent[];
  @Field(() => [LeadSummary], { description: 'Other submissions from the same e-mail address, of either kind, newest first.' })
  otherLeads: LeadSummary[];
  @Field(() => LeadAttributionView, { description: 'Where its visit came from (fields null when unknown).' })
  attribution: LeadAttributionView;
}

@ObjectType({ description: 'Leads in one pipeline status.' })
export class LeadStatusCount {
  @Field({ description: 'The pipeline status: NEW, CONTACTED, QUALIFIED, WON or LOST.' }) status: string;
  @Field(() => Int, { description: 'Playbook leads in that status.' }) playbookLeads: number;
  @Field(() => Int, { description: 'Contact requests in that status.' }) contactRequests: number;
}

@ObjectType({ description: 'What an erasure deleted (counts only).' })
export class LeadErasure {
  @Field(() => Int, { description: 'Leads deleted.' }) leads: number;
  @Field(() => Int, { description: 'Notes deleted with them.' }) notes: number;
  @Field(() => Int, { description: 'Delivery records deleted with them.' }) deliveries: number;
  @Field(() => Int, { description: 'Outbox e-mail files deleted with them.' }) files: number;
}

@ObjectType({ description: 'A staff account a lead may be given to.' })
export class LeadOwnerOption {
  @Field(() => ID, { description: 'The staff account’s id (for ownerId).' }) id: string;
  @Field({ description: 'Its display name.' }) name: string;
}
