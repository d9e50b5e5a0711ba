// Security suite, trust boundaries (issue 10):
// - client addresses: X-Forwarded-For is believed only as TRUST_PROXY says (unset: from nobody),
//   and per-address limits count an IPv6 client per /64;
// - access logs record the client's address (full, truncated or off);
// - a JSON body with a key like __proto__, constructor or toString is refused with 400 and a clear
//   message on every REST write (and on /graphql), never a 500 with a stack;
// - no "Did you mean ...?" in any GraphQL error (it maps the schema when introspection is off);
// - the same-origin check of sign-ins holds whatever the path's letter case or trailing slash.
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../graphql-server/src/http/app';
import { RESERVED_KEY_MESSAGE } from '../../graphql-server/src/http/json-body';
import { createLogger, setLogger } from '../../graphql-server/src/logger';
import type { LogClientAddress } from '../../graphql-server/src/security/client-address';
import { CROSS_SITE_MESSAGE } from '../../graphql-server/src/security/origin-check';
import { signedInAdmin, type TestServer } from '../support/test-server';
import {
  expectNoStackTrace,
  startServer,
  START_TIMEOUT,
  uniq,
  validCategory,
  validContact,
  validLead,
  validPost,
  validResource,
} from './helpers';

jest.setTimeout(60_000);

const SUBMIT_LEAD = `mutation Lead($input: PlaybookLeadInput!) { submitPlaybookLead(input: $input) { id } }`;

describe('client addresses with TRUST_PROXY unset', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: false, rateLimits: { leadRateLimit: 20 } });
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('counts 25 leads with a rotating X-Forwarded-For from one socket as one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1) {
      const res = await request(server.app)
        .post('/api/playbook-lead')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send(validLead());
      statuses.push(res.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.slice(20)).toEqual([429, 429, 429, 429, 429]);
    // GraphQL counts the same address.
    const viaGraphql = await request(server.app)
      .post('/graphql')
      .set('X-Forwarded-For', '192.0.2.200')
      .send({ query: SUBMIT_LEAD, variables: { input: validLead() } });
    expect(viaGraphql.status).toBe(429);
  });
});

describe('client addresses with TRUST_PROXY=1', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ trustProxy: 1, rateLimits: { leadRateLimit: 2 } });
  }, START_TIMEOUT);
  afterAll(() => server.close());

  const lead = (forwardedFor: string) =>
    request(server.app).post('/api/playbook-lead').set('X-Forwarded-For', forwardedFor).send(validLead());

  it('counts the address the proxy forwarded, not one the client put before it', async () => {
    expect((await lead('198.51.100.7')).status).toBe(201);
    // A client's own X-Forwarded-For arrives before the proxy's entry: only the last one counts.
    expect((await lead('6.6.6.6, 198.51.100.7')).status).toBe(201);
    expect((await lead('7.7.7.7, 198.51.100.7')).status).toBe(429);
    expect((await lead('198.51.100.8')).status).toBe(201);
  });

  it('counts IPv6 clients per /64, IPv4-mapped IPv6 as IPv4', async () => {
    expect((await lead('2001:db8:1:2::1')).status).toBe(201);
    expect((await lead('2001:db8:1:2:ffff:eeee:dddd:cccc')).status).toBe(201);
    expect((await lead('2001:db8:1:2::99')).status).toBe(429);
    expect((await lead('2001:db8:1:3::1')).status).toBe(201);

    expect((await lead('198.51.100.50')).status).toBe(201);
    expect((await lead('::ffff:198.51.100.50')).status).toBe(201);
    expect((await lead('198.51.100.50')).status).toBe(429);
  });
});

