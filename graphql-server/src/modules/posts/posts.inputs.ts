import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { BLOG_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../schema/validation/paging';

@ArgsType()
export class PostsArgs {
  @Field(() => String, { nullable: true, description: "A category slug; omitted or 'all' means every category." })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Matches title, excerpt, content and tags (case-insensitive).' })
  search?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: BLOG_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}

@InputType({ description: 'A blog post as the editor submits it (SPEC §5 rules apply).' })
export class BlogPostInput {
  @Field() title: string;
  @Field() slug: string;
  @Field() excerpt: string;
  @Field({ description: 'HTML; sanitised before it is stored.' }) content: string;
  @Field() coverImage: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the site name.' }) author?: string | null;
  @Field({ description: 'An existing category slug.' }) category: string;
  @Field({ description: 'Comma-separated.' }) tags: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false }) featured?: boolean;
  @Field(() => Date, {
    nullable: true,
    description: 'A future time schedules the post. Omitted: now on create, unchanged on update.',
  })
  publishedAt?: Date | null;
}
