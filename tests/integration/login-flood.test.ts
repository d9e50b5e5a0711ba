// Issue 10's login flood (docs/decisions/0018): failed logins at once from a few addresses must
// not take what visitors' leads need. Behaviour, not timing: a login from an address known to be
// locked, or for which no password-check slot is free, is answered 429 (the usual message and
// Retry-After) without a database query, a connection from the pool or a password check, so a
// lead submitted during the flood still gets its connections and is stored.
import type { Pool } from 'pg';
import * as passwords from '../../graphql-server/src/auth/passwords';
import { pgPoolOf } from '../../graphql-server/src/db/pg-internals';
import { BUSY_MESSAGE } from '../../graphql-server/src/modules/users/users.service';
import type { TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer, uniq, validLead } from './helpers';

// The password functions are spied on (jest.spyOn below). SWC compiles a module's exports to
// getters jest cannot replace, so the module is swapped for a plain object of the same exports
// (__esModule: the namespace import is this object, not a copy) whose properties a spy can take.
jest.mock('../../graphql-server/src/auth/passwords', () => ({
  __esModule: true,
  ...jest.requireActual('../../graphql-server/src/auth/passwords'),
}));

const IP_MAX_FAILURES = 3;
const NETWORK_LOCKED = /^Too many failed login attempts from your network\. Please try again in \d+ minutes?\.$/;

let lastHost = 0;
/** An address no other test of this file has used (the server trusts loopback's X-Forwarded-For). */
const newAddress = () => `10.77.${Math.floor((lastHost += 1) / 250)}.${(lastHost % 250) + 1}`;

describe('a login flood', () => {
  let server: TestServer;
  let pool: Pool;

  beforeAll(async () => {
    server = await startServer({
      seed: false,
      rateLimits: { loginIpMaxFailures: IP_MAX_FAILURES, loginConcurrentPerAddress: 2, loginConcurrentTotal: 4 },
    });
    pool = pgPoolOf(server.dataSource)!;
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const login = (from: string, username: string) =>
    server
      .agent()
      .post('/api/auth/login')
      .set('X-Forwarded-For', from)
      .send({ username, password: `guess-${uniq()}` });

  /** Every query and connection the flood asks of the database's pool from now on. */
  function watchPool() {
    return { query: jest.spyOn(pool, 'query'), connect: jest.spyOn(pool, 'connect') };
  }

  it('from a locked address is refused from memory: no query, no pooled connection, no password check', async () => {
    const attacker = newAddress();
    for (let i = 0; i < IP_MAX_FAILURES; i += 1) expect((await login(attacker, `nobody-${uniq()}`)).status).toBe(401);
    // The store refuses the next one, and this process remembers the lock.
    const refused = await login(attacker, `nobody-${uniq()}`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(NETWORK_LOCKED);

    const watched = watchPool();
    const verify = jest.spyOn(passwords, 'verifyPassword');
    const flood = await Promise.all(Array.from({ length: 40 }, () => login(attacker, `nobody-${uniq()}`)));
    for (const answer of flood) {
      expect(answer.status).toBe(429);
      expect(answer.body.message).toMatch(NETWORK_LOCKED);
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-request-id']).toBeTruthy();
    }
    expect(watched.query).not.toHaveBeenCalled();
    expect(watched.connect).not.toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
    // The GraphQL sign-in is refused from the same memory.
    const graphql = await server
      .agent()
      .post('/graphql')
      .set('X-Forwarded-For', attacker)
      .send({
        query: 'mutation ($input: CredentialsInput!) { login(input: $input) { token } }',
        variables: { input: { username: `nobody-${uniq()}`, password: 'guess-password-1' } },
      });
    expect(graphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
    expect(watched.connect).not.toHaveBeenCalled();
  });

  it('beyond the password-check slots is refused before any database work, while a lead still gets through', async () => {
    const gate = server.services.users.passwordChecks;
    // Every slot taken, as by checks in progress.
    const held = Array.from({ length: 4 }, (_, i) => gate.tryEnter(`10.88.0.${i + 1}`));
    expect(held.every((slot) => slot.admitted)).toBe(true);
    try {
      const watched = watchPool();
      const verify = jest.spyOn(passwords, 'verifyPassword');
      const addresses = Array.from({ length: 5 }, newAddress);
      const flood = await Promise.all(Array.from({ length: 30 }, (_, i) => login(addresses[i % addresses.length], `nobody-${uniq()}`)));
      for (const answer of flood) {
        expect(answer.status).toBe(429);
        expect(answer.body).toEqual({ message: BUSY_MESSAGE });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      expect(watched.query).not.toHaveBeenCalled();
      expect(watched.connect).not.toHaveBeenCalled();
      expect(verify).not.toHaveBeenCalled();
      jest.restoreAllMocks();
      // Refused at the door, before the body is read: not even parsed (no 400 for broken JSON).
      const unread = await server
        .agent()
        .post('/api/auth/login')
        .set('X-Forwarded-For', newAddress())
        .set('content-type', 'application/json')
        .send('{"username": broken');
      expect(unread.status).toBe(429);
      expect(unread.body).toEqual({ message: BUSY_MESSAGE });

      // A visitor's lead sent with a second flood is stored.
      const email = `flood-${uniq()}@example.com`;
      const [lead] = await Promise.all([
        server.agent().post('/api/playbook-lead').set('X-Forwarded-For', newAddress()).send(validLead({ email })),
        ...Array.from({ length: 30 }, () => login(newAddress(), `nobody-${uniq()}`)),
      ]);
      expect(lead.status).toBe(201);
      const rows = await server.dataSource.query('SELECT count(*)::int AS n FROM playbook_leads WHERE email = $1', [email]);
      expect(rows[0].n).toBe(1);
    } finally {
      for (const slot of held) if (slot.admitted) slot.release();
    }
  });

  it('leaves a sign-in from another site to the origin check (403), even while refusing floods', async () => {
    const held = Array.from({ length: 4 }, (_, i) => gate().tryEnter(`10.89.0.${i + 1}`));
    try {
      const answer = await server
        .agent()
        .post('/api/auth/login')
        .set('X-Forwarded-For', newAddress())
        .set('Origin', 'https://evil.example')
        .send({ username: 'someone', password: 'something' });
      expect(answer.status).toBe(403);
    } finally {
      for (const slot of held) if (slot.admitted) slot.release();
    }
    function gate() {
      return server.services.users.passwordChecks;
    }
  });
});
