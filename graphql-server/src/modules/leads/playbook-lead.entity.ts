import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { LeadRecord } from './lead-record';
import { COMPANY_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../../schema/validation/leads';

@Entity({ name: 'playbook_leads' })
// Finds a recent submission of the same address (the 10-minute duplicate rule).
@Index('IDX_playbook_leads_email_created', ['email', 'createdAt'])
@Index('IDX_playbook_leads_created_id', { synchronize: false }) // (createdAt DESC, id): migration 1795365475552
@ObjectType({ description: 'A visitor who asked for the free playbook chapter. Personal data: admins only.' })
export class PlaybookLead extends LeadRecord {
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

  @Index('IDX_playbook_leads_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;
}