/** One server for the rest: seeded, introspection off, SITE_URL set. */
describe('on one server', () => {
  let server: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    server = await startServer({ seed: true, introspection: false, siteUrl: 'https://finops.example' });
    adminToken = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server.close());

  describe('access logs', () => {
    const lines: Array<Record<string, any>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });

    afterAll(() => {
      setLogger(createLogger({ level: 'error' }));
    });

    async function logged(mode: LogClientAddress | undefined, forwardedFor: string): Promise<Record<string, any>> {
      setLogger(pino({ level: 'info', base: undefined }, sink));
      const { app, apollo } = await createApp({
        services: server.services,
        dataSource: server.dataSource,
        secureCookies: false,
        introspection: true,
        trustProxy: ['loopback'],
        logClientAddress: mode,
      });
      const id = `log-${uniq()}`;
      await request(app).get('/api/categories').set('X-Request-Id', id).set('X-Forwarded-For', forwardedFor);
      await apollo.stop();
      const line = lines.find((entry) => entry.req?.id === id);
      expect(line).toBeDefined();
      return line!;
    }

    it('record the client address as resolved under TRUST_PROXY (in full by default)', async () => {
      expect((await logged(undefined, '198.51.100.23')).req).toMatchObject({
        method: 'GET',
        url: '/api/categories',
        remoteAddress: '198.51.100.23',
      });
      expect((await logged('full', '2001:db8:aaaa:bbbb::1')).req.remoteAddress).toBe('2001:db8:aaaa:bbbb::1');
    });

    it('truncate it to the /24 (IPv4) or /48 (IPv6) with LOG_CLIENT_ADDRESS=truncated', async () => {
      expect((await logged('truncated', '198.51.100.23')).req.remoteAddress).toBe('198.51.100.0/24');
      expect((await logged('truncated', '2001:db8:aaaa:bbbb::1')).req.remoteAddress).toBe('2001:db8:aaaa::/48');
    });

    it('leave it out with LOG_CLIENT_ADDRESS=off', async () => {
      const line = await logged('off', '198.51.100.23');
      expect(line.req.remoteAddress).toBeUndefined();
      expect(JSON.stringify(line)).not.toContain('198.51.100');
    });
  });

  /** Keys that name Object.prototype's members or reach the prototype chain. */
  const RESERVED_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];

  /** `valid` with `"key": value` added first, as raw JSON (a JS object literal would set the prototype). */
  function withKey(valid: object, key: string, value: unknown, nested?: string): string {
    const json = JSON.stringify({ ...valid, last: true });
    if (nested) return json.replace(/^\{/, `{"${nested}":{"${key}":${JSON.stringify(value)}},`);
    return json.replace(/^\{/, `{"${key}":${JSON.stringify(value)},`);
  }

  describe('reserved keys in JSON bodies', () => {
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      const auth = { Authorization: `Bearer ${adminToken}` };
      ids.post = (await request(server.app).get('/api/admin/blog').set(auth)).body[0].id;
      ids.category = (await request(server.app).get('/api/admin/categories').set(auth)).body[0].id;
      ids.resource = (await request(server.app).get('/api/admin/resources').set(auth)).body[0].id;
    });

    const WRITES: Array<{ name: string; method: 'post' | 'put'; url: () => string; admin: boolean; valid: () => object }> = [
      { name: 'POST /api/playbook-lead', method: 'post', url: () => '/api/playbook-lead', admin: false, valid: () => validLead() },
      { name: 'POST /api/contact', method: 'post', url: () => '/api/contact', admin: false, valid: () => validContact() },
      {
        name: 'POST /api/auth/login',
        method: 'post',
        url: () => '/api/auth/login',
        admin: false,
        valid: () => ({ username: 'admin', password: 'secret123' }),
      },
      {
        name: 'POST /api/auth/register',
        method: 'post',
        url: () => '/api/auth/register',
        admin: false,
        valid: () => ({ username: `r-${uniq()}`, password: 'secret123' }),
      },
      { name: 'POST /api/auth/logout', method: 'post', url: () => '/api/auth/logout', admin: false, valid: () => ({}) },
      {
        name: 'POST /api/resources/:id/download',
        method: 'post',
        url: () => `/api/resources/${ids.resource}/download`,
        admin: false,
        valid: () => ({}),
      },
      { name: 'POST /api/admin/blog', method: 'post', url: () => '/api/admin/blog', admin: true, valid: () => validPost() },
      { name: 'PUT /api/admin/blog/:id', method: 'put', url: () => `/api/admin/blog/${ids.post}`, admin: true, valid: () => validPost() },
      { name: 'POST /api/admin/categories', method: 'post', url: () => '/api/admin/categories', admin: true, valid: () => validCategory() },
      {
        name: 'PUT /api/admin/categories/:id',
        method: 'put',
        url: () => `/api/admin/categories/${ids.category}`,
        admin: true,
        valid: () => validCategory(),
      },
      { name: 'POST /api/admin/resources', method: 'post', url: () => '/api/admin/resources', admin: true, valid: () => validResource() },
      {
        name: 'PUT /api/admin/resources/:id',
        method: 'put',
        url: () => `/api/admin/resources/${ids.resource}`,
        admin: true,
        valid: () => validResource(),
      },
    ];

    it.each(WRITES.map((write) => [write.name, write] as const))(
      '%s answers 400 with a clear message for each reserved key',
      async (_name, write) => {
        // At the top level, and nested in an object (a calculator's results, or a key the rules drop).
        const cases = RESERVED_KEYS.flatMap((key, i) => [
          { key, value: i % 2 === 0 ? { polluted: true } : 'text', nested: undefined },
          ...(i < 2 ? [{ key, value: 1, nested: 'toolResults' }] : []),
        ]);
        for (const { key, value, nested } of cases) {
          let req = request(server.app)[write.method](write.url()).set('Content-Type', 'application/json');
          if (write.admin) req = req.set('Authorization', `Bearer ${adminToken}`);
          const res = await req.send(withKey(write.valid(), key, value, nested));
          expect({ key, value, nested, status: res.status, body: res.body }).toEqual({
            key,
            value,
            nested,
            status: 400,
            body: { message: RESERVED_KEY_MESSAGE(key) },
          });
          expectNoStackTrace(res);
        }
        // Nothing reached the prototype of plain objects.
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      },
    );

    it('refuses them on /graphql too, in variables and in JSON scalars', async () => {
      for (const key of RESERVED_KEYS) {
        const body = `{"query":${JSON.stringify('mutation($i: ContactRequestInput!) { submitContactRequest(input: $i) { id } }')},"variables":{"i":${withKey(validContact(), key, 'x', 'toolResults')}}}`;
        const res = await request(server.app).post('/graphql').set('Content-Type', 'application/json').send(body);
        expect({ key, status: res.status, body: res.body }).toEqual({ key, status: 400, body: { message: RESERVED_KEY_MESSAGE(key) } });
      }
    });

    it('still accepts keys that merely contain such a word', async () => {
      const res = await request(server.app)
        .post('/api/contact')
        .send({ ...validContact(), toolResults: { constructorCost: 1, my__proto__: 'x', toStringValue: 'y' } });
      expect(res.status).toBe(201);
    });
  });

  describe('GraphQL errors never suggest names (introspection off)', () => {
    const QUERIES: Array<[string, string, Record<string, unknown>?]> = [
      ['a misspelt field', '{ postz { totalCount } }'],
      ['a misspelt nested field', '{ posts { itemz { title } } }'],
      ['a misspelt argument', '{ posts(categori: "technical") { totalCount } }'],
      ['a misspelt type in a fragment', '{ posts { ...F } } fragment F on PostPag { totalCount }'],
      ['a misspelt variable type', 'query($i: PlaybookLeadInpt!) { registrationOpen }', { i: {} }],
      [
        'a misspelt input field (literal)',
        'mutation { submitPlaybookLead(input: { nam: "A", email: "a@example.com", company: "C" }) { id } }',
      ],
      [
        'a misspelt input field (variable)',
        'mutation($i: PlaybookLeadInput!) { submitPlaybookLead(input: $i) { id } }',
        { i: { nam: 'A', email: 'a@example.com', company: 'C' } },
      ],
      ['a misspelt enum value (literal)', 'mutation { createApiToken(input: { name: "x", scopes: [CONTEN] }) { token } }'],
      [
        'a misspelt enum value (variable)',
        'mutation($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
        { i: { name: 'x', scopes: ['CONTEN'] } },
      ],
      [
        'a lower-case enum value (variable)',
        'mutation($i: ApiTokenInput!) { createApiToken(input: $i) { token } }',
        { i: { name: 'x', scopes: ['content'] } },
      ],
      ['an enum value as a string literal', 'mutation { createApiToken(input: { name: "x", scopes: ["CONTENT"] }) { token } }'],
      ['a misspelt directive', '{ registrationOpen @skp(if: true) }'],
    ];

    // Rest parameters: jest takes a callback with more parameters than the row has for one awaiting done().
    it.each(QUERIES)('%s', async (...[, query, variables]: [string, string, Record<string, unknown>?]) => {
      const res = await request(server.app).post('/graphql').set('Authorization', `Bearer ${adminToken}`).send({ query, variables });
      expect(res.body.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(res.body)).not.toMatch(/did you mean/i);
      expect(JSON.stringify(res.body)).not.toMatch(/CONTENT"?\s*,\s*"?LEADS|PlaybookLeadInput\?|"name"\?/);
      expectNoStackTrace(res);
    });
  });

  describe('same-origin check of sign-ins, whatever the path’s spelling', () => {
    it.each([
      '/api/auth/login',
      '/api/AUTH/login',
      '/api/Auth/Login',
      '/api/auth/login/',
      '/api/AUTH/LOGIN/',
      '/API/auth/login',
      '/api//auth/login',
      '/api/auth/register',
      '/api/AUTH/REGISTER',
    ])('refuses %s from another site', async (path) => {
      const res = await request(server.app)
        .post(path)
        .set('Origin', 'https://evil.example')
        .send({ username: 'admin', password: 'secret123' });
      expect({ path, status: res.status, body: res.body }).toEqual({ path, status: 403, body: { message: CROSS_SITE_MESSAGE } });
    });

    it('still signs in from the site itself under another spelling', async () => {
      const res = await request(server.app)
        .post('/api/AUTH/login')
        .set('Origin', 'https://finops.example')
        .send({ username: 'admin', password: 'secret123' });
      expect(res.status).toBe(200);
    });
  });
});
