import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log names posts, resources and pages by title (issue 34): the title is written into
 * the entry when the action is recorded, so it survives the thing's deletion and later renames.
 * JSON, so that what an entry tells beyond its target can grow without another column.
 * Older entries keep `details` NULL and are shown by id.
 */
export class AuditDetails1795670000000 implements MigrationInterface {
  name = 'AuditDetails1795670000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "audit_log" ADD "details" jsonb');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "audit_log" DROP COLUMN "details"');
  }
}
