// Shareable preview links of pages (issue 31, decision 0073), the posts' links (decision 0031) over
// the pages' tables: made, listed and revoked by those who may edit the page; opened by anyone
// holding the token until it expires (7 days) or is revoked. Only the token's SHA-256 is stored.
// The link shows the page as saved, whatever its status, with the pending (autosaved) changes of
// the editor who made it when the page is live (decision 0074): what that editor is about to publish.
import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { mayChange, NOT_OWN_WORK_MESSAGE, type Actor } from '../../auth/permissions';
import { conflict, forbidden, isUuid, notFound } from '../../shared/errors';
import type { Saver } from '../../shared/revisions';
import { PAGE_NOT_FOUND_MESSAGE } from '../../../../schema/validation/pages';
import { isPreviewLinkLive, newPreviewToken, previewLinkExpiry, previewTokenHash } from '../posts/preview-token';
import { ContentPage } from './page.entity';
import { PagePendingChange } from './page-pending-change.entity';
import { PagePreviewLink } from './page-preview-link.entity';

/** Live links per page at most (each costs a row; a forgotten one expires anyway). */
const PREVIEW_LINKS_PER_PAGE = 20;
const LINK_NOT_FOUND = 'Preview link not found.';
const TOO_MANY_LINKS = `A page can have at most ${PREVIEW_LINKS_PER_PAGE} active preview links: revoke one first.`;

export class PagePreviewLinksService {
  private readonly repo: Repository<PagePreviewLink>;
  private readonly pages: Repository<ContentPage>;
  private readonly pending: Repository<PagePendingChange>;

  constructor(
    db: DataSource,
    /** How a read page is served (rich text through the article allow-list): PagesService's. */
    private readonly clean: (page: ContentPage) => ContentPage,
  ) {
    this.repo = db.getRepository(PagePreviewLink);
    this.pages = db.getRepository(ContentPage);
    this.pending = db.getRepository(PagePendingChange);
  }

  /** A new link for the page; `token` is returned this once and never stored. */
  async createWithSlug(pageId: string, actor: Saver | null | undefined): Promise<{ link: PagePreviewLink; token: string; slug: string }> {
    const { slug } = await this.editablePage(pageId, actor);
    if ((await this.activeCount(pageId)) >= PREVIEW_LINKS_PER_PAGE) throw conflict(TOO_MANY_LINKS);
    const token = newPreviewToken();
    const link = await this.repo.save(
      this.repo.create({
        pageId,
        tokenHash: previewTokenHash(token)!,
        createdBy: actor?.username ?? null,
        createdById: actor?.id ?? null,
        expiresAt: previewLinkExpiry(),
        revokedAt: null,
      }),
    );
    return { link, token, slug };
  }

  /** The page's links that still open it, newest first. */
  async list(pageId: string, actor: Actor | null | undefined): Promise<PagePreviewLink[]> {
    await this.editablePage(pageId, actor);
    return this.repo.find({
      where: { pageId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
      take: PREVIEW_LINKS_PER_PAGE,
    });
  }

  /** Revoke a link (it answers 404 from now on). Revoking a revoked or expired link is harmless. */
  async revoke(id: string, actor: Actor | null | undefined): Promise<PagePreviewLink> {
    const link = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!link) throw notFound(LINK_NOT_FOUND);
    await this.editablePage(link.pageId, actor);
    if (link.revokedAt === null) {
      link.revokedAt = new Date();
      await this.repo.update({ id }, { revokedAt: link.revokedAt });
    }
    return link;
  }

  /**
   * The page a token opens, whatever its status, or null: an unknown, expired or revoked token, a
   * text that is not a token (refused without SQL), or a slug other than the page's. A live page
   * comes with its maker's pending changes (title, blocks, SEO; the address stays the page's).
   */
  async openPage(token: unknown, slug: string, now = new Date()): Promise<ContentPage | null> {
    const hash = previewTokenHash(token);
    if (!hash) return null;
    const link = await this.repo.findOne({ where: { tokenHash: hash } });
    if (!link || !isPreviewLinkLive(link, now)) return null;
    const page = await this.pages.findOne({ where: { id: link.pageId } });
    if (!page || page.slug !== slug) return null;
    const change = link.createdById ? await this.pending.findOne({ where: { pageId: page.id, savedById: link.createdById } }) : null;
    if (change) Object.assign(page, { title: change.values.title, blocks: change.values.blocks, seo: change.values.seo });
    return this.clean(page);
  }

  private activeCount(pageId: string): Promise<number> {
    return this.repo.count({ where: { pageId, revokedAt: IsNull(), expiresAt: MoreThan(new Date()) } });
  }

  private async editablePage(pageId: string, actor: Actor | null | undefined): Promise<ContentPage> {
    const page = isUuid(pageId)
      ? await this.pages.findOne({ where: { id: pageId }, select: { id: true, ownerId: true, slug: true } })
      : null;
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    if (!mayChange(actor, page.ownerId)) throw forbidden(NOT_OWN_WORK_MESSAGE);
    return page;
  }
}
