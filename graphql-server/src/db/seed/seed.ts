// First-start content: categories, articles and resources, so a new install shows a living
// site. Runs only on a database with no content at all, never on one that has any.
import type { DataSource } from 'typeorm';
import { Category } from '../../modules/categories/category.entity';
import { BlogPost } from '../../modules/posts/post.entity';
import { Resource } from '../../modules/resources/resource.entity';
import { SEED_CATEGORIES, SEED_POSTS, SEED_RESOURCES } from './content';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SeedResult {
  seeded: boolean;
  categories: number;
  posts: number;
  resources: number;
}

export async function seedIfEmpty(dataSource: DataSource, now = new Date()): Promise<SeedResult> {
  return dataSource.transaction(async (manager) => {
    // Serialise concurrent first starts (two instances on one new database).
    await manager.query('SELECT pg_advisory_xact_lock(727001)');
    // One connection inside a transaction: count one table after another.
    const categories = await manager.count(Category);
    const posts = await manager.count(BlogPost);
    const resources = await manager.count(Resource);
    if (categories + posts + resources > 0) return { seeded: false, categories: 0, posts: 0, resources: 0 };

    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
    await manager.save(
      Category,
      SEED_CATEGORIES.map((c) => manager.create(Category, c)),
    );
    await manager.save(
      BlogPost,
      SEED_POSTS.map(({ daysAgo, ...post }) => manager.create(BlogPost, { ...post, state: 'PUBLISHED', publishedAt: at(daysAgo) })),
    );
    await manager.save(
      Resource,
      SEED_RESOURCES.map(({ daysAgo, ...resource }) =>
        manager.create(Resource, { ...resource, state: 'PUBLISHED', publishedAt: at(daysAgo) }),
      ),
    );
    return { seeded: true, categories: SEED_CATEGORIES.length, posts: SEED_POSTS.length, resources: SEED_RESOURCES.length };
  });
}
