import { MigrationInterface, QueryRunner } from 'typeorm';
import { CALCULATOR_PAGE, GLOSSARY_PAGE, PLAYBOOK_PAGE } from '../../modules/pages/route-pages';
import { insertSeedPage } from './seed-page';

/**
 * The calculator screen's copy (hero, FAQ, closing band), the playbook screen's copy and the
 * glossary's 15 terms as content (issue 31): published pages `calculator`, `playbook` and `glossary`
 * with today's texts, so a new or an
 * upgraded install shows exactly what it showed before. An install that already has one keeps it.
 */
export class RoutePagesContent1795660000000 implements MigrationInterface {
  name = 'RoutePagesContent1795660000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await insertSeedPage(queryRunner, CALCULATOR_PAGE);
    await insertSeedPage(queryRunner, PLAYBOOK_PAGE);
    await insertSeedPage(queryRunner, GLOSSARY_PAGE);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Only untouched pages: one an editor changed is theirs now.
    await queryRunner.query(`DELETE FROM "pages" WHERE "slug" IN ('calculator', 'playbook', 'glossary') AND "version" = 1`);
  }
}
