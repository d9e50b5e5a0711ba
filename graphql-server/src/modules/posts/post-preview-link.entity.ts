import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { BlogPost } from './post.entity';

/**
 * A shareable preview link of a post (issue 12, decision 0031): only the SHA-256 of its token is
 * stored; it reads the post until `expiresAt` or until revoked.
 */
@Entity({ name: 'post_preview_links' })
@ObjectType({ description: 'A link that lets someone without an account read one unpublished post (the token is shown once).' })
export class PostPreviewLink {
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

  /** SHA-256 (hex) of the token; the token itself is never stored. */
  @Index('IDX_post_preview_links_token', { unique: true })
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
