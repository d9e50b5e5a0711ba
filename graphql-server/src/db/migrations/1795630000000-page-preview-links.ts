import { MigrationInterface, QueryRunner } from 'typeorm';

/** Shareable preview links of pages (issue 31, decision 0073), as the posts' (1795398000000). */
export class PagePreviewLinks1795630000000 implements MigrationInterface {
  name = 'PagePreviewLinks1795630000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "page_preview_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "pageId" uuid NOT NULL, "tokenHash" character(64) NOT NULL, "createdBy" character varying(100), "createdById" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_page_preview_links" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_page_preview_links_page" ON "page_preview_links" ("pageId")');
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_page_preview_links_token" ON "page_preview_links" ("tokenHash")');
    await queryRunner.query(
      'ALTER TABLE "page_preview_links" ADD CONSTRAINT "FK_page_preview_links_page" FOREIGN KEY ("pageId") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "page_preview_links"');
  }
}
