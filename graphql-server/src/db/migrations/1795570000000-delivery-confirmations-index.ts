import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Each lead counts the confirmations its address got in the last day, inside its transaction
 * (lead-delivery.service.ts, visitorMailRefusal). Without this index that count read every e-mail
 * job of the day: the longer a busy day, the slower every lead (decision 0075).
 */
export class DeliveryConfirmationsIndex1795570000000 implements MigrationInterface {
  name = 'DeliveryConfirmationsIndex1795570000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_delivery_jobs_email_to" ON "delivery_jobs" (lower(payload->'to'->>0), "createdAt") WHERE kind = 'email'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "IDX_delivery_jobs_email_to"');
  }
}
