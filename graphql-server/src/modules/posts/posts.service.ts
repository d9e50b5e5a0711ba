import { type DataSource, type DeepPartial, type Repository, type SelectQueryBuilder } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE } from '../../auth/permissions';
import { contentStatus, type EditorialState } from '../../../../schema/validation/editorial';
import { adminListPage, editorialOutcome, publicCondition, type ListSortArgs, type StatusFilter } from '../../shared/editorial';
import { parseSort, POST_SORT_COLUMNS, type PostSortColumn } from '../../../../schema/validation/list-sort';
import { blogPostSchema } from '../../../../schema/validation/content';
import { POST_SEO_FIELDS, type PostSeoField } from '../../../../schema/validation/post-seo';
import { validateInput } from '../../../../schema/validation/validate';
import {
  forbidden,
  InputValidationError,
  isForeignKeyViolation,
  isUniqueViolation,
  isUuid,
  notFound,
  takenValue,
} from '../../shared/errors';
import { boundedSearchPage } from '../../shared/full-text';
import { bulkDelete, bulkSetState, type BulkOutcome, type ContentChange } from '../../shared/bulk-content';
import { inRange, normalizePage, toPage, type Page, type PageRequest } from '../../shared/pagination';
import { cleanStoredArticleHtml, sanitizeArticleHtml } from '../../shared/sanitize';
import { BlogPost, PostStatus } from './post.entity';
import { poolRows } from '../../db/pg-internals';
import { keepRevision } from './post-revisions.service';
import type { Saver } from '../../shared/revisions';
import { emitContentChange, stateOf, type WebhookEventSink } from '../webhooks/content-events';
import { applySlugChange } from './slug-redirects.service';
import { PostPendingChange } from './post-pending-change.entity';
import { ADMIN_PAGE_SIZE, BLOG_PAGE_SIZE } from '../../../../schema/validation/paging';

/**
 * What a list shows of a post (cards, search results, the home page, REST summaries): every
 * column but the article body (and the search vector). Lists never read `content`; GraphQL loads
 * it per request, batched, only when a query asks for it (graphql/loaders.ts).
 */
const POST_SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'coverImage',
  'author',
  'category',
  'tags',
  'featured',
  'metaTitle',
  'metaDescription',
  'socialImage',
  'canonicalUrl',
  'publishedAt',
  'state',
  'version',
  'createdAt',
  'updatedAt',
] as const satisfies ReadonlyArray<keyof BlogPost>;
/** Columns as SQL, for the statements sent without the query builder (the columns are named as the properties). */
const columnsSql = (columns: readonly string[]) => columns.map((column) => `"${column}"`).join(', ');
const POST_SUMMARY_SQL = columnsSql(POST_SUMMARY_COLUMNS);
/** `published()`'s rule (publicCondition) in plain SQL over "blog_posts". */
const PUBLIC_POST_SQL = `"state" = 'PUBLISHED' AND "publishedAt" <= now()`;

/** The column that carries a published page's total on each of its rows (publishedPage). */
const TOTAL = '__total';

/**
 * How many posts are published (in the category `$1`): the trigger-kept count of every post minus
 * the scheduled ones and the drafts, which indexes find — never a count over every row.
 */
function publishedCountSql(category: string | null): string {
  const where = category ? 'WHERE "category" = $1' : '';
  const inCategory = category ? 'AND "category" = $1' : '';
  return `SELECT (SELECT coalesce(sum("total"), 0) FROM "blog_post_counts" ${where})
            - (SELECT count(*) FROM "blog_posts" WHERE "publishedAt" > now() AND "state" = 'PUBLISHED' ${inCategory})
            - (SELECT count(*) FROM "blog_posts" WHERE "state" <> 'PUBLISHED' ${inCategory})`;
}
const RELATED_LIMIT = 3;
/** The most featured posts one call returns. */
const FEATURED_LIMIT = 20;
const DUPLICATE_SLUG = 'A blog post with this slug already exists.';

