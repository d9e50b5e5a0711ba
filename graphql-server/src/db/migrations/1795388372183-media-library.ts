import { MigrationInterface, QueryRunner } from 'typeorm';

/** The media library (issue 12): one row per uploaded file; the bytes live in the media storage. */
export class MediaLibrary1795388372183 implements MigrationInterface {
  name = 'MediaLibrary1795388372183';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "media_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "storageKey" character varying(64) NOT NULL, "originalName" character varying(255) NOT NULL, "mimeType" character varying(100) NOT NULL, "kind" character varying(20) NOT NULL, "size" integer NOT NULL, "width" integer, "height" integer, "alt" character varying(300) NOT NULL DEFAULT \'\', "variants" jsonb NOT NULL DEFAULT \'[]\', "uploadedBy" uuid, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_c23c721eba990b8d9c28c48592c" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE UNIQUE INDEX "UQ_media_items_storage_key" ON "media_items" ("storageKey")');
    await queryRunner.query('CREATE INDEX "IDX_media_items_created_at" ON "media_items" ("createdAt")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "media_items"');
  }
}
