import { Arg, Args, Authorized, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import { BulkResultType } from '../../graphql/bulk-types';
import type { RequestContext } from '../../auth/context';
import { pageOf } from '../../graphql/page-types';
import { mayReadDrafts, contentActor } from '../../auth/access';
import { EditorialState, PostStatus } from '../posts/post.entity';
import { resourceStatus } from './resources.service';
import { Resource } from './resource.entity';
import { AdminResourcesArgs, ResourceInput, ResourcesArgs } from './resources.inputs';

@ObjectType({ description: 'A page of resources.' })
class ResourcePage extends pageOf(Resource) {}

@ObjectType({ description: 'A recorded download: the file to open and the new count.' })
class ResourceDownload {
  @Field(() => ID, { description: 'The resource downloaded.' }) id: string;
  @Field({ description: 'The file to open.' }) fileUrl: string;
  @Field(() => Int, { description: 'The count after this download (unchanged when the same address downloaded it within the hour).' })
  downloadCount: number;
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
  recordResourceDownload(
    @Arg('id', () => ID, { description: 'The published resource being downloaded.' }) id: string,
    @Ctx() { services, ip }: RequestContext,
  ) {
    return services.resources.recordDownload(id, ip);
  }

  @Authorized(ALLOW.readContent)
  @Query(() => ResourcePage, {
    description:
      'Staff (or an API token with a content scope): every resource, scheduled ones included; drafts for staff and content:drafts tokens.',
  })
  adminResources(@Args() args: AdminResourcesArgs, @Ctx() context: RequestContext) {
    return context.services.resources.listAdmin({ ...args, mayReadDrafts: mayReadDrafts(context) });
  }

  @Authorized(ALLOW.readContent)
  @Query(() => Resource, {
    nullable: true,
    description: 'A draft or a resource in review is null to a token without the content:drafts scope.',
  })
  adminResource(@Arg('id', () => ID, { description: 'The resource’s id.' }) id: string, @Ctx() context: RequestContext) {
    return context.services.resources.getForReader(id, mayReadDrafts(context));
  }

  @Authorized(ALLOW.saveContent)
  @Mutation(() => Resource, { description: 'Create a resource (Authors and up); an Author’s resource can only be DRAFT or IN_REVIEW.' })
  createResource(@Arg('input', { description: 'The new resource’s fields.' }) input: ResourceInput, @Ctx() context: RequestContext) {
    return context.services.resources.create(input, contentActor(context));
  }

  @Authorized(ALLOW.saveContent)
  @Mutation(() => Resource, {
    description:
      'Save a resource; an Author may edit only their own. Refused with CONFLICT when expectedVersion is older than the stored version.',
  })
  updateResource(
    @Arg('id', () => ID, { description: 'The resource to save.' }) id: string,
    @Arg('input', { description: 'Every field of the resource (a full replace).' }) input: ResourceInput,
    @Ctx() context: RequestContext,
  ) {
    return context.services.resources.update(id, input, contentActor(context));
  }

  @Authorized(ALLOW.writeContent)
  @Mutation(() => BulkResultType, {
    description: 'Publish (PUBLISHED), unpublish (DRAFT) or submit (IN_REVIEW) at most 100 at once; each is checked as a single save.',
  })
  bulkUpdateResourceStatus(
    @Arg('ids', () => [ID], { description: 'The resources to change, at most 100.' }) ids: string[],
    @Arg('status', () => EditorialState, { description: 'The state to set: PUBLISHED, DRAFT or IN_REVIEW.' }) status: EditorialState,
    @Ctx() { services, user }: RequestContext,
  ) {
    return services.resources.bulkSetState(ids, status, user);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => BulkResultType, { description: 'Delete at most 100 at once.' })
  deleteResources(
    @Arg('ids', () => [ID], { description: 'The resources to delete, at most 100.' }) ids: string[],
    @Ctx() { services }: RequestContext,
  ) {
    return services.resources.bulkDelete(ids);
  }

  @Authorized(ALLOW.manageContent)
  @Mutation(() => Boolean, {
    description: 'Delete a resource for good (Editors and up); the sync feed gets a tombstone. True when deleted.',
  })
  async deleteResource(@Arg('id', () => ID, { description: 'The resource to delete.' }) id: string, @Ctx() { services }: RequestContext) {
    await services.resources.delete(id);
    return true;
  }

  @FieldResolver(() => PostStatus, { description: 'DRAFT, IN_REVIEW, SCHEDULED (published, date to come) or PUBLISHED.' })
  status(@Root() resource: Resource): PostStatus {
    return resourceStatus(resource);
  }
}
