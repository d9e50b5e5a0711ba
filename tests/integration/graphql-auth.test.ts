// Authentication over GraphQL: registration while no admin exists (and only then, unless the
// operator allows more), the session cookie and Bearer token, login failures, validation
// messages, logout, and tokens the server must not honour.
import jwt from 'jsonwebtoken';
import { INVALID_CREDENTIALS_MESSAGE, REGISTRATION_CLOSED_MESSAGE } from '../../graphql-server/src/modules/users/users.service';
import { TEST_JWT_SECRET, type TestServer } from '../support/test-server';
import {
  ADMIN_REQUIRED_MESSAGE,
  algNoneToken,
  claimsOf,
  dataOf,
  expectFieldErrors,
  expectGqlError,
  expiredToken,
  otherKeyToken,
  sessionCookie,
  signToken,
  START_TIMEOUT,
  startServer,
  TOKEN_AUDIENCE,
  TOKEN_ISSUER,
  uniq,
  type Agent,
} from './helpers';

const ME = '{ me { id username createdAt } }';
const REGISTRATION_OPEN = '{ registrationOpen }';
const REGISTER = `mutation ($input: CredentialsInput!) { register(input: $input) { token expiresAt user { id username } } }`;
const LOGIN = `mutation ($input: CredentialsInput!) { login(input: $input) { token expiresAt user { id username } } }`;
const LOGOUT = 'mutation { logout }';
const ADMIN_QUERY = '{ dashboardCounts { blogPosts leadCaptures } }';

const itOnRealPostgres = it;

