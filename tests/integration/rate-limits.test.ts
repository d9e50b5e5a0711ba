// Brute-force and spam limits (issue: security and reliability), on both stores: PostgreSQL (the
// default, the rate_limits table) and Redis (REDIS_URL; the local Redis on 6379). Two app
// instances over one store share the counts, as several servers behind a load balancer would.
import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import { FAST_SCRYPT_COST } from '../../graphql-server/src/auth/passwords';
import { createApp } from '../../graphql-server/src/http/app';
import { rateLimitIdentity, type RateLimitSettings, type RateLimitStore } from '../../graphql-server/src/security/rate-limits';
import { createServices } from '../../graphql-server/src/services';
import { signedInAdmin, TEST_JWT_SECRET, UNTRIPPED_RATE_LIMITS, type TestServer } from '../support/test-server';
import { ManualClock } from '../support/manual-clock';
import { expectGqlError, startServer, START_TIMEOUT, validContact, validLead } from './helpers';

const LIMITS: RateLimitSettings = {
  ...UNTRIPPED_RATE_LIMITS,
  loginMaxFailures: 5,
  loginWindowSeconds: 900,
  loginLockSeconds: 10,
  loginIpMaxFailures: 8,
  leadRateLimit: 3,
};

const LOGIN = `mutation Login($input: CredentialsInput!) { login(input: $input) { user { username } } }`;
const SUBMIT_LEAD = `mutation Lead($input: PlaybookLeadInput!) { submitPlaybookLead(input: $input) { id createdAt } }`;
const SUBMIT_CONTACT = `mutation Contact($input: ContactRequestInput!) { submitContactRequest(input: $input) { id createdAt } }`;

