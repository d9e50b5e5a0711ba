import { ArgsType, Field, InputType, Int } from 'type-graphql';
import { BLOG_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../../schema/validation/paging';
import { AdminListArgs } from '../../graphql/page-types';
import { EditorialState, PostStatus } from './post.entity';

/** An admin content list (posts, resources): search, paging and the statuses wanted. */
@ArgsType()
export class ContentListArgs extends AdminListArgs {
  @Field(() => [PostStatus], {
    nullable: true,
    description:
      'Only these statuses. DRAFT and IN_REVIEW need staff or a token with the content:drafts scope; a content-only token sees SCHEDULED and PUBLISHED.',
  })
  status?: PostStatus[] | null;

  @Field(() => String, { nullable: true, description: 'Only this category (a category value; omitted or all: every one).' })
  category?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'A column of the admin table (see the list for the allowed ones); default: newest first.',
  })
  sort?: string | null;

  @Field(() => String, { nullable: true, description: 'asc (the default) or desc.' })
  order?: string | null;
}

/** What every editor save may carry besides the content (decision 0021): the inputs extend it. */
@InputType({ description: 'The editorial fields of a post or resource save.' })
export abstract class EditorialInput {
  @Field(() => EditorialState, {
    nullable: true,
    description: 'Absent: DRAFT on create, unchanged on update. PUBLISHED (or scheduled, with a future publishedAt) needs an Editor or up.',
  })
  status?: EditorialState | null;

  @Field(() => Int, { nullable: true, description: 'The version the editor loaded: a save over a newer one is refused (CONFLICT).' })
  expectedVersion?: number | null;
}

@ArgsType()
export class PostsArgs {
  @Field(() => String, { nullable: true, description: "A category slug; omitted or 'all' means every category." })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'Matches title, excerpt, content and tags (case-insensitive).' })
  search?: string | null;

  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page to return, from 1.' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: BLOG_PAGE_SIZE, description: `At most ${MAX_PAGE_SIZE}.` }) pageSize?: number;
}

@InputType({ description: 'A blog post as the editor submits it (SPEC §5 rules apply).' })
export class BlogPostInput extends EditorialInput {
  @Field({ description: 'The headline: required, at most 200 characters.' }) title: string;
  @Field({
    description:
      'The address part: lower-case letters, digits and hyphens, unique, at most 200 characters. Changing it keeps the old address as a redirect.',
  })
  slug: string;
  @Field({ description: 'A plain-text summary: required, at most 300 characters.' }) excerpt: string;
  @Field({ description: 'HTML; sanitised before it is stored.' }) content: string;
  @Field({ description: 'Cover image: a /media/ path or an absolute http(s) URL, at most 2048 characters.' }) coverImage: string;
  @Field(() => String, { nullable: true, description: 'Defaults to the site name.' }) author?: string | null;
  @Field({ description: 'An existing category slug.' }) category: string;
  @Field({ description: 'Comma-separated.' }) tags: string;
  @Field(() => Boolean, { nullable: true, defaultValue: false, description: 'Show on the home page while published; default false.' })
  featured?: boolean;
  @Field(() => Date, {
    nullable: true,
    description:
      'With status PUBLISHED, a future time schedules the post. Omitted: now on create or first publication, otherwise unchanged.',
  })
  publishedAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'Search-result title (≤ 120; about 60 shown). Omitted: unchanged; empty: the title.',
  })
  metaTitle?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Search-result description (≤ 320; about 155 shown). Omitted: unchanged; empty: the excerpt.',
  })
  metaDescription?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Share-card image: a /media/ file or an http(s) URL. Omitted: unchanged; empty: the cover.',
  })
  socialImage?: string | null;

  @Field(() => String, { nullable: true, description: 'Absolute http(s) canonical URL. Omitted: unchanged; empty: the post’s address.' })
  canonicalUrl?: string | null;
}
