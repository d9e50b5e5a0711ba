// Pages built from blocks (issue 31, decision 0059). The posts' editorial rules apply unchanged
// (shared/editorial.ts: states, who may publish, the version check; auth/permissions.ts: an Author
// changes only their own work), every save keeps a revision in its own transaction, and the
// content webhooks (page.published/updated/unpublished/deleted) are enqueued with it. Input is
// checked whole by the shared schemas before anything is written.
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE } from '../../auth/permissions';
import { contentStatus, type EditorialState } from '../../../../schema/validation/editorial';
import type { Block } from '../../../../schema/validation/page-blocks';
import {
  checkPageInput,
  DUPLICATE_PAGE_SLUG_MESSAGE,
  PAGE_NOT_FOUND_MESSAGE,
  SYSTEM_PAGE_MESSAGE,
  SYSTEM_PAGE_SLUGS,
  type PageInput,
} from '../../../../schema/validation/pages';
import { parseSort } from '../../../../schema/validation/list-sort';
import { ADMIN_PAGE_SIZE } from '../../../../schema/validation/paging';
import { adminListPage, editorialOutcome, publicCondition, type StatusFilter } from '../../shared/editorial';
import { conflict, forbidden, InputValidationError, isUniqueViolation, isUuid, notFound, takenValue } from '../../shared/errors';
import { normalizePage, type Page } from '../../shared/pagination';
import { cleanStoredArticleHtml, sanitizeArticleHtml } from '../../shared/sanitize';
import { emitContentChange, stateOf, type WebhookEventSink } from '../webhooks/content-events';
import { pruneRevisions, REVISIONS_KEPT, savedByColumns, type Saver } from '../../shared/revisions';
import { ContentPage } from './page.entity';
import { PageRevision } from './page-revision.entity';
import { PagePendingChange, type PendingPageValues } from './page-pending-change.entity';
import { PendingChanges } from '../../shared/pending-changes';

const PAGE_SORT_COLUMNS = ['title', 'slug', 'updatedAt', 'status'] as const;
type PageSortColumn = (typeof PAGE_SORT_COLUMNS)[number];
const PAGE_SORT_SQL: Record<PageSortColumn, string> = {
  title: 'page.title',
  slug: 'page.slug',
  updatedAt: 'page.updatedAt',
  status: 'page.state',
};

export interface PageListFilter extends StatusFilter {
  search?: string | null;
  page?: number;
  pageSize?: number;
  sort?: string | null;
  order?: string | null;
}

const isSystemPage = (slug: string) => (SYSTEM_PAGE_SLUGS as readonly string[]).includes(slug);

/** Rich-text blocks through the article allow-list: every stored and every served page is clean. */
function cleanBlocks(blocks: readonly Block[], clean: (html: string) => string): Block[] {
  return blocks.map((block) => (block.type === 'rich-text' ? { ...block, html: clean(block.html) } : block));
}

export function cleaned<T extends ContentPage | null>(page: T): T {
  if (page && Array.isArray(page.blocks)) page.blocks = cleanBlocks(page.blocks, cleanStoredArticleHtml);
  return page;
}

/** Record this save and keep the page's newest REVISIONS_KEPT revisions. */
async function keepPageRevision(manager: EntityManager, page: ContentPage, actor: Saver | null | undefined): Promise<void> {
  await manager.insert(PageRevision, {
    pageId: page.id,
    version: page.version,
    slug: page.slug,
    title: page.title,
    blocks: page.blocks,
    seo: page.seo,
    state: page.state,
    ...savedByColumns(actor),
  });
  await pruneRevisions(manager, 'page_revisions', 'pageId', page.id);
}

export class PagesService {
  private readonly repo: Repository<ContentPage>;

  constructor(
    db: DataSource,
    /** Where content webhook events go, in the saving transaction; none in some tests. */
    private readonly events?: WebhookEventSink,
  ) {
    this.repo = db.getRepository(ContentPage);
  }

  // ---- public ----

  /** A published page whose time has come, by its address; null otherwise. */
  async publishedBySlug(slug: string): Promise<ContentPage | null> {
    return cleaned(
      await this.repo.createQueryBuilder('page').where(publicCondition('page')).andWhere('page.slug = :slug', { slug }).getOne(),
    );
  }

  /** Staff preview: the page at this address whatever its status. */
  async bySlugAnyStatus(slug: string): Promise<ContentPage | null> {
    return cleaned(await this.repo.findOne({ where: { slug } }));
  }

