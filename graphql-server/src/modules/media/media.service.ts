// The media library's rules (issue 12): what an upload may be (by content), how large, with which
// alt text; its variants; where files are stored; and that nothing in use is deleted.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { DataSource, Repository } from 'typeorm';
import type { Actor } from '../../auth/permissions';
import {
  altTextProblem,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  mediaBaseOf,
  mediaInUseMessage,
  mediaUrl,
  tooManyPixelsMessage,
} from '../../../../schema/validation/media';
import { MEDIA_PAGE_SIZE } from '../../../../schema/validation/paging';
import { conflict, DomainError, InputValidationError, isUuid, notFound } from '../../shared/errors';
import { likePattern, normalizePage, toPage, type Page } from '../../shared/pagination';
import { MediaItem } from './media-item.entity';
import { toMediaView, type MediaView, type ResponsiveSources } from './media-view';
import { inspectUpload } from './media-inspection';
import type { MediaStorage } from './media-storage';
import { DEFAULT_IMAGE_WORK, ImageWorkError, ImageWorkPool, type ImageWorker, type ImageWorkSettings } from './image-work';
import { planVariants, variantKey, variantMimeType, type StoredVariant } from './media-variants';

/** An upload as the transport received it: streamed to a temporary file, never trusted. */
export interface UploadedFile {
  path: string;
  originalName: string;
}

export class MediaService {
  private readonly repo: Repository<MediaItem>;
  /** Image decoding and encoding: in child processes with a deadline, a few at once (decision 0055). */
  readonly imageWork: ImageWorkPool;

  constructor(
    private readonly db: DataSource,
    readonly storage: MediaStorage,
    imageWork: Partial<ImageWorkSettings> = {},
  ) {
    this.repo = db.getRepository(MediaItem);
    this.imageWork = new ImageWorkPool({ ...DEFAULT_IMAGE_WORK, ...imageWork });
  }

  /** Stop image work at once (shutdown): running children are killed, waiting uploads refused. */
  close(): void {
    this.imageWork.close();
  }

  /** Check an upload by its content, make its variants, store it all; on any refusal nothing is kept. */
  async upload(file: UploadedFile, alt: string | null | undefined, actor?: Actor | null): Promise<MediaView> {
    const type = MEDIA_TYPES[await inspectUpload(file.path, (await fs.promises.stat(file.path)).size)];
    // Measured again: an SVG is stored sanitised, re-serialised.
    const { size } = await fs.promises.stat(file.path);
    const altProblem = altTextProblem(alt, type.kind);
    if (altProblem) throw new InputValidationError([{ field: 'alt', message: altProblem }]);

    const base = crypto.randomBytes(16).toString('hex');
    const key = `${base}.${type.extension}`;
    const stored: string[] = [];
    try {
      const variants: StoredVariant[] = [];
      const dimensions = type.kind !== 'image' ? null : await this.makeVariants(file.path, base, variants, stored);
      await this.storage.putFile(key, file.path, type.mimeType);
      stored.push(key);
      const item = await this.repo.save(
        this.repo.create({
          storageKey: key,
          originalName: (file.originalName || 'upload').slice(0, 255),
          mimeType: type.mimeType,
          kind: type.kind,
          size,
          width: dimensions?.width ?? null,
          height: dimensions?.height ?? null,
          alt: (alt ?? '').trim(),
          variants,
          uploadedBy: actor?.id ?? null,
        }),
      );
      return toMediaView(item);
    } catch (error) {
      await Promise.all(stored.map((k) => this.storage.delete(k).catch(() => undefined)));
      throw error;
    }
  }

  /** Decode the image (refused when broken, too large or too slow) and store its variants, noting each stored key as it goes. */
  private async makeVariants(
    file: string,
    base: string,
    variants: StoredVariant[],
    stored: string[],
  ): Promise<{ width: number; height: number }> {
    const encode = async (worker: ImageWorker) => {
      const dimensions = await worker.size(file);
      const rendered = [];
      for (const planned of planVariants(dimensions.width)) rendered.push({ planned, ...(await worker.render(file, planned)) });
      return { dimensions, rendered };
    };
    try {
      // Encoded first, stored afterwards: the deadline bounds the image work, not the storage's.
      const { dimensions, rendered } = await this.imageWork.run(encode);
      for (const { planned, data, width, height } of rendered) {
        const key = variantKey(base, planned);
        const mimeType = variantMimeType(planned.format);
        await this.storage.putBuffer(key, data, mimeType);
        stored.push(key);
        variants.push({ key, width, height, mimeType, purpose: planned.purpose });
      }
      return dimensions;
    } catch (error) {
      throw error instanceof ImageWorkError ? this.imageWorkRefusal(error) : error;
    }
  }

