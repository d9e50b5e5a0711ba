import { MigrationInterface, QueryRunner } from 'typeorm';
import { STARTER_MENUS } from '../../modules/pages/starter-menus';

/** The site's menus as content (issue 31): header and footer, seeded with today's links. */
export class SiteMenus1795460000002 implements MigrationInterface {
  name = 'SiteMenus1795460000002';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_menus" ("name" character varying(20) NOT NULL, "items" jsonb NOT NULL DEFAULT '[]', "version" integer NOT NULL DEFAULT '1', "updatedBy" character varying(100), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_93fe03ed618883236cb7a73a326" PRIMARY KEY ("name"))`,
    );
    for (const [name, items] of Object.entries(STARTER_MENUS)) {
      await queryRunner.query(`INSERT INTO "site_menus" ("name", "items") VALUES ($1, $2::jsonb)`, [name, JSON.stringify(items)]);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "site_menus"');
  }
}
