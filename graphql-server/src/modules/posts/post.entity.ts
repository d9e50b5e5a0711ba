import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Category } from '../categories/category.entity';
import {
  AUTHOR_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TAGS_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../../../schema/validation/content';

import { META_DESCRIPTION_MAX_LENGTH, META_TITLE_MAX_LENGTH, SEO_URL_MAX_LENGTH } from '../../../../schema/validation/post-seo';
import { EditorialRecord } from '../../shared/editorial-record';

/** The status the admin shows (schema/validation/editorial.ts contentStatus). Resources use it too. */
export enum PostStatus {
  DRAFT = 'DRAFT',
  IN_REVIEW = 'IN_REVIEW',
  SCHEDULED = 'SCHEDULED',
  PUBLISHED = 'PUBLISHED',
}
registerEnumType(PostStatus, {
  name: 'PostStatus',
  description:
    "DRAFT and IN_REVIEW are never public. A published item is 'Scheduled' while publishedAt is later than now, then 'Published' (SPEC §4).",
  valuesConfig: {
    DRAFT: { description: 'Being written; visible to staff only.' },
    IN_REVIEW: { description: 'Submitted by an Author for an Editor to publish; visible to staff only.' },
    SCHEDULED: { description: 'Published with a publishedAt still to come; public from then on.' },
    PUBLISHED: { description: 'Public since publishedAt.' },
  },
});

/** What an editor's save asks for (the stored state); SCHEDULED is PUBLISHED with a future publishedAt. */
export enum EditorialState {
  DRAFT = 'DRAFT',
  IN_REVIEW = 'IN_REVIEW',
  PUBLISHED = 'PUBLISHED',
}
registerEnumType(EditorialState, {
  name: 'EditorialState',
  description:
    'DRAFT: kept private. IN_REVIEW: an Author asks an Editor to publish. PUBLISHED: public from publishedAt on (Editors and up).',
  valuesConfig: {
    DRAFT: { description: 'Keep it private (unpublishes a published item).' },
    IN_REVIEW: { description: 'Ask an Editor to publish it; still private.' },
    PUBLISHED: { description: 'Make it public from publishedAt on (scheduled when that is later); Editors and up only.' },
  },
});

@Entity({ name: 'blog_posts' })
@Index('IDX_blog_posts_publish_event_due', { synchronize: false }) // (publishedAt) WHERE publishEventDue: migration 1795425000000
@Index('IDX_blog_posts_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795402800000
@Index('IDX_blog_posts_category_published', ['category', 'publishedAt'])
@Index('IDX_blog_posts_featured_published', ['featured', 'publishedAt'])
// Made by migration 1795365475552 (descending order, GIN): declared so schema sync leaves them be.
@Index('IDX_blog_posts_published_id', { synchronize: false })
@Index('IDX_blog_posts_category_published_id', { synchronize: false })
@Index('IDX_blog_posts_search', { synchronize: false })
@Index('IDX_blog_posts_unpublished', { synchronize: false })
@ObjectType({ description: 'A blog article. Its content is sanitised HTML.' })
export class BlogPost extends EditorialRecord {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id (UUID); never reused.' })
  id: string;

  @Column({ type: 'varchar', length: SLUG_MAX_LENGTH, unique: true })
  @Field({
    description:
      'The address part: /blog/{slug}. Unique, lower-case letters, digits and hyphens, at most 200 characters; an old slug redirects (301) to the new one.',
  })
  slug: string;

  @Column({ type: 'varchar', length: TITLE_MAX_LENGTH })
  @Field({ description: 'The headline, at most 200 characters.' })
  title: string;

  @Column({ type: 'varchar', length: EXCERPT_MAX_LENGTH })
  @Field({ description: 'A plain-text summary shown in lists and as the default search description, at most 300 characters.' })
  excerpt: string;

  @Column({ type: 'text' })
  @Field({ description: 'HTML through the allow-list: cleaned when saved, and on every read (cached).' })
  content: string;

  @Column({ type: 'varchar', length: URL_MAX_LENGTH })
  @Field({ description: 'URL of the cover image: a /media/ path or an absolute http(s) URL (at most 2048 characters).' })
  coverImage: string;

  @Column({ type: 'varchar', length: AUTHOR_MAX_LENGTH })
  @Field({ description: 'The byline, as entered (at most 100 characters); the site name when none was given.' })
  author: string;

  /** The category's slug. The foreign key keeps a category in use from being deleted. */
  @Column({ type: 'varchar', length: SLUG_MAX_LENGTH })
  @Field({ description: 'The slug of the post’s category.' })
  category: string;

  @ManyToOne(() => Category, { onDelete: 'RESTRICT', onUpdate: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'category', referencedColumnName: 'slug', foreignKeyConstraintName: 'FK_blog_posts_category' })
  categoryRef?: Category;

  @Column({ type: 'varchar', length: TAGS_MAX_LENGTH })
  @Field({ description: 'Comma-separated tags, as entered.' })
  tags: string;

  @Column({ type: 'boolean', default: false })
  @Field({ description: 'Shown on the home page (featuredPosts) while published.' })
  featured: boolean;

  @Index('IDX_blog_posts_published_at')
  @Column({ type: 'timestamptz' })
  @Field({ description: 'When it is (or was) public; a future time with PUBLISHED means scheduled.' })
  publishedAt: Date;

  // SEO and social fields (decision 0031): '' means "the post's own" (title, excerpt, cover, address).
  @Column({ type: 'varchar', length: META_TITLE_MAX_LENGTH, default: '' })
  @Field({ description: 'The search-result title; empty: the post title with the site name.' })
  metaTitle: string;

  @Column({ type: 'varchar', length: META_DESCRIPTION_MAX_LENGTH, default: '' })
  @Field({ description: 'The search-result and share-card description; empty: the excerpt.' })
  metaDescription: string;

  @Column({ type: 'varchar', length: SEO_URL_MAX_LENGTH, default: '' })
  @Field({ description: 'The share-card image (a media library file: its 1200×630 variant is used); empty: the cover.' })
  socialImage: string;

  @Column({ type: 'varchar', length: SEO_URL_MAX_LENGTH, default: '' })
  @Field({ description: 'An absolute canonical URL overriding the post’s own address; empty: its address.' })
  canonicalUrl: string;

  /** Weighted full-text vector (title A, excerpt + tags B, content C), kept by a database trigger. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it last changed; the sync feed (postChanges) is ordered by it.' })
  updatedAt: Date;
}
