import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Integrator writes (issue 35, decision 0060): the `content:write`, `content:publish` and
 * `webhooks:manage` token scopes, and the endpoints a token registered (its own to manage).
 */
export class IntegratorWriteScopes1795495000001 implements MigrationInterface {
  name = 'IntegratorWriteScopes1795495000001';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"');
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','content:write','content:publish','leads','leads:write','webhooks:manage','analytics']::varchar[])`,
    );
    await queryRunner.query(`ALTER TABLE "webhook_endpoints" ADD "ownerTokenId" uuid`);
    await queryRunner.query(
      `ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_webhook_endpoints_ownerTokenId" FOREIGN KEY ("ownerTokenId") REFERENCES "api_tokens"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_ownerTokenId" ON "webhook_endpoints" ("ownerTokenId")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_webhook_endpoints_ownerTokenId"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_webhook_endpoints_ownerTokenId"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "ownerTokenId"');
    await queryRunner.query(
      `UPDATE "api_tokens" SET "scopes" = array_remove(array_remove(array_remove("scopes", 'content:write'), 'content:publish'), 'webhooks:manage')`,
    );
    await queryRunner.query(`DELETE FROM "api_tokens" WHERE cardinality("scopes") = 0`);
    await queryRunner.query('ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"');
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','leads','leads:write','analytics']::varchar[])`,
    );
  }
}
