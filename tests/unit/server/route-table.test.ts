// The one route table (schema/routes.ts) as the server reads it: every route answers 200 when
// loaded directly (the browser renders it), anything else 404, and trailing-slash or upper-case
// variants 301 to the canonical address with the query string kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { APP_ROUTES, canonicalPathname, examplePath, matchAppRoute } from '../../../schema/routes';
import { webApp } from '../../../graphql-server/src/http/spa';

// token: an invitation or reset link's secret (64 lower-case hex digits, so no canonical redirect touches it).
// kind: a lead's kind (playbook or contact).
const PARAMS = {
  slug: 'showback-before-chargeback',
  category: 'technical',
  id: '3f1c2a4e-8b7d-4c1e-9a2f-5d6e7f8a9b0c',
  token: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  kind: 'contact',
};

let webDist: string;
let app: express.Express;

beforeAll(() => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'route-table-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>x</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = express();
  app.use(webApp(webDist));
});

afterAll(() => fs.rmSync(webDist, { recursive: true, force: true }));

describe('the shared route table', () => {
  it('lists every screen of SPEC §2 and the admin delivery and token screens', () => {
    expect(APP_ROUTES.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/',
        '/playbook',
        '/calculator',
        '/maturity-assessment',
        '/framework',
        '/simulator',
        '/blog',
        '/blog/:slug',
        '/blog/category/:category',
        '/resources',
        '/admin/login',
        '/admin',
        '/admin/blog/new',
        '/admin/blog/edit/:id',
        '/admin/resources/new',
        '/admin/resources/edit/:id',
        '/admin/categories/new',
        '/admin/categories/edit/:id',
        '/admin/webhooks',
        '/admin/outbox',
        '/admin/api-tokens',
        '/admin/users',
        '/admin/audit-log',
        '/admin/profile',
        '/admin/sessions',
        '/admin/pages',
        '/admin/pages/new',
        '/admin/pages/edit/:id',
        '/admin/navigation',
        '/admin/forgot-password',
        '/admin/accept-invitation/:token',
        '/admin/reset-password/:token',
      ]),
    );
    expect(new Set(APP_ROUTES.map((route) => route.id)).size).toBe(APP_ROUTES.length);
  });

  it.each(APP_ROUTES.map((route) => [examplePath(route, PARAMS)]))('%s answers 200 when loaded directly', async (url) => {
    const response = await request(app).get(url).set('Accept', 'text/html');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<div id="root">');
  });

  it.each(['/no-such-page', '/blog/a/b', '/admin/nope', '/admin/blog/edit', '/admin/blog/edit/1/2', '/playbook/x'])(
    '%s answers 404',
    async (url) => {
      expect((await request(app).get(url).set('Accept', 'text/html')).status).toBe(404);
    },
  );

  it('matches a parameter to one segment only', () => {
    expect(matchAppRoute('/blog/category/technical')?.id).toBe('blog-category');
    expect(matchAppRoute('/blog/some-post')?.id).toBe('blog-article');
    expect(matchAppRoute('/blog/')).toBeUndefined();
    expect(matchAppRoute('/Blog')).toBeUndefined();
  });
});

describe('canonical addresses', () => {
  it.each([
    ['/blog/', '/blog'],
    ['/Blog', '/blog'],
    ['/BLOG/', '/blog'],
    ['/blog//', '/blog'],
    ['/Calculator', '/calculator'],
    ['/blog/category/Technical/', '/blog/category/technical'],
    ['/blog/Showback-Before-Chargeback', '/blog/showback-before-chargeback'],
    ['/admin/', '/admin'],
    ['/Admin/Outbox', '/admin/outbox'],
  ])('%s -> %s', async (from, to) => {
    expect(canonicalPathname(from)).toBe(to);
    const response = await request(app).get(`${from}?page=2&q=a%20b`).set('Accept', 'text/html');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(`${to}?page=2&q=a%20b`);
  });

  it('redirects without a query string when there is none, and on HEAD', async () => {
    const response = await request(app).head('/Resources/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/resources');
  });

  it.each(['/', '/blog', '/blog/category/technical', '/no-such-page/', '/No-Such-Page', '/favicon.svg', '/FAVICON.SVG'])(
    '%s is not redirected',
    async (url) => {
      expect(canonicalPathname(url)).toBeNull();
      expect((await request(app).get(url).set('Accept', 'text/html')).status).not.toBe(301);
    },
  );

  it('never redirects API, GraphQL or asset paths (the web app is mounted after them)', async () => {
    const full = express();
    full.use('/api', (_req, res) => void res.status(404).json({ error: 'Not found' }));
    full.all('/graphql', (_req, res) => void res.status(400).json({}));
    full.use(webApp(webDist));
    for (const url of ['/api/blog/', '/API/Blog', '/graphql/', '/GraphQL']) {
      expect((await request(full).get(url).set('Accept', 'text/html')).status).not.toBe(301);
    }
    expect((await request(full).get('/assets/Missing.JS/')).status).toBe(404);
  });
});
