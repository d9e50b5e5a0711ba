import { Brackets, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { blogPostSchema } from '../../../../schema/validation/content';
import { validateInput } from '../../../../schema/validation/validate';
import { conflict, InputValidationError, isForeignKeyViolation, isUniqueViolation, isUuid, notFound } from '../../shared/errors';
import { likePattern, normalizePage, toPage, type Page } from '../../shared/pagination';
import { sanitizeArticleHtml } from '../../shared/sanitize';
import { BlogPost, PostStatus } from './post.entity';

export const BLOG_PAGE_SIZE = 6;
export const RELATED_LIMIT = 3;
const DUPLICATE_SLUG = 'A blog post with this slug already exists.';

export interface PostFilter {
  category?: string | null;
  search?: string | null;
  page?: number;
  pageSize?: number;
}

export function postStatus(post: Pick<BlogPost, 'publishedAt'>, now = new Date()): PostStatus {
  return post.publishedAt.getTime() > now.getTime() ? PostStatus.SCHEDULED : PostStatus.PUBLISHED;
}

export function tagList(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

export class PostsService {
  private readonly repo: Repository<BlogPost>;

  constructor(
    db: DataSource,
    private readonly defaultAuthor: string,
  ) {
    this.repo = db.getRepository(BlogPost);
  }

  // ---- public: only posts whose publishedAt has come ----

  /** Published posts, newest first, optionally in a category and matching a search, one page at a time. */
  async listPublished(filter: PostFilter): Promise<Page<BlogPost>> {
    const request = normalizePage(filter.page, filter.pageSize, BLOG_PAGE_SIZE);
    const query = this.published();
    if (filter.category && filter.category !== 'all') query.andWhere('post.category = :category', { category: filter.category });
    this.applySearch(query, filter.search, ['title', 'excerpt', 'content', 'tags']);
    const [items, total] = await query
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.id', 'ASC')
      .skip((request.page - 1) * request.pageSize)
      .take(request.pageSize)
      .getManyAndCount();
    return toPage(items, total, request);
  }

  /** Every published post (REST's unpaginated lists), newest first, optionally filtered. */
  async allPublished(filter: Omit<PostFilter, 'page' | 'pageSize'> = {}): Promise<BlogPost[]> {
    const query = this.published();
    if (filter.category) query.andWhere('post.category = :category', { category: filter.category });
    this.applySearch(query, filter.search, ['title', 'excerpt', 'content', 'tags']);
    return query.orderBy('post.publishedAt', 'DESC').addOrderBy('post.id', 'ASC').take(500).getMany();
  }

  featured(limit = 3): Promise<BlogPost[]> {
    return this.published()
      .andWhere('post.featured = true')
      .orderBy('post.publishedAt', 'DESC')
      .take(Math.min(Math.max(limit, 1), 20))
      .getMany();
  }

  bySlug(slug: string): Promise<BlogPost | null> {
    return this.published().andWhere('post.slug = :slug', { slug }).getOne();
  }

  /** Other published posts of the same category, newest first, at most three. */
  async related(slug: string, limit = RELATED_LIMIT): Promise<BlogPost[]> {
    const post = await this.bySlug(slug);
    if (!post) return [];
    return this.published()
      .andWhere('post.category = :category', { category: post.category })
      .andWhere('post.id <> :id', { id: post.id })
      .orderBy('post.publishedAt', 'DESC')
      .take(Math.min(Math.max(limit, 1), RELATED_LIMIT))
      .getMany();
  }

  // ---- admin: every post, scheduled ones included ----

  async listAll(filter: Omit<PostFilter, 'category'>): Promise<Page<BlogPost>> {
    const request = normalizePage(filter.page, filter.pageSize, 100);
    const query = this.repo.createQueryBuilder('post');
    this.applySearch(query, filter.search, ['title', 'excerpt', 'author', 'category', 'tags']);
    const [items, total] = await query
      .orderBy('post.publishedAt', 'DESC')
      .addOrderBy('post.id', 'ASC')
      .skip((request.page - 1) * request.pageSize)
      .take(request.pageSize)
      .getManyAndCount();
    return toPage(items, total, request);
  }

  async getById(id: string): Promise<BlogPost | null> {
    return isUuid(id) ? this.repo.findOne({ where: { id } }) : null;
  }

  async create(input: unknown): Promise<BlogPost> {
    const values = await this.parse(input);
    const post = this.repo.create({ ...values, publishedAt: values.publishedAt ?? new Date() });
    return this.save(post);
  }

  async update(id: string, input: unknown): Promise<BlogPost> {
    const values = await this.parse(input);
    const existing = await this.getById(id);
    if (!existing) throw notFound('Blog post not found.');
    return this.save(this.repo.merge(existing, { ...values, publishedAt: values.publishedAt ?? existing.publishedAt }));
  }

  async delete(id: string): Promise<void> {
    const existing = await this.getById(id);
    if (!existing) throw notFound('Blog post not found.');
    await this.repo.delete({ id });
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  private async parse(input: unknown) {
    const raw = (input ?? {}) as Record<string, unknown>;
    // An empty author falls back to the company name (SPEC §9).
    // featured: null (allowed by the GraphQL input) means the default, false.
    const value = await validateInput(blogPostSchema, { ...raw, author: raw.author || this.defaultAuthor, featured: raw.featured ?? undefined });
    return {
      title: value.title,
      slug: value.slug,
      excerpt: value.excerpt,
      content: sanitizeArticleHtml(value.content),
      coverImage: value.coverImage,
      author: value.author,
      category: value.category,
      tags: value.tags,
      featured: value.featured ?? false,
      // Absent: now on create, unchanged on update (editing must not re-date or publish an item).
      publishedAt: value.publishedAt ? new Date(value.publishedAt) : undefined,
    };
  }

  private async save(post: BlogPost): Promise<BlogPost> {
    try {
      return await this.repo.save(post);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(DUPLICATE_SLUG);
      if (isForeignKeyViolation(error)) {
        throw new InputValidationError([{ field: 'category', message: 'Please select a category' }]);
      }
      throw error;
    }
  }

  private published(): SelectQueryBuilder<BlogPost> {
    return this.repo.createQueryBuilder('post').where('post.publishedAt <= now()');
  }

  private applySearch(query: SelectQueryBuilder<BlogPost>, search: string | null | undefined, fields: string[]): void {
    const text = search?.trim();
    if (!text) return;
    query.andWhere(
      new Brackets((qb) => {
        for (const field of fields) qb.orWhere(`post.${field} ILIKE :search`, { search: likePattern(text) });
      }),
    );
  }
}
