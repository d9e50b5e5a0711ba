import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { LeadRecord } from './lead-record';
import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../schema/validation/leads';

@Entity({ name: 'contact_requests' })
// Finds a recent submission of the same address (the 10-minute duplicate rule).
@Index('IDX_contact_requests_email_created', ['email', 'createdAt'])
@Index('IDX_contact_requests_created_id', { synchronize: false }) // (createdAt DESC, id): migration 1795365475552
@ObjectType({ description: 'A consultation request from the contact form. Personal data: admins only.' })
export class ContactRequest extends LeadRecord {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID)
  id: string;

  @Column({ type: 'varchar', length: NAME_MAX_LENGTH })
  @Field()
  name: string;

  @Column({ type: 'varchar', length: EMAIL_MAX_LENGTH })
  @Field()
  email: string;

  @Column({ type: 'varchar', length: COMPANY_MAX_LENGTH })
  @Field()
  company: string;

  @Column({ type: 'varchar', length: 20 })
  @Field({ description: 'Monthly cloud spend range: 10k-50k, 50k-100k, 100k-500k, 500k-1m or 1m+.' })
  cloudSpending: string;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  message: string | null;

  @Column({ type: 'boolean' })
  @Field()
  privacyConsent: boolean;

  @Column({ type: 'jsonb', nullable: true })
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: 'Inputs and results of the calculator or simulator the visitor used, when attached.',
  })
  toolResults: Record<string, unknown> | null;

  @Index('IDX_contact_requests_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;
}
