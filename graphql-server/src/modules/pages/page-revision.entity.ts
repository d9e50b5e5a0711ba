import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import type { EditorialState as StateValue } from '../../../../schema/validation/editorial';
import type { Block } from '../../../../schema/validation/page-blocks';
import { PAGE_SLUG_MAX_LENGTH, PAGE_TITLE_MAX_LENGTH, type PageSeo } from '../../../../schema/validation/pages';
import { EditorialState } from '../posts/post.entity';
import { PageSeoType, ContentPage } from './page.entity';

/** One save of a page (issue 31): who, when, and what it left. The last 50 per page are kept. */
@Entity({ name: 'page_revisions' })
@Index('IDX_page_revisions_page_version', ['pageId', 'version'])
@ObjectType({ description: 'A saved version of a page (the last 50 are kept).' })
export class PageRevision {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'The revision’s id (for pageRevision and restorePageRevision).' })
  id: string;

  @Column({ type: 'uuid' })
  @Field(() => ID, { description: 'The page it is a version of.' })
  pageId: string;

  @ManyToOne(() => ContentPage, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'pageId', foreignKeyConstraintName: 'FK_page_revisions_page' })
  page?: ContentPage;

  @Column({ type: 'int' })
  @Field(() => Int, { description: 'The page’s version number this save produced.' })
  version: number;

  @Column({ type: 'varchar', length: PAGE_SLUG_MAX_LENGTH })
  @Field({ description: 'The slug as saved in this version.' })
  slug: string;

  @Column({ type: 'varchar', length: PAGE_TITLE_MAX_LENGTH })
  @Field({ description: 'The title as saved in this version.' })
  title: string;

  @Column({ type: 'jsonb' })
  @Field(() => [GraphQLJSONObject], { description: 'The blocks of this version; empty in lists (read one revision for them).' })
  blocks: Block[];

  @Column({ type: 'jsonb' })
  @Field(() => PageSeoType, { description: 'The SEO fields of this version.' })
  seo: PageSeo;

  @Column({ type: 'varchar', length: 16 })
  @Field(() => EditorialState, { description: 'The state this save left the page in.' })
  state: StateValue;

  @Column({ type: 'uuid', nullable: true })
  savedById: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'Who saved it (their username then); null for scripts.' })
  savedBy: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When this version was saved.' })
  createdAt: Date;
}
