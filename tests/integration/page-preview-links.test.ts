// Shareable preview links of pages (issue 31, decision 0073), GraphQL and REST, as the posts' (0031):
// a link opens one page, whatever its status, for anyone holding its token, and nothing else; a
// live page's link shows the pending (autosaved) changes of the editor who made it while the public
// page stays as published; expired and revoked links open nothing; only the token's hash is
// stored; an Author makes links only for their own pages. The served HTML (noindex, private) is
// covered by page-blocks-html.test.ts on the built app.
import { PagePreviewLink } from '../../graphql-server/src/modules/pages/page-preview-link.entity';
import { previewTokenHash } from '../../graphql-server/src/modules/posts/preview-token';
import { NOT_OWN_WORK_MESSAGE } from '../../graphql-server/src/auth/permissions';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { staffMember } from './staff-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq } from './helpers';

const SHARED = `query($slug: String!, $token: String!) { sharedPage(slug: $slug, token: $token) { id title status blocks seo { title } } }`;
const PUBLIC = `query($slug: String!) { page(slug: $slug) { id title } }`;
const MAKE_LINK = `mutation($pageId: ID!) { createPagePreviewLink(pageId: $pageId) { url link { id pageId createdBy expiresAt } } }`;
const LINKS = `query($pageId: ID!) { pagePreviewLinks(pageId: $pageId) { id createdBy expiresAt } }`;
const REVOKE = `mutation($id: ID!) { revokePagePreviewLink(id: $id) { id } }`;

const tokenOf = (url: string) => new URL(url).searchParams.get('preview') ?? '';

