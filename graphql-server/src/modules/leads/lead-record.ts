// What both kinds of lead carry besides their form fields (issue 14): the pipeline (status, owner,
// labels) and the consent record (the wording's version, when, on which page, from which address
// as an HMAC). Each lead entity extends this class, so both tables have the same columns.
import { Column, Index } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { LEAD_STATUSES, type LeadStatus } from '../../../../schema/validation/lead-pipeline';
import { CONSENT_PAGE_MAX_LENGTH } from '../../../../schema/validation/consent';

// Decorated so that type-graphql gives its fields to the subclasses; not itself in the schema.
@ObjectType()
export abstract class LeadRecord {
  @Index()
  @Column({ type: 'varchar', length: 20, default: 'NEW' })
  @Field(() => String, { description: `Pipeline status: ${LEAD_STATUSES.join(', ')}.` })
  status: LeadStatus;

  @Index()
  @Column({ type: 'uuid', nullable: true })
  @Field(() => ID, { nullable: true, description: 'The staff account that owns the lead.' })
  ownerId: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  @Field(() => [String], { description: 'Free labels for sorting leads: at most 10, each 1 to 30 characters.' })
  labels: string[];

  @Column({ type: 'uuid', nullable: true })
  consentTextId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ type: 'varchar', length: CONSENT_PAGE_MAX_LENGTH, nullable: true })
  consentPage: string | null;

  /** HMAC-SHA256 of the client address with the server's secret (hex): proves origin, reveals nothing. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  consentAddressHash: string | null;
}
