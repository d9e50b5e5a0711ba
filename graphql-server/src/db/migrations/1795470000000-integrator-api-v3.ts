import { MigrationInterface, QueryRunner } from 'typeorm';

/** The editorial tables whose rows leave the published view when they go back to draft or review. */
const EDITORIAL = [
  ['blog_posts', 'POST'],
  ['resources', 'RESOURCE'],
] as const;

/** Tables without a TypeORM @VersionColumn: the database raises their `version` at every write. */
const DB_VERSIONED = ['playbook_leads', 'contact_requests', 'categories'] as const;

/**
 * Integrator API v3 (issue 35, decision 0060).
 *
 * - A tombstone says why the item left a reader's view (`reason`: DELETED or UNPUBLISHED) and whom
 *   it concerns (`audience`: ALL, or PUBLISHED_ONLY for readers who see published items only).
 *   `sync_leave_published_view(kind)` is the generic trigger of any table with `id` and `state`:
 *   leaving PUBLISHED writes an UNPUBLISHED tombstone for PUBLISHED_ONLY readers, coming back
 *   removes it (the item is in its feed again with a later updatedAt). A real deletion overwrites it.
 * - Leads and categories carry a `version` the database raises at every write (for a lead a note
 *   counts), like posts' and resources'.
 * - `webhook_item_sequences`: the per-item sequence every webhook event carries, and the last
 *   version seen (what a deletion event reports).
 */
export class IntegratorApiV31795470000000 implements MigrationInterface {
  name = 'IntegratorApiV31795470000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sync_tombstones" ADD "reason" character varying(20) NOT NULL DEFAULT 'DELETED'`);
    await queryRunner.query(`ALTER TABLE "sync_tombstones" ADD "audience" character varying(20) NOT NULL DEFAULT 'ALL'`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION sync_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO sync_tombstones (id, kind, "deletedAt", reason, audience) VALUES (OLD.id, TG_ARGV[0], clock_timestamp(), 'DELETED', 'ALL')
          ON CONFLICT (kind, id) DO UPDATE SET "deletedAt" = EXCLUDED."deletedAt", reason = 'DELETED', audience = 'ALL';
        RETURN OLD;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION sync_leave_published_view() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.state = 'PUBLISHED' AND NEW.state <> 'PUBLISHED' THEN
          INSERT INTO sync_tombstones (id, kind, "deletedAt", reason, audience)
            VALUES (NEW.id, TG_ARGV[0], clock_timestamp(), 'UNPUBLISHED', 'PUBLISHED_ONLY')
            ON CONFLICT (kind, id) DO UPDATE SET "deletedAt" = EXCLUDED."deletedAt", reason = EXCLUDED.reason, audience = EXCLUDED.audience;
        ELSIF NEW.state = 'PUBLISHED' AND OLD.state <> 'PUBLISHED' THEN
          DELETE FROM sync_tombstones WHERE kind = TG_ARGV[0] AND id = NEW.id AND audience = 'PUBLISHED_ONLY';
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, kind] of EDITORIAL) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_sync_leave_view" AFTER UPDATE ON "${table}" FOR EACH ROW WHEN (OLD.state IS DISTINCT FROM NEW.state) EXECUTE FUNCTION sync_leave_published_view('${kind}')`,
      );
    }
    await queryRunner.query(`CREATE FUNCTION sync_bump_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW.version := OLD.version + 1; RETURN NEW; END $$`);
    for (const table of DB_VERSIONED) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "version" integer NOT NULL DEFAULT 1`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_sync_version" BEFORE UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION sync_bump_version()`,
      );
    }
    await queryRunner.query(
      `CREATE TABLE "webhook_item_sequences" ("kind" character varying(20) NOT NULL, "id" uuid NOT NULL, "sequence" bigint NOT NULL, "version" integer, CONSTRAINT "PK_webhook_item_sequences" PRIMARY KEY ("kind", "id"))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "webhook_item_sequences"');
    for (const table of DB_VERSIONED) {
      await queryRunner.query(`DROP TRIGGER "${table}_sync_version" ON "${table}"`);
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "version"`);
    }
    await queryRunner.query('DROP FUNCTION sync_bump_version()');
    for (const [table] of EDITORIAL) await queryRunner.query(`DROP TRIGGER "${table}_sync_leave_view" ON "${table}"`);
    await queryRunner.query('DROP FUNCTION sync_leave_published_view()');
    await queryRunner.query(`DELETE FROM "sync_tombstones" WHERE audience <> 'ALL'`);
    await queryRunner.query(`CREATE OR REPLACE FUNCTION sync_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO sync_tombstones (id, kind, "deletedAt") VALUES (OLD.id, TG_ARGV[0], clock_timestamp())
          ON CONFLICT (kind, id) DO UPDATE SET "deletedAt" = EXCLUDED."deletedAt";
        RETURN OLD;
      END $$`);
    await queryRunner.query('ALTER TABLE "sync_tombstones" DROP COLUMN "audience"');
    await queryRunner.query('ALTER TABLE "sync_tombstones" DROP COLUMN "reason"');
  }
}
