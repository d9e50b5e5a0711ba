// Scheduled updates of live pages (issue 31, decision 0072): read by staff, scheduled and
// cancelled by Editors and up. The mutations are audited by graphql/audit-mutations.ts.
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { ScheduledPageChangeType } from './page-scheduled-change.entity';
import { PageInput, plain } from './pages.resolver';

@Resolver(() => ScheduledPageChangeType)
export class PageScheduleResolver {
  @Authorized(ALLOW.writeContent)
  @Query(() => ScheduledPageChangeType, { nullable: true, description: 'The update of a live page scheduled for a time, if any.' })
  scheduledPageUpdate(@Arg('pageId', () => ID, { description: 'The live page.' }) pageId: string, @Ctx() { services }: RequestContext) {
    return services.pageSchedule.get(pageId);
  }

  @Authorized(ALLOW.publishContent)
  @Mutation(() => ScheduledPageChangeType, {
    description:
      'Schedule an update of a published page (Editors and up): visitors keep the live page until runAt, then it is saved as an ordinary update — only over input.expectedVersion; if the page was saved since, it is flagged (refusal), not applied. Replaces any update already scheduled.',
  })
  schedulePageUpdate(
    @Arg('pageId', () => ID, { description: 'The published page.' }) pageId: string,
    @Arg('input', { description: 'The whole edited page and the version it was edited over (status and publishedAt are ignored).' })
    input: PageInput,
    @Arg('runAt', { description: 'When it goes live: an ISO 8601 date and time in the future.' }) runAt: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pageSchedule.schedule(pageId, { ...(plain(input) as object), runAt }, user);
  }

  @Authorized(ALLOW.publishContent)
  @Mutation(() => Boolean, { description: 'Cancel (or dismiss, when flagged) the page’s scheduled update; true when there was one.' })
  cancelScheduledPageUpdate(@Arg('pageId', () => ID, { description: 'The page.' }) pageId: string, @Ctx() { services }: RequestContext) {
    return services.pageSchedule.cancel(pageId);
  }
}