/** A post's columns a list may read: the summary's (POST_SUMMARY_COLUMNS) or fewer. */
export type PostSummaryColumn = (typeof POST_SUMMARY_COLUMNS)[number];

export interface PostFilter {
  /** The columns read (default: every summary column); a caller that shows fewer reads fewer. */
  columns?: readonly PostSummaryColumn[];
  category?: string | null;
  search?: string | null;
  /** Leave this post out (REST's category list beside an article). */
  excludeSlug?: string | null;
  page?: number;
  pageSize?: number;
}

/** The admin table's columns as SQL (status: by state, then date — see applySort). */
const POST_SORT_SQL: Record<PostSortColumn, string> = {
  title: 'post.title',
  category: 'post.category',
  author: 'post.author',
  publishedAt: 'post.publishedAt',
  status: 'post.state',
};

export function postStatus(post: Pick<BlogPost, 'state' | 'publishedAt'>, now = new Date()): PostStatus {
  return PostStatus[contentStatus(post.state, post.publishedAt, now)];
}

/** The SEO fields the input names ('' when cleared); an omitted one is left as stored (decision 0031). */
function seoValues(raw: Record<string, unknown>, value: Partial<Record<PostSeoField, string | null>>) {
  const seo: Partial<Record<PostSeoField, string>> = {};
  for (const field of POST_SEO_FIELDS) if (raw[field] !== undefined) seo[field] = value[field] ?? '';
  return seo;
}

/** Published and its date come: what visitors may have linked to. */
function isLive(post: Pick<BlogPost, 'state' | 'publishedAt'>): boolean {
  return postStatus(post) === PostStatus.PUBLISHED;
}

export function tagList(tags: string): string[] {
  return tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
}

/**
 * The post with its content through the allow-list (cached per distinct HTML): every read of the
 * service hands out clean HTML, whoever wrote the row. Transport code never sanitises.
 */
function cleaned<T extends BlogPost | null>(post: T): T {
  if (post && typeof post.content === 'string') post.content = cleanStoredArticleHtml(post.content);
  return post;
}

export class PostsService {
  private readonly repo: Repository<BlogPost>;

  /** Content webhook events of bulk saves and deletes (issue 15). */
  private readonly contentChanged: ContentChange<BlogPost>;

  constructor(
    private readonly db: DataSource,
    private readonly defaultAuthor: string,
    /** Where content webhook events go, in the saving transaction (issue 15); none in some tests. */
    private readonly events?: WebhookEventSink,
  ) {
    this.repo = db.getRepository(BlogPost);
    this.contentChanged = (manager, before, after, deleted) => emitContentChange(this.events, manager, 'post', before, after, deleted);
  }

  // ---- public: only posts whose publishedAt has come ----

  /**
   * Published posts, optionally in a category and matching a search, one page at a time: newest
   * first, or best match first (full-text rank, then newest) while searching.
   */
  async listPublished(filter: PostFilter): Promise<Page<BlogPost>> {
    const request = normalizePage(filter.page, filter.pageSize, BLOG_PAGE_SIZE);
    const category = filter.category && filter.category !== 'all' ? filter.category : null;
    const page = { offset: (request.page - 1) * request.pageSize, limit: request.pageSize };
    const columns = filter.columns ?? POST_SUMMARY_COLUMNS;
    if (filter.search) {
      const query = this.publishedSummaries();
      if (category) query.andWhere('post.category = :category', { category });
      if (filter.excludeSlug) query.andWhere('post.slug <> :excludeSlug', { excludeSlug: filter.excludeSlug });
      // A broad word matches most posts: only the newest SEARCH_CANDIDATES matches are ranked and counted.
      // One statement: the page's summaries come with the search's answer.
      const found = await boundedSearchPage(query, 'post', filter.search, 'publishedAt', page, columns);
      if (found)
        return toPage(
          found.rows.map((row) => cleaned(this.repo.create(row as DeepPartial<BlogPost>))),
          found.total,
          request,
        );
    }
    return this.publishedPage({ category, excludeSlug: filter.excludeSlug ?? null, columns, ...page }, request);
  }

