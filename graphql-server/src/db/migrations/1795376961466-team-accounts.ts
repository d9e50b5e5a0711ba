import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Team accounts (issue 13): roles (the existing admin becomes the Owner, any other Administrator),
 * e-mail addresses, suspension, content owners, invitations, password resets and the audit log.
 */
export class TeamAccounts1795376961466 implements MigrationInterface {
  name = 'TeamAccounts1795376961466';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "invitations" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "role" character varying(20) NOT NULL, "tokenHash" character varying(64) NOT NULL, "invitedById" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "acceptedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_a6eb6f2543de8a5a4c148b32a18" UNIQUE ("tokenHash"), CONSTRAINT "PK_5dec98cfdfd562e4ad3648bbb07" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_invitations_email" ON "invitations" ("email")');
    await queryRunner.query(
      'CREATE TABLE "password_resets" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "userId" uuid NOT NULL, "tokenHash" character varying(64) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "usedAt" TIMESTAMP WITH TIME ZONE, CONSTRAINT "UQ_7f6aae0fcc807c9e7194ca5cc4a" UNIQUE ("tokenHash"), CONSTRAINT "PK_4816377aa98211c1de34469e742" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_password_resets_userId" ON "password_resets" ("userId")');
    await queryRunner.query(
      'ALTER TABLE "password_resets" ADD CONSTRAINT "FK_password_resets_userId" FOREIGN KEY ("userId") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query('ALTER TABLE "blog_posts" ADD "ownerId" uuid');
    await queryRunner.query('ALTER TABLE "resources" ADD "ownerId" uuid');
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "role" character varying(20) NOT NULL DEFAULT 'ADMINISTRATOR'`);
    await queryRunner.query('ALTER TABLE "admin_users" ADD "email" character varying(254)');
    await queryRunner.query('ALTER TABLE "admin_users" ADD CONSTRAINT "UQ_dcd0c8a4b10af9c986e510b9ecc" UNIQUE ("email")');
    await queryRunner.query('ALTER TABLE "admin_users" ADD "displayName" character varying(100)');
    await queryRunner.query('ALTER TABLE "admin_users" ADD "suspendedAt" TIMESTAMP WITH TIME ZONE');
    // The first account (the one administrator of earlier releases) becomes the Owner.
    await queryRunner.query(
      `UPDATE "admin_users" SET "role" = 'OWNER' WHERE "id" = (SELECT "id" FROM "admin_users" ORDER BY "createdAt", "id" LIMIT 1)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_admin_users_one_owner" ON "admin_users" ("role") WHERE "role" = 'OWNER'`);
    await queryRunner.query(
      'CREATE TABLE "audit_log" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actorId" uuid, "actorName" character varying(50), "action" character varying(50) NOT NULL, "target" character varying(300), "ip" character varying(64), CONSTRAINT "PK_07fefa57f7f5ab8fc3f52b3ed0b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_audit_log_action_at" ON "audit_log" ("action", "at")');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_actor_at" ON "audit_log" ("actorId", "at")');
    await queryRunner.query('CREATE INDEX "IDX_audit_log_at" ON "audit_log" ("at")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audit_log"');
    await queryRunner.query('DROP INDEX "IDX_admin_users_one_owner"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "suspendedAt"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "displayName"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP CONSTRAINT "UQ_dcd0c8a4b10af9c986e510b9ecc"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "email"');
    await queryRunner.query('ALTER TABLE "admin_users" DROP COLUMN "role"');
    await queryRunner.query('ALTER TABLE "resources" DROP COLUMN "ownerId"');
    await queryRunner.query('ALTER TABLE "blog_posts" DROP COLUMN "ownerId"');
    await queryRunner.query('DROP TABLE "password_resets"');
    await queryRunner.query('DROP TABLE "invitations"');
  }
}
