import { MigrationInterface, QueryRunner } from 'typeorm';

/** Server-side sessions (issue 10): one row per signed-in session, keyed by its JWT's jti. */
export class Sessions1795367314404 implements MigrationInterface {
  name = 'Sessions1795367314404';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "sessions" ("id" uuid NOT NULL, "userId" uuid NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastSeenAt" TIMESTAMP WITH TIME ZONE NOT NULL, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, "revokedAt" TIMESTAMP WITH TIME ZONE, "ip" character varying(64), "userAgent" character varying(300), CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_sessions_userId" ON "sessions" ("userId")');
    await queryRunner.query(
      'ALTER TABLE "sessions" ADD CONSTRAINT "FK_sessions_userId" FOREIGN KEY ("userId") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "sessions"');
  }
}
