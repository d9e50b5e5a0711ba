import { MigrationInterface, QueryRunner } from 'typeorm';
import { HOME_PAGE } from '../../modules/pages/home-page';
import { insertSeedPage } from './seed-page';

/**
 * The home page as content (issue 31): today's home copy as the blocks of the page `home`,
 * published, so a new or an upgraded install shows exactly the home it showed before. An install
 * that already has a `home` page keeps it.
 */
export class HomePage1795490000000 implements MigrationInterface {
  name = 'HomePage1795490000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await insertSeedPage(queryRunner, HOME_PAGE);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Only an untouched home page: one an editor changed is theirs now.
    await queryRunner.query(`DELETE FROM "pages" WHERE "slug" = 'home' AND "version" = 1`);
  }
}
