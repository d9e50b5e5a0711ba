import { MigrationInterface, QueryRunner } from 'typeorm';

/** Autosaved edits of live posts (issue 12, decision 0032): one row per post and editor. */
export class PostPendingChanges1795420000000 implements MigrationInterface {
  name = 'PostPendingChanges1795420000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "post_pending_changes" ("postId" uuid NOT NULL, "savedById" uuid NOT NULL, "savedBy" character varying(100) NOT NULL, "baseVersion" integer NOT NULL, "values" jsonb NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_post_pending_changes" PRIMARY KEY ("postId", "savedById"))',
    );
    await queryRunner.query(
      'ALTER TABLE "post_pending_changes" ADD CONSTRAINT "FK_post_pending_changes_post" FOREIGN KEY ("postId") REFERENCES "blog_posts"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "post_pending_changes"');
  }
}
