import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PendingChangeColumns } from '../../shared/pending-change-columns';
import { BlogPost } from './post.entity';

/** The editor's fields of a pending change, as validated and sanitised like a save. */
export interface PendingValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  coverImage: string;
  author: string;
  category: string;
  tags: string;
  featured: boolean;
}

/**
 * Autosaved edits of a live post (issue 12, decision 0032): kept beside the public post, one per
 * post and editor, until that editor saves the post (Update Post applies them) or discards them.
 */
@Entity({ name: 'post_pending_changes' })
export class PostPendingChange extends PendingChangeColumns<PendingValues> {
  @PrimaryColumn({ type: 'uuid' })
  postId: string;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'postId', foreignKeyConstraintName: 'FK_post_pending_changes_post' })
  post?: BlogPost;
}

@ObjectType('PendingPostChange', { description: 'Autosaved edits of a live post, not yet public (yours only).' })
export class PendingPostChangeType {
  @Field(() => ID, { description: 'The post.' }) postId: string;
  @Field(() => Int, { description: 'The post version the edits were made over (send it as expectedVersion).' })
  baseVersion: number;
  @Field({ description: 'When they were last autosaved.' }) updatedAt: Date;
  @Field({ description: 'Title.' }) title: string;
  @Field({ description: 'URL slug.' }) slug: string;
  @Field({ description: 'Excerpt.' }) excerpt: string;
  @Field({ description: 'Sanitised article HTML.' }) content: string;
  @Field({ description: 'Cover image URL.' }) coverImage: string;
  @Field({ description: 'Author name.' }) author: string;
  @Field({ description: 'Category slug.' }) category: string;
  @Field({ description: 'Comma-separated tags.' }) tags: string;
  @Field({ description: 'Featured on the blog.' }) featured: boolean;
}
