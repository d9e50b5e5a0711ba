import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Leads as a pipeline, privacy by design (issue 14): status, owner, labels and the consent record
 * on both lead tables; the versioned consent wording; notes on leads; editable site pages (/privacy).
 */
export class LeadPipelinePrivacy1795388151460 implements MigrationInterface {
  name = 'LeadPipelinePrivacy1795388151460';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "consent_texts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "form" character varying(20) NOT NULL, "version" integer NOT NULL, "hash" character varying(64) NOT NULL, "text" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_consent_texts_form_version" UNIQUE ("form", "version"), CONSTRAINT "UQ_consent_texts_form_hash" UNIQUE ("form", "hash"), CONSTRAINT "PK_34ae3c74cc34ffe4ba62575456f" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "lead_notes" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "leadType" character varying(20) NOT NULL, "leadId" uuid NOT NULL, "authorId" uuid, "authorName" character varying(50), "body" character varying(2000) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_1fa7d688fd75d75ea298a98e290" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_lead_notes_lead" ON "lead_notes"  ("leadType", "leadId", "createdAt") ');
    await queryRunner.query(
      'CREATE TABLE "site_pages" ("slug" character varying(50) NOT NULL, "title" character varying(200) NOT NULL, "html" text NOT NULL, "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_81103884282236d13c03869724b" PRIMARY KEY ("slug"))',
    );
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "status" character varying(20) NOT NULL DEFAULT \'NEW\'');
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "ownerId" uuid');
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "labels" text array NOT NULL DEFAULT \'{}\'');
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "consentTextId" uuid');
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "consentAt" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "consentPage" character varying(300)');
    await queryRunner.query('ALTER TABLE "contact_requests" ADD "consentAddressHash" character varying(64)');
    await queryRunner.query('ALTER TABLE "playbook_leads" ADD "status" character varying(20) NOT NULL DEFAULT \'NEW\'');
    await queryRunner.query('ALTER TABLE "playbook_leads" ADD "ownerId" uuid');
    await queryRunner.query('ALTER TABLE "playbook_leads" ADD "labels" text array NOT NULL DEFAULT \'{}\'');
    await queryRunner.query('ALTER TABLE "playbook_leads" ADD "consentTextId" uuid');
    await queryRunner.query('ALTER TABLE "playbook_leads" ADD "consentAt" TIMESTAMP WITH TIME ZONE');
    await queryRunner.query('ALTER TABLE "playbook_leads" ADD "consentPage" character varying(300)');
    await queryRunner.query('ALTER TABLE "playbook_leads" ADD "consentAddressHash" character varying(64)');
    await queryRunner.query('CREATE INDEX "IDX_e7a216b9fbcafa08b71d1eef61" ON "contact_requests"  ("status") ');
    await queryRunner.query('CREATE INDEX "IDX_937f5eec8217b8f6600e3c9264" ON "contact_requests"  ("ownerId") ');
    await queryRunner.query('CREATE INDEX "IDX_0449f6ce74aad238c5db6f68f9" ON "playbook_leads"  ("status") ');
    await queryRunner.query('CREATE INDEX "IDX_48c67650e89beb25318782d06b" ON "playbook_leads"  ("ownerId") ');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "playbook_leads" DROP COLUMN "consentAddressHash"');
    await queryRunner.query('ALTER TABLE "playbook_leads" DROP COLUMN "consentPage"');
    await queryRunner.query('ALTER TABLE "playbook_leads" DROP COLUMN "consentAt"');
    await queryRunner.query('ALTER TABLE "playbook_leads" DROP COLUMN "consentTextId"');
    await queryRunner.query('ALTER TABLE "playbook_leads" DROP COLUMN "labels"');
    await queryRunner.query('ALTER TABLE "playbook_leads" DROP COLUMN "ownerId"');
    await queryRunner.query('ALTER TABLE "playbook_leads" DROP COLUMN "status"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "consentAddressHash"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "consentPage"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "consentAt"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "consentTextId"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "labels"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "ownerId"');
    await queryRunner.query('ALTER TABLE "contact_requests" DROP COLUMN "status"');
    await queryRunner.query('DROP TABLE "site_pages"');
    await queryRunner.query('DROP TABLE "lead_notes"');
    await queryRunner.query('DROP TABLE "consent_texts"');
  }
}
