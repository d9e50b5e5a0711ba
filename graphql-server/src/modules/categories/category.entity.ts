import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { CATEGORY_NAME_MAX_LENGTH, SLUG_MAX_LENGTH } from '../../../../schema/validation/content';

@Entity({ name: 'categories' })
@Index('IDX_categories_sync', { synchronize: false }) // (updatedAt, id), the sync feed's order: migration 1795402800000
@Index('IDX_categories_name', ['name'])
@ObjectType({ description: 'A blog category; posts refer to it by slug.' })
export class Category {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id (UUID), for adminCategory, updateCategory and deleteCategory.' })
  id: string;

  @Column({ type: 'varchar', length: CATEGORY_NAME_MAX_LENGTH })
  @Field({ description: 'The name shown on the blog, at most 100 characters.' })
  name: string;

  @Column({
    type: 'varchar',
    length: SLUG_MAX_LENGTH /* posts.category refers to it: the posts' slug width, wider than the category rule */,
    unique: true,
  })
  @Field({ description: 'Unique lower-case address part; posts refer to their category by it.' })
  slug: string;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'A short text for the category page; null when none was given.' })
  description: string | null;

  /** Raised by the database at every write (a trigger, decision 0060). */
  @Column({ type: 'int', default: 1, insert: false, update: false })
  @Field(() => Int, { description: 'Raised by every change; webhook events carry it too.' })
  version: number;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was created.' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it last changed; the sync feed (categoryChanges) is ordered by it.' })
  updatedAt: Date;
}
