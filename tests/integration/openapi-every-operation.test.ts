// Response validation of every operation (issue 35): each operation of the OpenAPI document, read
// from the document itself (a new operation without a call here fails the last test), is called
// with real data, and its real answer — status, JSON body and the headers the document declares —
// is validated against the document with ajv (tests/support/openapi-check.ts).
import request from 'supertest';
import { issueApiToken, bearer } from './api-token-helpers';
import { image } from '../support/media-fixtures';
import { waitFor } from './delivery-helpers';
import { responseChecker } from '../support/openapi-check';
import type { TestServer } from '../support/test-server';
import {
  dataOf,
  START_TIMEOUT,
  startServer,
  uniq,
  validCategory,
  validContact,
  validLead,
  validPost,
  validResource,
  type Res,
} from './helpers';

type Header = { schema?: { type?: string } };
type Doc = Parameters<typeof responseChecker>[0] & {
  paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, Header> }> }>>;
};

/** Operations that only answer an error here, and why no success can be had in a test. */
const ERROR_ONLY: Record<string, string> = {
  'POST /api/auth/login/verify': 'needs a second-factor code of a pending sign-in (tests/integration/two-factor.test.ts)',
  'POST /api/auth/login/enrol': 'needs a pending sign-in of an account that must enrol (two-factor.test.ts)',
  'POST /api/auth/login/enrol/confirm': 'needs an enrolment in progress (two-factor.test.ts)',
  'POST /api/auth/undo-email-change': "needs the undo link e-mailed to an account's old address (team-accounts.test.ts)",
};

jest.setTimeout(120_000);

