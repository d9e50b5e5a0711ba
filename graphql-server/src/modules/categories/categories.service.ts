import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { normalizePage, toPage, type Page } from '../../shared/pagination';
import { CATEGORY_IN_USE_MESSAGE, categorySchema } from '../../../../schema/validation/content';
import { validateInput } from '../../../../schema/validation/validate';
import { conflict, isForeignKeyViolation, isUniqueViolation, isUuid, notFound, takenValue } from '../../shared/errors';
import { BlogPost } from '../posts/post.entity';
import type { WebhookEventSink } from '../webhooks/content-events';
import { Category } from './category.entity';

const DUPLICATE_SLUG = 'A category with this slug already exists.';

export class CategoriesService {
  private readonly repo: Repository<Category>;

  constructor(
    private readonly db: DataSource,
    /** Where `category.*` webhook events go, in the change's transaction (decision 0060); none in some tests. */
    private readonly events?: WebhookEventSink,
  ) {
    this.repo = db.getRepository(Category);
  }

  /** The event's `data`: what a category is (a deleted one: its id and slug). */
  private async emit(manager: EntityManager, event: 'category.created' | 'category.updated', category: Category): Promise<void> {
    const { id, name, slug, description, updatedAt } = category;
    await this.events?.emit(manager, event, { category: { id, name, slug, description, updatedAt: updatedAt?.toISOString() ?? null } });
  }

  list(): Promise<Category[]> {
    return this.repo.find({ order: { name: 'ASC' } });
  }

  /** One page of the categories, by name (REST lists are paged). */
  async listPage(page: number, pageSize: number): Promise<Page<Category>> {
    const request = normalizePage(page, pageSize, pageSize);
    const [items, total] = await this.repo.findAndCount({
      order: { name: 'ASC', id: 'ASC' },
      skip: (request.page - 1) * request.pageSize,
      take: request.pageSize,
    });
    return toPage(items, total, request);
  }

  async getById(id: string): Promise<Category | null> {
    return isUuid(id) ? this.repo.findOne({ where: { id } }) : null;
  }

  /** The categories of these slugs (one query; the per-request loader batches into it). */
  bySlugs(slugs: readonly string[]): Promise<Category[]> {
    return slugs.length ? this.repo.find({ where: { slug: In([...slugs]) } }) : Promise.resolve([]);
  }

  /**
   * How many posts, in any state, use each category (by slug; 0 when none): what the delete below
   * refuses on, so the admin's delete dialog can say it before anyone clicks (issue 34).
   */
  async postCounts(slugs: readonly string[]): Promise<Map<string, number>> {
    if (!slugs.length) return new Map();
    const rows: Array<{ category: string; count: number }> = await this.db
      .getRepository(BlogPost)
      .createQueryBuilder('p')
      .select('p.category', 'category')
      .addSelect('count(*)::int', 'count')
      .where('p.category IN (:...slugs)', { slugs: [...slugs] })
      .groupBy('p.category')
      .getRawMany();
    return new Map(rows.map((row) => [row.category, Number(row.count)]));
  }

  async getBySlug(slug: string): Promise<Category | null> {
    return this.repo.findOne({ where: { slug } });
  }

  async create(input: unknown): Promise<Category> {
    const value = await validateInput(categorySchema, input);
    try {
      return await this.db.transaction(async (manager) => {
        const saved = await manager.save(
          manager.create(Category, { name: value.name, slug: value.slug, description: value.description || null }),
        );
        await this.emit(manager, 'category.created', saved);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw takenValue('slug', DUPLICATE_SLUG);
      throw error;
    }
  }

  /** Renaming a slug carries its posts along (the foreign key cascades on update). */
  async update(id: string, input: unknown): Promise<Category> {
    const value = await validateInput(categorySchema, input);
    const existing = await this.getById(id);
    if (!existing) throw notFound('Category not found.');
    existing.name = value.name;
    existing.slug = value.slug;
    existing.description = value.description || null;
    try {
      return await this.db.transaction(async (manager) => {
        const saved = await manager.save(existing);
        await this.emit(manager, 'category.updated', saved);
        return saved;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw takenValue('slug', DUPLICATE_SLUG);
      throw error;
    }
  }

  /** A category still used by posts is refused (409), never deleted with them. */
  async delete(id: string): Promise<void> {
    const existing = await this.getById(id);
    if (!existing) throw notFound('Category not found.');
    const inUse = await this.db.getRepository(BlogPost).count({ where: { category: existing.slug } });
    if (inUse > 0) throw conflict(CATEGORY_IN_USE_MESSAGE);
    try {
      await this.db.transaction(async (manager) => {
        await manager.delete(Category, { id });
        await this.events?.emit(manager, 'category.deleted', { category: { id, slug: existing.slug } });
      });
    } catch (error) {
      if (isForeignKeyViolation(error)) throw conflict(CATEGORY_IN_USE_MESSAGE);
      throw error;
    }
  }

  count(): Promise<number> {
    return this.repo.count();
  }
}
