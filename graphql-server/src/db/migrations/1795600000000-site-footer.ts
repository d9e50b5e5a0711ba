import { MigrationInterface, QueryRunner } from 'typeorm';
import type { MenuItem } from '../../../../schema/validation/navigation';
import { STARTER_FOOTER, starterColumn } from '../../modules/pages/starter-menus';

/**
 * The footer's details as content (issue 31, decision 0071): the company blurb, contact details
 * and social links, seeded with today's texts; and each footer menu entry gets its column
 * (services, resources or legal), from its target, where it has none yet.
 */
export class SiteFooter1795600000000 implements MigrationInterface {
  name = 'SiteFooter1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "site_footer" ("name" character varying(20) NOT NULL, "details" jsonb NOT NULL, "version" integer NOT NULL DEFAULT '1', "updatedBy" character varying(100), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_e3f81a25d31df9d45697cbd7b18" PRIMARY KEY ("name"))`,
    );
    await queryRunner.query(`INSERT INTO "site_footer" ("name", "details") VALUES ('footer', $1::jsonb)`, [JSON.stringify(STARTER_FOOTER)]);
    const rows: Array<{ items: MenuItem[] | string }> = await queryRunner.query(`SELECT "items" FROM "site_menus" WHERE "name" = 'footer'`);
    if (!rows.length) return;
    const items = typeof rows[0].items === 'string' ? (JSON.parse(rows[0].items) as MenuItem[]) : rows[0].items;
    const columned = items.map((item) => ({ ...item, column: item.column ?? starterColumn(item) }));
    await queryRunner.query(`UPDATE "site_menus" SET "items" = $1::jsonb WHERE "name" = 'footer'`, [JSON.stringify(columned)]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "site_footer"');
  }
}
