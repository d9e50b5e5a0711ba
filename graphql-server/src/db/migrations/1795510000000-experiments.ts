import { MigrationInterface, QueryRunner } from 'typeorm';

/** A/B experiments on page blocks (issue 32, decision 0069): at most one running per page. */
export class Experiments1795510000000 implements MigrationInterface {
  name = 'Experiments1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "experiments" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" character varying(120) NOT NULL,
        "pageId" uuid NOT NULL,
        "blockIndex" integer NOT NULL,
        "blockType" character varying(40) NOT NULL,
        "arms" jsonb NOT NULL,
        "goal" character varying(10) NOT NULL,
        "goalEvent" character varying(40),
        "minVisitorsPerArm" integer NOT NULL DEFAULT 100,
        "status" character varying(10) NOT NULL DEFAULT 'DRAFT',
        "startedAt" TIMESTAMP WITH TIME ZONE,
        "stoppedAt" TIMESTAMP WITH TIME ZONE,
        "promotedArm" character varying(10),
        "updatedBy" character varying(100),
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_experiments" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_experiments_status" CHECK ("status" IN ('DRAFT', 'RUNNING', 'STOPPED')),
        CONSTRAINT "CHK_experiments_goal" CHECK ("goal" IN ('lead', 'event')),
        CONSTRAINT "FK_experiments_pageId" FOREIGN KEY ("pageId") REFERENCES "pages"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_experiments_pageId" ON "experiments" ("pageId")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_experiments_running_page" ON "experiments" ("pageId") WHERE "status" = 'RUNNING'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "experiments"');
  }
}
