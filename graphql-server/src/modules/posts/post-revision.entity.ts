import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { AUTHOR_MAX_LENGTH, EXCERPT_MAX_LENGTH, TITLE_MAX_LENGTH } from '../../../../schema/validation/content';
import type { EditorialState as StateValue } from '../../../../schema/validation/editorial';
import { BlogPost, EditorialState } from './post.entity';

/**
 * One save of a post (issue 12, decision 0025): who, when, and the title, excerpt, content and
 * state it left. Written in the save's transaction; the last REVISIONS_KEPT per post are kept.
 */
@Entity({ name: 'post_revisions' })
@Index('IDX_post_revisions_post_version', ['postId', 'version'])
@ObjectType({ description: 'A saved version of a blog post (the last 50 are kept).' })
export class PostRevision {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'The revision’s id (for postRevision and restorePostRevision).' })
  id: string;

  @Column({ type: 'uuid' })
  @Field(() => ID, { description: 'The post it is a version of.' })
  postId: string;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'postId', foreignKeyConstraintName: 'FK_post_revisions_post' })
  post?: BlogPost;

  /** The post's version this save produced. */
  @Column({ type: 'int' })
  @Field(() => Int, { description: 'The post’s version number this save produced.' })
  version: number;

  @Column({ type: 'varchar', length: TITLE_MAX_LENGTH })
  @Field({ description: 'The title as saved in this version.' })
  title: string;

  @Column({ type: 'varchar', length: EXCERPT_MAX_LENGTH })
  @Field({ description: 'The excerpt as saved in this version.' })
  excerpt: string;

  /** Sanitised HTML, as saved. Lists leave it out (post-revisions.service.ts). */
  @Column({ type: 'text' })
  @Field({ description: 'The article HTML of this version; empty in lists (read one revision for it).' })
  content: string;

  @Column({ type: 'varchar', length: 16 })
  @Field(() => EditorialState, { description: 'The state this save left the post in.' })
  state: StateValue;

  /** The staff account that saved (null for the seed, scripts, or a deleted account). */
  @Column({ type: 'uuid', nullable: true })
  savedById: string | null;

  /** Its username at the time, kept when the account is deleted. */
  @Column({ type: 'varchar', length: AUTHOR_MAX_LENGTH, nullable: true })
  @Field(() => String, { nullable: true, description: 'Who saved it (their username then); null for scripts.' })
  savedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When this version was saved.' })
  createdAt: Date;
}
