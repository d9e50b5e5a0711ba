import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import { BulkResultType } from '../../graphql/bulk-types';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { mayReadDrafts } from '../../auth/access';
import { EditorialState, PostStatus } from '../posts/post.entity';
import { resourceStatus } from './resources.service';
import { Resource } from './resource.entity';
import { AdminResourcesArgs, ResourceInput, ResourcesArgs } from './resources.inputs';

@ObjectType({ description: 'A page of resources.' })
class ResourcePage extends pageOf(Resource) {}

@ObjectType({ description: 'A recorded download: the file to open and the new count.' })
class ResourceDownload {
  @Field(() => ID) id: string;
  @Field() fileUrl: string;
  @Field(() => Int) downloadCount: number;
}

@Resolver(() => Resource)
export class ResourcesResolver {
  @Query(() => ResourcePage, { description: 'Resources, newest first, filtered and paginated on the server.' })
  resources(@Args() args: ResourcesArgs, @Ctx() { services }: RequestContext) {
    return services.resources.list(args);
  }

  @Mutation(() => ResourceDownload, {
    description: 'Return the file address and count the download (once per client address per resource per hour).',
  })
  recordResourceDownload(@Arg('id', () => ID) id: string, @Ctx() { services, ip }: RequestContext) {
    return services.resources.recordDownload(id, ip);
  }

  @Authorized(ALLOW.readContent)
  @Query(() => ResourcePage)
  adminResources(@Args() args: AdminResourcesArgs, @Ctx() context: RequestContext) {
    return context.services.resources.listAdmin({ ...args, mayReadDrafts: mayReadDrafts(context) });
  }

  @Authorized(ALLOW.readContent)
  @Query(() => Resource, {
    nullable: true,
    description: 'A draft or a resource in review is null to a token without the content:drafts scope.',
  })
  adminResource(@Arg('id', () => ID) id: string, @Ctx() context: RequestContext) {
    return context.services.resources.getForReader(id, mayReadDrafts(context));
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => Resource)
  createResource(@Arg('input') input: ResourceInput, @Ctx() { services, user }: RequestContext) {
    return services.resources.create(input, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => Resource)
  updateResource(@Arg('id', () => ID) id: string, @Arg('input') input: ResourceInput, @Ctx() { services, user }: RequestContext) {
    return services.resources.update(id, input, user);
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BulkResultType, {
    description: 'Publish (PUBLISHED), unpublish (DRAFT) or submit (IN_REVIEW) at most 100 at once; each is checked as a single save.',
  })
  bulkUpdateResourceStatus(
    @Arg('ids', () => [ID]) ids: string[],
    @Arg('status', () => EditorialState) status: EditorialState,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.resources.bulkSetState(ids, status, user);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => BulkResultType, { description: 'Delete at most 100 at once.' })
  deleteResources(@Arg('ids', () => [ID]) ids: string[], @Ctx() { services }: RequestContext) {
    return services.resources.bulkDelete(ids);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean)
  async deleteResource(@Arg('id', () => ID) id: string, @Ctx() { services }: RequestContext) {
    await services.resources.delete(id);
    return true;
  }

  @FieldResolver(() => PostStatus, { description: 'DRAFT, IN_REVIEW, SCHEDULED (published, date to come) or PUBLISHED.' })
  status(@Root() resource: Resource): PostStatus {
    return resourceStatus(resource);
  }
}
