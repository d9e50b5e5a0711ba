import { Column, Entity, Index } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { LeadRecord } from './lead-record';

@Entity({ name: 'contact_requests' })
@Index('IDX_contact_requests_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795402800000
// Finds a recent submission of the same address (the 10-minute duplicate rule).
@Index('IDX_contact_requests_email_created', ['email', 'createdAt'])
@Index('IDX_contact_requests_created_at', ['createdAt'])
@Index('IDX_contact_requests_created_id', { synchronize: false }) // (createdAt DESC, id): migration 1795365475552
@ObjectType({ description: 'A consultation request from the contact form. Personal data: admins only.' })
export class ContactRequest extends LeadRecord {
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
}
