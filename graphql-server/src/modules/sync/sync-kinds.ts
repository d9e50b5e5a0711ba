// The kinds of record an integrator syncs (issue 15, decision 0028): their tables, who may read
// them (auth/permissions.ts) and which rows a reader without the drafts right does not see.
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { refusal } from '../../auth/access';
import type { Principal } from '../../auth/context';
import { ALLOW, type Grant } from '../../auth/permissions';
import { Category } from '../categories/category.entity';
import { ContactRequest } from '../leads/contact-request.entity';
import { PlaybookLead } from '../leads/playbook-lead.entity';
import { MediaItem } from '../media/media-item.entity';
import { BlogPost } from '../posts/post.entity';
import { Resource } from '../resources/resource.entity';
import { ContentPage } from '../pages/page.entity';

/** The kind names, as tombstones store them and GraphQL's SyncKind enum spells them. */
export const SYNC_KINDS = ['POST', 'CATEGORY', 'RESOURCE', 'PLAYBOOK_LEAD', 'CONTACT_REQUEST', 'MEDIA', 'PAGE'] as const;
export type SyncKind = (typeof SYNC_KINDS)[number];

interface KindSpec<T extends ObjectLiteral> {
  table: string;
  entity: EntityTarget<T>;
  /** Who may read the feed: the same grants as the kind's admin list. */
  grants: readonly Grant[];
  /** Drafts and items in review: only for readers who may see them (auth/access.ts mayReadDrafts). */
  editorial: boolean;
}

export const KIND_SPECS = {
  POST: { table: 'blog_posts', entity: BlogPost, grants: ALLOW.readContent, editorial: true },
  CATEGORY: { table: 'categories', entity: Category, grants: ALLOW.readContent, editorial: false },
  RESOURCE: { table: 'resources', entity: Resource, grants: ALLOW.readContent, editorial: true },
  PLAYBOOK_LEAD: { table: 'playbook_leads', entity: PlaybookLead, grants: ALLOW.readLeads, editorial: false },
  CONTACT_REQUEST: { table: 'contact_requests', entity: ContactRequest, grants: ALLOW.readLeads, editorial: false },
  MEDIA: { table: 'media_items', entity: MediaItem, grants: ALLOW.writeContent, editorial: false },
  PAGE: { table: 'pages', entity: ContentPage, grants: ALLOW.readContent, editorial: true },
} as const satisfies Record<SyncKind, KindSpec<ObjectLiteral>>;

export type EntityOfKind<K extends SyncKind> = InstanceType<(typeof KIND_SPECS)[K]['entity']>;

/** The kinds whose deletions this principal may see: those whose feed it may read. */
export function readableKinds(principal: Principal): SyncKind[] {
  return SYNC_KINDS.filter((kind) => refusal(principal, { grants: KIND_SPECS[kind].grants, write: false }) === null);
}

/** Who may read the deleted feed: anyone who may read one of the feeds (each sees its kinds' tombstones). */
export const DELETED_FEED_GRANTS: Grant[] = [...new Set(SYNC_KINDS.flatMap((kind): readonly Grant[] => KIND_SPECS[kind].grants))];
