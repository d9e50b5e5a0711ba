// After a write, the admin lists and counts are asked again (SPEC §7: 'after a successful write,
// the matching admin list, and the single item on update, is refetched'), and the public lists
// cached in this tab are dropped, so the site shows the change without a reload.
import type { ApolloCache } from '@apollo/client';
import {
  AdminCategoriesDocument,
  AdminCategoryDocument,
  AdminDashboardCountsDocument,
  AdminPostDocument,
  AdminPostsDocument,
  AdminResourceDocument,
  AdminResourcesDocument,
} from '../../../graphql/generated';

// A list is named by its document: whatever page or search a mounted tab shows is asked again,
// and a tab mounted later asks anyway (its query is cache-and-network). The counts are fetched
// even when no dashboard is mounted, since it reads them from the cache first.
const counts = { query: AdminDashboardCountsDocument };

export const postListQueries = () => [AdminPostsDocument, counts];
export const postQueries = (id?: string) => [...postListQueries(), ...(id ? [{ query: AdminPostDocument, variables: { id } }] : [])];

export const categoryListQueries = () => [{ query: AdminCategoriesDocument }];
export const categoryQueries = (id?: string) => [
  ...categoryListQueries(),
  ...(id ? [{ query: AdminCategoryDocument, variables: { id } }] : []),
];

export const resourceListQueries = () => [AdminResourcesDocument, counts];
export const resourceQueries = (id?: string) => [
  ...resourceListQueries(),
  ...(id ? [{ query: AdminResourceDocument, variables: { id } }] : []),
];

const PUBLIC_FIELDS = {
  post: ['posts', 'featuredPosts', 'post', 'relatedPosts'],
  // A category's slug change moves its posts with it.
  category: ['categories', 'category', 'posts', 'post', 'relatedPosts', 'featuredPosts'],
  resource: ['resources'],
} as const;

/** Drops the public queries' cached answers about one kind of content (and a deleted item itself). */
export function evictPublicContent(cache: ApolloCache, kind: keyof typeof PUBLIC_FIELDS, deleted?: { __typename: string; id: string }) {
  if (deleted) {
    const id = cache.identify(deleted);
    if (id) cache.evict({ id });
  }
  for (const fieldName of PUBLIC_FIELDS[kind]) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

/** The options of an editor's create/update: refetch its lists (and item), drop the public caches. */
export function afterWrite<Q>(kind: keyof typeof PUBLIC_FIELDS, refetchQueries: Q) {
  return {
    refetchQueries,
    awaitRefetchQueries: true,
    update: (cache: ApolloCache) => evictPublicContent(cache, kind),
  };
}
