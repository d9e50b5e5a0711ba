import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { LeadRecord } from './lead-record';
import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../schema/validation/leads';

@Entity({ name: 'contact_requests' })
@Index('IDX_contact_requests_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795402800000
// Finds a recent submission of the same address (the 10-minute duplicate rule).
@Index('IDX_contact_requests_email_created', ['email', 'createdAt'])
@Index('IDX_contact_requests_created_id', { synchronize: false }) // (createdAt DESC, id): migration 1795365475552
@ObjectType({ description: 'A consultation request from the contact form. Personal data: admins only.' })
export class ContactRequest extends LeadRecord {
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

  @Column({ type: 'varchar', length: 20 })
  @Field({ description: 'Monthly cloud spend range: 10k-50k, 50k-100k, 100k-500k, 500k-1m or 1m+.' })
  cloudSpending: string;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'The visitor’s message, at most 5,000 characters; null when left empty.' })
  message: string | null;

  @Column({ type: 'boolean' })
  @Field({ description: 'The visitor accepted the privacy policy (always true: the form refuses otherwise).' })
  privacyConsent: boolean;

  @Column({ type: 'jsonb', nullable: true })
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Inputs and results of the calculator or simulator the visitor used, when attached.',
  })
  toolResults: Record<string, unknown> | null;

  @Index('IDX_contact_requests_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When the form was submitted.' })
  createdAt: Date;

  /** Set by the database at every write (a trigger, decision 0028): the sync feeds' order. */
  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When the database last wrote the lead: a pipeline change or a note counts.' })
  updatedAt: Date;
}
