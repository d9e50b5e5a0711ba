import { Arg, Authorized, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { SitePage } from './site-page.entity';

@InputType({ description: 'An editable page: its title and its HTML (sanitised with the article allow-list).' })
class SitePageInput {
  @Field({ description: 'The page’s heading.' }) title: string;
  @Field({ description: 'The page’s HTML; elements outside the article allow-list are removed.' }) html: string;
}

@Resolver()
export class SitePagesResolver {
  @Query(() => SitePage, { description: "A content page of the site: 'privacy'." })
  sitePage(@Arg('slug', { description: "The page: 'privacy'." }) slug: string, @Ctx() { services }: RequestContext) {
    return services.sitePages.get(slug);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => SitePage, { description: "Admin: edits a content page ('privacy')." })
  updateSitePage(
    @Arg('slug', { description: "The page: 'privacy'." }) slug: string,
    @Arg('input', { description: 'Its new title and HTML.' }) input: SitePageInput,
    @Ctx() { services }: RequestContext,
  ) {
    return services.sitePages.update(slug, input);
  }
}
