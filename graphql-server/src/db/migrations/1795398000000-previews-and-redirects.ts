import { MigrationInterface, QueryRunner } from 'typeorm';

/** Shareable preview links (token hashes), slug redirects and the posts' SEO fields (issue 12, decision 0031). */
export class PreviewsAndRedirects1795398000000 implements MigrationInterface {
  name = 'PreviewsAndRedirects1795398000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "post_preview_links" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "postId" uuid NOT NULL, "tokenHash" character(64) NOT NULL, "createdBy" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_5025c2717e227ca8150ad0e1c61" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_post_preview_links_post" ON "post_preview_links" ("postId")');
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_post_preview_links_token" ON "post_preview_links" ("tokenHash")');
    await queryRunner.query(
      'ALTER TABLE "post_preview_links" ADD CONSTRAINT "FK_post_preview_links_post" FOREIGN KEY ("postId") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'CREATE TABLE "redirects" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "fromSlug" character varying(200) NOT NULL, "toSlug" character varying(200) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d81f0797728eb0eb92ae3c6eedd" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "IDX_redirects_from" ON "redirects" ("fromSlug")');
    await queryRunner.query('CREATE INDEX "IDX_redirects_to" ON "redirects" ("toSlug")');
    await queryRunner.query(
      `ALTER TABLE "blog_posts" ADD "metaTitle" character varying(120) NOT NULL DEFAULT '', ADD "metaDescription" character varying(320) NOT NULL DEFAULT '', ADD "socialImage" character varying(2048) NOT NULL DEFAULT '', ADD "canonicalUrl" character varying(2048) NOT NULL DEFAULT ''`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'ALTER TABLE "blog_posts" DROP COLUMN "canonicalUrl", DROP COLUMN "socialImage", DROP COLUMN "metaDescription", DROP COLUMN "metaTitle"',
    );
    await queryRunner.query('DROP TABLE "redirects"');
    await queryRunner.query('DROP TABLE "post_preview_links"');
  }
}
