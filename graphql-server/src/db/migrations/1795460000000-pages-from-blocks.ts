import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pages built from blocks (issue 31, decision 0059): the pages table (the posts' editorial
 * columns, blocks and SEO as JSON), one revision per save, and the sync feed's stamps and
 * tombstones (the triggers of migration 1795402800000, kind PAGE).
 */
export class PagesFromBlocks1795460000000 implements MigrationInterface {
  name = 'PagesFromBlocks1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pages" ("state" character varying(16) NOT NULL DEFAULT 'DRAFT', "publishEventDue" boolean NOT NULL DEFAULT false, "version" integer NOT NULL DEFAULT '1', "ownerId" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(100) NOT NULL, "title" character varying(200) NOT NULL, "blocks" jsonb NOT NULL DEFAULT '[]', "seo" jsonb NOT NULL DEFAULT '{}', "publishedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedBy" character varying(100), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_fe66ca6a86dc94233e5d7789535" UNIQUE ("slug"), CONSTRAINT "PK_8f21ed625aa34c8391d636b7d3b" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "page_revisions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "pageId" uuid NOT NULL, "version" integer NOT NULL, "slug" character varying(100) NOT NULL, "title" character varying(200) NOT NULL, "blocks" jsonb NOT NULL, "seo" jsonb NOT NULL, "state" character varying(16) NOT NULL, "savedById" uuid, "savedBy" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fe8d2a867b186dba64fcbc31b99" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_page_revisions_page_version" ON "page_revisions" ("pageId", "version")`);
    await queryRunner.query(
      `ALTER TABLE "page_revisions" ADD CONSTRAINT "FK_page_revisions_page" FOREIGN KEY ("pageId") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_pages_publish_event_due" ON "pages" ("publishedAt") WHERE "publishEventDue"`);
    await queryRunner.query('CREATE INDEX "IDX_pages_sync" ON "pages" ("updatedAt", "id")');
    await queryRunner.query(
      'CREATE TRIGGER "pages_sync_touch" BEFORE INSERT OR UPDATE ON "pages" FOR EACH ROW EXECUTE FUNCTION sync_touch()',
    );
    await queryRunner.query(
      `CREATE TRIGGER "pages_sync_tombstone" AFTER DELETE ON "pages" FOR EACH ROW EXECUTE FUNCTION sync_tombstone('PAGE')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "pages_sync_tombstone" ON "pages"');
    await queryRunner.query('DROP TRIGGER "pages_sync_touch" ON "pages"');
    await queryRunner.query(`DELETE FROM "sync_tombstones" WHERE "kind" = 'PAGE'`);
    await queryRunner.query('DROP TABLE "page_revisions"');
    await queryRunner.query('DROP TABLE "pages"');
  }
}
