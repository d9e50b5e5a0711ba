import { type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE, type Actor } from '../../auth/permissions';
import { RESOURCE_CATEGORIES, RESOURCE_TYPES, resourceSchema } from '../../../../schema/validation/content';
import { validateInput } from '../../../../schema/validation/validate';
import { forbidden, isUuid, notFound } from '../../shared/errors';
import { adminListPage, editorialOutcome, publicCondition, type ListSortArgs, type StatusFilter } from '../../shared/editorial';
import { parseSort, RESOURCE_SORT_COLUMNS, type ResourceSortColumn } from '../../../../schema/validation/list-sort';
import { contentStatus, type EditorialState } from '../../../../schema/validation/editorial';
import { PostStatus } from '../posts/post.entity';
import { applyTextSearch } from '../../shared/full-text';
import { bulkDelete, bulkSetState, type BulkOutcome, type ContentChange } from '../../shared/bulk-content';
import { emitContentChange, stateOf, type WebhookEventSink } from '../webhooks/content-events';
import { normalizePage, toPage, type Page } from '../../shared/pagination';
import { Resource } from './resource.entity';
import { RESOURCES_PAGE_SIZE } from '../../../../schema/validation/paging';

/** A client address's downloads of one resource count once within this window. */
const DOWNLOAD_COUNT_WINDOW = '1 hour';
/** Every this many recorded downloads, expired download marks are deleted. */
const SWEEP_EVERY = 500;

export interface ResourceFilter {
  type?: string | null;
  search?: string | null;
  page?: number;
  pageSize?: number;
}

/** The admin table's columns as SQL (status: by state, then date — see applySort). */
const RESOURCE_SORT_SQL: Record<ResourceSortColumn, string> = {
  title: 'resource.title',
  type: 'resource.type',
  category: 'resource.category',
  downloads: 'resource.downloadCount',
  publishedAt: 'resource.publishedAt',
  status: 'resource.state',
};

export function resourceStatus(resource: Pick<Resource, 'state' | 'publishedAt'>, now = new Date()): PostStatus {
  return PostStatus[contentStatus(resource.state, resource.publishedAt, now)];
}

/**
 * A resource as the admin REST paths and the sync feed show it: one `status` (DRAFT, IN_REVIEW,
 * SCHEDULED or PUBLISHED) instead of the stored `state` it is computed from (decision 0060).
 */
export function resourceDetail(resource: Resource) {
  const { state: _state, publishEventDue: _due, ...shown } = resource;
  return { ...shown, status: resourceStatus(resource) };
}

export interface DownloadReceipt {
  id: string;
  fileUrl: string;
  downloadCount: number;
}

export class ResourcesService {
  private readonly repo: Repository<Resource>;
  private downloads = 0;

  /** Content webhook events of bulk saves and deletes (issue 15). */
  private readonly contentChanged: ContentChange<Resource>;

  constructor(
    db: DataSource,
    /** Where content webhook events go, in the saving transaction (issue 15); none in some tests. */
    private readonly events?: WebhookEventSink,
  ) {
    this.repo = db.getRepository(Resource);
    this.contentChanged = (manager, before, after, deleted) => emitContentChange(this.events, manager, 'resource', before, after, deleted);
  }

  /**
   * Public resources, newest first (best match first while searching). A search looks at every
   * type (SPEC §4: a search term overrides the type tab), so `type` applies only while the search is empty.
   */
  async list(filter: ResourceFilter): Promise<Page<Resource>> {
    const request = normalizePage(filter.page, filter.pageSize, RESOURCES_PAGE_SIZE);
    const query = this.filtered(filter);
    const items = await query
      .offset((request.page - 1) * request.pageSize)
      .limit(request.pageSize)
      .getMany();
    return toPage(items, await query.getCount(), request);
  }

  /**
   * Admin list (SPEC §2 search: title, description, type, category): substring matches on the
   * stored values and on the labels the table shows ('Case Study', 'Cost Optimization', 'Draft');
   * optionally one type and one category; sorted by any column of the table (decision 0027).
   */
  async listAdmin(filter: ResourceFilter & { category?: string | null } & StatusFilter & ListSortArgs): Promise<Page<Resource>> {
    const sort = parseSort(RESOURCE_SORT_COLUMNS, filter.sort, filter.order);
    const request = normalizePage(filter.page, filter.pageSize, RESOURCES_PAGE_SIZE);
    return adminListPage(this.repo.createQueryBuilder('resource'), 'resource', {
      filter,
      equals: { type: filter.type, category: filter.category },
      search: filter.search,
      searchFields: ['title', 'description', 'type', 'category'],
      searchAlso: (qb, text) => {
        const needle = text.toLowerCase();
        const types = RESOURCE_TYPES.filter((t) => t.label.toLowerCase().includes(needle)).map((t) => t.value as string);
        const categories = RESOURCE_CATEGORIES.filter((c) => c.label.toLowerCase().includes(needle)).map((c) => c.value as string);
        if (types.length) qb.orWhere('resource.type IN (:...labelTypes)', { labelTypes: types });
        if (categories.length) qb.orWhere('resource.category IN (:...labelCategories)', { labelCategories: categories });
      },
      sort,
      sortColumns: RESOURCE_SORT_SQL,
      request,
    });
  }

  async getById(id: string): Promise<Resource | null> {
    return isUuid(id) ? this.repo.findOne({ where: { id } }) : null;
  }

  /** One resource for an admin reader: a draft or one in review only if the reader may read drafts. */
  async getForReader(id: string, mayReadDrafts: boolean): Promise<Resource | null> {
    const resource = await this.getById(id);
    return resource && (mayReadDrafts || resource.state === 'PUBLISHED') ? resource : null;
  }

