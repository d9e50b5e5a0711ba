import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pages built from blocks leave a published-only reader's view like posts and resources (issue 35):
 * the trigger of migration 1795470000000 (sync_leave_published_view) was only on blog_posts and
 * resources, so a page taken back to draft stayed in a `content` token's copy with no tombstone.
 * Found by tests/integration/sync-feeds.test.ts.
 */
export class PageUnpublishedTombstones1795530000000 implements MigrationInterface {
  name = 'PageUnpublishedTombstones1795530000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TRIGGER "pages_sync_leave_view" AFTER UPDATE ON "pages" FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION sync_leave_published_view('PAGE')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "pages_sync_leave_view" ON "pages"`);
    await queryRunner.query(`DELETE FROM "sync_tombstones" WHERE kind = 'PAGE' AND audience = 'PUBLISHED_ONLY'`);
  }
}
