import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { SlugRedirect } from './slug-redirect.entity';

@Resolver(() => SlugRedirect)
export class SlugRedirectsResolver {
  @Authorized(ALLOW.manageContent)
  @Query(() => [SlugRedirect], { description: 'Old blog addresses and where they lead, newest first (at most 1,000).' })
  slugRedirects(@Ctx() { services }: RequestContext) {
    return services.redirects.list();
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => SlugRedirect, { description: 'Delete a redirect: its old address answers 404 from now on.' })
  deleteSlugRedirect(@Arg('id', () => ID, { description: 'The redirect’s id.' }) id: string, @Ctx() { services }: RequestContext) {
    return services.redirects.delete(id);
  }
}
