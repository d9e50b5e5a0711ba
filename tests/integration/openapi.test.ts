// The OpenAPI 3.1 document at /api/openapi.json (issue 15): it is a valid OpenAPI 3.1 document,
// it lists every REST route the app serves (a new path without its description fails here), and
// real answers — public and admin, successes and errors — match it under a standard validator.
import { validate } from '@readme/openapi-parser';
import request from 'supertest';
import { openApiPath } from '../../graphql-server/src/http/openapi/document';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { registeredApiRoutes, responseChecker } from '../support/openapi-check';
import { issueApiToken, bearer } from './api-token-helpers';
import { START_TIMEOUT, randomUuid, startServer, validCategory, validContact, validLead, validPost, type Agent } from './helpers';

type Doc = Parameters<typeof responseChecker>[0];

describe('the OpenAPI document', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let doc: Doc;
  let check: ReturnType<typeof responseChecker>;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
    const res = await request(server.app).get('/api/openapi.json').expect(200);
    doc = res.body as Doc;
    check = responseChecker(doc);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect((doc as unknown as { openapi: string }).openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('describes every REST route the app serves, and nothing it does not', () => {
    const served = registeredApiRoutes(server.app).map((route) => {
      const [method, path] = route.split(' ');
      return `${method} ${openApiPath(path)}`;
    });
    const described = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(served.length).toBeGreaterThan(40);
    expect(served.filter((route) => !described.includes(route))).toEqual([]);
    expect(described.filter((route) => !served.includes(route))).toEqual([]);
  });

  it('refuses an answer that does not match (the check can fail)', () => {
    const answer = (status: number, body: unknown) => ({ status, headers: { 'content-type': 'application/json' }, body, text: '[]' });
    expect(() => check('GET', '/api/blog', answer(200, [{ id: 1 }]) as never)).toThrow(/does not match/);
    expect(() => check('GET', '/api/blog', answer(418, []) as never)).toThrow(/does not list/);
    expect(() => check('GET', '/api/nowhere', answer(200, []) as never)).toThrow(/not in the OpenAPI document/);
  });

  it('matches public answers, successes and errors', async () => {
    const app = request(server.app);
    const get = async (path: string, url = path) => check('GET', path, await app.get(url));
    await get('/api/blog');
    await get('/api/blog/featured');
    await get('/api/blog/search', '/api/blog/search?q=cloud');
    await get('/api/blog/category/{category}', '/api/blog/category/all?pageSize=5');
    await get('/api/categories');
    await get('/api/resources');
    await get('/api/resources/type/{type}', '/api/resources/type/whitepaper');
    await get('/api/pages/{slug}', '/api/pages/privacy');
    await get('/api/auth/me');
    const slug = (await app.get('/api/blog?pageSize=1')).body[0].slug as string;
    await get('/api/blog/{slug}', `/api/blog/${slug}`);
    // Errors: unknown slug, out-of-range page size, a bad body.
    await get('/api/blog/{slug}', '/api/blog/no-such-post');
    await get('/api/blog', '/api/blog?pageSize=1000');
    check('POST', '/api/playbook-lead', await app.post('/api/playbook-lead').send(validLead()));
    check('POST', '/api/contact', await app.post('/api/contact').send(validContact()));
    check('POST', '/api/playbook-lead', await app.post('/api/playbook-lead').send({ name: '' }));
    check('POST', '/api/playbook-lead', await app.post('/api/playbook-lead').set('Content-Type', 'text/plain').send('hi'));
    const resource = (await app.get('/api/resources?pageSize=1')).body[0].id as string;
    check('POST', '/api/resources/{id}/download', await app.post(`/api/resources/${resource}/download`));
    check('POST', '/api/auth/login', await app.post('/api/auth/login').send({ username: 'admin', password: 'wrong-password' }));
    check('POST', '/api/auth/logout', await app.post('/api/auth/logout'));
  });

  it('matches admin answers, for staff, tokens and refusals', async () => {
    const staff = admin.agent;
    const token = await issueApiToken(server, admin.token, ['content', 'leads']);
    const app = request(server.app);
    check('GET', '/api/admin/blog', await app.get('/api/admin/blog?pageSize=3').set(bearer(token.secret)));
    check('GET', '/api/admin/blog', await app.get('/api/admin/blog'));
    check('GET', '/api/admin/blog', await app.get('/api/admin/blog?sort=nope').set(bearer(token.secret)));
    const category = await staff.post('/api/admin/categories').send(validCategory());
    check('POST', '/api/admin/categories', category);
    check('GET', '/api/admin/categories/{id}', await staff.get(`/api/admin/categories/${category.body.id}`));
    check('GET', '/api/admin/categories', await staff.get('/api/admin/categories'));
    const post = await staff.post('/api/admin/blog').send(validPost({ category: category.body.slug }));
    check('POST', '/api/admin/blog', post);
    check('POST', '/api/admin/blog', await staff.post('/api/admin/blog').send({ title: '' }));
    check(
      'PUT',
      '/api/admin/blog/{id}',
      await staff.put(`/api/admin/blog/${post.body.id}`).send(validPost({ category: category.body.slug })),
    );
    check('PUT', '/api/admin/blog/{id}', await app.put(`/api/admin/blog/${post.body.id}`).set(bearer(token.secret)).send(validPost()));
    check('GET', '/api/admin/blog/{id}', await staff.get(`/api/admin/blog/${randomUuid()}`));
    check('GET', '/api/admin/blog/{id}/revisions', await staff.get(`/api/admin/blog/${post.body.id}/revisions`));
    const link = await staff.post(`/api/admin/blog/${post.body.id}/preview-links`);
    check('POST', '/api/admin/blog/{id}/preview-links', link);
    check('GET', '/api/admin/blog/{id}/preview-links', await staff.get(`/api/admin/blog/${post.body.id}/preview-links`));
    check('DELETE', '/api/admin/preview-links/{id}', await staff.delete(`/api/admin/preview-links/${link.body.id}`));
    check('GET', '/api/admin/blog/{id}/pending', await staff.get(`/api/admin/blog/${post.body.id}/pending`));
    check('GET', '/api/admin/redirects', await staff.get('/api/admin/redirects'));
    check('POST', '/api/admin/blog/bulk', await staff.post('/api/admin/blog/bulk').send({ action: 'publish', ids: [post.body.id] }));
    check('POST', '/api/admin/blog/bulk', await staff.post('/api/admin/blog/bulk').send({ action: 'nope', ids: [] }));
    check('DELETE', '/api/admin/blog/{id}', await staff.delete(`/api/admin/blog/${post.body.id}`));
    check('GET', '/api/admin/resources', await app.get('/api/admin/resources').set(bearer(token.secret)));
    check('GET', '/api/admin/playbook-leads', await app.get('/api/admin/playbook-leads').set(bearer(token.secret)));
    check('GET', '/api/admin/contact-requests', await app.get('/api/admin/contact-requests').set(bearer(token.secret)));
    check('GET', '/api/admin/playbook-leads/export.csv', await app.get('/api/admin/playbook-leads/export.csv').set(bearer(token.secret)));
    const leadId = (await app.get('/api/admin/playbook-leads?pageSize=1').set(bearer(token.secret))).body[0].id as string;
    check('GET', '/api/admin/leads/{kind}/{id}', await app.get(`/api/admin/leads/playbook/${leadId}`).set(bearer(token.secret)));
    check('PATCH', '/api/admin/leads/{kind}/{id}', await staff.patch(`/api/admin/leads/playbook/${leadId}`).send({ status: 'CONTACTED' }));
    check(
      'POST',
      '/api/admin/leads/{kind}/{id}/notes',
      await staff.post(`/api/admin/leads/playbook/${leadId}/notes`).send({ body: 'Called.' }),
    );
    check('GET', '/api/admin/lead-status-counts', await staff.get('/api/admin/lead-status-counts'));
    check('GET', '/api/admin/media', await staff.get('/api/admin/media'));
    check(
      'POST',
      '/api/admin/leads/{kind}/bulk',
      await staff.post('/api/admin/leads/playbook/bulk').send({ ids: [leadId], status: 'QUALIFIED' }),
    );
    check('POST', '/api/admin/leads/erase', await staff.post('/api/admin/leads/erase').send({ email: 'nobody@example.com' }));
    for (const feed of ['posts', 'categories', 'resources', 'playbook-leads', 'contact-requests', 'media', 'deleted']) {
      check('GET', `/api/admin/sync/${feed}`, await app.get(`/api/admin/sync/${feed}?limit=2`).set(bearer(token.secret)));
    }
    check('GET', '/api/admin/sync/posts', await app.get('/api/admin/sync/posts?after=not-a-cursor').set(bearer(token.secret)));
    check('GET', '/api/admin/sync/playbook-leads', await app.get('/api/admin/sync/playbook-leads'));
  });
});
