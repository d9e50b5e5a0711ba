import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * One line of the audit log (issue 13): who did what, when and from where. Written by the services
 * that change things; the app never updates or deletes a row (only the retention cleanup does).
 */
@Entity({ name: 'audit_log' })
@Index('IDX_audit_log_at', ['at'])
@Index('IDX_audit_log_actor_at', ['actorId', 'at'])
@Index('IDX_audit_log_action_at', ['action', 'at'])
@ObjectType({ description: 'An audit log entry. Read-only.' })
export class AuditEntry {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id of the entry.' })
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it happened.' })
  at: Date;

  /** The account that acted (null: someone signed out, e.g. a failed sign-in). */
  @Column({ type: 'uuid', nullable: true })
  @Field(() => String, { nullable: true, description: 'The account that acted; null for someone not signed in (e.g. a failed sign-in).' })
  actorId: string | null;

  /** The username at the time (kept when the account is deleted). */
  @Column({ type: 'varchar', length: 50, nullable: true })
  @Field(() => String, { nullable: true, description: 'The username at the time (kept after the account is deleted).' })
  actorName: string | null;

  @Column({ type: 'varchar', length: 50 })
  @Field({ description: 'e.g. user.sign-in, post.update, user.role-change.' })
  action: string;

  @Column({ type: 'varchar', length: 300, nullable: true })
  @Field(() => String, { nullable: true, description: 'What was acted on (a title, a username, an id).' })
  target: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  @Field(() => String, { nullable: true, description: 'The client address.' })
  ip: string | null;

  /** What the entry tells beyond its target, as it was then (issue 34); null on older entries. */
  @Column({ type: 'jsonb', nullable: true })
  details: AuditDetails | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The title of the post, resource or page acted on (its id is the target), as it was then: kept after the thing is renamed or deleted. Null on other entries and on entries written before titles were recorded.',
  })
  get title(): string | null {
    return this.details?.title ?? null;
  }
}

/** The details of an entry (the `details` column). */
export interface AuditDetails {
  /** The title of the post, resource or page acted on. */
  title?: string;
}
