import { MigrationInterface, QueryRunner } from 'typeorm';

/** Integrator write access (issue 35, decision 0060): the `leads:write` token scope. */
export class ApiTokenWriteScopes1795470000001 implements MigrationInterface {
  name = 'ApiTokenWriteScopes1795470000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"');
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','leads','leads:write']::varchar[])`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Tokens that could write lose that scope (a token left with none is revoked by its emptiness: removed).
    await queryRunner.query(`UPDATE "api_tokens" SET "scopes" = array_remove("scopes", 'leads:write')`);
    await queryRunner.query(`DELETE FROM "api_tokens" WHERE cardinality("scopes") = 0`);
    await queryRunner.query('ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"');
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','leads']::varchar[])`,
    );
  }
}
