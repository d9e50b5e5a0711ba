// GraphQL of the sync feeds (issue 15, decision 0028): one `<kind>Changes` query per synced kind
// and `deleted`, each a page of { items, totalCount, pageInfo { endCursor hasNextPage } }.
import { Args, ArgsType, Authorized, ClassType, Ctx, Field, ID, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { mayReadDrafts } from '../../auth/access';
import type { RequestContext } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { Category } from '../categories/category.entity';
import { ContactRequest } from '../leads/contact-request.entity';
import { PlaybookLead } from '../leads/playbook-lead.entity';
import { MediaItemType } from '../media/media.resolver';
import { toMediaView } from '../media/media-view';
import { BlogPost } from '../posts/post.entity';
import { Resource } from '../resources/resource.entity';
import { ContentPage } from '../pages/page.entity';
import { MAX_PAGE_SIZE } from '../../../../schema/validation/paging';
import { DELETED_FEED_GRANTS, readableKinds, SYNC_KINDS, type SyncKind } from './sync-kinds';
import { TOMBSTONE_REASONS, type TombstoneReason } from './sync.service';

const SyncKindValues = Object.fromEntries(SYNC_KINDS.map((kind) => [kind, kind])) as { [K in SyncKind]: K };
registerEnumType(SyncKindValues, {
  name: 'SyncKind',
  description: 'What a tombstone of the deleted feed was.',
  valuesConfig: {
    POST: { description: 'A blog post.' },
    CATEGORY: { description: 'A category.' },
    RESOURCE: { description: 'A downloadable resource.' },
    PLAYBOOK_LEAD: { description: 'A playbook download lead (erased or deleted).' },
    CONTACT_REQUEST: { description: 'A contact request (erased or deleted).' },
    MEDIA: { description: 'A media library item.' },
    PAGE: { description: 'A page built from blocks.' },
  },
});

const TombstoneReasonValues = Object.fromEntries(TOMBSTONE_REASONS.map((r) => [r, r])) as { [R in TombstoneReason]: R };
registerEnumType(TombstoneReasonValues, {
  name: 'TombstoneReason',
  description: 'Why an item left the reader’s view.',
  valuesConfig: {
    DELETED: { description: 'Deleted (or, for a lead, erased): remove it.' },
    UNPUBLISHED: {
      description:
        'Taken back to draft or review: gone from the view of readers of published items only (a content:drafts token sees the item with its new status instead).',
    },
  },
});

@ObjectType('SyncPageInfo', { description: 'Where a page of a sync feed ends.' })
class SyncPageInfo {
  @Field(() => String, {
    nullable: true,
    description: 'Pass as `after` for the next page, or store it to resume later; null only when the feed has no item yet.',
  })
  endCursor: string | null;

  @Field({ description: 'More items are ready now; false: you are up to date (changes keep arriving: ask again later).' })
  hasNextPage: boolean;
}

function changesOf<T extends object>(itemType: ClassType<T>) {
  @ObjectType()
  abstract class ChangesClass {
    @Field(() => [itemType], { description: 'Ordered by (updatedAt, id), oldest change first.' }) items: T[];
    @Field(() => Int, {
      description: 'Items from updatedSince (or the start) until now, across all pages: the same on every page, whatever `after` is.',
    })
    totalCount: number;
    @Field(() => Int, { description: 'Items after `after` (this page’s included) until now: what is left to read.' })
    remainingCount: number;
    @Field(() => SyncPageInfo, { description: 'Where this page ends and whether more items are ready.' }) pageInfo: SyncPageInfo;
  }
  return ChangesClass;
}

@ObjectType({ description: 'Posts changed since a time or a cursor.' })
class PostChanges extends changesOf(BlogPost) {}
@ObjectType({ description: 'Categories changed since a time or a cursor.' })
class CategoryChanges extends changesOf(Category) {}
@ObjectType({ description: 'Resources changed since a time or a cursor.' })
class ResourceChanges extends changesOf(Resource) {}
@ObjectType({ description: 'Playbook leads created or changed since a time or a cursor.' })
class PlaybookLeadChanges extends changesOf(PlaybookLead) {}
@ObjectType({ description: 'Contact requests created or changed since a time or a cursor.' })
class ContactRequestChanges extends changesOf(ContactRequest) {}
@ObjectType({ description: 'Media items changed since a time or a cursor.' })
class MediaChanges extends changesOf(MediaItemType) {}
@ObjectType({ description: 'Pages changed since a time or a cursor.' })
class PageChanges extends changesOf(ContentPage) {}

@ObjectType('Tombstone', {
  description: 'An item that left the reader’s view (deleted, erased or unpublished): its id, kind and why, nothing else.',
})
class TombstoneType {
  @Field(() => ID, { description: 'The id the item had in its own feed.' }) id: string;
  @Field(() => SyncKindValues, { description: 'Which feed the item belonged to.' }) kind: SyncKind;
  @Field({ description: 'When it left the view; tombstones are kept for the retention period only.' }) deletedAt: Date;
  @Field(() => TombstoneReasonValues, { description: 'DELETED or UNPUBLISHED: remove your copy in both cases.' }) reason: TombstoneReason;
}

@ObjectType({ description: 'Deletions since a time or a cursor, ordered by (deletedAt, id).' })
class DeletedPage extends changesOf(TombstoneType) {}

const LIMIT = `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${MAX_PAGE_SIZE}); another value is refused.`;
const AFTER = 'The endCursor of the previous page (opaque).';

@ArgsType()
class ChangesArgs {
  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time: only items changed at or after it; not in the future.' })
  updatedSince?: string | null;
  @Field(() => String, { nullable: true, description: AFTER }) after?: string | null;
  @Field(() => Int, { nullable: true, description: LIMIT }) limit?: number | null;
}

@ArgsType()
class DeletedArgs {
  @Field(() => String, { nullable: true, description: 'ISO 8601 date-time: only deletions at or after it; not in the future.' })
  deletedSince?: string | null;
  @Field(() => String, { nullable: true, description: AFTER }) after?: string | null;
  @Field(() => Int, { nullable: true, description: LIMIT }) limit?: number | null;
}

@Resolver()
export class SyncResolver {
  @Authorized(ALLOW.readContent)
  @Query(() => PostChanges, { description: 'Sync feed of posts; drafts and items in review only for staff and content:drafts tokens.' })
  postChanges(@Args() args: ChangesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sync.changes('POST', { ...args, since: args.updatedSince }, mayReadDrafts(ctx));
  }

  @Authorized(ALLOW.readContent)
  @Query(() => PageChanges, { description: 'Sync feed of pages; drafts and pages in review only for staff and content:drafts tokens.' })
  pageChanges(@Args() args: ChangesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sync.changes('PAGE', { ...args, since: args.updatedSince }, mayReadDrafts(ctx));
  }

  @Authorized(ALLOW.readContent)
  @Query(() => CategoryChanges, { description: 'Sync feed of categories.' })
  categoryChanges(@Args() args: ChangesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sync.changes('CATEGORY', { ...args, since: args.updatedSince }, true);
  }

  @Authorized(ALLOW.readContent)
  @Query(() => ResourceChanges, {
    description: 'Sync feed of resources; drafts and items in review only for staff and content:drafts tokens.',
  })
  resourceChanges(@Args() args: ChangesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sync.changes('RESOURCE', { ...args, since: args.updatedSince }, mayReadDrafts(ctx));
  }

  @Authorized(ALLOW.readLeads)
  @Query(() => PlaybookLeadChanges, { description: 'Sync feed of playbook leads (leads scope).' })
  playbookLeadChanges(@Args() args: ChangesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sync.changes('PLAYBOOK_LEAD', { ...args, since: args.updatedSince }, true);
  }

  @Authorized(ALLOW.readLeads)
  @Query(() => ContactRequestChanges, { description: 'Sync feed of contact requests (leads scope).' })
  contactRequestChanges(@Args() args: ChangesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sync.changes('CONTACT_REQUEST', { ...args, since: args.updatedSince }, true);
  }

  @Authorized(ALLOW.writeContent)
  @Query(() => MediaChanges, { description: 'Sync feed of the media library (staff sessions).' })
  async mediaChanges(@Args() args: ChangesArgs, @Ctx() ctx: RequestContext) {
    const page = await ctx.services.sync.changes('MEDIA', { ...args, since: args.updatedSince }, true);
    return { ...page, items: page.items.map(toMediaView) };
  }

  @Authorized(DELETED_FEED_GRANTS)
  @Query(() => DeletedPage, {
    description:
      'Tombstones of items that left the caller’s view, of the kinds it may read: deleted ones, and for readers without drafts unpublished ones.',
  })
  deleted(@Args() args: DeletedArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sync.deleted({ ...args, since: args.deletedSince }, readableKinds(ctx), mayReadDrafts(ctx));
  }
}
