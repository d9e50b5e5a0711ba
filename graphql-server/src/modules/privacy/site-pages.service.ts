// Editable content pages (issue 14): /privacy. A page without a stored row shows its default text;
// saving stores the sanitised HTML. Writes are announced to the caches in services.ts.
import type { DataSource, Repository } from 'typeorm';
import { sitePageSchema, SITE_PAGE_NOT_FOUND_MESSAGE, SITE_PAGE_SLUGS } from '../../../../schema/validation/site-pages';
import { validateInput } from '../../../../schema/validation/validate';
import { notFound } from '../../shared/errors';
import { sanitizeArticleHtml } from '../../shared/sanitize';
import { DEFAULT_PRIVACY_TITLE, defaultPrivacyHtml } from './default-privacy-policy';
import { SitePage } from './site-page.entity';

export class SitePagesService {
  private readonly repo: Repository<SitePage>;

  constructor(
    db: DataSource,
    private readonly siteName: string,
  ) {
    this.repo = db.getRepository(SitePage);
  }

  private check(slug: string): void {
    if (!(SITE_PAGE_SLUGS as readonly string[]).includes(slug)) throw notFound(SITE_PAGE_NOT_FOUND_MESSAGE);
  }

  async get(slug: string): Promise<SitePage> {
    this.check(slug);
    const stored = await this.repo.findOneBy({ slug });
    if (stored) return stored;
    return Object.assign(new SitePage(), {
      slug,
      title: DEFAULT_PRIVACY_TITLE,
      html: defaultPrivacyHtml(this.siteName),
      updatedAt: new Date(0),
    });
  }

  async update(slug: string, input: unknown): Promise<SitePage> {
    this.check(slug);
    const value = await validateInput(sitePageSchema, input ?? {});
    return this.repo.save(this.repo.create({ slug, title: value.title, html: sanitizeArticleHtml(value.html) }));
  }
}
