import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The webhook `published` event of a scheduled item (issue 15, decision 0029): a flag per post and
 * resource while the event is due, with a partial index for the sweep that sends it.
 */
export class ScheduledPublishEvents1795425000000 implements MigrationInterface {
  name = 'ScheduledPublishEvents1795425000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['blog_posts', 'resources']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "publishEventDue" boolean NOT NULL DEFAULT false`);
      await queryRunner.query(`UPDATE "${table}" SET "publishEventDue" = true WHERE "state" = 'PUBLISHED' AND "publishedAt" > now()`);
      await queryRunner.query(`CREATE INDEX "IDX_${table}_publish_event_due" ON "${table}" ("publishedAt") WHERE "publishEventDue"`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['blog_posts', 'resources']) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_publish_event_due"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "publishEventDue"`);
    }
  }
}
