// Security suite, the integrators' guide page (GET /api/docs/integrators, issue 34): the markdown is
// ours, but what it renders to is cleaned anyway — raw HTML shows as text, no script, event
// handler, style or javascript: link survives — and the path, public as the OpenAPI document, still
// refuses an invalid API token like every /api path, and takes no input (a query string changes
// nothing).
import request from 'supertest';
import { INVALID_API_TOKEN_MESSAGE } from '../../graphql-server/src/auth/access';
import { renderGuidePage } from '../../graphql-server/src/http/integrators-guide';
import type { TestServer } from '../support/test-server';
import { DANGEROUS_OUTPUT, XSS_PAYLOADS } from '../support/xss-payloads';
import { START_TIMEOUT, startServer } from './helpers';

describe('security: the integrators’ guide page', () => {
  it('renders hostile markdown harmless: raw HTML as text, no script, handler or javascript: link', () => {
    const markdown = [
      '# Guide <script>alert(1)</script>',
      '',
      ...XSS_PAYLOADS.map((payload) => `- ${payload}`),
      '',
      '[click](javascript:alert(1)) [data](data:text/html;base64,PHNjcmlwdD4=) [rel](//evil.example/x)',
      '',
      '<img src=x onerror=alert(1)>',
      '',
      '<iframe src="https://evil.example"></iframe>',
      '',
      '```html',
      '<script>alert(1)</script>',
      '```',
    ].join('\n');
    const html = renderGuidePage(markdown);
    const body = html.slice(html.indexOf('<main>'));
    // The markup only: the payloads' own text is shown escaped, as text.
    const tags = (body.match(/<[^>]*>/g) ?? []).join('\n');
    for (const [what, pattern] of DANGEROUS_OUTPUT) expect([what, pattern.test(tags)]).toEqual([what, false]);
    expect(tags).not.toMatch(/<(script|img|iframe|style|svg)\b/i);
    expect(tags).not.toMatch(/href="(javascript|data):/i);
    expect(tags).not.toContain('href="//');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<title>Guide &lt;script&gt;alert(1)&lt;/script&gt;</title>');
  });

  describe('the route', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer();
    }, START_TIMEOUT);
    afterAll(() => server?.close());

    it('refuses an invalid API token with 401, like every /api path', async () => {
      const res = await request(server.app).get('/api/docs/integrators').set('Authorization', 'Bearer fin_not-a-real-token');
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(INVALID_API_TOKEN_MESSAGE);
    });

    it('answers the same page whatever the query string, and refuses other methods', async () => {
      const plain = await request(server.app).get('/api/docs/integrators');
      const odd = await request(server.app).get('/api/docs/integrators?x=<script>&page=-1');
      expect(odd.status).toBe(200);
      expect(odd.headers.etag).toBe(plain.headers.etag);
      expect(odd.text).not.toContain('<script>');
      expect((await request(server.app).post('/api/docs/integrators').send({})).status).toBe(404);
    });
  });
});
