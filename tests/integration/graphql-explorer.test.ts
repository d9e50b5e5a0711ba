// The GraphQL explorer at GET /graphql (issue 15): a browser signed in as staff gets the built
// GraphiQL page under the site's CSP (no inline script); anonymous visitors, API tokens and
// non-navigation GETs (persisted queries) get what /graphql answered before, and the page is
// never a static file. The page itself loading without CSP violations: tests/e2e/graphql-explorer.spec.ts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken } from './api-token-helpers';
import { START_TIMEOUT, startServer, type Agent } from './helpers';

const PAGE =
  '<!doctype html><title>GraphQL explorer</title><div id="explorer"></div><script type="module" src="/assets/explorer-test.js"></script>';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the GraphQL explorer', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-explorer-'));

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'explorer.html'), PAGE);
    server = await startServer({ explorerFile: path.join(dir, 'explorer.html') });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the page a signed-in staff member’s browser gets, under a CSP without inline scripts', async () => {
    const res = await admin.agent.get('/graphql').set('Accept', HTML);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toBe(PAGE);
    expect(res.headers['cache-control']).toBe('no-store');
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1];
    expect(scriptSrc).toBe("'self'");
    expect(csp).toMatch(/connect-src 'self'/);
  });

  it('is not what anonymous visitors, API tokens or a bad session get: they get the answer of before', async () => {
    const token = await issueApiToken(server, admin.token, ['content']);
    const before = await request(server.app).get('/graphql').set('Accept', HTML);
    expect(before.status).toBe(400);
    expect(before.text).not.toContain('GraphQL explorer');
    const withToken = await request(server.app).get('/graphql').set('Accept', HTML).set(bearer(token.secret));
    expect(withToken.text).not.toContain('GraphQL explorer');
    const forged = await request(server.app).get('/graphql').set('Accept', HTML).set('Cookie', 'finops_session=not-a-session');
    expect(forged.text).not.toContain('GraphQL explorer');
    expect(forged.status).toBe(before.status);
  });

  it('leaves GraphQL over GET working for staff: a query in the URL, or a JSON client, gets data', async () => {
    const query = await admin.agent
      .get('/graphql')
      .query({ query: '{ categories { slug } }' })
      .set('Accept', HTML)
      .set('apollo-require-preflight', 'true');
    expect(query.body.data.categories).toEqual(expect.any(Array));
    const json = await admin.agent.get('/graphql').set('Accept', 'application/json');
    expect(json.headers['content-type']).toMatch(/json/);
  });

  it('is never served as a static file', async () => {
    expect((await admin.agent.get('/explorer.html')).status).toBe(404);
  });
});
