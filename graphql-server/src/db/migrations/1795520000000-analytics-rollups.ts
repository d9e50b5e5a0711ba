import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Analytics roll-ups (issue 32, decision 0070): one table of aggregates per closed UTC day (every
 * dimension the dashboard shows) and per hour (the visits chart), and the list of days rolled up.
 * The summary reads a day from the roll-ups once it is in `analytics_rollup_days`, from the raw
 * events before that. Replaces the totals-and-pages-only daily tables of decision 0063: their days
 * whose raw events are gone are copied in (totals and pages are all they have).
 */
export class AnalyticsRollups1795520000000 implements MigrationInterface {
  name = 'AnalyticsRollups1795520000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics_rollups" (
        "period" varchar(4) NOT NULL CHECK ("period" IN ('day', 'hour')),
        "at" timestamptz NOT NULL,
        "dimension" varchar(20) NOT NULL,
        "value" varchar(400) NOT NULL,
        "visitors" integer NOT NULL DEFAULT 0,
        "visits" integer NOT NULL DEFAULT 0,
        "pageviews" integer NOT NULL DEFAULT 0,
        "count" integer NOT NULL DEFAULT 0,
        "bounces" integer NOT NULL DEFAULT 0,
        "durationSeconds" double precision NOT NULL DEFAULT 0,
        "leads" integer NOT NULL DEFAULT 0,
        PRIMARY KEY ("period", "dimension", "at", "value")
      )`);
    await queryRunner.query(`CREATE TABLE "analytics_rollup_days" ("day" date PRIMARY KEY, "rolledAt" timestamptz NOT NULL)`);
    await queryRunner.query(`
      INSERT INTO "analytics_rollups" ("period", "at", "dimension", "value", "visitors", "visits", "pageviews", "bounces", "durationSeconds", "leads")
      SELECT 'day', ("day"::text || 'T00:00:00Z')::timestamptz, 'total', '', "visitors", "visits", "pageviews", "bounces", "durationSeconds", "leads"
        FROM "analytics_daily_totals"`);
    await queryRunner.query(`
      INSERT INTO "analytics_rollups" ("period", "at", "dimension", "value", "visitors", "pageviews")
      SELECT 'day', ("day"::text || 'T00:00:00Z')::timestamptz, 'page', "path", "visitors", "pageviews" FROM "analytics_daily_pages"`);
    await queryRunner.query(`
      INSERT INTO "analytics_rollup_days" ("day", "rolledAt")
      SELECT t."day", now() FROM "analytics_daily_totals" t
       WHERE NOT EXISTS (SELECT 1 FROM "analytics_events" e
                          WHERE e."occurredAt" >= (t."day"::text || 'T00:00:00Z')::timestamptz
                            AND e."occurredAt" < (t."day"::text || 'T00:00:00Z')::timestamptz + interval '1 day')`);
    await queryRunner.query(`DROP TABLE "analytics_daily_pages"`);
    await queryRunner.query(`DROP TABLE "analytics_daily_totals"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics_daily_totals" ("day" date PRIMARY KEY, "visitors" integer NOT NULL, "visits" integer NOT NULL,
        "pageviews" integer NOT NULL, "bounces" integer NOT NULL, "durationSeconds" bigint NOT NULL, "leads" integer NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "analytics_daily_pages" ("day" date NOT NULL, "path" varchar(300) NOT NULL, "visitors" integer NOT NULL,
        "pageviews" integer NOT NULL, PRIMARY KEY ("day", "path"))`);
    await queryRunner.query(`
      INSERT INTO "analytics_daily_totals"
      SELECT ("at" AT TIME ZONE 'UTC')::date, "visitors", "visits", "pageviews", "bounces", round("durationSeconds"), "leads"
        FROM "analytics_rollups" WHERE "period" = 'day' AND "dimension" = 'total'`);
    await queryRunner.query(`
      INSERT INTO "analytics_daily_pages"
      SELECT ("at" AT TIME ZONE 'UTC')::date, "value", "visitors", "pageviews"
        FROM "analytics_rollups" WHERE "period" = 'day' AND "dimension" = 'page' AND length("value") <= 300`);
    await queryRunner.query(`DROP TABLE "analytics_rollup_days"`);
    await queryRunner.query(`DROP TABLE "analytics_rollups"`);
  }
}
