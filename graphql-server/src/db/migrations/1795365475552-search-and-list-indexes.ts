import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Full-text search and lists that stay fast at any size (docs/decisions/0012-search-and-seo.md):
 *
 * - `searchVector` on blog posts (title A, excerpt + tags B, content C) and resources (title A,
 *   description B, type + category C), kept by a BEFORE trigger (not a generated column: TypeORM
 *   would track its expression in a metadata table of its own), each with a GIN index.
 * - `blog_post_counts`: posts per category, kept by triggers, so a list's total is one small read
 *   plus the (few) scheduled posts, instead of counting every row on each page.
 * - Indexes in the exact order of every list query (newest first, id as the tie-breaker).
 *
 * Plain PL/pgSQL and built-in text search: the same on PostgreSQL and the embedded PGlite.
 */
export class SearchAndListIndexes1795365475552 implements MigrationInterface {
  name = 'SearchAndListIndexes1795365475552';

  public async up(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);

    // ---- blog posts: search vector ----
    await q('ALTER TABLE "blog_posts" ADD "searchVector" tsvector');
    await q(`CREATE FUNCTION "blog_posts_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW."excerpt", '') || ' ' || replace(coalesce(NEW."tags", ''), ',', ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW."content", '')), 'C');
  RETURN NEW;
END $$`);
    await q(`CREATE TRIGGER "TRG_blog_posts_search_vector" BEFORE INSERT OR UPDATE OF "title", "excerpt", "tags", "content"
ON "blog_posts" FOR EACH ROW EXECUTE FUNCTION "blog_posts_search_vector"()`);
    await q('UPDATE "blog_posts" SET "title" = "title"');
    await q('CREATE INDEX "IDX_blog_posts_search" ON "blog_posts" USING GIN ("searchVector") WITH (fastupdate = off)');

    // ---- resources: search vector ----
    await q('ALTER TABLE "resources" ADD "searchVector" tsvector');
    await q(`CREATE FUNCTION "resources_search_vector"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."searchVector" :=
    setweight(to_tsvector('english', coalesce(NEW."title", '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW."description", '')), 'B') ||
    setweight(to_tsvector('english', replace(coalesce(NEW."type", '') || ' ' || coalesce(NEW."category", ''), '-', ' ')), 'C');
  RETURN NEW;
END $$`);
    await q(`CREATE TRIGGER "TRG_resources_search_vector" BEFORE INSERT OR UPDATE OF "title", "description", "type", "category"
ON "resources" FOR EACH ROW EXECUTE FUNCTION "resources_search_vector"()`);
    await q('UPDATE "resources" SET "title" = "title"');
    await q('CREATE INDEX "IDX_resources_search" ON "resources" USING GIN ("searchVector") WITH (fastupdate = off)');

    // ---- posts per category ----
    await q(
      'CREATE TABLE "blog_post_counts" ("category" character varying(200) NOT NULL, "total" integer NOT NULL DEFAULT 0, CONSTRAINT "PK_blog_post_counts" PRIMARY KEY ("category"))',
    );
    await q(`CREATE FUNCTION "blog_post_counts_row"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE "blog_post_counts" SET "total" = "total" - 1 WHERE "category" = OLD."category";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "blog_post_counts" ("category", "total") VALUES (NEW."category", 1)
    ON CONFLICT ("category") DO UPDATE SET "total" = "blog_post_counts"."total" + 1;
  END IF;
  RETURN NULL;
END $$`);
    await q(`CREATE FUNCTION "blog_post_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "blog_post_counts";
  RETURN NULL;
END $$`);
    await q(`CREATE TRIGGER "TRG_blog_post_counts_insert_delete" AFTER INSERT OR DELETE ON "blog_posts"
FOR EACH ROW EXECUTE FUNCTION "blog_post_counts_row"()`);
    await q(`CREATE TRIGGER "TRG_blog_post_counts_update" AFTER UPDATE OF "category" ON "blog_posts"
FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category") EXECUTE FUNCTION "blog_post_counts_row"()`);
    await q(`CREATE TRIGGER "TRG_blog_post_counts_truncate" AFTER TRUNCATE ON "blog_posts"
FOR EACH STATEMENT EXECUTE FUNCTION "blog_post_counts_truncate"()`);
    await q('INSERT INTO "blog_post_counts" ("category", "total") SELECT "category", count(*) FROM "blog_posts" GROUP BY "category"');

    // ---- list indexes, in each list's order ----
    await q('CREATE INDEX "IDX_blog_posts_published_id" ON "blog_posts" ("publishedAt" DESC, "id")');
    await q('CREATE INDEX "IDX_blog_posts_category_published_id" ON "blog_posts" ("category", "publishedAt" DESC, "id")');
    await q('CREATE INDEX "IDX_resources_published_id" ON "resources" ("publishedAt" DESC, "id")');
    await q('CREATE INDEX "IDX_resources_type_published_id" ON "resources" ("type", "publishedAt" DESC, "id")');
    await q('CREATE INDEX "IDX_playbook_leads_created_id" ON "playbook_leads" ("createdAt" DESC, "id")');
    await q('CREATE INDEX "IDX_contact_requests_created_id" ON "contact_requests" ("createdAt" DESC, "id")');
    await q('CREATE INDEX "IDX_categories_name" ON "categories" ("name")');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    const q = (sql: string) => queryRunner.query(sql);
    for (const index of [
      'IDX_categories_name',
      'IDX_contact_requests_created_id',
      'IDX_playbook_leads_created_id',
      'IDX_resources_type_published_id',
      'IDX_resources_published_id',
      'IDX_blog_posts_category_published_id',
      'IDX_blog_posts_published_id',
      'IDX_resources_search',
      'IDX_blog_posts_search',
    ]) {
      await q(`DROP INDEX "${index}"`);
    }
    await q('DROP TRIGGER "TRG_blog_post_counts_truncate" ON "blog_posts"');
    await q('DROP TRIGGER "TRG_blog_post_counts_update" ON "blog_posts"');
    await q('DROP TRIGGER "TRG_blog_post_counts_insert_delete" ON "blog_posts"');
    await q('DROP FUNCTION "blog_post_counts_truncate"()');
    await q('DROP FUNCTION "blog_post_counts_row"()');
    await q('DROP TABLE "blog_post_counts"');
    await q('DROP TRIGGER "TRG_resources_search_vector" ON "resources"');
    await q('DROP FUNCTION "resources_search_vector"()');
    await q('ALTER TABLE "resources" DROP COLUMN "searchVector"');
    await q('DROP TRIGGER "TRG_blog_posts_search_vector" ON "blog_posts"');
    await q('DROP FUNCTION "blog_posts_search_vector"()');
    await q('ALTER TABLE "blog_posts" DROP COLUMN "searchVector"');
  }
}
