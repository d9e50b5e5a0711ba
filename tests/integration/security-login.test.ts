// Sign-in hardening (issue 10), attacked from several loopback source addresses (127.0.0.x, a real
// socket each, so no proxy header is involved): the first-registration race, server-side sessions
// (logout ends them, tokens without exp or jti are refused), the login lock that cannot be raced,
// the lock per account + address with a higher per-account ceiling, concurrent password checks
// capped before any hashing, legacy bcrypt hashes (re-hashed, never truncated at 72 bytes).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import bcrypt from 'bcryptjs';
import jwt from 'jsonwebtoken';
import * as passwords from '../../graphql-server/src/auth/passwords';
import { INVALID_CREDENTIALS_MESSAGE, REGISTRATION_CLOSED_MESSAGE } from '../../graphql-server/src/modules/users/users.service';
import type { RateLimitSettings } from '../../graphql-server/src/security/rate-limits';
import { TEST_JWT_SECRET, UNTRIPPED_RATE_LIMITS, type TestServer } from '../support/test-server';
import { ADMIN_REQUIRED_MESSAGE, START_TIMEOUT, startServer, TOKEN_AUDIENCE, TOKEN_ISSUER } from './helpers';

// The password functions are spied on (jest.spyOn below). SWC compiles a module's exports to
// getters jest cannot replace, so the module is swapped for a plain object of the same exports
// (__esModule: the namespace import is this object, not a copy) whose properties a spy can take.
jest.mock('../../graphql-server/src/auth/passwords', () => ({
  __esModule: true,
  ...jest.requireActual('../../graphql-server/src/auth/passwords'),
}));

const LIMITS: RateLimitSettings = {
  ...UNTRIPPED_RATE_LIMITS,
  loginMaxFailures: 5,
  loginWindowSeconds: 900,
  loginLockSeconds: 900,
  loginAccountMaxFailures: 12,
  loginIpMaxFailures: 1000,
  loginConcurrentPerAddress: 40,
  loginConcurrentTotal: 100,
};

const LOGIN = `mutation ($input: CredentialsInput!) { login(input: $input) { token user { id username } } }`;
const REGISTER = `mutation ($input: CredentialsInput!) { register(input: $input) { token user { username } } }`;
const ME = '{ me { id username } }';
const ADMIN_QUERY = '{ dashboardCounts { blogPosts } }';
const ACCOUNT_LOCKED = /^Too many failed login attempts for this account\. Please try again in \d+ minutes?\.$/;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: any;
}

let lastHost = 10;
/** A loopback address no other test of this file has used. */
const newAddress = () => `127.0.0.${(lastHost += 1)}`;

