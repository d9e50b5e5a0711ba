import { Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { PendingChangeColumns } from '../../shared/pending-change-columns';
import type { Block } from '../../../../schema/validation/page-blocks';
import type { PageSeo } from '../../../../schema/validation/pages';
import { ContentPage, PageSeoType } from './page.entity';

/** The editor's fields of a page's pending change, as checked and cleaned like a save. */
export interface PendingPageValues {
  title: string;
  slug: string;
  blocks: Block[];
  seo: PageSeo;
}

/**
 * Autosaved edits of a live page (issue 31, decision 0074), as the posts' (0032): kept beside the
 * public page, one per page and editor, until that editor saves the page (Update Page applies
 * them) or discards them. Visitors keep seeing the page as published.
 */
@Entity({ name: 'page_pending_changes' })
export class PagePendingChange extends PendingChangeColumns<PendingPageValues> {
  @PrimaryColumn({ type: 'uuid' })
  pageId: string;

  @ManyToOne(() => ContentPage, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'pageId', foreignKeyConstraintName: 'FK_page_pending_changes_page' })
  page?: ContentPage;
}

@ObjectType('PendingPageChange', { description: 'Autosaved edits of a live page, not yet public (yours only).' })
export class PendingPageChangeType {
  @Field(() => ID, { description: 'The page.' }) pageId: string;
  @Field(() => Int, { description: 'The page version the edits were made over (send it as expectedVersion).' })
  baseVersion: number;
  @Field({ description: 'When they were last autosaved.' }) updatedAt: Date;
  @Field({ description: 'Title.' }) title: string;
  @Field({ description: 'Address (slug).' }) slug: string;
  @Field(() => [GraphQLJSONObject], { description: 'The ordered blocks, as checked and cleaned like a save.' }) blocks: Block[];
  @Field(() => PageSeoType, { description: 'Search and sharing fields.' }) seo: PageSeo;
}
