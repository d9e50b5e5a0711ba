import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per (resource, client address) whose download was counted, until when a further
 * download from that address is not counted again (an hour): the download counter counts each
 * address at most once an hour (modules/resources/resources.service.ts). No entity: only that
 * one statement reads and writes it. Rows are reused per pair; expired ones are swept now and then.
 */
export class ResourceDownloadMarks1795367100000 implements MigrationInterface {
  name = 'ResourceDownloadMarks1795367100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "resource_download_marks" (
        "resourceId" uuid NOT NULL,
        "client" character varying(100) NOT NULL,
        "countedUntil" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "PK_resource_download_marks" PRIMARY KEY ("resourceId", "client"),
        CONSTRAINT "FK_resource_download_marks_resource" FOREIGN KEY ("resourceId") REFERENCES "resources"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query('CREATE INDEX "IDX_resource_download_marks_until" ON "resource_download_marks" ("countedUntil")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "resource_download_marks"');
  }
}
