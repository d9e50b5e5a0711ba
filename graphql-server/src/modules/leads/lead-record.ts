// What both kinds of lead carry besides the fields of their own form: the id, the contact fields
// both forms ask for (name, e-mail, company), the pipeline (status, owner, labels; issue 14), the
// consent record (the wording's version, when, on which page, from which address as an HMAC) and
// the dates. Each lead entity extends this class, so both tables have these same columns.
import type { LeadAttribution } from '../../../../schema/analytics-events';
import { Column, CreateDateColumn, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../schema/validation/leads';
import { LEAD_STATUSES, type LeadStatus } from '../../../../schema/validation/lead-pipeline';
import { CONSENT_PAGE_MAX_LENGTH } from '../../../../schema/validation/consent';
import { LeadAttributionView } from './lead-attribution.type';

// Decorated so that type-graphql gives its fields to the subclasses; not itself in the schema.
@ObjectType()
export abstract class LeadRecord {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id (UUID); the same in the CSV export, the REST API and webhook payloads.' })
  id: string;

  @Column({ type: 'varchar', length: NAME_MAX_LENGTH })
  @Field({ description: 'The visitor’s name as entered, at most 100 characters.' })
  name: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  @Field({ description: 'The visitor’s e-mail address as entered, at most 254 characters.' })
  email: string;

  @Column({ type: 'varchar', length: COMPANY_MAX_LENGTH })
  @Field({ description: 'The company as entered, at most 150 characters.' })
  company: string;

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

  /** Where the visit that brought the lead came from (issue 32, modules/analytics): null when unknown. */
  @Column({ type: 'jsonb', nullable: true })
  @Field(() => LeadAttributionView, { nullable: true, description: 'Where the visit that brought it came from; null when unknown.' })
  attribution: LeadAttribution | null;

  /** Indexed by each table under its own name (IDX_<table>_created_at). */
  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When the form was submitted.' })
  createdAt: Date;

  /** Raised by the database at every write (a trigger, decision 0060): a pipeline change or a note counts. */
  @Column({ type: 'int', default: 1, insert: false, update: false })
  @Field(() => Int, { description: 'Raised by every write of the lead (a pipeline change or a note): webhook events carry it too.' })
  version: number;

  /** Set by the database at every write (a trigger, decision 0028): the sync feeds' order. */
  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When the database last wrote the lead: a pipeline change or a note counts.' })
  updatedAt: Date;
}
