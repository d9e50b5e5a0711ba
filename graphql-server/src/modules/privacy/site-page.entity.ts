import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { Field, ObjectType } from 'type-graphql';
import { SITE_PAGE_TITLE_MAX_LENGTH } from '../../../../schema/validation/site-pages';

/**
 * A simple content page of the site whose text the admin edits (issue 14: /privacy). The HTML is
 * sanitised with the article allow-list before it is stored. A page with no row shows its default.
 */
@Entity({ name: 'site_pages' })
@ObjectType({ description: 'An editable content page (the privacy policy).' })
export class SitePage {
  @PrimaryColumn({ type: 'varchar', length: 50 })
  @Field({ description: "The page's key, also its address: 'privacy' is /privacy." })
  slug: string;

  @Column({ type: 'varchar', length: SITE_PAGE_TITLE_MAX_LENGTH })
  @Field({ description: 'The heading.' })
  title: string;

  @Column({ type: 'text' })
  @Field({ description: 'The sanitised HTML body.' })
  html: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When the text last changed (its default: when first read).' })
  updatedAt: Date;
}
