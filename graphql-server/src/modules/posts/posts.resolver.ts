import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import { BulkResultType } from '../../graphql/bulk-types';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { mayReadDrafts, contentActor } from '../../auth/access';
import { BlogPost, EditorialState, PostStatus } from './post.entity';
import { BlogPostInput, ContentListArgs, PostsArgs } from './posts.inputs';
import { postStatus, tagList } from './posts.service';
import { loadersFor } from '../../graphql/loaders';
import { Category } from '../categories/category.entity';

@ObjectType({ description: 'A page of blog posts.' })
class PostPage extends pageOf(BlogPost) {}

@Resolver(() => BlogPost)
export class PostsResolver {
  @Query(() => [BlogPost], { description: 'Featured published posts, newest first.' })
  featuredPosts(
    @Arg('limit', () => Int, { defaultValue: 3, description: 'How many posts to return, 1 to 20 (default 3); another value is refused.' })
    limit: number,
    @Ctx() { services }: RequestContext,
  ) {
    return services.posts.featured(limit);
  }

  @Query(() => PostPage, { description: 'Published posts, newest first, filtered and paginated on the server.' })
  posts(@Args() args: PostsArgs, @Ctx() { services }: RequestContext) {
    return services.posts.listPublished(args);
  }

  @Query(() => BlogPost, {
    nullable: true,
    description:
      'A published post by slug; null when absent or not yet public. Signed-in staff also get drafts, posts in review and scheduled posts (preview; their answers are never cached).',
  })
  post(
    @Arg('slug', { description: 'The post’s slug (its address /blog/{slug}).' }) slug: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return user ? services.posts.bySlugAnyStatus(slug) : services.posts.bySlug(slug);
  }

  @Query(() => [BlogPost], { description: 'Other published posts of the same category (at most 3).' })
  relatedPosts(
    @Arg('slug', { description: 'The slug of the post the others relate to (it is itself left out).' }) slug: string,
    @Arg('limit', () => Int, { defaultValue: 3, description: 'How many posts to return, 1 to 3 (default 3); another value is refused.' })
    limit: number,
    @Ctx() { services }: RequestContext,
  ) {
    return services.posts.related(slug, limit);
  }

  @Authorized(ALLOW.readContent)
  @Query(() => PostPage, {
    description:
      'Staff (or an API token with a content scope): every post, scheduled ones included; drafts for staff and content:drafts tokens.',
  })
  adminPosts(@Args() args: ContentListArgs, @Ctx() context: RequestContext) {
    return context.services.posts.listAll({ ...args, mayReadDrafts: mayReadDrafts(context) });
  }

  @Authorized(ALLOW.readContent)
  @Query(() => BlogPost, {
    nullable: true,
    description: 'A draft or a post in review is null to a token without the content:drafts scope.',
  })
  adminPost(@Arg('id', () => ID, { description: 'The post’s id.' }) id: string, @Ctx() context: RequestContext) {
    return context.services.posts.getForReader(id, mayReadDrafts(context));
  }

  @Authorized(ALLOW.saveContent)
  @Mutation(() => BlogPost, {
    description: 'Create a post (any staff role); an Author’s post can only be DRAFT or IN_REVIEW.',
  })
  createPost(@Arg('input', { description: 'The new post’s fields.' }) input: BlogPostInput, @Ctx() context: RequestContext) {
    return context.services.posts.create(input, contentActor(context));
  }

  @Authorized(ALLOW.saveContent)
  @Mutation(() => BlogPost, {
    description:
      'Save a post; an Author may edit only their own. Refused with CONFLICT when expectedVersion is older than the stored version.',
  })
  updatePost(
    @Arg('id', () => ID, { description: 'The post to save.' }) id: string,
    @Arg('input', { description: 'Every field of the post (a full replace; SEO fields omitted stay as they were).' }) input: BlogPostInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.posts.update(id, input, contentActor(context));
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BulkResultType, {
    description: 'Publish (PUBLISHED), unpublish (DRAFT) or submit (IN_REVIEW) at most 100 at once; each is checked as a single save.',
  })
  bulkUpdatePostStatus(
    @Arg('ids', () => [ID], { description: 'The posts to change, at most 100.' }) ids: string[],
    @Arg('status', () => EditorialState, { description: 'The state to set: PUBLISHED, DRAFT or IN_REVIEW.' }) status: EditorialState,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.posts.bulkSetState(ids, status, user);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => BulkResultType, { description: 'Delete at most 100 at once.' })
  deletePosts(
    @Arg('ids', () => [ID], { description: 'The posts to delete, at most 100.' }) ids: string[],
    @Ctx() { services }: RequestContext,
  ) {
    return services.posts.bulkDelete(ids);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean, {
    description:
      'Delete a post for good (Editors and up); its revisions and preview links go with it, and the sync feed gets a tombstone. True when deleted.',
  })
  async deletePost(@Arg('id', () => ID, { description: 'The post to delete.' }) id: string, @Ctx() { services }: RequestContext) {
    await services.posts.delete(id);
    return true;
  }

  @FieldResolver(() => Category, { nullable: true, description: 'The post’s category (name, description): batched per request.' })
  categoryRef(@Root() post: BlogPost, @Ctx() context: RequestContext): Promise<Category | null> {
    return loadersFor(context).categoryBySlug.load(post.category);
  }

  @FieldResolver(() => String, { description: 'HTML through the allow-list: cleaned when saved, and on every read (cached).' })
  async content(@Root() post: BlogPost, @Ctx() context: RequestContext): Promise<string> {
    // Lists read no body (posts.service.ts POST_SUMMARY_COLUMNS): loaded, batched, when asked for.
    if (typeof post.content === 'string') return post.content;
    return (await loadersFor(context).postContentById.load(post.id)) ?? '';
  }

  @FieldResolver(() => PostStatus, {
    description: 'The status shown in the admin: SCHEDULED while a published post’s publishedAt is still to come.',
  })
  status(@Root() post: BlogPost): PostStatus {
    return postStatus(post);
  }

  @FieldResolver(() => [String], { description: 'The tags, split on commas and trimmed.' })
  tagList(@Root() post: BlogPost): string[] {
    return tagList(post.tags);
  }
}
