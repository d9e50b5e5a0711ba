import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { BlogPost } from './post.entity';
import { PostRevision } from './post-revision.entity';

@Resolver(() => PostRevision)
export class PostRevisionsResolver {
  @Authorized(ALLOW.writeContent)
  @Query(() => [PostRevision], { description: 'A post’s revisions, newest first (at most 50), without their content.' })
  postRevisions(
    @Arg('postId', () => ID, { description: 'The post whose revisions to list.' }) postId: string,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.postRevisions.list(postId, user);
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => PostRevision, { description: 'One revision with its content.' })
  postRevision(@Arg('id', () => ID, { description: 'The revision’s id.' }) id: string, @Ctx() { services, user }: RequestContext) {
    return services.postRevisions.get(id, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BlogPost, {
    description: 'Save a revision’s title, excerpt and content as a new version of its post (state unchanged), over expectedVersion.',
  })
  restorePostRevision(
    @Arg('id', () => ID, { description: 'The revision to restore.' }) id: string,
    @Arg('expectedVersion', () => Int, {
      nullable: true,
      description: 'The post version the editor has loaded; a newer stored version refuses the restore (CONFLICT). Null: no check.',
    })
    expectedVersion: number | null,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.postRevisions.restore(id, expectedVersion, user);
  }
}
