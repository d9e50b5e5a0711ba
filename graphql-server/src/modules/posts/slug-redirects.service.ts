// Slug redirects (issue 12, decision 0031): written by PostsService saves in their transaction
// (applySlugChange), read by the page server (`GET /blog/{old}` → 301), listed and deleted by staff.
import { In, type DataSource, type EntityManager, type Repository } from 'typeorm';
import { isUuid, notFound } from '../../shared/errors';
import { planSlugChange } from './redirect-plan';
import { SlugRedirect } from './slug-redirect.entity';

/** The admin list shows at most this many, newest first. */
const REDIRECTS_LISTED = 1000;
const REDIRECT_NOT_FOUND = 'Redirect not found.';

/**
 * Inside a post's save: `newSlug` is a post's address again (its redirect goes); when a published
 * post moved (`oldSlug` given), old → new is recorded and chains to old now end at new.
 */
export async function applySlugChange(manager: EntityManager, oldSlug: string | null, newSlug: string): Promise<void> {
  const slugs = oldSlug === null ? [newSlug] : [newSlug, oldSlug];
  const touched = await manager.find(SlugRedirect, {
    where: [{ fromSlug: In(slugs) }, ...(oldSlug === null ? [] : [{ toSlug: oldSlug }])],
  });
  const plan = planSlugChange(touched, oldSlug, newSlug);
  if (plan.remove.length) await manager.delete(SlugRedirect, { fromSlug: In(plan.remove) });
  for (const redirect of plan.upsert) {
    await manager.query(
      `INSERT INTO "redirects" ("fromSlug", "toSlug") VALUES ($1, $2)
       ON CONFLICT ("fromSlug") DO UPDATE SET "toSlug" = EXCLUDED."toSlug", "createdAt" = now()`,
      [redirect.fromSlug, redirect.toSlug],
    );
  }
}

export class SlugRedirectsService {
  private readonly repo: Repository<SlugRedirect>;

  constructor(db: DataSource) {
    this.repo = db.getRepository(SlugRedirect);
  }

  /** Where `/blog/{slug}` now lives, or null (one indexed lookup). */
  async target(slug: string): Promise<string | null> {
    const row = await this.repo.findOne({ where: { fromSlug: slug }, select: { toSlug: true } });
    return row?.toSlug ?? null;
  }

  list(): Promise<SlugRedirect[]> {
    return this.repo.find({ order: { createdAt: 'DESC', fromSlug: 'ASC' }, take: REDIRECTS_LISTED });
  }

  async delete(id: string): Promise<SlugRedirect> {
    const row = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!row) throw notFound(REDIRECT_NOT_FOUND);
    await this.repo.delete({ id });
    return row;
  }
}
