import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import { BulkResultType } from '../../graphql/bulk-types';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { mayReadDrafts } from '../../auth/access';
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
  featuredPosts(@Arg('limit', () => Int, { defaultValue: 3 }) limit: number, @Ctx() { services }: RequestContext) {
    return services.posts.featured(limit);
  }

  @Query(() => PostPage, { description: 'Published posts, newest first, filtered and paginated on the server.' })
  posts(@Args() args: PostsArgs, @Ctx() { services }: RequestContext) {
    return services.posts.listPublished(args);
  }

  @Query(() => BlogPost, { nullable: true, description: 'A published post by slug; null when absent or scheduled.' })
  post(@Arg('slug') slug: string, @Ctx() { services }: RequestContext) {
    return services.posts.bySlug(slug);
  }

  @Query(() => [BlogPost], { description: 'Other published posts of the same category (at most 3).' })
  relatedPosts(
    @Arg('slug') slug: string,
    @Arg('limit', () => Int, { defaultValue: 3 }) limit: number,
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
  adminPost(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.posts.getForReader(id, mayReadDrafts(context));
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BlogPost)
  createPost(@Arg('input') input: BlogPostInput, @Ctx() { services, user }: RequestContext) {
    return services.posts.create(input, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BlogPost)
  updatePost(@Arg('id', () => ID) id: string, @Arg('input') input: BlogPostInput, @Ctx() { services, user }: RequestContext) {
    return services.posts.update(id, input, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BulkResultType, {
    description: 'Publish (PUBLISHED), unpublish (DRAFT) or submit (IN_REVIEW) at most 100 at once; each is checked as a single save.',
  })
  bulkUpdatePostStatus(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => EditorialState) status: EditorialState,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.posts.bulkSetState(ids, status, user);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => BulkResultType, { description: 'Delete at most 100 at once.' })
  deletePosts(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services }: RequestContext) {
    return services.posts.bulkDelete(ids);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean)
  async deletePost(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
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

  @FieldResolver(() => PostStatus)
  status(@Root() post: BlogPost): PostStatus {
    return postStatus(post);
  }

  @FieldResolver(() => [String], { description: 'The tags, split on commas and trimmed.' })
  tagList(@Root() post: BlogPost): string[] {
    return tagList(post.tags);
  }
}
