import { MigrationInterface, QueryRunner } from 'typeorm';

/** Revisions of posts (issue 12, decision 0025): one row per save, the last 50 per post kept. */
export class PostRevisions1795393870727 implements MigrationInterface {
  name = 'PostRevisions1795393870727';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "post_revisions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "postId" uuid NOT NULL, "version" integer NOT NULL, "title" character varying(200) NOT NULL, "excerpt" character varying(300) NOT NULL, "content" text NOT NULL, "state" character varying(16) NOT NULL, "savedById" uuid, "savedBy" character varying(100), "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_871219c3d5044d70ff7d59480b8" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_post_revisions_post_version" ON "post_revisions" ("postId", "version")');
    await queryRunner.query(
      'ALTER TABLE "post_revisions" ADD CONSTRAINT "FK_post_revisions_post" FOREIGN KEY ("postId") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "post_revisions"');
  }
}
