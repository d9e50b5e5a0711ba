// The posts' rules, called on the service against a database of this file's own (no HTTP): the
// defaults a save fills in (author, featured, publish date), the HTML allow-list on save and on
// read, the shared validation (SPEC §5 messages, every field in schema order), unique slugs, an
// unknown category, the publish date an edit keeps, and what the public reads (scheduled posts
// stay out). graphql-admin.test.ts and rest.test.ts keep the transport contract: shapes, one
// example of each error mapping, auth.
import { postStatus, tagList } from '../../../graphql-server/src/modules/posts/posts.service';
import { expectDomainError, expectInvalid, startTestServices, type TestServices } from '../../support/test-services';
import { randomUuid, START_TIMEOUT, uniq, validPost } from '../helpers';

const SITE_NAME = 'Service Test FinOps Partners';
const DAY = 24 * 60 * 60 * 1000;
const DUPLICATE_SLUG = 'A blog post with this slug already exists.';
/** A seeded post (published), whose slug a new post may not take. */
const SEEDED_SLUG = 'showback-before-chargeback';

describe('posts service', () => {
  let harness: TestServices;
  const posts = () => harness.services.posts;

  beforeAll(async () => {
    harness = await startTestServices({ seed: true, siteName: SITE_NAME });
  }, START_TIMEOUT);
  afterAll(() => harness?.close());

  /** Saved without an actor, as the seed and scripts do (role rules: editorial.test.ts). */
  const create = (overrides: Record<string, unknown> = {}) => posts().create(validPost(overrides));
  const stored = async (id: string) => (await posts().getById(id))!;

  describe('create', () => {
    it('fills in the defaults: author = site name, publishedAt = now, not featured; public at once', async () => {
      const before = Date.now();
      const input = validPost({ author: '' });
      delete (input as Record<string, unknown>).featured;
      const post = await posts().create(input);
      expect(post).toMatchObject({ title: input.title, slug: input.slug, author: SITE_NAME, featured: false, category: 'technical' });
      expect(post.publishedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(post.publishedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
      expect(postStatus(post)).toBe('PUBLISHED');
      expect((await posts().bySlug(input.slug))?.id).toBe(post.id);
    });

    it.each([
      ['omitted', undefined],
      ['null', null],
    ])('defaults an author that is %s to the site name', async (_label, author) => {
      const input = validPost({ author });
      if (author === undefined) delete (input as Record<string, unknown>).author;
      expect((await posts().create(input)).author).toBe(SITE_NAME);
    });

    it('treats featured: null (the GraphQL input allows it) as not featured', async () => {
      expect((await create({ featured: null })).featured).toBe(false);
    });

    it('keeps a given author, publish date and featured flag', async () => {
      const publishedAt = new Date(Date.now() - 3 * DAY);
      const post = await create({ author: 'Dana Writer', publishedAt: publishedAt.toISOString(), featured: true });
      expect(post).toMatchObject({ author: 'Dana Writer', publishedAt, featured: true });
    });

    it('keeps a post dated in the future out of public reads (SCHEDULED), and lists it for the admin', async () => {
      const post = await create({ publishedAt: new Date(Date.now() + 5 * DAY).toISOString(), featured: true });
      expect(postStatus(post)).toBe('SCHEDULED');
      expect(await posts().bySlug(post.slug)).toBeNull();
      expect((await posts().featured(20)).map((p) => p.id)).not.toContain(post.id);
      expect((await posts().listPublished({ search: post.title })).items).toEqual([]);
      expect((await posts().listAll({ search: post.title, mayReadDrafts: true })).items.map((p) => p.id)).toEqual([post.id]);
    });

    it('sanitises the HTML content: scripts, event handlers, javascript: links, iframes and styles are stripped', async () => {
      const id = uniq();
      const content = [
        `<h2>Heading ${id}</h2>`,
        '<p>A perfectly safe paragraph with <strong>bold</strong> and <a href="https://example.com/x">a link</a>.</p>',
        '<script>alert("xss-script")</script>',
        '<img src="https://example.com/pic.png" alt="pic" onerror="alert(\'xss-onerror\')">',
        '<p onclick="steal()">Click</p>',
        '<a href="javascript:alert(\'xss-href\')">bad link</a>',
        '<iframe src="https://evil.example.com"></iframe>',
        '<p style="position:fixed">styled</p>',
      ].join('');
      const post = await create({ content });
      for (const html of [post.content, (await posts().bySlug(post.slug))!.content, (await stored(post.id)).content]) {
        expect(html).not.toMatch(/<script|xss-script|onerror|onclick|javascript:|<iframe|style=/i);
        expect(html).toContain(`<h2>Heading ${id}</h2>`);
        expect(html).toContain('<strong>bold</strong>');
        expect(html).toContain('<a href="https://example.com/x">a link</a>');
        expect(html).toMatch(/<img src="https:\/\/example.com\/pic.png" alt="pic" \/?>/);
      }
    });

    it('adds rel="noopener noreferrer" to links opening a new tab', async () => {
      const post = await create({
        content: '<p>Read <a href="https://example.com/doc" target="_blank">the documentation</a> for the full details.</p>',
      });
      expect(post.content).toContain('rel="noopener noreferrer"');
    });

    it('hands out clean HTML on every read, whoever wrote the row', async () => {
      const post = await create();
      await harness.dataSource.query('UPDATE blog_posts SET content = $2 WHERE id = $1', [
        post.id,
        '<p>Written around the service<script>alert(1)</script><a href="javascript:x()">x</a></p>',
      ]);
      for (const html of [
        (await stored(post.id)).content,
        (await posts().bySlug(post.slug))!.content,
        (await posts().contentsByIds([post.id])).get(post.id),
      ]) {
        expect(html).toContain('Written around the service');
        expect(html).not.toMatch(/<script|javascript:/i);
      }
    });

    it('stores the tags as given; tagList splits and trims them, dropping empty ones', async () => {
      const post = await create({ tags: '  Alpha ,Beta,, Gamma Delta ,  ' });
      expect(tagList(post.tags)).toEqual(['Alpha', 'Beta', 'Gamma Delta']);
      expect(tagList((await posts().bySlug(post.slug))!.tags)).toEqual(['Alpha', 'Beta', 'Gamma Delta']);
    });

    it('refuses a duplicate slug (a new post’s or a seeded one’s) with CONFLICT', async () => {
      const first = await create();
      await expectDomainError(create({ slug: first.slug }), 'CONFLICT', DUPLICATE_SLUG);
      await expectDomainError(create({ slug: SEEDED_SLUG }), 'CONFLICT', DUPLICATE_SLUG);
    });

    it("refuses an unknown category with 'Please select a category', storing nothing", async () => {
      const input = validPost({ category: `no-such-category-${uniq()}` });
      await expectInvalid(posts().create(input), [{ field: 'category', message: 'Please select a category' }]);
      expect((await posts().listAll({ search: input.title, mayReadDrafts: true })).totalCount).toBe(0);
    });

    it.each([
      ['title', { title: 'Shor' }, 'Title must be at least 5 characters'],
      ['title', { title: '     ' }, 'Title must be at least 5 characters'],
      ['slug', { slug: 'ab' }, 'Slug must be at least 3 characters'],
      ['slug', { slug: 'Bad_Slug' }, 'Slug must use lowercase letters, numbers, and hyphens only'],
      ['slug', { slug: 'double--hyphen' }, 'Slug must use lowercase letters, numbers, and hyphens only'],
      ['slug', { slug: '-leading-hyphen' }, 'Slug must use lowercase letters, numbers, and hyphens only'],
      ['slug', { slug: 'with space' }, 'Slug must use lowercase letters, numbers, and hyphens only'],
      ['excerpt', { excerpt: 'Too short excerpt' }, 'Excerpt must be at least 20 characters'],
      ['excerpt', { excerpt: 'x'.repeat(301) }, 'Excerpt must be 300 characters or less'],
      ['content', { content: '<p>short</p>' }, 'Content must be at least 50 characters'],
      ['coverImage', { coverImage: 'not a url' }, 'Must be a valid URL'],
      ['coverImage', { coverImage: 'javascript:alert(1)' }, 'Must be a valid URL'],
      ['author', { author: 'A' }, 'Author name must be at least 2 characters'],
      ['category', { category: '' }, 'Please select a category'],
      ['tags', { tags: '' }, 'Please add at least one tag'],
      ['tags', { tags: ' , , ' }, 'Please add at least one tag'],
    ])('refuses an invalid %s with the SPEC §5 message (%j), storing nothing', async (field, override, message) => {
      const input = validPost(override);
      await expectInvalid(posts().create(input), [{ field, message }]);
      expect((await posts().listAll({ search: input.title.trim() || input.excerpt, mayReadDrafts: true })).totalCount).toBe(0);
    });

    it('accepts an excerpt of exactly 300 and content of exactly 50 characters', async () => {
      const post = await create({ excerpt: 'e'.repeat(300), content: 'c'.repeat(50) });
      expect(post.excerpt).toHaveLength(300);
    });

    it('lists every invalid field in schema order', async () => {
      await expectInvalid(
        posts().create({ title: 'x', slug: 'X', excerpt: 'x', content: 'x', coverImage: 'x', author: 'x', category: ' ', tags: ' ' }),
        [
          { field: 'title', message: 'Title must be at least 5 characters' },
          { field: 'slug', message: 'Slug must be at least 3 characters' },
          { field: 'excerpt', message: 'Excerpt must be at least 20 characters' },
          { field: 'content', message: 'Content must be at least 50 characters' },
          { field: 'coverImage', message: 'Must be a valid URL' },
          { field: 'author', message: 'Author name must be at least 2 characters' },
          { field: 'category', message: 'Please select a category' },
          { field: 'tags', message: 'Please add at least one tag' },
        ],
      );
    });
  });

  describe('update and delete', () => {
    it('saves every field; the old slug no longer reads, the new one does', async () => {
      const post = await create();
      const changed = validPost({ title: `Changed title ${uniq()}`, category: 'strategy', tags: 'One, Two', featured: true });
      const updated = await posts().update(post.id, changed);
      expect(updated).toMatchObject({ id: post.id, title: changed.title, slug: changed.slug, category: 'strategy', featured: true });
      expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(post.updatedAt.getTime());
      expect(await posts().bySlug(post.slug)).toBeNull();
      expect(await posts().bySlug(changed.slug)).toMatchObject({ id: post.id, title: changed.title, tags: 'One, Two' });
    });

    it('keeps the publish date when an edit gives none (absent or null), and moves it when one is given', async () => {
      const publishedAt = new Date(Date.now() - 30 * DAY);
      const input = validPost({ publishedAt: publishedAt.toISOString() });
      const post = await posts().create(input);
      const edit: Record<string, unknown> = { ...input, title: `Edited without a date ${uniq()}` };
      delete edit.publishedAt;
      expect((await posts().update(post.id, edit)).publishedAt).toEqual(publishedAt);
      expect((await posts().update(post.id, { ...edit, publishedAt: null })).publishedAt).toEqual(publishedAt);
      const moved = new Date(Date.now() - 2 * DAY);
      expect((await posts().update(post.id, { ...edit, publishedAt: moved.toISOString() })).publishedAt).toEqual(moved);
    });

    it('keeps a scheduled post scheduled when it is edited without a date', async () => {
      const publishedAt = new Date(Date.now() + 5 * DAY);
      const input = validPost({ publishedAt: publishedAt.toISOString() });
      const post = await posts().create(input);
      const edit: Record<string, unknown> = { ...input, title: `Typo fixed ${uniq()}` };
      delete edit.publishedAt;
      const updated = await posts().update(post.id, edit);
      expect(postStatus(updated)).toBe('SCHEDULED');
      expect(updated.publishedAt).toEqual(publishedAt);
      expect(await posts().bySlug(input.slug)).toBeNull();
    });

    it('keeps its own slug without a conflict and refuses another post’s, leaving the post as it was', async () => {
      const input = validPost();
      const post = await posts().create(input);
      await posts().update(post.id, { ...input, title: `Same slug ${uniq()}` });
      await expectDomainError(posts().update(post.id, { ...input, slug: SEEDED_SLUG }), 'CONFLICT', DUPLICATE_SLUG);
      expect((await stored(post.id)).slug).toBe(input.slug);
    });

    it('refuses an unknown category, leaving the post as it was', async () => {
      const input = validPost();
      const post = await posts().create(input);
      await expectInvalid(posts().update(post.id, { ...input, category: 'missing-category' }), [
        { field: 'category', message: 'Please select a category' },
      ]);
      expect((await stored(post.id)).category).toBe('technical');
    });

    it.each([
      ['an unknown id', () => randomUuid()],
      ['a malformed id', () => 'not-a-uuid'],
    ])('answers NOT_FOUND for %s on update and delete, null on read', async (_label, makeId) => {
      const id = makeId();
      await expectDomainError(posts().update(id, validPost()), 'NOT_FOUND', 'Blog post not found.');
      await expectDomainError(posts().delete(id), 'NOT_FOUND', 'Blog post not found.');
      expect(await posts().getById(id)).toBeNull();
    });

    it('validates an edit before looking the post up', async () => {
      await expectInvalid(posts().update(randomUuid(), validPost({ title: 'Tiny' })), [
        { field: 'title', message: 'Title must be at least 5 characters' },
      ]);
    });

    it('deletes a post: gone for admins and the public; a second delete is NOT_FOUND', async () => {
      const post = await create();
      await posts().delete(post.id);
      expect(await posts().getById(post.id)).toBeNull();
      expect(await posts().bySlug(post.slug)).toBeNull();
      await expectDomainError(posts().delete(post.id), 'NOT_FOUND');
    });
  });
});
