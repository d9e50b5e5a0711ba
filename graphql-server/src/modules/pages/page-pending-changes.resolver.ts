// Autosave of live pages (decision 0074), the posts' pending changes (0032) for pages: the
// signed-in editor's own autosaved edits of a published or scheduled page, not yet public.
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { PendingPageChangeType } from './page-pending-change.entity';
import { PageInput, plain } from './pages.resolver';

@Resolver(() => PendingPageChangeType)
export class PagePendingChangesResolver {
  @Authorized(ALLOW.writeContent)
  @Query(() => PendingPageChangeType, { nullable: true, description: 'Your autosaved, unpublished edits of a live page, if any.' })
  pendingPageChange(
    @Arg('pageId', () => ID, { description: 'The live page whose autosaved edits to read.' }) pageId: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pagePendingChanges.get(pageId, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => PendingPageChangeType, {
    description: 'Autosave edits of a published or scheduled page without changing it (input.expectedVersion: the version edited).',
  })
  savePendingPageChange(
    @Arg('pageId', () => ID, { description: 'The published or scheduled page being edited.' }) pageId: string,
    @Arg('input', { description: 'The whole edited page, as the editor holds it; the live page is not changed.' }) input: PageInput,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pagePendingChanges.save(pageId, plain(input), user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => Boolean, { description: 'Discard your autosaved edits of a page; true when there were some.' })
  discardPendingPageChange(
    @Arg('pageId', () => ID, { description: 'The page whose autosaved edits to drop.' }) pageId: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pagePendingChanges.discard(pageId, user);
  }
}
