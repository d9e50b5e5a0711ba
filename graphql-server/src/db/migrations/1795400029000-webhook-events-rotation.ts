import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks v2 (issue 15, decision 0029): the secret replaced by a rotation stays valid (both
 * signatures are sent) until previousSecretExpiresAt. Existing endpoints keep their events (the
 * lead-created ones they subscribed to); the new event names need no schema change.
 */
export class WebhookEventsRotation1795400029000 implements MigrationInterface {
  name = 'WebhookEventsRotation1795400029000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD "previousSecret" character varying(100)');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" ADD "previousSecretExpiresAt" TIMESTAMP WITH TIME ZONE');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "previousSecretExpiresAt"');
    await queryRunner.query('ALTER TABLE "webhook_endpoints" DROP COLUMN "previousSecret"');
  }
}