  /**
   * Hand back the file's address, and count the download — at most once per client address per
   * resource per hour (DOWNLOAD_COUNT_WINDOW), so repeating the POST cannot inflate the count. One
   * statement: the address's mark is taken (inserted, or renewed once expired) and the count
   * grows only when it was; simultaneous requests from one address count once.
   */
  async recordDownload(id: string, client = 'unknown'): Promise<DownloadReceipt> {
    if (!isUuid(id)) throw notFound('Resource not found.');
    type Receipt = { id: string; fileUrl: string; downloadCount: number };
    const rows: Array<Receipt> | [Receipt[], number] = await this.repo.query(
      `WITH mark AS (
         INSERT INTO "resource_download_marks" ("resourceId", "client", "countedUntil")
         SELECT r."id", $2, now() + $3::interval FROM "resources" r
          WHERE r."id" = $1 AND r."state" = 'PUBLISHED' AND r."publishedAt" <= now()
         ON CONFLICT ("resourceId", "client") DO UPDATE SET "countedUntil" = EXCLUDED."countedUntil"
           WHERE "resource_download_marks"."countedUntil" <= now()
         RETURNING 1
       )
       UPDATE "resources" SET "downloadCount" = COALESCE("downloadCount", 0) + (SELECT count(*)::int FROM mark)
        WHERE "id" = $1 AND "state" = 'PUBLISHED' AND "publishedAt" <= now() RETURNING "id", "fileUrl", "downloadCount"`,
      [id, client.slice(0, 100), DOWNLOAD_COUNT_WINDOW],
    );
    // TypeORM's raw UPDATE ... RETURNING on postgres yields [rows, affectedCount].
    const first = rows[0];
    const row = Array.isArray(first) ? first[0] : first;
    if (!row) throw notFound('Resource not found.');
    if (++this.downloads % SWEEP_EVERY === 0) {
      await this.repo.query(`DELETE FROM "resource_download_marks" WHERE "countedUntil" < now()`).catch(() => undefined);
    }
    return { id: row.id, fileUrl: row.fileUrl, downloadCount: Number(row.downloadCount) };
  }

  /** A new resource starts as a draft unless the input asks otherwise (publishing needs an Editor or up). */
  async create(input: unknown, actor?: Actor | null): Promise<Resource> {
    const { editorial, ...values } = await this.parse(input);
    const outcome = editorialOutcome(editorial, null, actor);
    return this.repo.manager.transaction(async (manager) => {
      const resource = await manager.save(manager.create(Resource, { ...values, ...outcome, ownerId: actor?.id ?? null }));
      await emitContentChange(this.events, manager, 'resource', null, resource);
      return resource;
    });
  }

  /** Save an edit over the version the editor loaded (row locked; a newer version refuses it: CONFLICT). */
  async update(id: string, input: unknown, actor?: Actor | null): Promise<Resource> {
    const { editorial, ...values } = await this.parse(input);
    if (!isUuid(id)) throw notFound('Resource not found.');
    return this.repo.manager.transaction(async (manager) => {
      const existing = await manager.findOne(Resource, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!existing) throw notFound('Resource not found.');
      if (!mayChange(actor, existing.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
      const outcome = editorialOutcome(editorial, existing, actor);
      const before = stateOf(existing);
      const resource = await manager.save(manager.merge(Resource, existing, { ...values, ...outcome }));
      await emitContentChange(this.events, manager, 'resource', before, resource);
      return resource;
    });
  }

  async delete(id: string): Promise<void> {
    const existing = await this.getById(id);
    if (!existing) throw notFound('Resource not found.');
    await this.repo.manager.transaction(async (manager) => {
      await manager.delete(Resource, { id });
      await emitContentChange(this.events, manager, 'resource', existing, null, existing);
    });
  }

  /** Publish, unpublish or submit many at once, each checked as a single save (decision 0027). */
  bulkSetState(ids: readonly string[], state: EditorialState, actor?: Actor | null): Promise<BulkOutcome> {
    return bulkSetState(this.repo, Resource, ids, state, actor, 'Resource not found.', this.contentChanged);
  }

  /** Delete many at once (decision 0027). */
  bulkDelete(ids: readonly string[]): Promise<BulkOutcome> {
    return bulkDelete(this.repo, ids, 'Resource not found.', this.contentChanged);
  }

  count(): Promise<number> {
    return this.repo.count();
  }

  private async parse(input: unknown) {
    const raw = (input ?? {}) as Record<string, unknown>;
    // featured: null (allowed by the GraphQL input) means the default, false.
    const value = await validateInput(resourceSchema, { ...raw, featured: raw.featured ?? undefined });
    return {
      title: value.title,
      description: value.description,
      type: value.type,
      fileUrl: value.fileUrl,
      coverImage: value.coverImage,
      category: value.category,
      featured: value.featured ?? false,
      editorial: {
        status: (value.status ?? null) as EditorialState | null,
        expectedVersion: value.expectedVersion ?? null,
        // Absent: now on create or first publication, else unchanged (editing must not re-date an item).
        publishedAt: value.publishedAt ? new Date(value.publishedAt) : undefined,
      },
    };
  }

  private filtered(filter: Omit<ResourceFilter, 'page' | 'pageSize'>): SelectQueryBuilder<Resource> {
    // What the public sees: published resources whose date has come (drafts and scheduled ones never).
    const query = this.repo.createQueryBuilder('resource').where(publicCondition('resource'));
    if (applyTextSearch(query, 'resource', filter.search, 'publishedAt')) return query;
    if (filter.type && filter.type !== 'all') query.andWhere('resource.type = :type', { type: filter.type });
    return query.orderBy('resource.publishedAt', 'DESC').addOrderBy('resource.id', 'ASC');
  }
}
