import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables an integrator syncs, with the kind their tombstones carry (decision 0028). */
const SYNCED = [
  ['blog_posts', 'POST'],
  ['categories', 'CATEGORY'],
  ['resources', 'RESOURCE'],
  ['playbook_leads', 'PLAYBOOK_LEAD'],
  ['contact_requests', 'CONTACT_REQUEST'],
  ['media_items', 'MEDIA'],
] as const;

/**
 * Incremental sync (issue 15, decision 0028): every synced table has an "updatedAt" that the
 * database sets at each write (a trigger: clock_timestamp(), whatever the statement says), a note
 * added to or removed from a lead counts as a change of the lead, and every delete leaves a
 * tombstone (id and kind only: no personal data) in sync_tombstones.
 */
export class SyncFeeds1795402800000 implements MigrationInterface {
  name = 'SyncFeeds1795402800000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['playbook_leads', 'contact_requests', 'media_items']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
      await queryRunner.query(`UPDATE "${table}" SET "updatedAt" = "createdAt"`);
    }
    await queryRunner.query(
      `CREATE TABLE "sync_tombstones" ("id" uuid NOT NULL, "kind" character varying(20) NOT NULL, "deletedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT clock_timestamp(), CONSTRAINT "PK_sync_tombstones" PRIMARY KEY ("kind", "id"))`,
    );
    await queryRunner.query('CREATE INDEX "IDX_sync_tombstones_deleted_id" ON "sync_tombstones" ("deletedAt", "id")');
    await queryRunner.query(`CREATE FUNCTION sync_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN NEW."updatedAt" := clock_timestamp(); RETURN NEW; END $$`);
    await queryRunner.query(`CREATE FUNCTION sync_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO sync_tombstones (id, kind, "deletedAt") VALUES (OLD.id, TG_ARGV[0], clock_timestamp())
          ON CONFLICT (kind, id) DO UPDATE SET "deletedAt" = EXCLUDED."deletedAt";
        RETURN OLD;
      END $$`);
    await queryRunner.query(`CREATE FUNCTION sync_touch_lead_of_note() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE note lead_notes;
      BEGIN
        IF TG_OP = 'DELETE' THEN note := OLD; ELSE note := NEW; END IF;
        IF note."leadType" = 'playbook' THEN UPDATE playbook_leads SET "updatedAt" = clock_timestamp() WHERE id = note."leadId";
        ELSIF note."leadType" = 'contact' THEN UPDATE contact_requests SET "updatedAt" = clock_timestamp() WHERE id = note."leadId";
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, kind] of SYNCED) {
      await queryRunner.query(`CREATE INDEX "IDX_${table}_sync" ON "${table}" ("updatedAt", "id")`);
      await queryRunner.query(
        `CREATE TRIGGER "${table}_sync_touch" BEFORE INSERT OR UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION sync_touch()`,
      );
      await queryRunner.query(
        `CREATE TRIGGER "${table}_sync_tombstone" AFTER DELETE ON "${table}" FOR EACH ROW EXECUTE FUNCTION sync_tombstone('${kind}')`,
      );
    }
    await queryRunner.query(
      'CREATE TRIGGER "lead_notes_sync_touch" AFTER INSERT OR UPDATE OR DELETE ON "lead_notes" FOR EACH ROW EXECUTE FUNCTION sync_touch_lead_of_note()',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TRIGGER "lead_notes_sync_touch" ON "lead_notes"');
    for (const [table] of SYNCED) {
      await queryRunner.query(`DROP TRIGGER "${table}_sync_tombstone" ON "${table}"`);
      await queryRunner.query(`DROP TRIGGER "${table}_sync_touch" ON "${table}"`);
      await queryRunner.query(`DROP INDEX "IDX_${table}_sync"`);
    }
    await queryRunner.query('DROP FUNCTION sync_touch_lead_of_note()');
    await queryRunner.query('DROP FUNCTION sync_tombstone()');
    await queryRunner.query('DROP FUNCTION sync_touch()');
    await queryRunner.query('DROP TABLE "sync_tombstones"');
    for (const table of ['playbook_leads', 'contact_requests', 'media_items']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "updatedAt"`);
    }
  }
}
