import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { PendingPostChangeType } from './post-pending-change.entity';
import { BlogPostInput } from './posts.inputs';

/** Autosave of live posts (decision 0032): the signed-in editor's own pending change of a post. */
@Resolver(() => PendingPostChangeType)
export class PendingChangesResolver {
  @Authorized(ALLOW.writeContent)
  @Query(() => PendingPostChangeType, { nullable: true, description: 'Your autosaved, unpublished edits of a live post, if any.' })
  pendingPostChange(
    @Arg('postId', () => ID, { description: 'The live post whose autosaved edits to read.' }) postId: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pendingChanges.get(postId, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => PendingPostChangeType, {
    description: 'Autosave edits of a published or scheduled post without changing it (input.expectedVersion: the version edited).',
  })
  savePendingPostChange(
    @Arg('postId', () => ID, { description: 'The published or scheduled post being edited.' }) postId: string,
    @Arg('input', { description: 'The whole edited post, as the editor holds it; the live post is not changed.' }) input: BlogPostInput,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pendingChanges.save(postId, input, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => Boolean, { description: 'Discard your autosaved edits of a post; true when there were some.' })
  discardPendingPostChange(
    @Arg('postId', () => ID, { description: 'The post whose autosaved edits to drop.' }) postId: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.pendingChanges.discard(postId, user);
  }
}
