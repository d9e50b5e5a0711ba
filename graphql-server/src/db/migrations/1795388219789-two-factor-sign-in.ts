import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-factor sign-in (decision 0020): the encrypted TOTP secret, when it was turned on and the last
 * time step accepted on each account; hashed recovery codes; the site's "require 2FA" setting.
 */
export class TwoFactorSignIn1795388219789 implements MigrationInterface {
  name = 'TwoFactorSignIn1795388219789';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "recovery_codes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "codeHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "usedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_0723b9e53961e799027d7f7ba32" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_recovery_codes_userId" ON "recovery_codes" ("userId")');
    await queryRunner.query(
      'CREATE TABLE "site_settings" ("id" smallint NOT NULL, "requireTwoFactor" boolean NOT NULL DEFAULT false, CONSTRAINT "PK_e4290e8371a166d7e066d131f6e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('ALTER TABLE "admin_users" ADD "totpSecret" character varying(200)');
    await queryRunner.query('ALTER TABLE "admin_users" ADD "totpEnabledAt" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "admin_users" ADD "totpLastStep" integer');
    await queryRunner.query(
      'ALTER TABLE "recovery_codes" ADD CONSTRAINT "FK_recovery_codes_userId" FOREIGN KEY ("userId") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "recovery_codes" DROP CONSTRAINT "FK_recovery_codes_userId"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "totpLastStep"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "totpEnabledAt"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "totpSecret"');
    await queryRunner.query('DROP TABLE "site_settings"');
    await queryRunner.query('DROP INDEX "public"."IDX_recovery_codes_userId"');
    await queryRunner.query('DROP TABLE "recovery_codes"');
  }
}