describe('GraphQL authentication (registration closed after the first admin)', () => {
  let server: TestServer;
  let firstAgent: Agent;
  let firstToken: string;
  let firstId: string;
  const password = 'correct-horse-1';
  /** The session id of the first admin's registration (still signed in). */
  const liveSession = () => (jwt.decode(firstToken) as jwt.JwtPayload).jti as string;

  beforeAll(async () => {
    server = await startServer({ seed: false, allowAdminRegistration: false });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('reports registration open on an empty database, and me = null', async () => {
    expect(dataOf(await server.gql(REGISTRATION_OPEN)).registrationOpen).toBe(true);
    expect(dataOf(await server.gql(ME)).me).toBeNull();
  });

  it('validates credentials before anything else, with the spec messages', async () => {
    expectFieldErrors(await server.gql(REGISTER, { input: { username: 'ab', password: 'secret123' } }), [
      { field: 'username', message: 'Username must be at least 3 characters' },
    ]);
    expectFieldErrors(await server.gql(REGISTER, { input: { username: 'valid-name', password: '12345' } }), [
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expectFieldErrors(await server.gql(REGISTER, { input: { username: '  ', password: '' } }), [
      { field: 'username', message: 'Username must be at least 3 characters' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    expectFieldErrors(await server.gql(LOGIN, { input: { username: 'x', password: 'y' } }), [
      { field: 'username', message: 'Username must be at least 3 characters' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    // Nothing was created by the refused attempts.
    expect(dataOf(await server.gql(REGISTRATION_OPEN)).registrationOpen).toBe(true);
  });

  it('registers the first admin: token returned and an httpOnly SameSite=Lax session cookie set', async () => {
    firstAgent = server.agent();
    const before = Date.now();
    const res = await server.gql(REGISTER, { input: { username: 'FirstAdmin', password } }, firstAgent);
    const { register } = dataOf(res);
    expect(register.user.username).toBe('firstadmin'); // stored lower-cased
    expect(register.token.split('.')).toHaveLength(3);
    expect(new Date(register.expiresAt).getTime()).toBeGreaterThan(before + 3500_000);
    firstToken = register.token;
    firstId = register.user.id;
    expect(claimsOf(firstToken)).toEqual({ sub: firstId, username: 'firstadmin' });
    expect(jwt.decode(firstToken)).toMatchObject({ jti: expect.stringMatching(/^[0-9a-f-]{36}$/), exp: expect.any(Number) });

    const cookie = sessionCookie(res);
    expect(cookie).toBeDefined();
    expect(cookie).toContain(`finops_session=${firstToken}`);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
    expect(cookie).toMatch(/;\s*Max-Age=3600/i);
    expect(cookie).not.toMatch(/;\s*Secure/i); // the test server runs without secure cookies
  });

  it('answers me from the session cookie', async () => {
    const { me } = dataOf(await server.gql(ME, {}, firstAgent));
    expect(me).toMatchObject({ id: firstId, username: 'firstadmin' });
    expect(me).not.toHaveProperty('passwordHash');
  });

  it('answers me from an Authorization: Bearer token, without any cookie', async () => {
    const { me } = dataOf(await server.gql(ME, {}, undefined, firstToken));
    expect(me).toMatchObject({ id: firstId, username: 'firstadmin' });
    // A lower-case scheme works too.
    const res = await server.agent().post('/graphql').set('Authorization', `bearer ${firstToken}`).send({ query: ME });
    expect(dataOf(res).me.id).toBe(firstId);
  });

  it('lets the signed-in admin use admin fields', async () => {
    expect(dataOf(await server.gql(ADMIN_QUERY, {}, firstAgent)).dashboardCounts).toEqual({ blogPosts: 0, leadCaptures: 0 });
    expect(dataOf(await server.gql(ADMIN_QUERY, {}, undefined, firstToken)).dashboardCounts.blogPosts).toBe(0);
  });

  it('closes registration once an admin exists: FORBIDDEN with the server message', async () => {
    expect(dataOf(await server.gql(REGISTRATION_OPEN)).registrationOpen).toBe(false);
    const res = await server.gql(REGISTER, { input: { username: `second-${uniq()}`, password: 'secret123' } });
    expectGqlError(res, 'FORBIDDEN', REGISTRATION_CLOSED_MESSAGE);
    expect(sessionCookie(res)).toBeUndefined();
    // Even a signed-in admin cannot add another one while registration is closed.
    expectGqlError(
      await server.gql(REGISTER, { input: { username: `third-${uniq()}`, password: 'secret123' } }, firstAgent),
      'FORBIDDEN',
      REGISTRATION_CLOSED_MESSAGE,
    );
    const count = await server.dataSource.query('SELECT count(*)::int AS n FROM admin_users');
    expect(count[0].n).toBe(1);
  });

  it('logs in with the right password, whatever the username case', async () => {
    const agent = server.agent();
    const res = await server.gql(LOGIN, { input: { username: 'FIRSTADMIN', password } }, agent);
    const { login } = dataOf(res);
    expect(login.user).toEqual({ id: firstId, username: 'firstadmin' });
    expect(sessionCookie(res)).toMatch(/HttpOnly/i);
    expect(dataOf(await server.gql(ME, {}, agent)).me.id).toBe(firstId);
    expect(dataOf(await server.gql(ME, {}, undefined, login.token)).me.id).toBe(firstId);
  });

  it.each([
    ['a wrong password', 'firstadmin', 'wrong-password'],
    ['a password differing only in case', 'firstadmin', password.toUpperCase()],
    ['an unknown user', `ghost-${uniq()}`, 'whatever123'],
  ])('refuses %s with UNAUTHENTICATED and the same message', async (_label, username, pw) => {
    const agent = server.agent();
    const res = await server.gql(LOGIN, { input: { username, password: pw } }, agent);
    expectGqlError(res, 'UNAUTHENTICATED', INVALID_CREDENTIALS_MESSAGE);
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Invalid credentials');
    expect(sessionCookie(res)).toBeUndefined();
    expect(dataOf(await server.gql(ME, {}, agent)).me).toBeNull();
  });

  it('logs out: the cookie is cleared with an expiry in the past, and me is then null', async () => {
    const agent = server.agent();
    dataOf(await server.gql(LOGIN, { input: { username: 'firstadmin', password } }, agent));
    expect(dataOf(await server.gql(ME, {}, agent)).me).not.toBeNull();

    const res = await server.gql(LOGOUT, {}, agent);
    expect(dataOf(res).logout).toBe(true);
    const cookie = sessionCookie(res)!;
    expect(cookie).toMatch(/^finops_session=;/);
    const expires = /Expires=([^;]+)/i.exec(cookie);
    expect(expires).not.toBeNull();
    expect(new Date(expires![1]).getTime()).toBeLessThan(Date.now());
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\//i);

    expect(dataOf(await server.gql(ME, {}, agent)).me).toBeNull();
    expectGqlError(await server.gql(ADMIN_QUERY, {}, agent), 'UNAUTHENTICATED', ADMIN_REQUIRED_MESSAGE);
  });

  it('logout works (and is harmless) when nobody is signed in', async () => {
    const res = await server.gql(LOGOUT);
    expect(dataOf(res).logout).toBe(true);
  });

  it('honours a token shaped like the server’s, signed with its key, naming a live session (control for the cases below)', async () => {
    const token = signToken({ sub: firstId, username: 'firstadmin' }, TEST_JWT_SECRET, { jwtid: liveSession() });
    expect(dataOf(await server.gql(ME, {}, undefined, token)).me.id).toBe(firstId);
  });

  describe.each([
    ['garbage', () => 'not.a.token'],
    ['random text', () => 'hello'],
    ['signed by another key', () => otherKeyToken({ sub: firstId, username: 'firstadmin' })],
    ['expired (signed by the server key)', () => expiredToken({ sub: firstId, username: 'firstadmin' })],
    ['alg none', () => algNoneToken({ sub: firstId, username: 'firstadmin' })],
    ['without issuer and audience', () => jwt.sign({ username: 'firstadmin' }, TEST_JWT_SECRET, { subject: firstId, expiresIn: 3600 })],
    ['for the wrong audience', () => signToken({ sub: firstId, username: 'firstadmin' }, TEST_JWT_SECRET, { audience: 'someone-else' })],
    ['HS512 with the server key', () => signToken({ sub: firstId, username: 'firstadmin' }, TEST_JWT_SECRET, { algorithm: 'HS512' })],
    [
      'for a user that does not exist',
      () => signToken({ sub: '00000000-0000-4000-8000-000000000000', username: 'ghost' }, TEST_JWT_SECRET, { jwtid: liveSession() }),
    ],
    [
      'with a subject that is not a UUID',
      () => signToken({ sub: 'not-a-uuid', username: 'firstadmin' }, TEST_JWT_SECRET, { jwtid: liveSession() }),
    ],
    ['without a session id (jti)', () => signToken({ sub: firstId, username: 'firstadmin' }, TEST_JWT_SECRET)],
    [
      'naming no session',
      () => signToken({ sub: firstId, username: 'firstadmin' }, TEST_JWT_SECRET, { jwtid: '00000000-0000-4000-8000-000000000000' }),
    ],
    [
      'without an expiry',
      () =>
        jwt.sign({ username: 'firstadmin' }, TEST_JWT_SECRET, {
          subject: firstId,
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          jwtid: liveSession(),
        }),
    ],
  ])('a token %s', (_label, makeToken) => {
    it('gives me = null and refuses admin fields, as a Bearer header', async () => {
      const token = makeToken();
      expect(dataOf(await server.gql(ME, {}, undefined, token)).me).toBeNull();
      expectGqlError(await server.gql(ADMIN_QUERY, {}, undefined, token), 'UNAUTHENTICATED', ADMIN_REQUIRED_MESSAGE);
    });

    it('gives me = null and refuses admin fields, as the session cookie', async () => {
      const token = makeToken();
      const send = (query: string) =>
        server.agent().post('/graphql').set('Content-Type', 'application/json').set('Cookie', `finops_session=${token}`).send({ query });
      expect(dataOf(await send(ME)).me).toBeNull();
      expectGqlError(await send(ADMIN_QUERY), 'UNAUTHENTICATED', ADMIN_REQUIRED_MESSAGE);
    });
  });

  describe('cross-site request protection (the session is a cookie)', () => {
    it('refuses a simple cross-site POST (text/plain) without running it', async () => {
      const agent = server.agent();
      dataOf(await server.gql(LOGIN, { input: { username: 'firstadmin', password } }, agent));
      const res = await agent
        .post('/graphql')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ query: LOGOUT }));
      expect(res.status).toBe(400);
      expect(res.text).toMatch(/CSRF/);
      expect(sessionCookie(res)).toBeUndefined();
      expect(dataOf(await server.gql(ME, {}, agent)).me).not.toBeNull();
    });

    it('refuses a GET query without a preflight header, and any mutation over GET', async () => {
      const agent = server.agent();
      dataOf(await server.gql(LOGIN, { input: { username: 'firstadmin', password } }, agent));
      expect((await agent.get('/graphql').query({ query: ME })).status).toBe(400);
      const preflighted = await agent.get('/graphql').query({ query: ME }).set('apollo-require-preflight', 'true');
      expect(preflighted.status).toBe(200);
      expect(preflighted.body.data.me.username).toBe('firstadmin');
      const mutation = await agent.get('/graphql').query({ query: LOGOUT }).set('apollo-require-preflight', 'true');
      expect(mutation.status).toBe(405);
      expect(sessionCookie(mutation)).toBeUndefined();
    });
  });

  it('stops honouring a valid token once its account is gone', async () => {
    // Last test of this server: removing the only admin also reopens registration.
    await server.dataSource.query('DELETE FROM admin_users WHERE id = $1', [firstId]);
    expect(dataOf(await server.gql(ME, {}, undefined, firstToken)).me).toBeNull();
    expect(dataOf(await server.gql(ME, {}, firstAgent)).me).toBeNull();
    expectGqlError(await server.gql(ADMIN_QUERY, {}, firstAgent), 'UNAUTHENTICATED');
    expect(dataOf(await server.gql(REGISTRATION_OPEN)).registrationOpen).toBe(true);
  });
});

describe('GraphQL authentication with ALLOW_ADMIN_REGISTRATION=true', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ seed: false, allowAdminRegistration: true });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('keeps registration open and lets a second admin register', async () => {
    const first = dataOf(await server.gql(REGISTER, { input: { username: 'alice', password: 'secret123' } })).register;
    expect(dataOf(await server.gql(REGISTRATION_OPEN)).registrationOpen).toBe(true);
    const agent = server.agent();
    const second = dataOf(await server.gql(REGISTER, { input: { username: 'bob', password: 'secret456' } }, agent)).register;
    expect(second.user.id).not.toBe(first.user.id);
    expect(dataOf(await server.gql(ME, {}, agent)).me.username).toBe('bob');
    expect(dataOf(await server.gql(ME, {}, undefined, first.token)).me.username).toBe('alice');
  });

  it.each(['alice', 'ALICE', 'Alice', '  alice  '])('refuses a duplicate username regardless of case: %j', async (username) => {
    const res = await server.gql(REGISTER, { input: { username, password: 'another-pass' } });
    expectGqlError(res, 'CONFLICT', 'That username is already taken.');
    expect(sessionCookie(res)).toBeUndefined();
    const count = await server.dataSource.query("SELECT count(*)::int AS n FROM admin_users WHERE username = 'alice'");
    expect(count[0].n).toBe(1);
  });

  // Concurrent requests need real PostgreSQL: the harness reaches the embedded database through a
  // URL with a pool of 10, and PGlite shares one session between those connections (the server
  // itself uses a single pooled connection for it, see db/database.ts).
  itOnRealPostgres('accepts only one of several simultaneous registrations of one name', async () => {
    const username = `race-${uniq()}`;
    const results = await Promise.all([1, 2, 3].map(() => server.gql(REGISTER, { input: { username, password: 'secret123' } })));
    const ok = results.filter((r) => !r.body.errors);
    const conflicts = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(2);
  });

  it('logs each admin in with their own password only', async () => {
    expectGqlError(
      await server.gql(LOGIN, { input: { username: 'bob', password: 'secret123' } }),
      'UNAUTHENTICATED',
      'Invalid credentials',
    );
    expect(dataOf(await server.gql(LOGIN, { input: { username: 'Bob', password: 'secret456' } })).login.user.username).toBe('bob');
  });
});