  /**
   * A page of the published posts, newest first, without a search: what every visitor reads (the
   * blog, a category, their REST reads). One plain statement through the pool, whose every row also
   * carries the total (a subquery PostgreSQL runs once): one round trip to the database, not two
   * (decision 0086). A page past the last has no row to carry it: the total is then read alone.
   * The rows are made into posts without the query builder.
   */
  private async publishedPage(
    list: { category: string | null; excludeSlug: string | null; columns: readonly PostSummaryColumn[]; offset: number; limit: number },
    request: PageRequest,
  ): Promise<Page<BlogPost>> {
    const conditions = [PUBLIC_POST_SQL];
    const parameters: unknown[] = [];
    if (list.category) conditions.push(`"category" = $${parameters.push(list.category)}`);
    if (list.excludeSlug) conditions.push(`"slug" <> $${parameters.push(list.excludeSlug)}`);
    const where = conditions.join(' AND ');
    const columns = list.columns === POST_SUMMARY_COLUMNS ? POST_SUMMARY_SQL : columnsSql(list.columns);
    // The category, when there is one, is $1 in both the page's conditions and the count's.
    const totalSql = list.excludeSlug ? `SELECT count(*)::int FROM "blog_posts" WHERE ${where}` : publishedCountSql(list.category);
    const n = parameters.length;
    const rows = await poolRows<Partial<BlogPost> & { [TOTAL]?: number | string }>(
      this.db,
      `SELECT ${columns}, (${totalSql}) AS "${TOTAL}" FROM "blog_posts" WHERE ${where}
        ORDER BY "publishedAt" DESC, "id" ASC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...parameters, list.limit, list.offset],
    );
    let total = rows.length > 0 ? Number(rows[0][TOTAL]) : 0;
    if (rows.length === 0 && list.offset > 0) {
      const [found] = await poolRows<{ n: number | string }>(this.db, `SELECT (${totalSql}) AS n`, parameters);
      total = Number(found?.n ?? 0);
    }
    return toPage(
      rows.map(({ [TOTAL]: _total, ...row }) => Object.assign(new BlogPost(), row)),
      total,
      request,
    );
  }

  /** The newest published posts (feeds), optionally of one category. */
  async newestPublished(limit: number, category?: string): Promise<BlogPost[]> {
    const query = this.published();
    if (category) query.andWhere('post.category = :category', { category });
    return (await query.orderBy('post.publishedAt', 'DESC').addOrderBy('post.id', 'ASC').limit(limit).getMany()).map(cleaned);
  }

  async featured(limit = 3): Promise<BlogPost[]> {
    const posts = await this.publishedSummaries()
      .andWhere('post.featured = true')
      .orderBy('post.publishedAt', 'DESC')
      .take(inRange(limit, 'limit', FEATURED_LIMIT, 3))
      .getMany();
    return posts.map(cleaned);
  }

  async bySlug(slug: string): Promise<BlogPost | null> {
    return cleaned(await this.published().andWhere('post.slug = :slug', { slug }).getOne());
  }

  /** Whether a published post has this slug: the article door's lookup for anonymous addresses (issue 33). */
  publishedSlugExists(slug: string): Promise<boolean> {
    return this.published().andWhere('post.slug = :slug', { slug }).getExists();
  }

  /** Staff preview (decision 0031): the post at this address whatever its status. */
  async bySlugAnyStatus(slug: string): Promise<BlogPost | null> {
    return cleaned(await this.repo.findOne({ where: { slug } }));
  }

  /** Other published posts of the same category, newest first, at most three (one query). */
  async related(slug: string, limit = RELATED_LIMIT): Promise<BlogPost[]> {
    const posts = await this.publishedSummaries()
      .andWhere(
        `post.category = (SELECT origin.category FROM blog_posts origin WHERE origin.slug = :slug AND origin.state = 'PUBLISHED' AND origin."publishedAt" <= now())`,
        { slug },
      )
      .andWhere('post.slug <> :slug', { slug })
      .orderBy('post.publishedAt', 'DESC')
      .take(inRange(limit, 'limit', RELATED_LIMIT, RELATED_LIMIT))
      .getMany();
    return posts.map(cleaned);
  }

  // ---- admin: every post, scheduled ones included ----

  /**
   * SPEC §2 admin search: title, excerpt, author, tags, the category (by slug or by the name shown)
   * and the status as shown ('Draft'); optionally only some statuses (drafts only for staff and
   * content:drafts tokens) and one category; sorted by any column of the table (decision 0027).
   */
  async listAll(filter: Omit<PostFilter, 'excludeSlug'> & StatusFilter & ListSortArgs): Promise<Page<BlogPost>> {
    const sort = parseSort(POST_SORT_COLUMNS, filter.sort, filter.order);
    const request = normalizePage(filter.page, filter.pageSize, ADMIN_PAGE_SIZE);
    const category = filter.category?.trim();
    const page = await adminListPage(this.repo.createQueryBuilder('post'), 'post', {
      filter,
      equals: { category: category === 'all' ? null : category },
      search: filter.search,
      searchFields: ['title', 'excerpt', 'author', 'category', 'tags'],
      searchAlso: (qb) => qb.orWhere('post.category IN (SELECT c.slug FROM categories c WHERE c.name ILIKE :search)'),
      sort,
      sortColumns: POST_SORT_SQL,
      request,
      unfilteredTotal: () => this.totalCount(),
    });
    return { ...page, items: page.items.map(cleaned) };
  }

  /** Every post, scheduled ones included (the trigger-kept counts). */
  private async totalCount(): Promise<number> {
    const rows: Array<{ n: string | number }> = await this.repo.query('SELECT coalesce(sum("total"), 0) AS n FROM "blog_post_counts"');
    return Number(rows[0]?.n ?? 0);
  }

  /** The article bodies of these posts (cleaned), by id: what a list left out, when a query asks for it. */
  async contentsByIds(ids: readonly string[]): Promise<Map<string, string>> {
    const valid = ids.filter(isUuid);
    if (valid.length === 0) return new Map();
    const rows: Array<{ id: string; content: string }> = await this.repo.query(
      'SELECT "id", "content" FROM "blog_posts" WHERE "id" = ANY($1::uuid[])',
      [valid],
    );
    return new Map(rows.map((row) => [row.id, cleanStoredArticleHtml(row.content)]));
  }

  async getById(id: string): Promise<BlogPost | null> {
    return isUuid(id) ? cleaned(await this.repo.findOne({ where: { id } })) : null;
  }

  /** One post for an admin reader: a draft or a post in review only if the reader may read drafts. */
  async getForReader(id: string, mayReadDrafts: boolean): Promise<BlogPost | null> {
    const post = await this.getById(id);
    return post && (mayReadDrafts || post.state === 'PUBLISHED') ? post : null;
  }

  /** A new post starts as a draft unless the input asks otherwise (publishing needs an Editor or up). */
  async create(input: unknown, actor?: Saver | null): Promise<BlogPost> {
    const { editorial, ...values } = await this.parse(input);
    const outcome = editorialOutcome(editorial, null, actor);
    return this.save(() =>
      this.repo.manager.transaction(async (manager) => {
        const post = await manager.save(manager.create(BlogPost, { ...values, ...outcome, ownerId: actor?.id ?? null }));
        await applySlugChange(manager, null, post.slug);
        await keepRevision(manager, post, actor);
        await emitContentChange(this.events, manager, 'post', null, post);
        return post;
      }),
    );
  }

  /**
   * Save an edit: the row is locked while the version the editor loaded is compared with the stored
   * one, so of two racing saves (an autosave and a Publish) the second is refused, never merged.
   * Every save keeps a revision in the same transaction (post-revisions.service.ts).
   */
  async update(id: string, input: unknown, actor?: Saver | null): Promise<BlogPost> {
    const { editorial, ...values } = await this.parse(input);
    if (!isUuid(id)) throw notFound('Blog post not found.');
    const saved = await this.save(() =>
      this.repo.manager.transaction(async (manager) => {
        const existing = await manager.findOne(BlogPost, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!existing) throw notFound('Blog post not found.');
        if (!mayChange(actor, existing.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
        const outcome = editorialOutcome(editorial, existing, actor);
        const before = stateOf(existing);
        // A live post's old address keeps answering (301); a draft's was never public (decision 0031).
        const oldSlug = existing.slug !== values.slug && isLive(existing) ? existing.slug : null;
        const post = await manager.save(manager.merge(BlogPost, existing, { ...values, ...outcome }));
        await applySlugChange(manager, oldSlug, post.slug);
        await keepRevision(manager, post, actor);
        await emitContentChange(this.events, manager, 'post', before, post);
        // The saver's autosaved pending change is applied or superseded by this save (decision 0032).
        if (actor?.id) await manager.delete(PostPendingChange, { postId: id, savedById: actor.id });
        return post;
      }),
    );
    return cleaned(saved);
  }

  async delete(id: string): Promise<void> {
    const existing = await this.getById(id);
    if (!existing) throw notFound('Blog post not found.');
    await this.repo.manager.transaction(async (manager) => {
      await manager.delete(BlogPost, { id });
      await emitContentChange(this.events, manager, 'post', existing, null, existing);
      // Its old addresses led here: they would now lead to a 404 by way of a 301.
      await manager.query('DELETE FROM "redirects" WHERE "toSlug" = $1', [existing.slug]);
    });
  }

  /** Publish, unpublish or submit many at once, each checked and kept as a single save (decisions 0027, 0032). */
  bulkSetState(ids: readonly string[], state: EditorialState, actor?: Saver | null): Promise<BulkOutcome> {
    return bulkSetState(this.repo, BlogPost, ids, state, actor, 'Blog post not found.', async (manager, before, post) => {
      if (post) await keepRevision(manager, post, actor);
      await this.contentChanged(manager, before, post);
    });
  }

  /** Delete many at once (decision 0027). */
  bulkDelete(ids: readonly string[]): Promise<BulkOutcome> {
    return bulkDelete(this.repo, ids, 'Blog post not found.', this.contentChanged);
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  /** The input checked by the shared rules and sanitised, as a save would store it. */
  async parse(input: unknown) {
    const raw = (input ?? {}) as Record<string, unknown>;
    // An empty author falls back to the company name (SPEC §9).
    // featured: null (allowed by the GraphQL input) means the default, false.
    const value = await validateInput(blogPostSchema, {
      ...raw,
      author: raw.author || this.defaultAuthor,
      featured: raw.featured ?? undefined,
    });
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
      ...seoValues(raw, value),
      editorial: {
        status: (value.status ?? null) as EditorialState | null,
        expectedVersion: value.expectedVersion ?? null,
        // Absent: now on create or first publication, else unchanged (editing must not re-date an item).
        publishedAt: value.publishedAt ? new Date(value.publishedAt) : undefined,
      },
    };
  }

  private async save(write: () => Promise<BlogPost>): Promise<BlogPost> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw takenValue('slug', DUPLICATE_SLUG);
      if (isForeignKeyViolation(error)) {
        throw new InputValidationError([{ field: 'category', message: 'Please select a category' }]);
      }
      throw error;
    }
  }

  /**
   * The one rule of what the public may see (lists, articles, feeds, the sitemap): published posts
   * whose publishedAt has come. Drafts, posts in review and scheduled posts are excluded here.
   */
  published(alias = 'post'): SelectQueryBuilder<BlogPost> {
    return this.repo.createQueryBuilder(alias).where(publicCondition(alias));
  }

  /** published(), reading only the summary columns (no article body). */
  private publishedSummaries(alias = 'post'): SelectQueryBuilder<BlogPost> {
    return this.published(alias).select(POST_SUMMARY_COLUMNS.map((column) => `${alias}.${column}`));
  }
}
