import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { SLUG_MAX_LENGTH } from '../../../../schema/validation/content';

/**
 * An old address of a published post (issue 12, decision 0031): `GET /blog/{fromSlug}` answers 301
 * to `/blog/{toSlug}`. Chains are collapsed when written, so a redirect never leads to another.
 */
@Entity({ name: 'redirects' })
@ObjectType({ description: 'An old blog address that answers 301 to the post’s current one.' })
export class SlugRedirect {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'The redirect’s id (for deleteSlugRedirect).' })
  id: string;

  @Index('IDX_redirects_from', { unique: true })
  @Column({ type: 'varchar', length: SLUG_MAX_LENGTH })
  @Field({ description: 'The old slug: /blog/{fromSlug}.' })
  fromSlug: string;

  @Index('IDX_redirects_to')
  @Column({ type: 'varchar', length: SLUG_MAX_LENGTH })
  @Field({ description: 'The slug it leads to: /blog/{toSlug}.' })
  toSlug: string;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When the slug changed (or when the chain it belongs to was last rewritten).' })
  createdAt: Date;
}
