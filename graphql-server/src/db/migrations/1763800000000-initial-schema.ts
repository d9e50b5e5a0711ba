import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every entity of SPEC §3: categories, blog posts, resources, both lead kinds, admin users. */
export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE "categories" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "slug" character varying(200) NOT NULL, "description" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_420d9f679d41281f282f5bc7d09" UNIQUE ("slug"), CONSTRAINT "PK_24dbc6126a28ff948da33e97d3b" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'CREATE TABLE "contact_requests" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "company" character varying(150) NOT NULL, "cloudSpending" character varying(20) NOT NULL, "message" text, "privacyConsent" boolean NOT NULL, "toolResults" jsonb, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_5fc5cfa569e4e66051c6acde3b9" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_contact_requests_created_at" ON "contact_requests"  ("createdAt") ');
    await queryRunner.query(
      'CREATE TABLE "playbook_leads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" character varying(100) NOT NULL, "email" character varying(254) NOT NULL, "company" character varying(150) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_fe6fba43d20ecdbb21c05f1f57e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_playbook_leads_created_at" ON "playbook_leads"  ("createdAt") ');
    await queryRunner.query(
      'CREATE TABLE "blog_posts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "slug" character varying(200) NOT NULL, "title" character varying(200) NOT NULL, "excerpt" character varying(300) NOT NULL, "content" text NOT NULL, "coverImage" character varying(2048) NOT NULL, "author" character varying(100) NOT NULL, "category" character varying(200) NOT NULL, "tags" character varying(500) NOT NULL, "featured" boolean NOT NULL DEFAULT false, "publishedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_5b2818a2c45c3edb9991b1c7a51" UNIQUE ("slug"), CONSTRAINT "PK_dd2add25eac93daefc93da9d387" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_blog_posts_published_at" ON "blog_posts"  ("publishedAt") ');
    await queryRunner.query('CREATE INDEX "IDX_blog_posts_featured_published" ON "blog_posts"  ("featured", "publishedAt") ');
    await queryRunner.query('CREATE INDEX "IDX_blog_posts_category_published" ON "blog_posts"  ("category", "publishedAt") ');
    await queryRunner.query(
      'CREATE TABLE "resources" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "title" character varying(200) NOT NULL, "description" character varying(500) NOT NULL, "type" character varying(50) NOT NULL, "fileUrl" character varying(2048) NOT NULL, "coverImage" character varying(2048) NOT NULL, "category" character varying(100) NOT NULL, "featured" boolean NOT NULL DEFAULT false, "publishedAt" TIMESTAMP WITH TIME ZONE NOT NULL, "downloadCount" integer DEFAULT \'0\', "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updatedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_632484ab9dff41bba94f9b7c85e" PRIMARY KEY ("id"))',
    );
    await queryRunner.query('CREATE INDEX "IDX_resources_published_at" ON "resources"  ("publishedAt") ');
    await queryRunner.query('CREATE INDEX "IDX_resources_type_published" ON "resources"  ("type", "publishedAt") ');
    await queryRunner.query(
      'CREATE TABLE "admin_users" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "username" character varying(50) NOT NULL, "passwordHash" character varying(100) NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2873882c38e8c07d98cb64f962d" UNIQUE ("username"), CONSTRAINT "PK_06744d221bb6145dc61e5dc441d" PRIMARY KEY ("id"))',
    );
    await queryRunner.query(
      'ALTER TABLE "blog_posts" ADD CONSTRAINT "FK_blog_posts_category" FOREIGN KEY ("category") REFERENCES "categories"("slug") ON DELETE RESTRICT ON UPDATE CASCADE',
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "blog_posts" DROP CONSTRAINT "FK_blog_posts_category"');
    await queryRunner.query('DROP TABLE "admin_users"');
    await queryRunner.query('DROP TABLE "resources"');
    await queryRunner.query('DROP TABLE "blog_posts"');
    await queryRunner.query('DROP TABLE "playbook_leads"');
    await queryRunner.query('DROP TABLE "contact_requests"');
    await queryRunner.query('DROP TABLE "categories"');
  }
}
