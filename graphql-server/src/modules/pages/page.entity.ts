import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { Block } from '../../../../schema/validation/page-blocks';
import { PAGE_SLUG_MAX_LENGTH, PAGE_TITLE_MAX_LENGTH, type PageSeo } from '../../../../schema/validation/pages';
import { EditorialRecord } from '../../shared/editorial-record';
import { PostStatus } from '../posts/post.entity';
import { contentStatus } from '../../../../schema/validation/editorial';

@ObjectType('PageSeo', { description: 'A page’s search and sharing fields; empty ones fall back to the page’s own.' })
export class PageSeoType {
  @Field(() => String, { nullable: true, description: 'The search-result title; empty: the page title.' }) title?: string;
  @Field(() => String, { nullable: true, description: 'The search-result and share-card description.' }) description?: string;
  @Field(() => String, { nullable: true, description: 'The share-card image: a media library file or an http(s) URL.' }) image?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True: search engines are asked not to index the page, and the sitemap leaves it out.',
  })
  noindex?: boolean;
}

/**
 * A page of the site built from blocks (issue 31, decision 0059): the home page (slug `home`), the
 * playbook and calculator screens' copy, and pages at `/{slug}` (About, Terms, landing pages).
 * Blocks are stored as checked by schema/validation/page-blocks.ts; the editorial columns are the
 * posts' (EditorialRecord), so the same workflow and the same rules apply.
 */
@Entity({ name: 'pages' })
@Index('IDX_pages_publish_event_due', { synchronize: false }) // (publishedAt) WHERE publishEventDue: migration 1795460000000
@Index('IDX_pages_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795460000000
@ObjectType('Page', { description: 'A page of the site built from typed blocks.' })
export class ContentPage extends EditorialRecord {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'The page’s id.' })
  id: string;

  @Column({ type: 'varchar', length: PAGE_SLUG_MAX_LENGTH, unique: true })
  @Field({ description: 'Its address: `home` is /, any other slug /{slug}.' })
  slug: string;

  @Column({ type: 'varchar', length: PAGE_TITLE_MAX_LENGTH })
  @Field({ description: 'The page title (the browser tab and search results, unless seo.title says otherwise).' })
  title: string;

  /** Checked by the shared block schemas; rich-text HTML cleaned with the article allow-list. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  @Field(() => [GraphQLJSONObject], {
    description: 'The ordered blocks: each an object whose `type` names its schema (docs/integrators.md).',
  })
  blocks: Block[];

  @Column({ type: 'jsonb', default: () => "'{}'" })
  @Field(() => PageSeoType, { description: 'Search and sharing fields.' })
  seo: PageSeo;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  @Field({ description: 'When it became (or becomes, when scheduled) public; meaningless for drafts.' })
  publishedAt: Date;

  /** Who saved it last (their username then), for the admin list. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'Who saved it last (their username then); null for the seed and scripts.' })
  updatedBy: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it last changed; the sync feed (pageChanges) is ordered by it.' })
  updatedAt: Date;

  @Field(() => PostStatus, { description: 'Draft, In review, Scheduled or Published, as the admin shows it.' })
  get status(): PostStatus {
    return PostStatus[contentStatus(this.state, this.publishedAt)];
  }
}
