import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Category } from '../categories/category.entity';
import {
  AUTHOR_MAX_LENGTH,
  EXCERPT_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  TAGS_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../../../schema/validation/content';

import type { EditorialState as StateValue } from '../../../../schema/validation/editorial';

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
});

@Entity({ name: 'blog_posts' })
@Index('IDX_blog_posts_category_published', ['category', 'publishedAt'])
@Index('IDX_blog_posts_featured_published', ['featured', 'publishedAt'])
// Made by migration 1795365475552 (descending order, GIN): declared so schema sync leaves them be.
@Index('IDX_blog_posts_published_id', { synchronize: false })
@Index('IDX_blog_posts_category_published_id', { synchronize: false })
@Index('IDX_blog_posts_search', { synchronize: false })
@Index('IDX_blog_posts_unpublished', { synchronize: false })
@ObjectType({ description: 'A blog article. Its content is sanitised HTML.' })
export class BlogPost {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID)
  id: string;

  @Column({ type: 'varchar', length: SLUG_MAX_LENGTH, unique: true })
  @Field()
  slug: string;

  @Column({ type: 'varchar', length: TITLE_MAX_LENGTH })
  @Field()
  title: string;

  @Column({ type: 'varchar', length: EXCERPT_MAX_LENGTH })
  @Field()
  excerpt: string;

  @Column({ type: 'text' })
  @Field({ description: 'HTML through the allow-list: cleaned when saved, and on every read (cached).' })
  content: string;

  @Column({ type: 'varchar', length: URL_MAX_LENGTH })
  @Field()
  coverImage: string;

  @Column({ type: 'varchar', length: AUTHOR_MAX_LENGTH })
  @Field()
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
  @Field()
  featured: boolean;

  @Index('IDX_blog_posts_published_at')
  @Column({ type: 'timestamptz' })
  @Field()
  publishedAt: Date;

  /** DRAFT, IN_REVIEW or PUBLISHED (issue 12): only PUBLISHED rows whose publishedAt has come are public. */
  @Column({ type: 'varchar', length: 16, default: 'DRAFT' })
  state: StateValue;

  /** Raised by every save: an editor's save names the version it loaded (optimistic concurrency). */
  @VersionColumn({ default: 1 })
  @Field(() => Int)
  version: number;

  /** The staff account that created it (an Author may edit only their own); reassigned when that account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  /** Weighted full-text vector (title A, excerpt + tags B, content C), kept by a database trigger. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field()
  updatedAt: Date;
}
