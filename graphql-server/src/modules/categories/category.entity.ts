import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { CATEGORY_NAME_MAX_LENGTH, SLUG_MAX_LENGTH } from '../../../../schema/validation/content';

@Entity({ name: 'categories' })
@Index('IDX_categories_name', ['name'])
@ObjectType({ description: 'A blog category; posts refer to it by slug.' })
export class Category {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID)
  id: string;

  @Column({ type: 'varchar', length: CATEGORY_NAME_MAX_LENGTH })
  @Field()
  name: string;

  @Column({
    type: 'varchar',
    length: SLUG_MAX_LENGTH /* posts.category refers to it: the posts' slug width, wider than the category rule */,
    unique: true,
  })
  @Field()
  slug: string;

  @Column({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true })
  description: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field()
  updatedAt: Date;
}
