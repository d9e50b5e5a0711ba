import { MigrationInterface, QueryRunner } from 'typeorm';
import { sanitizeArticleHtml } from '../../shared/sanitize';

/**
 * Article HTML is cleaned once, when it is written (posts.service.ts); rows stored before that
 * rule, or around the API, are cleaned here once, in batches. The service still cleans what it
 * reads through a cache, so a later write around the API stays harmless.
 */
export class SanitizeStoredArticles1795365739598 implements MigrationInterface {
  name = 'SanitizeStoredArticles1795365739598';

  public async up(queryRunner: QueryRunner): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await queryRunner.query('SELECT "id", "content" FROM "blog_posts" WHERE "id" > $1 ORDER BY "id" LIMIT 200', [
        after,
      ])) as Array<{
        id: string;
        content: string;
      }>;
      if (rows.length === 0) return;
      for (const row of rows) {
        const clean = sanitizeArticleHtml(row.content);
        if (clean !== row.content) await queryRunner.query('UPDATE "blog_posts" SET "content" = $1 WHERE "id" = $2', [clean, row.id]);
      }
      after = rows[rows.length - 1].id;
    }
  }

  public async down(): Promise<void> {
    // Cleaning cannot be undone (and need not be).
  }
}
