import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { Block } from '../../../../schema/validation/page-blocks';
import type { PageSeo } from '../../../../schema/validation/pages';
import { AUTHOR_MAX_LENGTH } from '../../../../schema/validation/content';
import { ContentPage, PageSeoType } from './page.entity';
import type { PendingPageValues } from './page-pending-change.entity';

/**
 * An update of a live page scheduled for a time (issue 31, decision 0072): one per page, kept
 * beside the published page until the scheduler saves it at `runAt` as an ordinary update (a
 * revision, page.updated, the caches dropped, an audit entry). Made over `baseVersion`: if the page
 * was saved since, it is not applied but flagged (`refusal`) until cancelled.
 */
@Entity({ name: 'page_scheduled_changes' })
@Index('IDX_page_scheduled_changes_due', ['runAt'])
export class PageScheduledChange {
  @PrimaryColumn({ type: 'uuid' })
  pageId: string;

  @ManyToOne(() => ContentPage, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'pageId', foreignKeyConstraintName: 'FK_page_scheduled_changes_page' })
  page?: ContentPage;

  @Column({ type: 'timestamptz' })
  runAt: Date;

  /** The page version the edits were made over. */
  @Column({ type: 'int' })
  baseVersion: number;

  @Column({ type: 'jsonb' })
  values: PendingPageValues;

  /** Who scheduled it: the update is saved in their name at its time. */
  @Column({ type: 'uuid' })
  scheduledById: string;

  @Column({ type: 'varchar', length: AUTHOR_MAX_LENGTH })
  scheduledBy: string;

  /** Set when its time came and it could not be applied (the page had changed): why. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  refusal: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType('ScheduledPageChange', { description: 'An update of a live page that goes live at a set time (Editors and up).' })
export class ScheduledPageChangeType {
  @Field(() => ID, { description: 'The page.' }) pageId: string;
  @Field({ description: 'When the update goes live.' }) runAt: Date;
  @Field(() => Int, { description: 'The page version the update was made over: applied only over that version.' })
  baseVersion: number;
  @Field({ description: 'Who scheduled it (the update is saved in their name).' }) scheduledBy: string;
  @Field(() => String, { nullable: true, description: 'Set when it was not applied at its time, and why (the page had changed).' })
  refusal: string | null;
  @Field({ description: 'When it was scheduled.' }) createdAt: Date;
  @Field({ description: 'Title.' }) title: string;
  @Field({ description: 'Address (slug).' }) slug: string;
  @Field(() => [GraphQLJSONObject], { description: 'The ordered blocks, as checked and cleaned like a save.' }) blocks: Block[];
  @Field(() => PageSeoType, { description: 'Search and sharing fields.' }) seo: PageSeo;
}
