// GraphQL of pages built from blocks (issue 31): the public `page(slug)` (staff also see drafts, for
// preview), the admin list and item, create/update/delete, and the revisions. Each field is one
// call of the pages services; the input is checked there by the shared schemas.
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLJSONObject } from 'graphql-scalars';
import { mayReadDrafts, contentActor } from '../../auth/access';
import type { RequestContext } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { AdminListArgs, pageOf } from '../../graphql/page-types';
import { EditorialState, PostStatus } from '../posts/post.entity';
import { ContentPage } from './page.entity';
import { pageForRequest } from '../experiments/experiment-arms';
import { PageRevision } from './page-revision.entity';

@ObjectType({ description: 'A page of the admin’s list of pages.' })
class PagePage extends pageOf(ContentPage) {}

@ArgsType()
class PageListArgs extends AdminListArgs {
  @Field(() => [PostStatus], { nullable: true, description: 'Only these statuses (DRAFT and IN_REVIEW: staff or content:drafts tokens).' })
  status?: PostStatus[] | null;
  @Field(() => String, { nullable: true, description: 'title, slug, updatedAt or status; default: last edited first.' })
  sort?: string | null;
  @Field(() => String, { nullable: true, description: 'asc (the default) or desc.' })
  order?: string | null;
}

@InputType({ description: 'A page’s search and sharing fields; empty ones fall back to the page’s own.' })
class PageSeoInput {
  @Field(() => String, { nullable: true, description: 'Search-result title, at most 120 characters.' }) title?: string;
  @Field(() => String, { nullable: true, description: 'Search-result description, at most 320 characters.' }) description?: string;
  @Field(() => String, { nullable: true, description: 'Share image: a media library file (/media/…) or an http(s) URL.' }) image?: string;
  @Field(() => Boolean, { nullable: true, description: 'Ask search engines not to index the page (and leave it out of the sitemap).' })
  noindex?: boolean;
}

@InputType({ description: 'A page save: the posts’ editorial rules apply (status, expectedVersion, publishedAt).' })
export class PageInput {
  @Field({ description: 'Its address: lowercase words joined by hyphens; not a route of the site (home: `home`).' }) slug: string;
  @Field({ description: 'The page title, at most 200 characters.' }) title: string;
  @Field(() => [GraphQLJSONObject], {
    nullable: true,
    description: 'The ordered blocks (docs/integrators.md); omitted on update: unchanged.',
  })
  blocks?: Record<string, unknown>[] | null;
  @Field(() => PageSeoInput, { nullable: true, description: 'SEO fields; omitted on update: unchanged.' }) seo?: PageSeoInput | null;
  @Field(() => EditorialState, {
    nullable: true,
    description: 'Absent: DRAFT on create, unchanged on update. PUBLISHED needs an Editor or up.',
  })
  status?: EditorialState | null;
  @Field(() => Int, { nullable: true, description: 'The version the editor loaded: a save over a newer one is refused (CONFLICT).' })
  expectedVersion?: number | null;
  @Field(() => Date, { nullable: true, description: 'When it becomes public; later than now with PUBLISHED: scheduled.' })
  publishedAt?: Date | null;
}

/** The GraphQL input as the plain JSON object the shared schemas check (no class instances, no absent keys). */
export function plain(input: PageInput): unknown {
  return JSON.parse(JSON.stringify(input, (_key, value: unknown) => (value === null ? undefined : value)));
}

@Resolver()
export class PagesResolver {
  @Query(() => ContentPage, {
    nullable: true,
    description:
      'A published page by slug (`home` is the home page); null when absent or not public. Signed-in staff also get drafts (preview). A counted visitor may get the variant of an experiment running on the page (decision 0069).',
  })
  async page(@Arg('slug', { description: 'The page’s slug.' }) slug: string, @Ctx() { services, user, res }: RequestContext) {
    if (user) return services.pages.bySlugAnyStatus(slug);
    // A running experiment's arm for this visitor (decision 0069).
    return pageForRequest(services, res.req, await services.pages.publishedBySlug(slug));
  }

  @Authorized(ALLOW.readContent)
  @Query(() => PagePage, { description: 'Staff (or a content-scoped API token): every page with its status, last edited first.' })
  adminPages(@Args() args: PageListArgs, @Ctx() context: RequestContext) {
    return context.services.pages.listAll({ ...args, mayReadDrafts: mayReadDrafts(context) });
  }

  @Authorized(ALLOW.readContent)
  @Query(() => ContentPage, { nullable: true, description: 'One page by id; a draft is null to a token without content:drafts.' })
  adminPage(@Arg('id', () => ID, { description: 'The page’s id.' }) id: string, @Ctx() context: RequestContext) {
    return context.services.pages.getForReader(id, mayReadDrafts(context));
  }

  @Authorized(ALLOW.saveContent)
  @Mutation(() => ContentPage, { description: 'Create a page (any staff role); an Author’s page can only be DRAFT or IN_REVIEW.' })
  createPage(@Arg('input', { description: 'The new page.' }) input: PageInput, @Ctx() context: RequestContext) {
    return context.services.pages.create(plain(input), contentActor(context));
  }

  @Authorized(ALLOW.saveContent)
  @Mutation(() => ContentPage, { description: 'Save a page; refused with CONFLICT when expectedVersion is older than the stored one.' })
  updatePage(
    @Arg('id', () => ID, { description: 'The page to save.' }) id: string,
    @Arg('input', { description: 'Its fields (blocks and seo omitted: unchanged).' }) input: PageInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.pages.update(id, plain(input), contentActor(context));
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean, { description: 'Delete a page (Editors and up); the sync feed gets a tombstone. True when deleted.' })
  async deletePage(@Arg('id', () => ID, { description: 'The page to delete.' }) id: string, @Ctx() { services }: RequestContext) {
    await services.pages.delete(id);
    return true;
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => [PageRevision], { description: 'A page’s revisions, newest first (at most 50), without their blocks.' })
  pageRevisions(@Arg('pageId', () => ID, { description: 'The page.' }) pageId: string, @Ctx() { services, user }: RequestContext) {
    return services.pageRevisions.list(pageId, user);
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => PageRevision, { description: 'One revision with its blocks.' })
  pageRevision(@Arg('id', () => ID, { description: 'The revision’s id.' }) id: string, @Ctx() { services, user }: RequestContext) {
    return services.pageRevisions.get(id, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => ContentPage, {
    description: 'Save a revision’s title, blocks and SEO as a new version of its page (slug and state unchanged).',
  })
  restorePageRevision(
    @Arg('id', () => ID, { description: 'The revision to restore.' }) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true, description: 'The page version the editor has loaded; null: no check.' })
    expectedVersion: number | null,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pageRevisions.restore(id, expectedVersion, user);
  }
}
