import { MigrationInterface, QueryRunner } from 'typeorm';

/** Idempotency keys (issue 35, decision 0067): the first answer to a keyed write, per caller, for a day. */
export class IdempotencyKeys1795495000000 implements MigrationInterface {
  name = 'IdempotencyKeys1795495000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("caller" character varying(60) NOT NULL, "key" character varying(255) NOT NULL, "fingerprint" character(64) NOT NULL, "status" integer, "contentType" character varying(100), "body" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("caller", "key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_idempotency_keys_createdAt" ON "idempotency_keys" ("createdAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "idempotency_keys"');
  }
}
