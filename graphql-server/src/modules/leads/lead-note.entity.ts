import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { NOTE_MAX_LENGTH } from '../../../../schema/validation/lead-pipeline';

/** A note on a lead, by a staff member (issue 14). Erased with its lead. */
@Entity({ name: 'lead_notes' })
@Index('IDX_lead_notes_lead', ['leadType', 'leadId', 'createdAt'])
@ObjectType({ description: 'A timestamped note on a lead.' })
export class LeadNote {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'The note’s id.' })
  id: string;

  @Column({ type: 'varchar', length: 20 })
  leadType: string;

  @Column({ type: 'uuid' })
  leadId: string;

  @Column({ type: 'uuid', nullable: true })
  authorId: string | null;

  /** The author's username at the time (kept if the account is deleted). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  @Field(() => String, {
    nullable: true,
    description: 'The author’s username when writing it (kept after the account is deleted); null for the system.',
  })
  authorName: string | null;

  @Column({ type: 'varchar', length: NOTE_MAX_LENGTH })
  @Field({ description: 'The note’s text, at most 2,000 characters.' })
  body: string;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was written.' })
  createdAt: Date;
}
