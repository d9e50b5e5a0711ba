import { Brackets, type DataSource, type Repository, type SelectQueryBuilder } from 'typeorm';
import { resourceSchema } from '../../../../schema/validation/content';
import { validateInput } from '../../../../schema/validation/validate';
import { isUuid, notFound } from '../../shared/errors';
import { likePattern, normalizePage, toPage, type Page } from '../../shared/pagination';
import { Resource } from './resource.entity';

export const RESOURCES_PAGE_SIZE = 6;

export interface ResourceFilter {
  type?: string | null;
  search?: string | null;
  page?: number;
  pageSize?: number;
}

export interface DownloadReceipt {
  id: string;
  fileUrl: string;
  downloadCount: number;
}

export class ResourcesService {
  private readonly repo: Repository<Resource>;

  constructor(db: DataSource) {
    this.repo = db.getRepository(Resource);
  }

  /**
   * Resources newest first. A search looks at every type (SPEC §4: a search term overrides the
   * type tab), so `type` applies only while the search is empty.
   */
  async list(filter: ResourceFilter, searchFields = ['title', 'description', 'type', 'category']): Promise<Page<Resource>> {
    const request = normalizePage(filter.page, filter.pageSize, RESOURCES_PAGE_SIZE);
    const [items, total] = await this.filtered(filter, searchFields)
      .skip((request.page - 1) * request.pageSize)
      .take(request.pageSize)
      .getManyAndCount();
    return toPage(items, total, request);
  }

  /** The unpaginated list REST serves (capped, newest first). */
  all(filter: Omit<ResourceFilter, 'page' | 'pageSize'> = {}): Promise<Resource[]> {
    return this.filtered(filter, ['title', 'description', 'type', 'category']).take(500).getMany();
  }

  async getById(id: string): Promise<Resource | null> {
    return isUuid(id) ? this.repo.findOne({ where: { id } }) : null;
  }

  /** Count a download atomically and hand back the file's address. */
  async recordDownload(id: string): Promise<DownloadReceipt> {
    if (!isUuid(id)) throw notFound('Resource not found.');
    const rows: Array<{ id: string; fileUrl: string; downloadCount: number }> = await this.repo.query(
      `UPDATE "resources" SET "downloadCount" = COALESCE("downloadCount", 0) + 1
       WHERE "id" = $1 RETURNING "id", "fileUrl", "downloadCount"`,
      [id],
    );
    // TypeORM's raw UPDATE ... RETURNING on postgres yields [rows, affectedCount].
    const row = Array.isArray(rows[0]) ? (rows[0] as unknown as typeof rows)[0] : rows[0];
    if (!row) throw notFound('Resource not found.');
    return { id: row.id, fileUrl: row.fileUrl, downloadCount: Number(row.downloadCount) };
  }

  async create(input: unknown): Promise<Resource> {
    const values = await this.parse(input);
    return this.repo.save(this.repo.create({ ...values, publishedAt: values.publishedAt ?? new Date() }));
  }

  async update(id: string, input: unknown): Promise<Resource> {
    const values = await this.parse(input);
    const existing = await this.getById(id);
    if (!existing) throw notFound('Resource not found.');
    return this.repo.save(this.repo.merge(existing, { ...values, publishedAt: values.publishedAt ?? existing.publishedAt }));
  }

  async delete(id: string): Promise<void> {
    const existing = await this.getById(id);
    if (!existing) throw notFound('Resource not found.');
    await this.repo.delete({ id });
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
      // Absent: now on create, unchanged on update (editing must not re-date or publish an item).
      publishedAt: value.publishedAt ? new Date(value.publishedAt) : undefined,
    };
  }

  private filtered(filter: Omit<ResourceFilter, 'page' | 'pageSize'>, searchFields: string[]): SelectQueryBuilder<Resource> {
    const query = this.repo.createQueryBuilder('resource');
    const text = filter.search?.trim();
    if (text) {
      query.andWhere(
        new Brackets((qb) => {
          for (const field of searchFields) qb.orWhere(`resource.${field} ILIKE :search`, { search: likePattern(text) });
        }),
      );
    } else if (filter.type && filter.type !== 'all') {
      query.andWhere('resource.type = :type', { type: filter.type });
    }
    return query.orderBy('resource.publishedAt', 'DESC').addOrderBy('resource.id', 'ASC');
  }
}
