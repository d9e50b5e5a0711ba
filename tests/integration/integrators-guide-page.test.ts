// The integrators' guide served by the site (issue 34, decision 0077): GET /api/docs/integrators is
// docs/integrators.md as an HTML page — its headings with the anchors the guide links to, under the
// site's CSP, no script, not for search engines — revalidated by ETag (304 while unchanged).
import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import type { TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer } from './helpers';

const GUIDE = '/api/docs/integrators';

describe("the integrators' guide page", () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer();
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('serves the guide as HTML under the site’s CSP, with its headings and anchors, noindex', async () => {
    const res = await request(server.app).get(GUIDE);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const html = res.text;
    expect(html).toContain('<title>Integrators&#39; guide</title>');
    expect(html).toContain('<h1 id="integrators-guide">Integrators\' guide</h1>');
    expect(html).toContain('<h2 id="authentication">Authentication</h2>');
    // The guide's own anchors lead to its headings.
    expect(html).toContain('href="#api-tokens"');
    expect(html).toMatch(/<h2 id="api-tokens">/);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toMatch(/<script/i);
    // The tables of the markdown are tables.
    expect(html).toContain('<table>');
    // A link into the repository names the file instead of leading nowhere.
    expect(html).not.toContain('href="privacy-analytics.md"');
    expect(html).toContain('<code>docs/privacy-analytics.md</code>');
    // Every second-level heading of the file is on the page.
    const markdown = fs.readFileSync(path.join(__dirname, '..', '..', 'docs', 'integrators.md'), 'utf8');
    const headings = [...markdown.matchAll(/^## (.+)$/gm)].length;
    expect(html.match(/<h2 id=/g)).toHaveLength(headings);
  });

  it('is cached by ETag: a revalidation while the guide is the same answers 304', async () => {
    const first = await request(server.app).get(GUIDE);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await request(server.app).get(GUIDE).set('If-None-Match', etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect((await request(server.app).get(GUIDE).set('If-None-Match', '"other"')).status).toBe(200);
  });
});
