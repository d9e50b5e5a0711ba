import { MigrationInterface, QueryRunner } from 'typeorm';

/** Autosaved edits of live pages (issue 31, decision 0074), as the posts' (0032): one row per page and editor. */
export class PagePendingChanges1795560000000 implements MigrationInterface {
  name = 'PagePendingChanges1795560000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "page_pending_changes" ("pageId" uuid NOT NULL, "savedById" uuid NOT NULL, "savedBy" character varying(100) NOT NULL, "baseVersion" integer NOT NULL, "values" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_page_pending_changes" PRIMARY KEY ("pageId", "savedById"))',
    );
    await queryRunner.query(
      'ALTER TABLE "page_pending_changes" ADD CONSTRAINT "FK_page_pending_changes_page" FOREIGN KEY ("pageId") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "page_pending_changes"');
  }
}
