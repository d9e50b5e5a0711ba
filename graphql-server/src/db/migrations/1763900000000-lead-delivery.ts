import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lead delivery (docs/decisions/0005-lead-delivery-queue.md): webhook endpoints, the durable
 * delivery queue (the outbox table workers poll with FOR UPDATE SKIP LOCKED), and the indexes
 * behind the 10-minute duplicate-submission rule.
 */
export class LeadDelivery1763900000000 implements MigrationInterface {
  name = 'LeadDelivery1763900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "url" character varying(2048) NOT NULL, "description" character varying(200), "events" character varying(50) array NOT NULL, "active" boolean NOT NULL DEFAULT true, "secret" character varying(100) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "delivery_jobs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seq" BIGSERIAL NOT NULL, "kind" character varying(20) NOT NULL, "status" character varying(20) NOT NULL DEFAULT \'pending\', "payload" jsonb NOT NULL, "leadType" character varying(20), "leadId" uuid, "endpointId" uuid, "event" character varying(50), "eventId" uuid, "redeliveryOf" uuid, "attempts" integer NOT NULL DEFAULT \'0\', "runAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lockedUntil" TIMESTAMP WITH TIME ZONE, "lockedBy" character varying(64), "giveUpAt" TIMESTAMP WITH TIME ZONE NOT NULL, "lastError" text, "lastResponseCode" integer, "result" jsonb, "completedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_339ab885df7ac7a7ae87cea5b62" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_delivery_jobs_endpoint_created" ON "delivery_jobs"  ("endpointId", "createdAt") ');
    await queryRunner.query('CREATE INDEX "IDX_delivery_jobs_kind_created" ON "delivery_jobs"  ("kind", "createdAt") ');
    await queryRunner.query('CREATE INDEX "IDX_delivery_jobs_due" ON "delivery_jobs"  ("status", "runAt") ');
    await queryRunner.query('CREATE INDEX "IDX_contact_requests_email_created" ON "contact_requests"  ("email", "createdAt") ');
    await queryRunner.query('CREATE INDEX "IDX_playbook_leads_email_created" ON "playbook_leads"  ("email", "createdAt") ');
    await queryRunner.query(
      'ALTER TABLE "delivery_jobs" ADD CONSTRAINT "FK_delivery_jobs_endpoint" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "delivery_jobs" DROP CONSTRAINT "FK_delivery_jobs_endpoint"');
    await queryRunner.query('DROP INDEX "IDX_playbook_leads_email_created"');
    await queryRunner.query('DROP INDEX "IDX_contact_requests_email_created"');
    await queryRunner.query('DROP TABLE "delivery_jobs"');
    await queryRunner.query('DROP TABLE "webhook_endpoints"');
  }
}
