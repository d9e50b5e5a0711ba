import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { PreviewLinkColumns } from '../../shared/preview-link-columns';
import { ContentPage } from './page.entity';

/**
 * A shareable preview link of a page built from blocks (issue 31, decision 0073), the posts' links
 * (decision 0031) over the pages' table: only the SHA-256 of its token is stored; it shows the
 * page until `expiresAt` or until revoked, with the pending changes of the editor who made it.
 */
@Entity({ name: 'page_preview_links' })
@Index('IDX_page_preview_links_token', ['tokenHash'], { unique: true })
@ObjectType({ description: 'A link that lets someone without an account see one unpublished page (the token is shown once).' })
export class PagePreviewLink extends PreviewLinkColumns {
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

  /** The staff account that made it: its pending changes of a live page are what the link shows. */
  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}
