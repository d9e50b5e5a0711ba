import type { QueryRunner } from 'typeorm';

/** A page a migration writes: published at once, with its first revision. */
export interface SeedPage {
  slug: string;
  title: string;
  blocks: readonly object[];
  seo: object;
}

/**
 * Insert a published page and its revision 1, unless its slug is taken (an install that already
 * has the page keeps its own). Used by the migrations that give every install its starter content.
 */
export async function insertSeedPage(queryRunner: QueryRunner, page: SeedPage): Promise<void> {
  const blocks = JSON.stringify(page.blocks);
  const seo = JSON.stringify(page.seo);
  const inserted: Array<{ id: string }> = await queryRunner.query(
    `INSERT INTO "pages" ("slug", "title", "blocks", "seo", "state", "publishedAt")
     VALUES ($1, $2, $3::jsonb, $4::jsonb, 'PUBLISHED', now()) ON CONFLICT ("slug") DO NOTHING RETURNING "id"`,
    [page.slug, page.title, blocks, seo],
  );
  if (!inserted.length) return;
  await queryRunner.query(
    `INSERT INTO "page_revisions" ("pageId", "version", "slug", "title", "blocks", "seo", "state")
     VALUES ($1, 1, $2, $3, $4::jsonb, $5::jsonb, 'PUBLISHED')`,
    [inserted[0].id, page.slug, page.title, blocks, seo],
  );
}
