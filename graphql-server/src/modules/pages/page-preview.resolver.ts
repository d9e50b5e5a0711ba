// Shareable preview links of pages (issue 31, decision 0073), the posts' fields (0031) for pages:
// the public read a link opens, and the editor's list, create and revoke.
import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { ContentPage } from './page.entity';
import { PagePreviewLink } from './page-preview-link.entity';

@ObjectType({ description: 'A page preview link just made: its address holds the token, shown this once.' })
class CreatedPagePreviewLink {
  @Field(() => PagePreviewLink, { description: 'The stored link (no token).' })
  link: PagePreviewLink;

  @Field({ description: 'The absolute address to share: /{slug}?preview={token} (the home page: /?preview={token}).' })
  url: string;
}

@Resolver(() => PagePreviewLink)
export class PagePreviewResolver {
  @Query(() => ContentPage, {
    nullable: true,
    description:
      'The page a shareable preview link opens (any status, with the pending changes of the editor who made the link); null for an unknown, expired or revoked token. Never cached.',
  })
  sharedPage(
    @Arg('slug', { description: 'The page’s slug, as in the preview address (`home` for /).' }) slug: string,
    @Arg('token', { description: 'The secret token of the preview link.' }) token: string,
    @Ctx() { services }: RequestContext,
  ) {
    return services.pagePreviewLinks.openPage(token, slug);
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => [PagePreviewLink], { description: 'A page’s preview links that still open it, newest first.' })
  pagePreviewLinks(
    @Arg('pageId', () => ID, { description: 'The page whose links to list.' }) pageId: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pagePreviewLinks.list(pageId, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => CreatedPagePreviewLink, { description: 'Make a preview link for a page, valid for 7 days.' })
  async createPagePreviewLink(
    @Arg('pageId', () => ID, { description: 'The page the link will open.' }) pageId: string,
    @Ctx() { services, user }: RequestContext,
  ): Promise<CreatedPagePreviewLink> {
    const { link, token, slug } = await services.pagePreviewLinks.createWithSlug(pageId, user);
    return { link, url: pagePreviewUrl(services.site.url, slug, token) };
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => PagePreviewLink, { description: 'Revoke a page preview link: it answers 404 from now on.' })
  revokePagePreviewLink(
    @Arg('id', () => ID, { description: 'The link’s id (not its token).' }) id: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pagePreviewLinks.revoke(id, user);
  }
}

export function pagePreviewUrl(siteUrl: string, slug: string, token: string): string {
  return `${siteUrl}/${slug === 'home' ? '' : encodeURIComponent(slug)}?preview=${token}`;
}