  /** Every public page (the sitemap): slug and dates only; noindex pages left out. */
  async publishedForSitemap(): Promise<Array<Pick<ContentPage, 'slug' | 'updatedAt'>>> {
    return this.repo
      .createQueryBuilder('page')
      .select(['page.slug', 'page.updatedAt'])
      .where(publicCondition('page'))
      .andWhere(`coalesce((page.seo ->> 'noindex')::boolean, false) = false`)
      .orderBy('page.slug')
      .getMany();
  }

  // ---- admin ----

  /** The admin list: title or slug search (and the status as shown), status filter, sorted by a column. */
  async listAll(filter: PageListFilter): Promise<Page<ContentPage>> {
    const sort = parseSort(PAGE_SORT_COLUMNS, filter.sort, filter.order);
    const request = normalizePage(filter.page, filter.pageSize, ADMIN_PAGE_SIZE);
    const found = await adminListPage(this.repo.createQueryBuilder('page'), 'page', {
      filter,
      equals: {},
      search: filter.search,
      searchFields: ['title', 'slug'],
      sort,
      sortColumns: PAGE_SORT_SQL,
      request,
      unsorted: 'updatedAt',
    });
    return { ...found, items: found.items.map(cleaned) };
  }

  async getById(id: string): Promise<ContentPage | null> {
    return isUuid(id) ? cleaned(await this.repo.findOne({ where: { id } })) : null;
  }

  /** One page for an admin reader: a draft or a page in review only if the reader may read drafts. */
  async getForReader(id: string, mayReadDrafts: boolean): Promise<ContentPage | null> {
    const page = await this.getById(id);
    return page && (mayReadDrafts || page.state === 'PUBLISHED') ? page : null;
  }

  /** A new page starts as a draft unless the input asks otherwise (publishing: Editors and up). */
  async create(input: unknown, actor?: Saver | null): Promise<ContentPage> {
    const value = this.parse(input);
    const outcome = editorialOutcome(this.editorial(value), null, actor);
    return this.save(() =>
      this.repo.manager.transaction(async (manager) => {
        const page = await manager.save(
          manager.create(ContentPage, {
            slug: value.slug,
            title: value.title,
            blocks: value.blocks,
            seo: value.seo,
            ...outcome,
            ownerId: actor?.id ?? null,
            updatedBy: actor?.username ?? null,
          }),
        );
        await keepPageRevision(manager, page, actor);
        await emitContentChange(this.events, manager, 'page', null, page);
        return page;
      }),
    );
  }

  /**
   * Save an edit, the row locked while the editor's version is compared with the stored one. Blocks
   * and SEO left out of the input stay as stored (an integrator renaming a page loses nothing).
   * `within` runs last in the saving transaction (the scheduler claims its scheduled update there).
   */
  async update(id: string, input: unknown, actor?: Saver | null, within?: (manager: EntityManager) => Promise<void>): Promise<ContentPage> {
    const raw = (input ?? {}) as Record<string, unknown>;
    const value = this.parse(input);
    if (!isUuid(id)) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    const saved = await this.save(() =>
      this.repo.manager.transaction(async (manager) => {
        const existing = await manager.findOne(ContentPage, { where: { id }, lock: { mode: 'pessimistic_write' } });
        if (!existing) throw notFound(PAGE_NOT_FOUND_MESSAGE);
        if (!mayChange(actor, existing.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
        if (isSystemPage(existing.slug) && value.slug !== existing.slug) {
          throw new InputValidationError([{ field: 'slug', message: SYSTEM_PAGE_MESSAGE }]);
        }
        const outcome = editorialOutcome(this.editorial(value), existing, actor);
        const before = stateOf(existing);
        const page = await manager.save(
          manager.merge(ContentPage, existing, {
            slug: value.slug,
            title: value.title,
            ...(raw.blocks !== undefined ? { blocks: value.blocks } : {}),
            ...(raw.seo !== undefined ? { seo: value.seo } : {}),
            ...outcome,
            updatedBy: actor?.username ?? existing.updatedBy,
          }),
        );
        // merge() keeps arrays by index; a shorter list must replace the stored one outright.
        if (raw.blocks !== undefined) page.blocks = value.blocks;
        await keepPageRevision(manager, page, actor);
        await emitContentChange(this.events, manager, 'page', before, page);
        // The saver's autosaved pending change is applied or superseded by this save (decision 0074).
        if (actor?.id) await manager.delete(PagePendingChange, { pageId: id, savedById: actor.id });
        await within?.(manager);
        return page;
      }),
    );
    return cleaned(saved);
  }

  /** Delete a page (Editors and up); the pages screens rely on cannot be deleted. */
  async delete(id: string): Promise<void> {
    const existing = await this.getById(id);
    if (!existing) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    if (isSystemPage(existing.slug)) throw conflict(SYSTEM_PAGE_MESSAGE);
    await this.repo.manager.transaction(async (manager) => {
      await manager.delete(ContentPage, { id });
      await emitContentChange(this.events, manager, 'page', existing, null, existing);
    });
  }

  status(page: Pick<ContentPage, 'state' | 'publishedAt'>) {
    return contentStatus(page.state, page.publishedAt);
  }

  /** The input checked whole by the shared schemas, rich text cleaned: nothing is written before this passes. */
  parse(input: unknown): PageInput {
    const checked = checkPageInput(input ?? {});
    if (!checked.ok) throw new InputValidationError(checked.errors);
    return { ...checked.value, blocks: cleanBlocks(checked.value.blocks, sanitizeArticleHtml) };
  }

  private editorial(value: PageInput) {
    return {
      status: (value.status ?? null) as EditorialState | null,
      expectedVersion: value.expectedVersion ?? null,
      publishedAt: value.publishedAt ? new Date(value.publishedAt) : undefined,
    };
  }

  private async save(write: () => Promise<ContentPage>): Promise<ContentPage> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw takenValue('slug', DUPLICATE_PAGE_SLUG_MESSAGE);
      throw error;
    }
  }
}