  /** What the uploader is told: a field error for the file itself, 503 when the server cannot take it now. */
  private imageWorkRefusal(error: ImageWorkError): Error {
    const file = (message: string) => new InputValidationError([{ field: 'file', message }]);
    switch (error.reason) {
      case 'tooManyPixels':
        return file(tooManyPixelsMessage(this.imageWork.settings.maxPixels));
      case 'brokenImage':
        return file(MEDIA_MESSAGES.brokenImage);
      case 'timeout':
        return file(MEDIA_MESSAGES.imageTooSlow);
      case 'memory':
        return file(MEDIA_MESSAGES.imageTooMuchMemory);
      default:
        return new DomainError('SERVICE_UNAVAILABLE', MEDIA_MESSAGES.imagesBusy);
    }
  }

  /** Newest first; `search` matches the alt text and the original file name. */
  async list(filter: { search?: string | null; page?: number; pageSize?: number }): Promise<Page<MediaView>> {
    const request = normalizePage(filter.page, filter.pageSize, MEDIA_PAGE_SIZE);
    const query = this.repo.createQueryBuilder('media');
    const text = filter.search?.trim();
    if (text) query.where('(media.alt ILIKE :search OR media.originalName ILIKE :search)', { search: likePattern(text) });
    query.orderBy('media.createdAt', 'DESC').addOrderBy('media.id', 'ASC');
    const [items, total] = await query
      .offset((request.page - 1) * request.pageSize)
      .limit(request.pageSize)
      .getManyAndCount();
    return toPage(items.map(toMediaView), total, request);
  }

  async getById(id: string): Promise<MediaView | null> {
    const item = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    return item ? toMediaView(item) : null;
  }

  async updateAlt(id: string, alt: unknown): Promise<MediaView> {
    const item = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!item) throw notFound(MEDIA_MESSAGES.notFound);
    const text = typeof alt === 'string' ? alt : '';
    const problem = altTextProblem(text, item.kind);
    if (problem) throw new InputValidationError([{ field: 'alt', message: problem }]);
    item.alt = text.trim();
    return toMediaView(await this.repo.save(item));
  }

  /**
   * The responsive variants of a library image named by its address (original or variant), per
   * format, for a <picture>'s srcset; null for any other address.
   */
  async responsiveSources(url: string | null | undefined): Promise<ResponsiveSources | null> {
    const base = mediaBaseOf(url);
    if (!base) return null;
    const item = await this.repo
      .createQueryBuilder('media')
      .where('media.storageKey LIKE :key', { key: `${base}.%` })
      .getOne();
    const responsive = item?.variants.filter((v) => v.purpose === 'responsive') ?? [];
    if (!item || responsive.length === 0) return null;
    const srcset = (mimeType: string) =>
      responsive
        .filter((v) => v.mimeType === mimeType)
        .map((v) => `${mediaUrl(v.key)} ${v.width}w`)
        .join(', ');
    return { webp: srcset('image/webp'), avif: srcset('image/avif'), width: item.width ?? 0, height: item.height ?? 0 };
  }

  /** Where a file (or any of its variants) is used: posts' content and cover, resources' file and cover. */
  async usesOf(item: MediaItem): Promise<string[]> {
    const pattern = likePattern(`/media/${item.storageKey.slice(0, 32)}`);
    const posts: Array<{ title: string; cover: boolean; content: boolean }> = await this.db.query(
      `SELECT "title", "coverImage" LIKE $1 AS "cover", "content" LIKE $1 AS "content" FROM "blog_posts"
        WHERE "coverImage" LIKE $1 OR "content" LIKE $1 ORDER BY "title" LIMIT 20`,
      [pattern],
    );
    const resources: Array<{ title: string; file: boolean; cover: boolean }> = await this.db.query(
      `SELECT "title", "fileUrl" LIKE $1 AS "file", "coverImage" LIKE $1 AS "cover" FROM "resources"
        WHERE "fileUrl" LIKE $1 OR "coverImage" LIKE $1 ORDER BY "title" LIMIT 20`,
      [pattern],
    );
    const fields = (pairs: Array<[boolean, string]>) =>
      pairs
        .filter(([on]) => on)
        .map(([, name]) => name)
        .join(' and ');
    return [
      ...posts.map(
        (p) =>
          `post “${p.title}” (${fields([
            [p.cover, 'cover image'],
            [p.content, 'content'],
          ])})`,
      ),
      ...resources.map(
        (r) =>
          `resource “${r.title}” (${fields([
            [r.file, 'file'],
            [r.cover, 'cover image'],
          ])})`,
      ),
    ];
  }

  /** Delete a file and its variants; 409 naming where it is used while anything refers to it. */
  async delete(id: string): Promise<void> {
    const item = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!item) throw notFound(MEDIA_MESSAGES.notFound);
    const uses = await this.usesOf(item);
    if (uses.length > 0) throw conflict(mediaInUseMessage(uses));
    await this.repo.delete({ id });
    for (const key of [item.storageKey, ...item.variants.map((v) => v.key)]) await this.storage.delete(key);
  }
}