describe('every operation of the OpenAPI document answers as the document says', () => {
  let server: TestServer;
  let doc: Doc;
  let check: ReturnType<typeof responseChecker>;
  let staff: Record<string, string>;
  let token: Record<string, string>;
  const seen = new Map<string, number[]>();

  beforeAll(async () => {
    server = await startServer({ seed: true, delivery: { worker: true, pollIntervalMs: 50 } });
    doc = (await request(server.app).get('/api/openapi.json').expect(200)).body as Doc;
    check = responseChecker(doc);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  /** Validates an answer (body and declared headers) and records the operation as covered. */
  function answer(method: string, path: string, res: Res): Res {
    check(method, path, res);
    const declared = doc.paths[path][method.toLowerCase()].responses[String(res.status)].headers ?? {};
    for (const [name, header] of Object.entries(declared)) {
      const value = res.headers[name.toLowerCase()] as string | undefined;
      // Link is only sent when there is a next or previous page.
      if (value === undefined && name === 'Link') continue;
      expect([method, path, name, value !== undefined]).toEqual([method, path, name, true]);
      if (header.schema?.type === 'integer')
        expect([method, path, name, value]).toEqual([method, path, name, expect.stringMatching(/^\d+$/)]);
    }
    seen.set(`${method} ${path}`, [...(seen.get(`${method} ${path}`) ?? []), res.status]);
    return res;
  }
  const app = () => request(server.app);
  const as = (req: request.Test, secret: string) => req.set(bearer(secret));

  it('signs up the first administrator and signs in', async () => {
    const register = answer(
      'POST',
      '/api/auth/register',
      await app().post('/api/auth/register').send({ username: 'admin', password: 'secret123' }),
    );
    expect(register.status).toBe(201);
    answer('POST', '/api/auth/register', await app().post('/api/auth/register').send({ username: 'another', password: 'secret123' }));
    const login = answer('POST', '/api/auth/login', await app().post('/api/auth/login').send({ username: 'admin', password: 'secret123' }));
    expect(login.status).toBe(200);
    staff = { Authorization: `Bearer ${login.body.token}` };
    answer('POST', '/api/auth/login', await app().post('/api/auth/login').send({ username: 'admin', password: 'wrong-password' }));
    answer('GET', '/api/auth/me', await app().get('/api/auth/me').set(staff));
    expect(
      answer('POST', '/api/auth/reauthenticate', await app().post('/api/auth/reauthenticate').set(staff).send({ proof: 'secret123' }))
        .status,
    ).toBe(200);
    answer('POST', '/api/auth/login/verify', await app().post('/api/auth/login/verify').send({ code: '123456' }));
    answer('POST', '/api/auth/login/enrol', await app().post('/api/auth/login/enrol'));
    answer('POST', '/api/auth/login/enrol/confirm', await app().post('/api/auth/login/enrol/confirm').send({ code: '123456' }));
    answer('POST', '/api/auth/undo-email-change', await app().post('/api/auth/undo-email-change').send({ token: 'not-a-real-undo-token' }));
    const scopes = ['content', 'content:drafts', 'content:write', 'content:publish', 'leads', 'leads:write', 'analytics'] as const;
    token = bearer((await issueApiToken(server, login.body.token, scopes)).secret);
  });

  it('public reads and forms', async () => {
    const get = (path: string, url = path) =>
      app()
        .get(url)
        .then((res) => answer('GET', path, res));
    for (const path of [
      '/api/openapi.json',
      '/api/docs/integrators',
      '/api/blog',
      '/api/blog/featured',
      '/api/categories',
      '/api/resources',
      '/api/navigation',
    ])
      expect((await get(path)).status).toBe(200);
    expect((await get('/api/blog/search', '/api/blog/search?q=cloud')).status).toBe(200);
    expect((await get('/api/blog/category/{category}', '/api/blog/category/all?page=1&pageSize=2')).status).toBe(200);
    expect((await get('/api/resources/type/{type}', '/api/resources/type/whitepaper')).status).toBe(200);
    expect((await get('/api/pages/{slug}', '/api/pages/privacy')).status).toBe(200);
    const slug = (await app().get('/api/blog?pageSize=1')).body[0].slug as string;
    expect((await get('/api/blog/{slug}', `/api/blog/${slug}`)).status).toBe(200);
    await get('/api/blog', '/api/blog?pageSize=1000');
    expect(answer('POST', '/api/playbook-lead', await app().post('/api/playbook-lead').send(validLead())).status).toBe(201);
    expect(answer('POST', '/api/contact', await app().post('/api/contact').send(validContact())).status).toBe(201);
    answer('POST', '/api/contact', await app().post('/api/contact').send({ name: '' }));
    const resource = (await app().get('/api/resources?pageSize=1')).body[0].id as string;
    expect(answer('POST', '/api/resources/{id}/download', await app().post(`/api/resources/${resource}/download`)).status).toBe(200);
    const event = await app()
      .post('/api/analytics/events')
      .set('Content-Type', 'text/plain')
      .send(JSON.stringify({ n: 'pageview', p: '/blog' }));
    expect(answer('POST', '/api/analytics/events', event).status).toBe(204);
  });

  it('posts, categories, revisions, previews, pending edits and redirects', async () => {
    const category = answer('POST', '/api/admin/categories', await app().post('/api/admin/categories').set(staff).send(validCategory()));
    expect(category.status).toBe(201);
    const cat = category.body as { id: string; slug: string };
    expect(answer('GET', '/api/admin/categories', await app().get('/api/admin/categories').set(token)).status).toBe(200);
    expect(answer('GET', '/api/admin/categories/{id}', await app().get(`/api/admin/categories/${cat.id}`).set(token)).status).toBe(200);
    const renamed = await app()
      .put(`/api/admin/categories/${cat.id}`)
      .set(staff)
      .send(validCategory({ slug: cat.slug }));
    expect(answer('PUT', '/api/admin/categories/{id}', renamed).status).toBe(200);

    const created = answer(
      'POST',
      '/api/admin/blog',
      await as(app().post('/api/admin/blog'), token.Authorization.slice(7)).send(validPost({ category: cat.slug, status: 'PUBLISHED' })),
    );
    expect(created.status).toBe(201);
    const post = created.body as { id: string; slug: string; version: number };
    expect(answer('GET', '/api/admin/blog', await app().get('/api/admin/blog?pageSize=2').set(token)).status).toBe(200);
    expect(answer('GET', '/api/admin/blog/{id}', await app().get(`/api/admin/blog/${post.id}`).set(token)).status).toBe(200);
    const newSlug = `renamed-${uniq()}`;
    const updated = await app()
      .put(`/api/admin/blog/${post.id}`)
      .set(token)
      .send(validPost({ category: cat.slug, slug: newSlug, status: 'PUBLISHED', expectedVersion: post.version }));
    expect(answer('PUT', '/api/admin/blog/{id}', updated).status).toBe(200);
    const moved = await app().get(`/api/blog/${post.slug}`);
    expect(answer('GET', '/api/blog/{slug}', moved).status).toBe(301);

    const revisions = answer('GET', '/api/admin/blog/{id}/revisions', await app().get(`/api/admin/blog/${post.id}/revisions`).set(staff));
    expect(revisions.body.length).toBeGreaterThan(0);
    const revision = revisions.body[revisions.body.length - 1].id as string;
    expect(
      answer('GET', '/api/admin/post-revisions/{id}', await app().get(`/api/admin/post-revisions/${revision}`).set(staff)).status,
    ).toBe(200);
    const restored = await app()
      .post(`/api/admin/post-revisions/${revision}/restore`)
      .set(staff)
      .send({ expectedVersion: updated.body.version });
    expect(answer('POST', '/api/admin/post-revisions/{id}/restore', restored).status).toBe(200);

    const pendingBody = { ...validPost({ category: cat.slug, slug: restored.body.slug }), expectedVersion: restored.body.version };
    expect(
      answer('PUT', '/api/admin/blog/{id}/pending', await app().put(`/api/admin/blog/${post.id}/pending`).set(staff).send(pendingBody))
        .status,
    ).toBe(200);
    expect(answer('GET', '/api/admin/blog/{id}/pending', await app().get(`/api/admin/blog/${post.id}/pending`).set(staff)).status).toBe(
      200,
    );
    expect(
      answer('DELETE', '/api/admin/blog/{id}/pending', await app().delete(`/api/admin/blog/${post.id}/pending`).set(staff)).status,
    ).toBe(204);

    const link = answer(
      'POST',
      '/api/admin/blog/{id}/preview-links',
      await app().post(`/api/admin/blog/${post.id}/preview-links`).set(staff),
    );
    expect(link.status).toBe(201);
    expect(
      answer('GET', '/api/admin/blog/{id}/preview-links', await app().get(`/api/admin/blog/${post.id}/preview-links`).set(staff)).status,
    ).toBe(200);
    expect(
      answer('DELETE', '/api/admin/preview-links/{id}', await app().delete(`/api/admin/preview-links/${link.body.id}`).set(staff)).status,
    ).toBe(200);

    const redirects = answer('GET', '/api/admin/redirects', await app().get('/api/admin/redirects').set(staff));
    const redirect = (redirects.body as Array<{ id: string; fromSlug: string }>).find((r) => r.fromSlug === post.slug);
    expect(redirect).toBeDefined();
    expect(
      answer('DELETE', '/api/admin/redirects/{id}', await app().delete(`/api/admin/redirects/${redirect!.id}`).set(staff)).status,
    ).toBe(200);

    const bulk = await app()
      .post('/api/admin/blog/bulk')
      .set(staff)
      .send({ action: 'unpublish', ids: [post.id] });
    expect(answer('POST', '/api/admin/blog/bulk', bulk).status).toBe(200);
    expect(answer('DELETE', '/api/admin/blog/{id}', await app().delete(`/api/admin/blog/${post.id}`).set(staff)).status).toBe(204);
    expect(answer('DELETE', '/api/admin/categories/{id}', await app().delete(`/api/admin/categories/${cat.id}`).set(staff)).status).toBe(
      204,
    );
  });

  it("a live page's pending edits, and A/B experiments on its hero", async () => {
    const input = {
      slug: `experiment-${uniq()}`,
      title: 'Webinar: FinOps in 2027',
      blocks: [{ type: 'hero', headline: 'FinOps in 2027', ctas: [{ label: 'Book a call', target: '#contact' }] }],
      seo: { title: 'FinOps webinar', description: 'Join our webinar.' },
      status: 'PUBLISHED',
    };
    const page = await app().post('/api/admin/pages').set(staff).send(input);
    expect(page.status).toBe(201);
    const pending = `/api/admin/pages/${page.body.id}/pending`;
    const edits = { ...input, title: 'Webinar: FinOps 2027 (draft)', expectedVersion: page.body.version };
    expect(answer('PUT', '/api/admin/pages/{id}/pending', await app().put(pending).set(staff).send(edits)).status).toBe(200);
    expect(answer('GET', '/api/admin/pages/{id}/pending', await app().get(pending).set(staff)).status).toBe(200);
    expect(answer('DELETE', '/api/admin/pages/{id}/pending', await app().delete(pending).set(staff)).status).toBe(204);
    const links = `/api/admin/pages/${page.body.id}/preview-links`;
    const link = answer('POST', '/api/admin/pages/{id}/preview-links', await app().post(links).set(staff));
    expect(link.status).toBe(201);
    expect(answer('GET', '/api/admin/pages/{id}/preview-links', await app().get(links).set(staff)).status).toBe(200);
    expect(
      answer('DELETE', '/api/admin/page-preview-links/{id}', await app().delete(`/api/admin/page-preview-links/${link.body.id}`).set(staff))
        .status,
    ).toBe(200);
    // An update of the live page scheduled for an hour from now (decision 0072), read, then cancelled.
    const scheduled = `/api/admin/pages/${page.body.id}/scheduled-update`;
    const update = { ...input, title: 'Webinar: FinOps in 2027 (launch)', expectedVersion: page.body.version };
    const runAt = new Date(Date.now() + 3_600_000).toISOString();
    expect(
      answer(
        'PUT',
        '/api/admin/pages/{id}/scheduled-update',
        await app()
          .put(scheduled)
          .set(staff)
          .send({ ...update, runAt }),
      ).status,
    ).toBe(200);
    expect(answer('GET', '/api/admin/pages/{id}/scheduled-update', await app().get(scheduled).set(staff)).status).toBe(200);
    expect(answer('DELETE', '/api/admin/pages/{id}/scheduled-update', await app().delete(scheduled).set(staff)).status).toBe(204);

    const experiment = {
      name: 'Hero headline test',
      pageId: page.body.id,
      blockIndex: 0,
      controlWeight: 50,
      variants: [{ name: 'Savings first', weight: 50, fields: { headline: 'Cut your cloud bill by 40% with FinOps' } }],
      goal: 'lead',
      minVisitorsPerArm: 10,
    };
    const created = answer('POST', '/api/admin/experiments', await app().post('/api/admin/experiments').set(staff).send(experiment));
    expect(created.status).toBe(201);
    const at = (suffix = '') => `/api/admin/experiments/${created.body.id}${suffix}`;
    expect(answer('GET', '/api/admin/experiments', await app().get('/api/admin/experiments').set(token)).status).toBe(200);
    expect(answer('GET', '/api/admin/experiments/{id}', await app().get(at()).set(token)).status).toBe(200);
    const changed = await app()
      .put(at())
      .set(staff)
      .send({ ...experiment, name: 'Hero headline test, take two' });
    expect(answer('PUT', '/api/admin/experiments/{id}', changed).status).toBe(200);
    expect(answer('POST', '/api/admin/experiments/{id}/start', await app().post(at('/start')).set(staff)).status).toBe(200);
    expect(answer('GET', '/api/admin/experiments/{id}/results', await app().get(at('/results')).set(token)).status).toBe(200);
    expect(answer('POST', '/api/admin/experiments/{id}/stop', await app().post(at('/stop')).set(staff)).status).toBe(200);
    const arm = created.body.arms[1].key as string;
    const promoted = await app().post(at('/promote')).set(staff).send({ arm });
    expect(answer('POST', '/api/admin/experiments/{id}/promote', promoted).status).toBe(200);
    expect(answer('DELETE', '/api/admin/experiments/{id}', await app().delete(at()).set(staff)).status).toBe(204);
  });

  it('resources, pages and navigation', async () => {
    const created = answer('POST', '/api/admin/resources', await app().post('/api/admin/resources').set(token).send(validResource()));
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect(answer('GET', '/api/admin/resources', await app().get('/api/admin/resources').set(token)).status).toBe(200);
    expect(answer('GET', '/api/admin/resources/{id}', await app().get(`/api/admin/resources/${id}`).set(token)).status).toBe(200);
    const put = await app()
      .put(`/api/admin/resources/${id}`)
      .set(token)
      .send(validResource({ expectedVersion: created.body.version }));
    expect(answer('PUT', '/api/admin/resources/{id}', put).status).toBe(200);
    expect(
      answer(
        'POST',
        '/api/admin/resources/bulk',
        await app()
          .post('/api/admin/resources/bulk')
          .set(staff)
          .send({ action: 'publish', ids: [id] }),
      ).status,
    ).toBe(200);
    expect(answer('DELETE', '/api/admin/resources/{id}', await app().delete(`/api/admin/resources/${id}`).set(staff)).status).toBe(204);

    const input = {
      slug: `landing-${uniq()}`,
      title: 'Webinar: FinOps in 2027',
      blocks: [{ type: 'hero', headline: 'FinOps in 2027', ctas: [{ label: 'Book a call', target: '#contact' }] }],
      seo: { title: 'FinOps webinar', description: 'Join our webinar.' },
    };
    const page = answer('POST', '/api/admin/pages', await app().post('/api/admin/pages').set(token).send(input));
    expect(page.status).toBe(201);
    expect(answer('GET', '/api/admin/pages', await app().get('/api/admin/pages').set(token)).status).toBe(200);
    expect(answer('GET', '/api/admin/pages/{id}', await app().get(`/api/admin/pages/${page.body.id}`).set(token)).status).toBe(200);
    const saved = await app()
      .put(`/api/admin/pages/${page.body.id}`)
      .set(token)
      .send({ ...input, title: 'Webinar: FinOps 2027', expectedVersion: page.body.version });
    expect(answer('PUT', '/api/admin/pages/{id}', saved).status).toBe(200);
    const revisions = answer(
      'GET',
      '/api/admin/pages/{id}/revisions',
      await app().get(`/api/admin/pages/${page.body.id}/revisions`).set(staff),
    );
    const revision = revisions.body[revisions.body.length - 1].id as string;
    expect(
      answer('GET', '/api/admin/page-revisions/{id}', await app().get(`/api/admin/page-revisions/${revision}`).set(staff)).status,
    ).toBe(200);
    const restored = await app()
      .post(`/api/admin/page-revisions/${revision}/restore`)
      .set(staff)
      .send({ expectedVersion: saved.body.version });
    expect(answer('POST', '/api/admin/page-revisions/{id}/restore', restored).status).toBe(200);
    expect(answer('DELETE', '/api/admin/pages/{id}', await app().delete(`/api/admin/pages/${page.body.id}`).set(staff)).status).toBe(204);

    const menus = answer('GET', '/api/admin/navigation', await app().get('/api/admin/navigation').set(token));
    const header = (menus.body as Array<{ name: string; version: number }>).find((m) => m.name === 'header')!;
    const menu = { items: [{ label: 'Blog', target: { kind: 'route', route: 'blog' } }], expectedVersion: header.version };
    expect(
      answer('PUT', '/api/admin/navigation/{menu}', await app().put('/api/admin/navigation/header').set(staff).send(menu)).status,
    ).toBe(200);
    const footer = answer('GET', '/api/admin/footer', await app().get('/api/admin/footer').set(token));
    const { details, version } = footer.body as { details: unknown; version: number };
    expect(
      answer('PUT', '/api/admin/footer', await app().put('/api/admin/footer').set(staff).send({ details, expectedVersion: version }))
        .status,
    ).toBe(200);
  });

  it('leads, their pipeline, exports and erasure', async () => {
    for (const kind of ['playbook-leads', 'contact-requests']) {
      expect(answer('GET', `/api/admin/${kind}`, await app().get(`/api/admin/${kind}?pageSize=2`).set(token)).status).toBe(200);
      expect(answer('GET', `/api/admin/${kind}/export.csv`, await app().get(`/api/admin/${kind}/export.csv`).set(token)).status).toBe(200);
    }
    const lead = (await app().post('/api/playbook-lead').send(validLead())).body.id as string;
    expect(answer('GET', '/api/admin/leads/{kind}/{id}', await app().get(`/api/admin/leads/playbook/${lead}`).set(token)).status).toBe(200);
    const patched = await app()
      .patch(`/api/admin/leads/playbook/${lead}`)
      .set(token)
      .send({ status: 'CONTACTED', labels: ['webinar'] });
    expect(answer('PATCH', '/api/admin/leads/{kind}/{id}', patched).status).toBe(200);
    const note = await app().post(`/api/admin/leads/playbook/${lead}/notes`).set(token).send({ body: 'Called.' });
    expect(answer('POST', '/api/admin/leads/{kind}/{id}/notes', note).status).toBe(201);
    const bulk = await app()
      .post('/api/admin/leads/playbook/bulk')
      .set(token)
      .send({ ids: [lead], status: 'QUALIFIED' });
    expect(answer('POST', '/api/admin/leads/{kind}/bulk', bulk).status).toBe(200);
    expect(answer('GET', '/api/admin/lead-status-counts', await app().get('/api/admin/lead-status-counts').set(staff)).status).toBe(200);
    const email = validLead().email;
    await app().post('/api/contact').send(validContact({ email }));
    const exported = await app().post('/api/admin/leads/access-export').set(staff).send({ email });
    expect(answer('POST', '/api/admin/leads/access-export', exported).status).toBe(200);
    expect(answer('POST', '/api/admin/leads/erase', await app().post('/api/admin/leads/erase').set(staff).send({ email })).status).toBe(
      200,
    );
    expect(
      answer('DELETE', '/api/admin/leads/{kind}/{id}', await app().delete(`/api/admin/leads/playbook/${lead}`).set(staff)).status,
    ).toBe(200);
    const another = (await app().post('/api/contact').send(validContact())).body.id as string;
    const erased = await app()
      .post('/api/admin/leads/contact/bulk-erase')
      .set(staff)
      .send({ ids: [another] });
    expect(answer('POST', '/api/admin/leads/{kind}/bulk-erase', erased).status).toBe(200);

    // The delivery worker writes the leads' e-mails to the outbox.
    const outbox = async () =>
      dataOf(await server.gql('{ outboxMessages(pageSize: 1) { items { id } } }', undefined, undefined, staff.Authorization.slice(7)))
        .outboxMessages.items as Array<{ id: string }>;
    await waitFor('an outbox message', async () => (await outbox()).length > 0);
    const message = (await outbox())[0].id;
    expect(
      answer('GET', '/api/admin/outbox/{id}/message.eml', await app().get(`/api/admin/outbox/${message}/message.eml`).set(staff)).status,
    ).toBe(200);
    expect(answer('GET', '/api/admin/audit-log/export.csv', await app().get('/api/admin/audit-log/export.csv').set(staff)).status).toBe(
      200,
    );
  });

  it('sync feeds, media, analytics and sign-out', async () => {
    for (const feed of ['posts', 'categories', 'resources', 'playbook-leads', 'contact-requests', 'media', 'pages', 'deleted']) {
      // The media feed is staff-only, as the document says.
      const page = answer(
        'GET',
        `/api/admin/sync/${feed}`,
        await app()
          .get(`/api/admin/sync/${feed}?limit=2`)
          .set(feed === 'media' ? staff : token),
      );
      expect([feed, page.status, page.body.message]).toEqual([feed, 200, undefined]);
    }
    answer('GET', '/api/admin/sync/posts', await app().get('/api/admin/sync/posts?after=not-a-cursor').set(token));

    const upload = await app()
      .post('/api/admin/media')
      .set(staff)
      .attach('file', await image('png', 40, 30), 'chart.png')
      .field('alt', 'A chart');
    expect(answer('POST', '/api/admin/media', upload).status).toBe(201);
    expect(answer('GET', '/api/admin/media', await app().get('/api/admin/media').set(staff)).status).toBe(200);
    expect(answer('GET', '/api/admin/media/{id}', await app().get(`/api/admin/media/${upload.body.id}`).set(staff)).status).toBe(200);
    const alt = await app().patch(`/api/admin/media/${upload.body.id}`).set(staff).send({ alt: 'A bar chart' });
    expect(answer('PATCH', '/api/admin/media/{id}', alt).status).toBe(200);
    expect(answer('DELETE', '/api/admin/media/{id}', await app().delete(`/api/admin/media/${upload.body.id}`).set(staff)).status).toBe(204);

    const range = 'from=2026-01-01T00:00:00.000Z&to=2026-02-01T00:00:00.000Z';
    expect(answer('GET', '/api/admin/analytics/summary', await app().get(`/api/admin/analytics/summary?${range}`).set(token)).status).toBe(
      200,
    );
    expect(answer('GET', '/api/admin/analytics/realtime', await app().get('/api/admin/analytics/realtime').set(token)).status).toBe(200);
    expect(
      answer('GET', '/api/admin/analytics/pages', await app().get(`/api/admin/analytics/pages?${range}&path=/blog`).set(token)).status,
    ).toBe(200);
    expect(answer('POST', '/api/auth/logout', await app().post('/api/auth/logout').set(staff)).status).toBe(200);
  });

  it('has called every operation of the document, each with a success unless listed with a reason', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.length).toBeGreaterThan(75);
    expect(operations.filter((op) => !seen.has(op))).toEqual([]);
    const errorOnly = operations.filter((op) => !seen.get(op)!.some((status) => status < 400));
    expect(errorOnly.sort()).toEqual(Object.keys(ERROR_ONLY).sort());
  });
});
