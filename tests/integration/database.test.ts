// The database itself: migrations match the entities and leave nothing pending, the schema's
// unique and foreign-key rules exist, and first-start seeding runs once, only on a database
// without content.
import { MIGRATIONS } from '../../graphql-server/src/db/migrations';
import { SEED_CATEGORIES, SEED_POSTS, SEED_RESOURCES } from '../../graphql-server/src/db/seed/content';
import { seedIfEmpty } from '../../graphql-server/src/db/seed/seed';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, uniq, validCategory, validPost, validResource } from './helpers';

interface Counts {
  categories: number;
  posts: number;
  resources: number;
}

describe('database', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ seed: false, emptyDatabase: true });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const query = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => server.dataSource.query(sql, params) as Promise<T[]>;
  const counts = async (): Promise<Counts> => {
    const [row] = await query<Counts>(
      `SELECT (SELECT count(*) FROM categories)::int AS categories,
              (SELECT count(*) FROM blog_posts)::int AS posts,
              (SELECT count(*) FROM resources)::int AS resources`,
    );
    return row;
  };
  const emptyContent = () => query('TRUNCATE blog_posts, categories, resources CASCADE');

  describe('migrations', () => {
    it('leave nothing for the entities to change (no pending schema difference)', async () => {
      const log = await server.dataSource.driver.createSchemaBuilder().log();
      expect(log.upQueries.map((q) => q.query)).toEqual([]);
    });

    it('are all recorded as run, and running them again does nothing', async () => {
      expect(await server.dataSource.showMigrations()).toBe(false);
      const rows = await query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
      expect(rows.map((r) => r.name)).toEqual(MIGRATIONS.map((m) => m.name));
      expect(await server.dataSource.runMigrations()).toEqual([]);
    });

    it('create every table of SPEC §3', async () => {
      const rows = await query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'admin_users',
          'blog_posts',
          'categories',
          'contact_requests',
          'migrations',
          'playbook_leads',
          'resources',
        ]),
      );
    });

    it.each([
      ['blog_posts', 'slug'],
      ['categories', 'slug'],
      ['admin_users', 'username'],
    ])('keep %s.%s unique with a unique index', async (table, column) => {
      const rows = await query<{ indexdef: string }>(
        `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = $1 AND indexdef ILIKE 'CREATE UNIQUE INDEX%'`,
        [table],
      );
      expect(rows.map((r) => r.indexdef)).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`\\("?${column}"?\\)`))]));
    });

    it('refuse a duplicate slug at the database level', async () => {
      const slug = `dup-${uniq()}`;
      await query('INSERT INTO categories (name, slug) VALUES ($1, $2)', ['Dup', slug]);
      await expect(query('INSERT INTO categories (name, slug) VALUES ($1, $2)', ['Dup again', slug])).rejects.toMatchObject({
        code: '23505',
      });
      await query(
        `INSERT INTO blog_posts (slug, title, excerpt, content, "coverImage", author, category, tags, "publishedAt")
         VALUES ($1, 't', 'e', 'c', 'i', 'a', $2, 't', now())`,
        [slug, slug],
      );
      await expect(
        query(
          `INSERT INTO blog_posts (slug, title, excerpt, content, "coverImage", author, category, tags, "publishedAt")
           VALUES ($1, 't2', 'e', 'c', 'i', 'a', $2, 't', now())`,
          [slug, slug],
        ),
      ).rejects.toMatchObject({ code: '23505' });
      await emptyContent();
    });

    it('tie a post to its category by slug: delete restricted, slug rename cascaded', async () => {
      const [fk] = await query<{ confdeltype: string; confupdtype: string; def: string }>(
        `SELECT confdeltype, confupdtype, pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'FK_blog_posts_category'`,
      );
      expect(fk.def).toMatch(/FOREIGN KEY \(category\) REFERENCES categories\(slug\)/);
      expect(fk.confdeltype).toBe('r'); // RESTRICT
      expect(fk.confupdtype).toBe('c'); // CASCADE
      await expect(
        query(
          `INSERT INTO blog_posts (slug, title, excerpt, content, "coverImage", author, category, tags, "publishedAt")
           VALUES ($1, 't', 'e', 'c', 'i', 'a', 'missing-category', 't', now())`,
          [`orphan-${uniq()}`],
        ),
      ).rejects.toMatchObject({ code: '23503' });
    });

    it('give new rows a generated UUID and a zero download count', async () => {
      const [row] = await query<{ id: string; downloadCount: number }>(
        `INSERT INTO resources (title, description, type, "fileUrl", "coverImage", category, "publishedAt")
         VALUES ('t', 'd', 'whitepaper', 'f', 'c', 'strategy', now()) RETURNING id, "downloadCount"`,
      );
      expect(row.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(row.downloadCount).toBe(0);
      await emptyContent();
    });
  });

  describe('seeding', () => {
    it('seeds an empty database once', async () => {
      await emptyContent();
      const now = new Date();
      const first = await seedIfEmpty(server.dataSource, now);
      expect(first).toEqual({
        seeded: true,
        categories: SEED_CATEGORIES.length,
        posts: SEED_POSTS.length,
        resources: SEED_RESOURCES.length,
      });
      expect(await counts()).toEqual({ categories: 4, posts: 14, resources: 10 });

      // Publish dates are relative to the seeding time; one post is scheduled in the future.
      const rows = await query<{ slug: string; publishedAt: Date }>('SELECT slug, "publishedAt" FROM blog_posts');
      for (const row of rows) {
        const seed = SEED_POSTS.find((p) => p.slug === row.slug)!;
        expect(Math.round((now.getTime() - new Date(row.publishedAt).getTime()) / 86_400_000)).toBe(seed.daysAgo);
      }
      expect(rows.filter((r) => new Date(r.publishedAt) > now).map((r) => r.slug)).toEqual([
        'azure-budgets-action-groups-auto-shutdown-tutorial',
      ]);

      // The site serves it.
      expect((await server.agent().get('/api/blog')).body).toHaveLength(13);
      expect((await server.agent().get('/api/resources')).body).toHaveLength(10);
      expect((await server.agent().get('/api/categories')).body).toHaveLength(4);
    });

    it('does nothing the second time: seeded false, counts and rows unchanged', async () => {
      const before = await query('SELECT id, slug, "updatedAt" FROM blog_posts ORDER BY id');
      const second = await seedIfEmpty(server.dataSource);
      expect(second).toEqual({ seeded: false, categories: 0, posts: 0, resources: 0 });
      expect(await counts()).toEqual({ categories: 4, posts: 14, resources: 10 });
      expect(await query('SELECT id, slug, "updatedAt" FROM blog_posts ORDER BY id')).toEqual(before);
    });

    it('never seeds over content an admin created, even after deleting the seed posts', async () => {
      const { agent } = await signedInAdmin(server);
      const posts = (await agent.get('/api/admin/blog')).body as Array<{ id: string }>;
      for (const post of posts) expect((await agent.delete(`/api/admin/blog/${post.id}`)).status).toBe(204);
      expect(await seedIfEmpty(server.dataSource)).toMatchObject({ seeded: false });
      expect(await counts()).toEqual({ categories: 4, posts: 0, resources: 10 });
    });

    it.each<[string, (admin: Awaited<ReturnType<typeof signedInAdmin>>) => Promise<void>, Counts]>([
      [
        'one category only',
        async ({ agent }) => {
          expect((await agent.post('/api/admin/categories').send(validCategory())).status).toBe(201);
        },
        { categories: 1, posts: 0, resources: 0 },
      ],
      [
        'one resource only',
        async ({ agent }) => {
          expect((await agent.post('/api/admin/resources').send(validResource())).status).toBe(201);
        },
        { categories: 0, posts: 0, resources: 1 },
      ],
      [
        'one category and one post',
        async ({ agent }) => {
          const category = validCategory();
          expect((await agent.post('/api/admin/categories').send(category)).status).toBe(201);
          expect((await agent.post('/api/admin/blog').send(validPost({ category: category.slug }))).status).toBe(201);
        },
        { categories: 1, posts: 1, resources: 0 },
      ],
    ])('never touches a database with %s', async (_label, arrange, expected) => {
      await emptyContent();
      await arrange(await signedInAdmin(server));
      expect(await seedIfEmpty(server.dataSource)).toEqual({ seeded: false, categories: 0, posts: 0, resources: 0 });
      expect(await counts()).toEqual(expected);
    });

    // Two instances starting on one new database: the advisory lock lets one seed. Needs real
    // PostgreSQL (the harness reaches the single-session embedded database through a pool).
    it('seeds once when two first starts race', async () => {
      await emptyContent();
      const results = await Promise.all([seedIfEmpty(server.dataSource), seedIfEmpty(server.dataSource), seedIfEmpty(server.dataSource)]);
      expect(results.filter((r) => r.seeded)).toHaveLength(1);
      expect(await counts()).toEqual({ categories: 4, posts: 14, resources: 10 });
    });
  });
});
