import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Cookieless analytics (issue 32, decision 0063): raw events partitioned by day (the partitions
 * are created by the writer as days come, and dropped whole by retention), the day's salt of the
 * visitor hash (deleted when the day is over), daily roll-ups kept after the raw events go, and
 * each lead's attribution (erased with the lead, being a column of it).
 */
export class CookielessAnalytics1795480000000 implements MigrationInterface {
  name = 'CookielessAnalytics1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "analytics_events" (
        "occurredAt" timestamptz NOT NULL,
        "visitor" char(32) NOT NULL,
        "name" varchar(40) NOT NULL,
        "path" varchar(300) NOT NULL,
        "referrer" varchar(255),
        "utmSource" varchar(100),
        "utmMedium" varchar(100),
        "utmCampaign" varchar(100),
        "utmTerm" varchar(100),
        "utmContent" varchar(100),
        "props" jsonb,
        "browser" varchar(30) NOT NULL,
        "os" varchar(30) NOT NULL,
        "device" varchar(10) NOT NULL
      ) PARTITION BY RANGE ("occurredAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_analytics_events_visitor" ON "analytics_events" ("visitor", "occurredAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_analytics_events_time" ON "analytics_events" ("occurredAt")`);
    await queryRunner.query(`CREATE TABLE "analytics_salts" ("day" date PRIMARY KEY, "salt" bytea NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "analytics_daily_totals" (
        "day" date PRIMARY KEY,
        "visitors" integer NOT NULL,
        "visits" integer NOT NULL,
        "pageviews" integer NOT NULL,
        "bounces" integer NOT NULL,
        "durationSeconds" bigint NOT NULL,
        "leads" integer NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE "analytics_daily_pages" (
        "day" date NOT NULL,
        "path" varchar(300) NOT NULL,
        "visitors" integer NOT NULL,
        "pageviews" integer NOT NULL,
        PRIMARY KEY ("day", "path")
      )`);
    for (const table of ['playbook_leads', 'contact_requests']) {
      await queryRunner.query(`ALTER TABLE "${table}" ADD "attribution" jsonb`);
    }
    // The token scope that reads analytics.
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"`);
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','leads','leads:write','analytics']::varchar[])`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "api_tokens" WHERE 'analytics' = ANY("scopes")`);
    await queryRunner.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "CHK_api_tokens_scopes"`);
    await queryRunner.query(
      `ALTER TABLE "api_tokens" ADD CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','leads','leads:write']::varchar[])`,
    );
    for (const table of ['playbook_leads', 'contact_requests']) {
      await queryRunner.query(`ALTER TABLE "${table}" DROP COLUMN "attribution"`);
    }
    await queryRunner.query(`DROP TABLE "analytics_daily_pages"`);
    await queryRunner.query(`DROP TABLE "analytics_daily_totals"`);
    await queryRunner.query(`DROP TABLE "analytics_salts"`);
    await queryRunner.query(`DROP TABLE "analytics_events"`);
  }
}
