// Per-request batching of the relations resolvers follow (DataLoader): a list of posts asking for
// each one's category costs one query for all of them, not one per post (no N+1). One set of
// loaders per request context, so nothing is cached across requests or visitors.
import DataLoader from 'dataloader';
import type { RequestContext } from '../auth/context';
import type { Category } from '../modules/categories/category.entity';

export interface Loaders {
  categoryBySlug: DataLoader<string, Category | null>;
  /** A post's article body, for posts that came from a list (lists read no body). */
  postContentById: DataLoader<string, string | null>;
  /** How many posts use a category (by slug): one query for the whole categories list. */
  postCountByCategory: DataLoader<string, number>;
}

const perRequest = new WeakMap<object, Loaders>();

export function loadersFor(context: RequestContext): Loaders {
  let loaders = perRequest.get(context);
  if (!loaders) {
    const { services } = context;
    loaders = {
      categoryBySlug: new DataLoader(async (slugs: readonly string[]) => {
        const found = new Map((await services.categories.bySlugs(slugs)).map((category) => [category.slug, category]));
        return slugs.map((slug) => found.get(slug) ?? null);
      }),
      postContentById: new DataLoader(async (ids: readonly string[]) => {
        const found = await services.posts.contentsByIds(ids);
        return ids.map((id) => found.get(id) ?? null);
      }),
      postCountByCategory: new DataLoader(async (slugs: readonly string[]) => {
        const counts = await services.categories.postCounts(slugs);
        return slugs.map((slug) => counts.get(slug) ?? 0);
      }),
    };
    perRequest.set(context, loaders);
  }
  return loaders;
}
