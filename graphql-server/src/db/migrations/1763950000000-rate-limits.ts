import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The counters of security/rate-limits.ts (login failures, lead submissions), in the shape
 * rate-limiter-flexible's PostgreSQL store uses: `expire` is epoch milliseconds. No entity: only
 * the limiter reads and writes it. Expired rows are deleted by the limiter and on start-up.
 */
export class RateLimits1763950000000 implements MigrationInterface {
  name = 'RateLimits1763950000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "rate_limits" ("key" character varying(255) NOT NULL, "points" integer NOT NULL DEFAULT 0, "expire" bigint, CONSTRAINT "PK_rate_limits" PRIMARY KEY ("key"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_rate_limits_expire" ON "rate_limits" ("expire")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "rate_limits"');
  }
}