/** Each call is a new address, never one used before in this file (X-Forwarded-For is trusted from loopback). */
let lastIp = 0;
const newIp = () => {
  lastIp += 1;
  return `198.51.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

async function redisIfRunning(): Promise<Redis | null> {
  const client = new Redis('redis://127.0.0.1:6379', {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    client.disconnect();
    return null;
  }
}

type StoreKind = 'postgres' | 'redis';

describe.each<StoreKind>(['postgres', 'redis'])('rate limits counted in %s', (kind) => {
  let server: TestServer;
  let redis: Redis | null = null;
  let redisPrefix = '';
  /** A second instance of the app over the same database and limiter store. */
  let twin: ReturnType<typeof request>;
  let skip = false;
  /** Both instances' clock: the test moves it past a lock instead of waiting for its end. */
  const clock = new ManualClock();

  beforeAll(async () => {
    let store: RateLimitStore | undefined;
    if (kind === 'redis') {
      redis = await redisIfRunning();
      if (!redis) {
        skip = true;
        console.warn('No Redis on 127.0.0.1:6379: the Redis store tests are skipped.');
        return;
      }
      // A prefix of this run's own: the PostgreSQL and embedded runs share the local Redis, and
      // their addresses (newIp) are the same sequence.
      redisPrefix = `finops-test-${crypto.randomBytes(4).toString('hex')}`;
      store = { kind: 'redis', client: redis, prefix: redisPrefix };
    }
    server = await startServer({ rateLimits: LIMITS, rateLimitStore: store, clock });
    await signedInAdmin(server, 'admin', 'secret123');
    const twinServices = createServices(server.dataSource, {
      jwtSecret: TEST_JWT_SECRET,
      jwtExpiresInSeconds: 3600,
      allowAdminRegistration: false,
      siteName: 'Twin',
      passwordCost: FAST_SCRYPT_COST,
      rateLimits: LIMITS,
      rateLimitStore: store,
      clock,
    });
    const { app } = await createApp({
      services: twinServices,
      dataSource: server.dataSource,
      secureCookies: false,
      introspection: true,
      trustProxy: ['loopback'],
    });
    twin = request(app);
  }, START_TIMEOUT);

  afterAll(async () => {
    await server?.close();
    redis?.disconnect();
  });

  const restLogin = (ip: string, username: string, password: string, target = request(server.app)) =>
    target.post('/api/auth/login').set('X-Forwarded-For', ip).send({ username, password });
  const gqlLogin = (ip: string, username: string, password: string) =>
    request(server.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: LOGIN, variables: { input: { username, password } } });

  it('locks an account for an address after 5 failures, however the name is written and whichever transport or instance is used', async () => {
    if (skip) return;
    const ip = newIp();
    expect((await restLogin(ip, 'admin', 'wrong-1')).status).toBe(401);
    expect((await restLogin(ip, 'ADMIN', 'wrong-2')).status).toBe(401);
    expect((await gqlLogin(ip, ' Admin ', 'wrong-3')).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await restLogin(ip, 'admin', 'wrong-4', twin)).status).toBe(401);
    // The lock starts with the 5th failure, after this moment.
    const lockedFrom = Date.now();
    expect((await restLogin(ip, 'aDmIn', 'wrong-5')).status).toBe(401);

    // Locked now for this address: even the right password is refused, on every path and instance.
    const locked = await restLogin(ip, 'admin', 'secret123');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed login attempts for this account\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const viaGraphql = await gqlLogin(ip, 'ADMIN', 'secret123');
    expect(viaGraphql.status).toBe(429);
    expectGqlError(viaGraphql, 'TOO_MANY_REQUESTS');
    expect((await restLogin(ip, 'admin', 'secret123', twin)).status).toBe(429);
    // The account is keyed by an HMAC with the server secret, never by its name (decision 0056).
    const account = rateLimitIdentity(TEST_JWT_SECRET, 'admin');
    if (kind === 'postgres') {
      const rows = await server.dataSource.query(`SELECT "key" FROM "rate_limits" WHERE "key" = $1`, [`login_pair:${ip}|${account}`]);
      expect(rows).toHaveLength(1);
      expect(await server.dataSource.query(`SELECT "key" FROM "rate_limits" WHERE "key" LIKE '%admin%'`)).toHaveLength(0);
    } else {
      expect(await redis!.keys(`${redisPrefix}:login_pair:${ip}|${account}`)).toHaveLength(1);
      expect(await redis!.keys(`${redisPrefix}:*admin*`)).toHaveLength(0);
    }
    // The owner, from another address, is not locked out (on either instance).
    expect((await restLogin(newIp(), 'admin', 'secret123')).status).toBe(200);
    expect((await restLogin(newIp(), 'Admin', 'secret123', twin)).status).toBe(200);

    // The lock lasts LOGIN_LOCK_SECONDS (10 s here): the store's record of the pair ends then (whole
    // seconds: 9 s after the 5th failure at the earliest). Time is moved in the store, not waited
    // for: the record's end is set to the past, and the right password then works and clears the count.
    const pairKey = `login_pair:${ip}|${account}`;
    if (kind === 'postgres') {
      const [row] = await server.dataSource.query(`SELECT "expire" FROM "rate_limits" WHERE "key" = $1`, [pairKey]);
      expect(Number(row.expire) - lockedFrom).toBeGreaterThanOrEqual(9_000);
      await server.dataSource.query(`UPDATE "rate_limits" SET "expire" = $2 WHERE "key" = $1`, [pairKey, Date.now() - 1]);
    } else {
      const stored = `${redisPrefix}:${pairKey}`;
      expect(Date.now() + (await redis!.pttl(stored)) - lockedFrom).toBeGreaterThanOrEqual(9_000);
      await redis!.del(stored);
    }
    // This instance also remembers the lock (refusing without asking the store) until its clock passes it.
    expect((await restLogin(ip, 'admin', 'secret123')).status).toBe(429);
    clock.advance(LIMITS.loginLockSeconds * 1000);
    expect((await restLogin(ip, 'admin', 'secret123')).status).toBe(200);
    expect((await restLogin(ip, 'admin', 'wrong-again')).status).toBe(401);
    expect((await restLogin(ip, 'admin', 'secret123')).status).toBe(200);
  }, 60_000);

  it('caps failures per address across accounts', async () => {
    if (skip) return;
    const ip = newIp();
    for (let attempt = 0; attempt < LIMITS.loginIpMaxFailures; attempt += 1) {
      expect((await restLogin(ip, `nobody-${attempt}`, 'wrong-password')).status).toBe(401);
    }
    const refused = await restLogin(ip, 'someone-new', 'wrong-password');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many failed login attempts from your network\./);
    // Other addresses are not affected.
    expect((await restLogin(newIp(), 'admin', 'secret123')).status).toBe(200);
  }, 30_000);

  it('limits lead submissions per address over both forms and both transports, with 429 and Retry-After', async () => {
    if (skip) return;
    const ip = newIp();
    expect((await request(server.app).post('/api/playbook-lead').set('X-Forwarded-For', ip).send(validLead())).status).toBe(201);
    expect((await request(server.app).post('/api/contact').set('X-Forwarded-For', ip).send(validContact())).status).toBe(201);
    const viaGraphql = await twin
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: SUBMIT_LEAD, variables: { input: validLead() } });
    expect(viaGraphql.body.data.submitPlaybookLead.id).toBeTruthy();

    const refused = await request(server.app).post('/api/playbook-lead').set('X-Forwarded-For', ip).send(validLead());
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: expect.stringMatching(/^Too many submissions from your network\. Please try again in \d+ minutes?\.$/),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const refusedGraphql = await request(server.app)
      .post('/graphql')
      .set('X-Forwarded-For', ip)
      .send({ query: SUBMIT_CONTACT, variables: { input: validContact() } });
    expect(refusedGraphql.status).toBe(429);
    expectGqlError(refusedGraphql, 'TOO_MANY_REQUESTS');
    // Another visitor still gets through.
    expect((await request(server.app).post('/api/playbook-lead').set('X-Forwarded-For', newIp()).send(validLead())).status).toBe(201);
  });
});

describe('the honeypot', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, START_TIMEOUT);
  afterAll(() => server.close());

  const count = async (table: string) => Number((await server.dataSource.query(`SELECT count(*)::int AS n FROM "${table}"`))[0].n);

  it('answers a filled honeypot like any submission and stores nothing', async () => {
    const before = [await count('playbook_leads'), await count('contact_requests')];
    const rest = await request(server.app)
      .post('/api/playbook-lead')
      .send(validLead({ website: 'http://spam.example' }));
    expect(rest.status).toBe(201);
    expect(rest.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.any(String) });
    const contact = await request(server.app)
      .post('/api/contact')
      .send(validContact({ website: 'buy now' }));
    expect(contact.status).toBe(201);
    const gql = await server.gql(SUBMIT_CONTACT, { input: validContact({ website: 'x' }) });
    expect(gql.body.data.submitContactRequest.id).toMatch(/^[0-9a-f-]{36}$/);
    const gqlLead = await server.gql(SUBMIT_LEAD, { input: validLead({ website: ' https://spam ' }) });
    expect(gqlLead.body.data.submitPlaybookLead.id).toBeTruthy();
    expect([await count('playbook_leads'), await count('contact_requests')]).toEqual(before);
  });

  it('stores a submission whose honeypot is empty, as a person leaves it', async () => {
    const before = await count('playbook_leads');
    expect(
      (
        await request(server.app)
          .post('/api/playbook-lead')
          .send(validLead({ website: '' }))
      ).status,
    ).toBe(201);
    expect((await server.gql(SUBMIT_LEAD, { input: validLead({ website: null }) })).body.data.submitPlaybookLead.id).toBeTruthy();
    expect(await count('playbook_leads')).toBe(before + 2);
  });
});
