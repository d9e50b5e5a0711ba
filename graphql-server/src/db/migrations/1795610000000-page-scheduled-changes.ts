import { MigrationInterface, QueryRunner } from 'typeorm';

/** Scheduled updates of live pages (issue 31, decision 0072): one per page, applied at runAt. */
export class PageScheduledChanges1795610000000 implements MigrationInterface {
  name = 'PageScheduledChanges1795610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "page_scheduled_changes" ("pageId" uuid NOT NULL, "runAt" TIMESTAMP WITH TIME ZONE NOT NULL, "baseVersion" integer NOT NULL, "values" jsonb NOT NULL, "scheduledById" uuid NOT NULL, "scheduledBy" character varying(100) NOT NULL, "refusal" character varying(300), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_page_scheduled_changes" PRIMARY KEY ("pageId"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_page_scheduled_changes_due" ON "page_scheduled_changes" ("runAt")');
    await queryRunner.query(
      'ALTER TABLE "page_scheduled_changes" ADD CONSTRAINT "FK_page_scheduled_changes_page" FOREIGN KEY ("pageId") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "page_scheduled_changes"');
  }
}
