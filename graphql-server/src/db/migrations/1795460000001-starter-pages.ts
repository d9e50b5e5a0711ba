import { MigrationInterface, QueryRunner } from 'typeorm';
import { STARTER_PAGES } from '../../modules/pages/starter-pages';
import { insertSeedPage } from './seed-page';

/**
 * The starter pages of issue 31 (About, /terms, /cookies): written once, published, so every
 * install — a new one or an upgraded one — has the pages the footer links to. A slug already
 * taken is left alone.
 */
export class StarterPages1795460000001 implements MigrationInterface {
  name = 'StarterPages1795460000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const page of STARTER_PAGES) await insertSeedPage(queryRunner, page);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Only the untouched starter pages: a page an editor changed is theirs now.
    await queryRunner.query(`DELETE FROM "pages" WHERE "slug" = ANY($1) AND "version" = 1`, [STARTER_PAGES.map((page) => page.slug)]);
  }
}
