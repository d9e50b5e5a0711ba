import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Account takeover defences (issue 33, decision 0056): when a session last proved its password or
 * a code (sensitive changes need it within minutes), and the 72-hour links that undo an e-mail
 * change, sent to the old address (only their SHA-256 is stored).
 */
export class AccountTakeoverDefences1795440000000 implements MigrationInterface {
  name = 'AccountTakeoverDefences1795440000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "sessions" ADD "reauthenticatedAt" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query(
      'CREATE TABLE "email_change_undos" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "oldEmail" character varying(254) NOT NULL, "newEmail" character varying(254) NOT NULL, "tokenHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_email_change_undos" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_email_change_undos_tokenHash" ON "email_change_undos" ("tokenHash")');
    await queryRunner.query('CREATE INDEX "IDX_email_change_undos_userId" ON "email_change_undos" ("userId")');
    await queryRunner.query(
      'ALTER TABLE "email_change_undos" ADD CONSTRAINT "FK_email_change_undos_userId" FOREIGN KEY ("userId") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "email_change_undos"');
    await queryRunner.query('ALTER TABLE "sessions" DROP COLUMN "reauthenticatedAt"');
  }
}
