// What both kinds of editorial content (blog posts, resources; issue 12, decision 0021) carry
// besides their own fields: the stored state, the scheduled webhook still due, the version an
// editor's save names, the owning staff account and the creation date. Both entities extend this
// class, so both tables have these same columns (their indexes are each table's own).
import { Column, CreateDateColumn, VersionColumn } from 'typeorm';
import { Field, Int, ObjectType } from 'type-graphql';
import type { EditorialState } from '../../../schema/validation/editorial';

// Decorated so that type-graphql gives its fields to the subclasses; not itself in the schema.
@ObjectType()
export abstract class EditorialRecord {
  /** DRAFT, IN_REVIEW or PUBLISHED (issue 12): only PUBLISHED rows whose publishedAt has come are public. */
  @Column({ type: 'varchar', length: 16, default: 'DRAFT' })
  state: EditorialState;

  /**
   * Set while the item is scheduled (PUBLISHED, publishedAt to come): its webhook `published` event
   * is still due, and is sent once its time has come (content-events.ts, decision 0029).
   */
  @Column({ type: 'boolean', default: false, select: false })
  publishEventDue?: boolean;

  /** Raised by every save: an editor's save names the version it loaded (optimistic concurrency). */
  @VersionColumn({ default: 1 })
  @Field(() => Int, {
    description: 'Raised by every save; pass it back as expectedVersion so a save over a newer version is refused (CONFLICT).',
  })
  version: number;

  /** The staff account that created it (an Author may edit only their own); reassigned when that account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was created.' })
  createdAt: Date;
}