describe('page preview links', () => {
  let server: TestServer;
  let admin: string;

  beforeAll(async () => {
    server = await startServer({ siteUrl: 'https://finops.example.com' });
    admin = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const asAdmin = () => ({ authorization: `Bearer ${admin}` });
  const create = async (overrides: Record<string, unknown> = {}, token = admin) => {
    const res = await server
      .agent()
      .post('/api/admin/pages')
      .set('Authorization', `Bearer ${token}`)
      .send({ slug: `preview-${uniq()}`, title: 'Webinar draft', blocks: [{ type: 'hero', headline: 'Join us' }], ...overrides });
    expect(res.status).toBe(201);
    return res.body as { id: string; slug: string; version: number };
  };
  const makeLink = async (pageId: string, token = admin) =>
    dataOf(await server.gql(MAKE_LINK, { pageId }, undefined, token)).createPagePreviewLink as {
      url: string;
      link: { id: string; pageId: string; createdBy: string; expiresAt: string };
    };
  const shared = async (slug: string, token: string) =>
    dataOf(await server.gql(SHARED, { slug, token })).sharedPage as { id: string; title: string; status: string; blocks: unknown[] } | null;

  it('opens a draft for anyone holding the link, at its own address only; the link lists without its token', async () => {
    const page = await create();
    expect(dataOf(await server.gql(PUBLIC, { slug: page.slug })).page).toBeNull();
    const made = await makeLink(page.id);
    expect(made.url).toMatch(new RegExp(`^https://finops\\.example\\.com/${page.slug}\\?preview=[A-Za-z0-9_-]{43}$`));
    expect(made.link).toMatchObject({ pageId: page.id, createdBy: 'admin' });
    // Seven days.
    expect(new Date(made.link.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = tokenOf(made.url);
    expect(await shared(page.slug, token)).toMatchObject({ id: page.id, title: 'Webinar draft', status: 'DRAFT' });
    // Another page's address, a token-shaped guess and a text that is no token open nothing.
    const other = await create();
    expect(await shared(other.slug, token)).toBeNull();
    expect(await shared(page.slug, 'A'.repeat(43))).toBeNull();
    expect(await shared(page.slug, "' OR 1=1 --")).toBeNull();
    // Only the hash is stored.
    const stored = await server.dataSource.getRepository(PagePreviewLink).findOneByOrFail({ id: made.link.id });
    expect(stored.tokenHash).toBe(previewTokenHash(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    const links = dataOf(await server.gql(LINKS, { pageId: page.id }, undefined, admin)).pagePreviewLinks;
    expect(links).toEqual([expect.objectContaining({ id: made.link.id, createdBy: 'admin' })]);
  });

  it('the home page link is /?preview=', async () => {
    const rows: Array<{ id: string }> = await server.dataSource.query(`SELECT id FROM pages WHERE slug = 'home'`);
    const home = rows[0] ?? (await create({ slug: 'home', title: 'Home' }));
    expect((await makeLink(home.id)).url).toMatch(/^https:\/\/finops\.example\.com\/\?preview=[A-Za-z0-9_-]{43}$/);
  });

  it('an expired or revoked link opens nothing', async () => {
    const page = await create({ status: 'IN_REVIEW' });
    const expiring = await makeLink(page.id);
    const revoked = await makeLink(page.id);
    expect(await shared(page.slug, tokenOf(expiring.url))).toMatchObject({ status: 'IN_REVIEW' });
    await server.dataSource.getRepository(PagePreviewLink).update({ id: expiring.link.id }, { expiresAt: new Date(Date.now() - 1000) });
    expect(await shared(page.slug, tokenOf(expiring.url))).toBeNull();
    expect(dataOf(await server.gql(REVOKE, { id: revoked.link.id }, undefined, admin)).revokePagePreviewLink).toEqual({
      id: revoked.link.id,
    });
    expect(await shared(page.slug, tokenOf(revoked.url))).toBeNull();
    expect(dataOf(await server.gql(LINKS, { pageId: page.id }, undefined, admin)).pagePreviewLinks).toEqual([]);
  });

  it("a live page's link shows its maker's pending changes; visitors still get the published page", async () => {
    const page = await create({ status: 'PUBLISHED', title: 'Published title' });
    const pending = await server
      .agent()
      .put(`/api/admin/pages/${page.id}/pending`)
      .set('Authorization', `Bearer ${admin}`)
      .send({
        slug: page.slug,
        title: 'Campaign title',
        blocks: [{ type: 'rich-text', html: '<p>New copy</p>' }],
        seo: { title: 'Campaign' },
        expectedVersion: page.version,
      });
    expect(pending.status).toBe(200);
    const made = await makeLink(page.id);
    expect(await shared(page.slug, tokenOf(made.url))).toMatchObject({
      title: 'Campaign title',
      blocks: [{ type: 'rich-text', html: '<p>New copy</p>' }],
      seo: { title: 'Campaign' },
      status: 'PUBLISHED',
    });
    expect(dataOf(await server.gql(PUBLIC, { slug: page.slug })).page).toMatchObject({ title: 'Published title' });
    // Another editor's link shows the page as saved: the pending changes are the admin's own.
    const editor = await staffMember(server, 'EDITOR');
    expect(await shared(page.slug, tokenOf((await makeLink(page.id, editor.token)).url))).toMatchObject({ title: 'Published title' });
    // A pending change written around the API is served through the article allow-list too.
    await server.dataSource.query(
      `UPDATE page_pending_changes SET "values" = jsonb_set("values", '{blocks}', $2::jsonb) WHERE "pageId" = $1`,
      [page.id, JSON.stringify([{ type: 'rich-text', html: '<p>x</p><script>window.__xss=1</script>' }])],
    );
    const cleaned = await shared(page.slug, tokenOf(made.url));
    expect(JSON.stringify(cleaned?.blocks)).not.toContain('<script');
  });

  it('REST: make, list and revoke links; the hash never leaves the server; an Author only on their own pages', async () => {
    const page = await create();
    const agent = server.agent();
    const made = await agent.post(`/api/admin/pages/${page.id}/preview-links`).set(asAdmin()).send({});
    expect(made.status).toBe(201);
    expect(made.body.url).toContain(`/${page.slug}?preview=`);
    expect(made.body).toMatchObject({ pageId: page.id, createdBy: 'admin' });
    expect(made.body).not.toHaveProperty('tokenHash');
    const list = await agent.get(`/api/admin/pages/${page.id}/preview-links`).set(asAdmin());
    expect(list.body).toEqual([expect.objectContaining({ id: made.body.id, pageId: page.id })]);
    expect(JSON.stringify(list.body)).not.toContain('tokenHash');
    expect((await agent.delete(`/api/admin/page-preview-links/${made.body.id}`).set(asAdmin())).status).toBe(200);
    expect((await agent.get(`/api/admin/pages/${page.id}/preview-links`).set(asAdmin())).body).toEqual([]);
    expect(await shared(page.slug, tokenOf(made.body.url))).toBeNull();

    const author = await staffMember(server, 'AUTHOR');
    expectGqlError(await server.gql(MAKE_LINK, { pageId: page.id }, undefined, author.token), 'FORBIDDEN', NOT_OWN_WORK_MESSAGE);
    expect((await author.agent.post(`/api/admin/pages/${page.id}/preview-links`).send({})).status).toBe(403);
    // Their own draft: yes.
    const own = await create({}, author.token);
    expect(await shared(own.slug, tokenOf((await makeLink(own.id, author.token)).url))).toMatchObject({ id: own.id });
  });
});
