import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Drafts and publishing (issue 12): posts and resources get a state (DRAFT, IN_REVIEW, PUBLISHED)
 * and a version for optimistic concurrency. Every existing row was public: it becomes PUBLISHED;
 * a row made from now on starts as a DRAFT. Integrator tokens may carry the `content:drafts` scope.
 */
export class EditorialStates1795380000000 implements MigrationInterface {
  name = 'EditorialStates1795380000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['blog_posts', 'resources']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "state" character varying(16) NOT NULL DEFAULT 'PUBLISHED'`);
      await queryRunner.query(`ALTER TABLE "${table}" ALTER COLUMN "state" SET DEFAULT 'DRAFT'`);
      await queryRunner.query(`ALTER TABLE "${table}" ADD "version" integer NOT NULL DEFAULT 1`);
    }
    // The few rows the public may not see, found without a scan: counts subtract them, admin filters find them.
    await queryRunner.query(`CREATE INDEX "IDX_blog_posts_unpublished" ON "blog_posts" ("category") WHERE "state" <> 'PUBLISHED'`);
    await queryRunner.query(`CREATE INDEX "IDX_resources_unpublished" ON "resources" ("type") WHERE "state" <> 'PUBLISHED'`);
    await queryRunner.query('ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"');
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','leads']::varchar[])`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"');
    await queryRunner.query(`DELETE FROM "api_tokens" WHERE NOT ("scopes" <@ ARRAY['content','leads']::varchar[])`);
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','leads']::varchar[])`,
    );
    await queryRunner.query('DROP INDEX "IDX_resources_unpublished"');
    await queryRunner.query('DROP INDEX "IDX_blog_posts_unpublished"');
    for (const table of ['resources', 'blog_posts']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "state"`);
    }
  }
}
