import { MigrationInterface, QueryRunner } from 'typeorm';
import { STARTER_PAGES } from '../../modules/pages/starter-pages';

/**
 * The starter pages of issue 31 (About, /terms, /cookies): written once, published, so every
 * install — a new one or an upgraded one — has the pages the footer links to. A slug already
 * taken is left alone.
 */
export class StarterPages1795460000001 implements MigrationInterface {
  name = 'StarterPages1795460000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const page of STARTER_PAGES) {
      const inserted: Array<{ id: string }> = await queryRunner.query(
        `INSERT INTO "pages" ("slug", "title", "blocks", "seo", "state", "publishedAt")
         VALUES ($1, $2, $3::jsonb, $4::jsonb, 'PUBLISHED', now()) ON CONFLICT ("slug") DO NOTHING RETURNING "id"`,
        [page.slug, page.title, JSON.stringify(page.blocks), JSON.stringify(page.seo)],
      );
      if (!inserted.length) continue;
      await queryRunner.query(
        `INSERT INTO "page_revisions" ("pageId", "version", "slug", "title", "blocks", "seo", "state")
         VALUES ($1, 1, $2, $3, $4::jsonb, $5::jsonb, 'PUBLISHED')`,
        [inserted[0].id, page.slug, page.title, JSON.stringify(page.blocks), JSON.stringify(page.seo)],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Only the untouched starter pages: a page an editor changed is theirs now.
    await queryRunner.query(`DELETE FROM "pages" WHERE "slug" = ANY($1) AND "version" = 1`, [STARTER_PAGES.map((page) => page.slug)]);
  }
}
