import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { ContentPage } from './page.entity';

/**
 * A shareable preview link of a page built from blocks (issue 31, decision 0073), the posts' links
 * (decision 0031) over the pages' table: only the SHA-256 of its token is stored; it shows the
 * page until `expiresAt` or until revoked, with the pending changes of the editor who made it.
 */
@Entity({ name: 'page_preview_links' })
@ObjectType({ description: 'A link that lets someone without an account see one unpublished page (the token is shown once).' })
export class PagePreviewLink {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_page_preview_links' })
  @Field(() => ID, { description: 'The link’s id (for revokePagePreviewLink); not the secret token.' })
  id: string;

  @Index('IDX_page_preview_links_page')
  @Column({ type: 'uuid' })
  @Field(() => ID, { description: 'The page it shows.' })
  pageId: string;

  @ManyToOne(() => ContentPage, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'pageId', foreignKeyConstraintName: 'FK_page_preview_links_page' })
  page?: ContentPage;

  /** SHA-256 (hex) of the token; the token itself is never stored. */
  @Index('IDX_page_preview_links_token', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'Who made it (username at the time); null for the system.' })
  createdBy: string | null;

  /** The staff account that made it: its pending changes of a live page are what the link shows. */
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was made.' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  @Field({ description: 'After this moment the link answers 404.' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
