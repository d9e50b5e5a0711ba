import { Column, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { DESCRIPTION_MAX_LENGTH, TITLE_MAX_LENGTH, URL_MAX_LENGTH } from '../../../../schema/validation/content';
import { EditorialRecord } from '../../shared/editorial-record';

@Entity({ name: 'resources' })
@Index('IDX_resources_publish_event_due', { synchronize: false }) // (publishedAt) WHERE publishEventDue: migration 1795425000000
@Index('IDX_resources_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795402800000
@Index('IDX_resources_type_published', ['type', 'publishedAt'])
// Made by migration 1795365475552 (descending order, GIN): declared so schema sync leaves them be.
@Index('IDX_resources_published_id', { synchronize: false })
@Index('IDX_resources_type_published_id', { synchronize: false })
@Index('IDX_resources_search', { synchronize: false })
@Index('IDX_resources_unpublished', { synchronize: false })
@ObjectType({ description: 'A downloadable resource (whitepaper, case study, template, infographic...).' })
export class Resource extends EditorialRecord {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id (UUID); never reused.' })
  id: string;

  @Column({ type: 'varchar', length: TITLE_MAX_LENGTH })
  @Field({ description: 'The title, at most 200 characters.' })
  title: string;

  @Column({ type: 'varchar', length: DESCRIPTION_MAX_LENGTH })
  @Field({ description: 'A plain-text summary shown on the card, at most 500 characters.' })
  description: string;

  @Column({ type: 'varchar', length: 50 })
  @Field({ description: 'whitepaper, case-study, template, infographic, ebook, guide or report.' })
  type: string;

  @Column({ type: 'varchar', length: URL_MAX_LENGTH })
  @Field({ description: 'Address of the file to download (.pdf, .doc, .docx, .ppt, .pptx, .xlsx or .zip).' })
  fileUrl: string;

  @Column({ type: 'varchar', length: URL_MAX_LENGTH })
  @Field({ description: 'URL of the card image: a /media/ path or an absolute http(s) URL.' })
  coverImage: string;

  @Column({ type: 'varchar', length: 100 })
  @Field({
    description:
      'The resource’s topic: strategy, cost-optimization, best-practices, implementation or cloud-providers (not a blog category).',
  })
  category: string;

  @Column({ type: 'boolean', default: false })
  @Field({ description: 'Highlighted on the resources page while published.' })
  featured: boolean;

  @Index('IDX_resources_published_at')
  @Column({ type: 'timestamptz' })
  @Field({ description: 'When it is (or was) public; a future time with PUBLISHED means scheduled.' })
  publishedAt: Date;

  @Column({ type: 'integer', nullable: true, default: 0 })
  @Field(() => Int, {
    nullable: true,
    description: 'Downloads counted so far (at most one per client address per hour); null only on rows stored without a count.',
  })
  downloadCount: number | null;

  /** Weighted full-text vector (title A, description B, type + category C), kept by a database trigger. */
  @Column({ type: 'tsvector', nullable: true, select: false, insert: false, update: false })
  searchVector?: string | null;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it last changed; the sync feed (resourceChanges) is ordered by it.' })
  updatedAt: Date;
}