describe('sign-in hardening', () => {
  let server: TestServer;
  let listener: http.Server;
  let port: number;

  /** One HTTP request from the source address `from`, on a connection of its own. */
  function send(from: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method,
          path,
          localAddress: from,
          agent: false,
          headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            let parsed: unknown = text;
            try {
              parsed = JSON.parse(text);
            } catch {
              // Not JSON: keep the text.
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: parsed });
          });
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }
  const restLogin = (from: string, username: string, password: string, headers: Record<string, string> = {}) =>
    send(from, 'POST', '/api/auth/login', { username, password }, headers);
  const gql = (from: string, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    send(from, 'POST', '/graphql', { query, variables }, headers);
  const gqlLogin = (from: string, username: string, password: string) => gql(from, LOGIN, { input: { username, password } });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const cookieOf = (answer: Answer) => (answer.headers['set-cookie'] ?? []).find((c) => c.startsWith('finops_session='))?.split(';')[0];

  /** An admin account written straight to the table, as an older release (bcrypt) or this one (scrypt) left it. */
  async function addAccount(username: string, password: string, kind: 'bcrypt' | 'scrypt' = 'scrypt'): Promise<string> {
    const hash = kind === 'bcrypt' ? bcrypt.hashSync(password, 4) : await passwords.hashPassword(password, passwords.FAST_SCRYPT_COST);
    const rows = await server.dataSource.query('INSERT INTO admin_users (username, "passwordHash") VALUES ($1, $2) RETURNING id', [
      username,
      hash,
    ]);
    return rows[0].id;
  }

  beforeAll(async () => {
    server = await startServer({ seed: false, allowAdminRegistration: false, rateLimits: LIMITS });
    listener = http.createServer(server.app);
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    port = (listener.address() as AddressInfo).port;
  }, START_TIMEOUT);
  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
    await server?.close();
  });
  afterEach(() => jest.restoreAllMocks());

  describe('the first registration', () => {
    it('lets exactly one of 8 parallel registrations on an empty database win; the others get the registration failure', async () => {
      const attempts = Array.from({ length: 8 }, (_, i) => {
        const input = { username: `first-${i}`, password: 'first-pass-1' };
        return i % 2 ? send(newAddress(), 'POST', '/api/auth/register', input) : gql(newAddress(), REGISTER, { input });
      });
      const answers = await Promise.all(attempts);
      const won = answers.filter((a) => a.status === 201 || (a.status === 200 && a.body.data?.register));
      expect(won).toHaveLength(1);
      const messages = answers.filter((a) => !won.includes(a)).map((a) => a.body.message ?? a.body.errors?.[0]?.message);
      expect(messages).toEqual(Array(7).fill(REGISTRATION_CLOSED_MESSAGE));
      const rows = await server.dataSource.query('SELECT count(*)::int AS n FROM admin_users');
      expect(rows[0].n).toBe(1);
    });
  });

  describe('server-side sessions', () => {
    const owner = 'session-owner';
    const password = 'session-pass-1';
    let ownerId: string;
    beforeAll(async () => {
      ownerId = await addAccount(owner, password);
    });

    it('records each sign-in as a session row (address, user agent, expiry) keyed by the token id', async () => {
      const from = newAddress();
      const login = await restLogin(from, owner, password, { 'user-agent': 'probe-browser/1.0' });
      expect(login.status).toBe(200);
      const claims = jwt.decode(login.body.token) as jwt.JwtPayload;
      expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof claims.exp).toBe('number');
      const sessions = await server.services.sessions.listForUser(ownerId);
      const row = sessions.find((s) => s.id === claims.jti);
      expect(row).toMatchObject({ userId: ownerId, ip: from, userAgent: 'probe-browser/1.0', revokedAt: null });
      expect(Math.abs(row!.expiresAt.getTime() - claims.exp! * 1000)).toBeLessThan(2000);
    });

    it('REST logout ends the session: the old cookie and the old token no longer work', async () => {
      const from = newAddress();
      const login = await restLogin(from, owner, password);
      const cookie = cookieOf(login)!;
      const token = login.body.token as string;
      expect((await send(from, 'GET', '/api/auth/me', undefined, { cookie })).body.user.username).toBe(owner);
      expect((await send(from, 'GET', '/api/admin/blog', undefined, bearer(token))).status).toBe(200);

      const logout = await send(from, 'POST', '/api/auth/logout', undefined, { cookie });
      expect(logout.status).toBe(200);
      expect(logout.body).toEqual({ ok: true });

      // A copy of the cookie kept from before the logout (an attacker's, or a browser that ignored the clearing).
      expect((await send(from, 'GET', '/api/auth/me', undefined, { cookie })).body).toEqual({ user: null });
      const admin = await send(from, 'GET', '/api/admin/blog', undefined, { cookie });
      expect(admin.status).toBe(401);
      expect(admin.body).toEqual({ message: ADMIN_REQUIRED_MESSAGE });
      expect((await send(from, 'GET', '/api/admin/blog', undefined, bearer(token))).status).toBe(401);
      expect((await gql(from, ME, {}, bearer(token))).body.data.me).toBeNull();
    });

    it('GraphQL logout ends the session, and only that one', async () => {
      const from = newAddress();
      const first = (await gqlLogin(from, owner, password)).body.data.login.token as string;
      const second = (await gqlLogin(from, owner, password)).body.data.login.token as string;
      expect((await gql(from, ME, {}, bearer(first))).body.data.me.id).toBe(ownerId);

      expect((await gql(from, 'mutation { logout }', {}, bearer(first))).body.data.logout).toBe(true);
      expect((await gql(from, ME, {}, bearer(first))).body.data.me).toBeNull();
      const refused = await gql(from, ADMIN_QUERY, {}, bearer(first));
      expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
      expect((await send(from, 'GET', '/api/admin/blog', undefined, bearer(first))).status).toBe(401);
      // The other session (another browser) is untouched.
      expect((await gql(from, ME, {}, bearer(second))).body.data.me.id).toBe(ownerId);
      const row = (await server.services.sessions.listForUser(ownerId)).find((s) => s.id === (jwt.decode(first) as jwt.JwtPayload).jti);
      expect(row?.revokedAt).toBeInstanceOf(Date);
    });

    it('revokes every session of a user but the one kept ("sign out everywhere")', async () => {
      const from = newAddress();
      const keep = (await restLogin(from, owner, password)).body.token as string;
      const other = (await restLogin(from, owner, password)).body.token as string;
      const keepId = (jwt.decode(keep) as jwt.JwtPayload).jti!;
      await server.services.sessions.revokeAllForUser(ownerId, keepId);
      expect((await gql(from, ME, {}, bearer(keep))).body.data.me.id).toBe(ownerId);
      expect((await gql(from, ME, {}, bearer(other))).body.data.me).toBeNull();
    });

    describe.each([
      [
        'without exp',
        (sub: string, jti: string) =>
          jwt.sign({ username: owner }, TEST_JWT_SECRET, { subject: sub, jwtid: jti, issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE }),
      ],
      [
        'without jti',
        (sub: string) =>
          jwt.sign({ username: owner }, TEST_JWT_SECRET, { subject: sub, issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, expiresIn: 600 }),
      ],
      [
        'whose jti names no session',
        (sub: string) =>
          jwt.sign({ username: owner }, TEST_JWT_SECRET, {
            subject: sub,
            jwtid: '00000000-0000-4000-8000-000000000000',
            issuer: TOKEN_ISSUER,
            audience: TOKEN_AUDIENCE,
            expiresIn: 600,
          }),
      ],
      [
        'whose jti is not a UUID',
        (sub: string) =>
          jwt.sign({ username: owner }, TEST_JWT_SECRET, {
            subject: sub,
            jwtid: "x' OR '1'='1",
            issuer: TOKEN_ISSUER,
            audience: TOKEN_AUDIENCE,
            expiresIn: 600,
          }),
      ],
    ])('a token signed with the server key but %s', (_label, make) => {
      it('is refused on both transports', async () => {
        const from = newAddress();
        const live = (jwt.decode((await restLogin(from, owner, password)).body.token) as jwt.JwtPayload).jti!;
        const token = make(ownerId, live);
        expect((await gql(from, ME, {}, bearer(token))).body.data.me).toBeNull();
        expect((await gql(from, ADMIN_QUERY, {}, bearer(token))).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
        expect((await send(from, 'GET', '/api/admin/blog', undefined, { cookie: `finops_session=${token}` })).status).toBe(401);
      });
    });

    it('honours a hand-made token carrying a live session id, exp, issuer and audience (control for the cases above)', async () => {
      const from = newAddress();
      const live = (jwt.decode((await restLogin(from, owner, password)).body.token) as jwt.JwtPayload).jti!;
      const token = jwt.sign({ username: owner }, TEST_JWT_SECRET, {
        subject: ownerId,
        jwtid: live,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        expiresIn: 600,
      });
      expect((await gql(from, ME, {}, bearer(token))).body.data.me.id).toBe(ownerId);
    });

    it('refuses a session id presented for another user', async () => {
      const from = newAddress();
      const otherId = await addAccount('session-other', 'other-pass-1');
      const live = (jwt.decode((await restLogin(from, owner, password)).body.token) as jwt.JwtPayload).jti!;
      const token = jwt.sign({ username: 'session-other' }, TEST_JWT_SECRET, {
        subject: otherId,
        jwtid: live,
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        expiresIn: 600,
      });
      expect((await gql(from, ME, {}, bearer(token))).body.data.me).toBeNull();
    });
  });

  describe('the login lock', () => {
    it('runs at most LOGIN_MAX_FAILURES password checks for 30 parallel attempts from one address', async () => {
      await addAccount('race-target', 'race-pass-1');
      const from = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          i % 2 ? restLogin(from, 'race-target', `wrong-${i}`) : gqlLogin(from, 'Race-Target', `wrong-${i}`),
        ),
      );
      const isChecked = (a: Answer) => a.status === 401 || a.body.errors?.[0]?.extensions?.code === 'UNAUTHENTICATED';
      const checked = answers.filter(isChecked);
      const locked = answers.filter((a) => a.status === 429);
      // An overloaded database may answer some with 503 (never counted); none is anything else.
      const unavailable = answers.filter((a) => a.status === 503);
      expect(checked.length + locked.length + unavailable.length).toBe(30);
      expect(checked.length).toBeLessThanOrEqual(LIMITS.loginMaxFailures);
      for (const answer of locked) {
        expect(answer.body.message ?? answer.body.errors[0].message).toMatch(ACCOUNT_LOCKED);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
      }
      // One at a time now, until locked: in all, exactly LOGIN_MAX_FAILURES passwords were checked.
      let more = 0;
      while (more <= LIMITS.loginMaxFailures && (await restLogin(from, 'race-target', `wrong-again-${more}`)).status === 401) more += 1;
      expect(checked.length + more).toBe(LIMITS.loginMaxFailures);
      // Even the right password is refused from that address now.
      expect((await restLogin(from, 'race-target', 'race-pass-1')).status).toBe(429);
    });

    it('locks the account for the attacking address only: the owner still signs in from another one', async () => {
      await addAccount('owner-two', 'owner-pass-2');
      const attacker = newAddress();
      for (let i = 0; i < LIMITS.loginMaxFailures; i += 1) expect((await restLogin(attacker, 'owner-two', `guess-${i}`)).status).toBe(401);
      const locked = await restLogin(attacker, 'OWNER-TWO', 'guess-x');
      expect(locked.status).toBe(429);
      expect(locked.body.message).toMatch(ACCOUNT_LOCKED);
      expect((await gqlLogin(attacker, 'owner-two', 'owner-pass-2')).status).toBe(429);

      const home = newAddress();
      expect((await restLogin(home, 'owner-two', 'owner-pass-2')).status).toBe(200);
      expect((await gqlLogin(home, ' Owner-Two ', 'owner-pass-2')).body.data.login.user.username).toBe('owner-two');
      // The attacker's address stays locked.
      expect((await restLogin(attacker, 'owner-two', 'owner-pass-2')).status).toBe(429);
    });

    it('keeps a higher per-account ceiling against guessing spread over many addresses', async () => {
      await addAccount('spread-target', 'spread-pass-1');
      // 12 failures from 4 addresses (3 each, under the pair limit of 5) reach the account ceiling.
      for (let a = 0; a < 4; a += 1) {
        const from = newAddress();
        for (let i = 0; i < 3; i += 1) expect((await restLogin(from, 'spread-target', `guess-${a}-${i}`)).status).toBe(401);
      }
      const refused = await restLogin(newAddress(), 'spread-target', 'spread-pass-1');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(ACCOUNT_LOCKED);
      // Other accounts are not affected.
      await addAccount('bystander', 'bystander-pass-1');
      expect((await restLogin(newAddress(), 'bystander', 'bystander-pass-1')).status).toBe(200);
    });

    it('does not count attempts refused while locked towards the account ceiling', async () => {
      await addAccount('ceiling-check', 'ceiling-pass-1');
      const attacker = newAddress();
      for (let i = 0; i < LIMITS.loginMaxFailures; i += 1) await restLogin(attacker, 'ceiling-check', `guess-${i}`);
      for (let i = 0; i < 20; i += 1) expect((await restLogin(attacker, 'ceiling-check', `more-${i}`)).status).toBe(429);
      // 5 real failures + 20 refused: the ceiling of 12 is not reached, so the owner gets in.
      expect((await restLogin(newAddress(), 'ceiling-check', 'ceiling-pass-1')).status).toBe(200);
    });
  });

  describe('password checks', () => {
    it('caps concurrent password checks per address and in total before any hashing starts, with 429 and Retry-After', async () => {
      await addAccount('gate-user', 'gate-pass-1');
      const gate = server.services.users.passwordChecks;
      const busy = newAddress();
      const held = Array.from({ length: LIMITS.loginConcurrentPerAddress }, () => gate.tryEnter(busy));
      expect(held.every((h) => h.admitted)).toBe(true);
      const verify = jest.spyOn(passwords, 'verifyPassword');
      const hash = jest.spyOn(passwords, 'hashPassword');

      const rest = await restLogin(busy, 'gate-user', 'gate-pass-1');
      expect(rest.status).toBe(429);
      expect(rest.body).toEqual({
        message: 'Too many login attempts from your network at the same time. Please try again in a few seconds.',
      });
      expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);
      const graphql = await gqlLogin(busy, 'gate-user', 'gate-pass-1');
      expect(graphql.status).toBe(429);
      expect(graphql.body.errors[0].extensions.code).toBe('TOO_MANY_REQUESTS');
      const registration = await send(busy, 'POST', '/api/auth/register', { username: 'gate-new', password: 'gate-pass-1' });
      expect(registration.status).toBe(429);
      expect(verify).not.toHaveBeenCalled();
      expect(hash).not.toHaveBeenCalled();

      // Another address still gets in, until the total is taken too.
      expect((await restLogin(newAddress(), 'gate-user', 'gate-pass-1')).status).toBe(200);
      const others = Array.from({ length: LIMITS.loginConcurrentTotal - LIMITS.loginConcurrentPerAddress }, (_, i) =>
        gate.tryEnter(`10.9.${Math.floor(i / 30)}.${i % 30}`),
      );
      const total = await restLogin(newAddress(), 'gate-user', 'gate-pass-1');
      expect(total.status).toBe(429);
      expect(total.body.message).toBe('Too many login attempts at the same time. Please try again in a few seconds.');

      for (const slot of [...held, ...others]) if (slot.admitted) slot.release();
      expect((await restLogin(busy, 'gate-user', 'gate-pass-1')).status).toBe(200);
    });

    it('costs an unknown username one scrypt check, as a known one', async () => {
      const verify = jest.spyOn(passwords, 'verifyPassword');
      expect((await restLogin(newAddress(), `nobody-${Date.now()}`, 'whatever-1')).status).toBe(401);
      expect(verify).toHaveBeenCalledTimes(1);
      expect(verify.mock.calls[0][1]).toMatch(/^\$scrypt\$/);
    });

    it('signs in with a legacy bcrypt hash and re-hashes it with scrypt', async () => {
      const id = await addAccount('legacy-user', 'legacy-pass-1', 'bcrypt');
      const from = newAddress();
      expect((await restLogin(from, 'legacy-user', 'legacy-pass-1')).status).toBe(200);
      const [row] = await server.dataSource.query('SELECT "passwordHash" FROM admin_users WHERE id = $1', [id]);
      expect(row.passwordHash).toMatch(/^\$scrypt\$/);
      expect((await gqlLogin(from, 'legacy-user', 'legacy-pass-1')).body.data.login.user.username).toBe('legacy-user');
      expect((await restLogin(from, 'legacy-user', 'legacy-pass-2')).status).toBe(401);
    });

    it('never signs in with a password that differs from a legacy bcrypt one only after byte 72', async () => {
      const long = `${'p'.repeat(72)}-real-ending`;
      await addAccount('legacy-long', long, 'bcrypt');
      const answer = await restLogin(newAddress(), 'legacy-long', `${'p'.repeat(72)}-forged-ending`);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ message: INVALID_CREDENTIALS_MESSAGE });
    });

    it('keeps every byte of a long password for new hashes, and refuses one over 200 characters with a clear message', async () => {
      const long = `${'q'.repeat(72)}-real-ending-of-a-long-passphrase`;
      await addAccount('long-user', long);
      const from = newAddress();
      expect((await restLogin(from, 'long-user', `${'q'.repeat(72)}-forged-ending-of-a-long-passphrase`)).status).toBe(401);
      expect((await restLogin(from, 'long-user', long)).status).toBe(200);
      const tooLong = await restLogin(from, 'long-user', 'x'.repeat(201));
      expect(tooLong.status).toBe(400);
      expect(tooLong.body.errors).toEqual([{ field: 'password', message: 'Password must be 200 characters or less' }]);
    });
  });
});
