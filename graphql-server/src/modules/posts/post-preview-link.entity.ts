import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { PreviewLinkColumns } from '../../shared/preview-link-columns';
import { BlogPost } from './post.entity';

/**
 * A shareable preview link of a post (issue 12, decision 0031): only the SHA-256 of its token is
 * stored; it reads the post until `expiresAt` or until revoked.
 */
@Entity({ name: 'post_preview_links' })
@Index('IDX_post_preview_links_token', ['tokenHash'], { unique: true })
@ObjectType({ description: 'A link that lets someone without an account read one unpublished post (the token is shown once).' })
export class PostPreviewLink extends PreviewLinkColumns {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'The link’s id (for revokePostPreviewLink); not the secret token.' })
  id: string;

  @Index('IDX_post_preview_links_post')
  @Column({ type: 'uuid' })
  @Field(() => ID, { description: 'The post it shows.' })
  postId: string;

  @ManyToOne(() => BlogPost, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'postId', foreignKeyConstraintName: 'FK_post_preview_links_post' })
  post?: BlogPost;
}
