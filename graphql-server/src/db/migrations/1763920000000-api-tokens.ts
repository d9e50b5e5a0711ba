import { MigrationInterface, QueryRunner } from 'typeorm';

/** Integrator API tokens (issue 6): only a SHA-256 hash of each secret and a short prefix are kept. */
export class ApiTokens1763920000000 implements MigrationInterface {
  name = 'ApiTokens1763920000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "scopes" character varying(20) array NOT NULL, "tokenHash" character(64) NOT NULL, "prefix" character varying(20) NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE, "lastUsedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_cdac8e064e6e9c2e0835d1c1b86" UNIQUE ("tokenHash"), CONSTRAINT "CHK_api_tokens_scopes" CHECK (cardinality("scopes") > 0 AND "scopes" <@ ARRAY[\'content\',\'leads\']::varchar[]), CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "api_tokens"');
  }
}
