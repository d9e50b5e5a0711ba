// What every shareable preview link stores besides the item it shows (decisions 0031 and 0073; a
// base class only for columns identical to the letter, as decision 0038's single-use links): the
// SHA-256 of its token, who made it, when, until when, and whether it was revoked. Posts and pages
// extend it with their own id, key column and foreign key; each table names its own token index.
import { Column, CreateDateColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';

// An object type only so its fields reach the two link types; never referenced, so never in the schema.
@ObjectType()
export abstract class PreviewLinkColumns {
  /** SHA-256 (hex) of the token; the token itself is never stored. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'Who made it (username at the time); null for the system.' })
  createdBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was made.' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  @Field({ description: 'After this moment the link answers 404.' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
