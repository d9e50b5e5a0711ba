import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { BlogPost } from './post.entity';
import { PostRevision } from './post-revision.entity';

@Resolver(() => PostRevision)
export class PostRevisionsResolver {
  @Authorized(ALLOW.writeContent)
  @Query(() => [PostRevision], { description: 'A post’s revisions, newest first (at most 50), without their content.' })
  postRevisions(@Arg('postId', () => ID) postId: string, @Ctx() { services, user }: RequestContext) {
    return services.postRevisions.list(postId, user);
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => PostRevision, { description: 'One revision with its content.' })
  postRevision(@Arg('id', () => ID) id: string, @Ctx() { services, user }: RequestContext) {
    return services.postRevisions.get(id, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BlogPost, {
    description: 'Save a revision’s title, excerpt and content as a new version of its post (state unchanged), over expectedVersion.',
  })
  restorePostRevision(
    @Arg('id', () => ID) id: string,
    @Arg('expectedVersion', () => Int, { nullable: true }) expectedVersion: number | null,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.postRevisions.restore(id, expectedVersion, user);
  }
}
