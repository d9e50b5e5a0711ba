import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn, VersionColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, URL_MAX_LENGTH } from '../../../../schema/validation/content';
import type { EditorialState } from '../../../../schema/validation/editorial';

@Entity({ name: 'resources' })
@Index('IDX_resources_type_published', ['type', 'publishedAt'])
// Made by migration 1795365475552 (descending order, GIN): declared so schema sync leaves them be.
@Index('IDX_resources_published_id', { synchronize: false })
@Index('IDX_resources_type_published_id', { synchronize: false })
@Index('IDX_resources_search', { synchronize: false })
@Index('IDX_resources_unpublished', { synchronize: false })
@ObjectType({ description: 'A downloadable resource (whitepaper, case study, template, infographic...).' })
export class Resource {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID)
  id: string;

  @Column({ type: 'varchar', length: TITLE_MAX_LENGTH })
  @Field()
  title: string;

  @Column({ type: 'varchar', length: DESCRIPTION_MAX_LENGTH })
  @Field()
  description: string;

  @Column({ type: 'varchar', length: 50 })
  @Field({ description: 'whitepaper, case-study, template, infographic, ebook, guide or report.' })
  type: string;

  @Column({ type: 'varchar', length: URL_MAX_LENGTH })
  @Field()
  fileUrl: string;

  @Column({ type: 'varchar', length: URL_MAX_LENGTH })
  @Field()
  coverImage: string;

  @Column({ type: 'varchar', length: 100 })
  @Field()
  category: string;

  @Column({ type: 'boolean', default: false })
  @Field()
  featured: boolean;

  @Index('IDX_resources_published_at')
  @Column({ type: 'timestamptz' })
  @Field()
  publishedAt: Date;

  @Column({ type: 'integer', nullable: true, default: 0 })
  @Field(() => Int, { nullable: true })
  downloadCount: number | null;

  /** Weighted full-text vector (title A, description B, type + category C), kept by a database trigger. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string | null;

  /** DRAFT, IN_REVIEW or PUBLISHED (issue 12): only PUBLISHED rows whose publishedAt has come are public. */
  @Column({ type: 'varchar', length: 16, default: 'DRAFT' })
  state: EditorialState;

  /** Raised by every save: an editor's save names the version it loaded (optimistic concurrency). */
  @VersionColumn({ default: 1 })
  @Field(() => Int)
  version: number;

  /** The staff account that created it (an Author may edit only their own); reassigned when that account is deleted. */
  @Column({ type: 'uuid', nullable: true })
  ownerId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field()
  updatedAt: Date;
}