export class PageRevisionsService {
  private readonly repo: Repository<PageRevision>;

  constructor(
    private readonly db: DataSource,
    private readonly pages: Pick<PagesService, 'update'>,
  ) {
    this.repo = db.getRepository(PageRevision);
  }

  /** A page's revisions, newest first, without their blocks. */
  async list(pageId: string, actor: Saver | null | undefined): Promise<PageRevision[]> {
    await this.pageFor(pageId, actor);
    const rows = await this.repo.find({
      where: { pageId },
      select: { id: true, pageId: true, version: true, slug: true, title: true, seo: true, state: true, savedBy: true, createdAt: true },
      order: { version: 'DESC', createdAt: 'DESC' },
      take: REVISIONS_KEPT,
    });
    return rows.map((row) => Object.assign(row, { blocks: [] }));
  }

  async get(id: string, actor: Saver | null | undefined): Promise<PageRevision> {
    const revision = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!revision) throw notFound('Revision not found.');
    await this.pageFor(revision.pageId, actor);
    return Object.assign(revision, { blocks: cleanBlocks(revision.blocks, cleanStoredArticleHtml) });
  }

  /**
   * Put a revision's title, blocks and SEO back as a new, version-checked save of the page. Its
   * slug and state stay: restoring never moves, publishes or unpublishes a page by itself.
   */
  async restore(id: string, expectedVersion: number | null | undefined, actor: Saver | null | undefined): Promise<ContentPage> {
    const revision = await this.get(id, actor);
    const page = await this.pageFor(revision.pageId, actor);
    return this.pages.update(
      page.id,
      {
        slug: page.slug,
        title: revision.title,
        blocks: revision.blocks,
        seo: revision.seo,
        expectedVersion: expectedVersion ?? page.version,
      },
      actor,
    );
  }

  private async pageFor(pageId: string, actor: Saver | null | undefined): Promise<ContentPage> {
    const page = isUuid(pageId) ? await this.db.getRepository(ContentPage).findOne({ where: { id: pageId } }) : null;
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    if (!mayChange(actor, page.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
    return page;
  }
}

export const PAGE_NOT_LIVE_MESSAGE = 'Only a published or scheduled page keeps pending changes: save the draft itself.';

/**
 * Autosave of live pages (decision 0074), the posts' pending changes (0032) over the pages' tables:
 * the edits are checked and cleaned as a save would, and the public page stays as it is until the
 * editor saves the page (update() above drops the pending change in its transaction).
 */
export class PagePendingChangesService extends PendingChanges<ContentPage, PagePendingChange, PendingPageValues, 'pageId'> {
  constructor(db: DataSource, pages: Pick<PagesService, 'parse'>) {
    super(db, {
      item: ContentPage,
      change: PagePendingChange,
      key: 'pageId',
      revisions: 'page_revisions',
      notFoundMessage: PAGE_NOT_FOUND_MESSAGE,
      notLiveMessage: PAGE_NOT_LIVE_MESSAGE,
      parse: async (input) => {
        const { slug, title, blocks, seo, expectedVersion } = pages.parse(input);
        return { values: { slug, title, blocks, seo }, expectedVersion };
      },
    });
  }
}
