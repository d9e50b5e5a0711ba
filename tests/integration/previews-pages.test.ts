// Preview pages and slug redirects as a browser meets them (issue 12, decision 0031), on the built
// app (the server renderer is an ES module jest cannot load): staff see a draft at its public
// address under a Preview banner, a shareable link shows it to anyone until revoked, both noindex
// and `private, no-store`, never kept by the page cache; an old slug of a published post answers 301.
import { START_TIMEOUT, validPost } from './helpers';
import { assertBuilt, startBuiltApp, UNGATED_ANONYMOUS_WORK, type BuiltApp } from '../support/built-app';
import { freshDatabase, testDatabaseKind } from '../support/test-server';

assertBuilt('previews-pages.test.ts');

async function get(base: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + pathname, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  return { status: res.status, headers: Object.fromEntries(res.headers), text: await res.text() };
}

const NOINDEX = '<meta name="robots" content="noindex">';

describe('preview pages and redirects', () => {
  let app: BuiltApp;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let token: string;
  const send = async (method: string, pathname: string, body?: unknown) => {
    const res = await fetch(app.url + pathname, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };

  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') database = await freshDatabase('seeded');
    app = await startBuiltApp({
      DATABASE_URL: database?.url ?? '',
      ALLOW_ADMIN_REGISTRATION: 'true',
      ...UNGATED_ANONYMOUS_WORK,
    });
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'secret123' }),
    });
    token = ((await registered.json()) as { token: string }).token;
  }, START_TIMEOUT);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('staff see a draft at its address with the banner, noindex, private no-store; visitors get 404', async () => {
    const post = (await send('POST', '/api/admin/blog', validPost({ title: 'A draft to preview', status: 'DRAFT' }))).body;
    const anonymous = await get(app.url, `/blog/${post.slug}`);
    expect(anonymous.status).toBe(404);
    const staff = await get(app.url, `/blog/${post.slug}`, { cookie: `finops_session=${token}` });
    expect(staff.status).toBe(200);
    expect(staff.text).toContain('A draft to preview');
    expect(staff.text).toContain('Visitors cannot see this post yet.');
    expect(staff.text).toContain(`/admin/blog/edit/${post.id}`);
    expect(staff.text).toContain(NOINDEX);
    expect(staff.headers['cache-control']).toBe('private, no-store');
    expect(staff.headers['x-robots-tag']).toBe('noindex');
    // Nothing of it reached the shared cache.
    expect((await get(app.url, `/blog/${post.slug}`)).status).toBe(404);
  });

  it('a shareable link shows the draft to anyone, never cached, until revoked (then 404)', async () => {
    const post = (await send('POST', '/api/admin/blog', validPost({ title: 'A shared draft', status: 'DRAFT' }))).body;
    const made = await send('POST', `/api/admin/blog/${post.id}/preview-links`, {});
    expect(made.status).toBe(201);
    const address = new URL(made.body.url);
    const pathWithToken = address.pathname + address.search;
    for (let i = 0; i < 2; i++) {
      const page = await get(app.url, pathWithToken);
      expect(page.status).toBe(200);
      expect(page.text).toContain('A shared draft');
      expect(page.text).toContain('Preview');
      expect(page.text).not.toContain('/admin/blog/edit/');
      expect(page.text).toContain(NOINDEX);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['x-robots-tag']).toBe('noindex');
    }
    expect((await send('DELETE', `/api/admin/preview-links/${made.body.id}`)).status).toBe(200);
    // Revoked: 404 at once (had the page been kept anywhere, it would still be 200).
    expect((await get(app.url, pathWithToken)).status).toBe(404);
    expect((await get(app.url, `/blog/${post.slug}?preview=not-a-token`)).status).toBe(404);
  });

  it('a published post is an ordinary shared page (no banner, indexable)', async () => {
    const post = (await send('POST', '/api/admin/blog', validPost({ title: 'Live and indexable', status: 'PUBLISHED' }))).body;
    const page = await get(app.url, `/blog/${post.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain(NOINDEX);
    expect(page.text).not.toContain('Visitors cannot see this post yet.');
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('the article head uses the SEO fields: title, description, canonical override, social image', async () => {
    const post = (
      await send(
        'POST',
        '/api/admin/blog',
        validPost({
          status: 'PUBLISHED',
          metaTitle: 'Meta title for search',
          metaDescription: 'Meta description for search',
          socialImage: '/media/0123456789abcdef0123456789abcdef.png',
          canonicalUrl: 'https://example.com/original-article',
        }),
      )
    ).body;
    const page = await get(app.url, `/blog/${post.slug}`);
    expect(page.text).toContain('<title>Meta title for search</title>');
    expect(page.text).toContain('<meta name="description" content="Meta description for search" />');
    expect(page.text).toContain('<link rel="canonical" href="https://example.com/original-article" />');
    expect(page.text).toMatch(/<meta property="og:image" content="[^"]*\/media\/0123456789abcdef0123456789abcdef-social\.jpg"/);
  });

  it('the old address of a renamed published post answers 301 to the new one, until the redirect is deleted', async () => {
    const post = (await send('POST', '/api/admin/blog', validPost({ title: 'Moving house', status: 'PUBLISHED' }))).body;
    expect((await get(app.url, `/blog/${post.slug}`)).status).toBe(200);
    const renamed = await send(
      'PUT',
      `/api/admin/blog/${post.id}`,
      validPost({ title: 'Moving house', slug: `${post.slug}-moved`, status: 'PUBLISHED' }),
    );
    expect(renamed.status).toBe(200);
    const old = await get(app.url, `/blog/${post.slug}`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe(`/blog/${post.slug}-moved`);
    // Campaign tags on an old link survive the redirect (issue 34).
    const tagged = await get(app.url, `/blog/${post.slug}?utm_source=newsletter&utm_medium=email`);
    expect(tagged.status).toBe(301);
    expect(tagged.headers.location).toBe(`/blog/${post.slug}-moved?utm_source=newsletter&utm_medium=email`);
    expect((await get(app.url, `/blog/${post.slug}-moved`)).status).toBe(200);
    const listed = (await fetch(`${app.url}/api/admin/redirects`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
      r.json(),
    )) as Array<{
      id: string;
      fromSlug: string;
    }>;
    const redirect = listed.find((r) => r.fromSlug === post.slug)!;
    expect((await send('DELETE', `/api/admin/redirects/${redirect.id}`)).status).toBe(200);
    expect((await get(app.url, `/blog/${post.slug}`)).status).toBe(404);
  });
});
