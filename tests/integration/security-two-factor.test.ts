// Two-factor sign-in and "Forgot password?" under attack (decision 0020): forged, expired,
// tampered, reused-after-reset and wrong-purpose pending sign-ins change nothing and open no
// session; guessing codes is locked out like guessing passwords (429 + Retry-After), and a right
// password does not clear the count; the new public paths refuse anonymous callers; a flood of
// reset requests sends a bounded number of e-mails and answers the same whether the account exists.
import { PendingSignIns } from '../../graphql-server/src/auth/pending-sign-in';
import { DeliveryJob } from '../../graphql-server/src/modules/delivery/queue/delivery-job.entity';
import { emailPayloadOf } from '../../graphql-server/src/modules/delivery/queue/job-payloads';
import { AdminUser } from '../../graphql-server/src/modules/users/admin-user.entity';
import { RESET_REQUESTED_MESSAGE } from '../../graphql-server/src/modules/users/password-resets.service';
import { PENDING_SIGN_IN_MESSAGE } from '../../schema/validation/accounts';
import { TEST_JWT_SECRET, type TestServer } from '../support/test-server';
import { dataOf, expectFieldErrors, expectGqlError, START_TIMEOUT, startServer, uniq } from './helpers';
import { staffMember, type Staff } from './staff-helpers';
import { codeFor, enableTwoFactor, LOGIN, VERIFY } from './two-factor-helpers';

const ENROL = 'mutation($t: String) { beginRequiredTwoFactorSetup(pendingToken: $t) { secret } }';
const CONFIRM = 'mutation($t: String) { completeRequiredTwoFactorSetup(code: "123456", pendingToken: $t) { recoveryCodes } }';
const RESET = 'mutation($email: String!) { requestPasswordReset(email: $email) }';

describe('two-factor sign-in and password reset under attack', () => {
  let server: TestServer;
  let staff: Staff;
  let secret: string;

  beforeAll(async () => {
    server = await startServer({ seed: false, rateLimits: { loginMaxFailures: 3, resetMaxPerAddress: 8, resetMaxPerEmail: 2 } });
    staff = await staffMember(server, 'EDITOR');
    secret = (await enableTwoFactor(server, staff)).secret;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const gql = (query: string, variables: Record<string, unknown> = {}) => server.gql(query, variables);
  const pendingFor = async (who: Staff) =>
    dataOf(await gql(LOGIN, { u: who.username, p: who.password })).login.twoFactor.pendingToken as string;
  const sessions = async (userId: string) =>
    Number((await server.dataSource.query('SELECT count(*) AS n FROM sessions WHERE "userId" = $1', [userId]))[0].n);

  it('refuses forged, tampered, expired, wrong-purpose and stale pending sign-ins on GraphQL and REST', async () => {
    const genuine = await pendingFor(staff);
    const before = await sessions(staff.id);
    const original = jest.spyOn(Date, 'now');
    original.mockReturnValue(Date.now() - 6 * 60_000);
    const expired = new PendingSignIns(TEST_JWT_SECRET).issue({
      userId: staff.id,
      step: 'VERIFY',
      passwordStamp: genuine.split('.')[4],
    }).token;
    original.mockRestore();
    const forged = [
      'garbage',
      `${genuine.slice(0, -2)}AA`,
      genuine.replace('.V.', '.E.'),
      new PendingSignIns('another-secret-of-at-least-thirty-two-chars').issue({
        userId: staff.id,
        step: 'VERIFY',
        passwordStamp: genuine.split('.')[4],
      }).token,
      expired,
      'x'.repeat(190),
    ];
    for (const token of forged) {
      expectGqlError(await gql(VERIFY, { code: codeFor(secret, 1), pendingToken: token }), 'UNAUTHENTICATED', PENDING_SIGN_IN_MESSAGE);
      const rest = await server
        .agent()
        .post('/api/auth/login/verify')
        .send({ code: codeFor(secret, 1), pendingToken: token });
      expect(rest.status).toBe(401);
      expect(rest.body).toEqual({ message: PENDING_SIGN_IN_MESSAGE });
    }
    // A session token is no pending sign-in (too long for a GraphQL argument; REST reads it and refuses).
    const session = await server
      .agent()
      .post('/api/auth/login/verify')
      .send({ code: codeFor(secret, 1), pendingToken: staff.token });
    expect(session.status).toBe(401);
    // A VERIFY sign-in is no ENROL one.
    expectGqlError(await gql(ENROL, { t: genuine }), 'UNAUTHENTICATED', PENDING_SIGN_IN_MESSAGE);
    // A password changed meanwhile ends the pending sign-in.
    const users = server.dataSource.getRepository(AdminUser);
    const { passwordHash } = await users.findOneByOrFail({ id: staff.id });
    await users.update({ id: staff.id }, { passwordHash: `${passwordHash}x` });
    expectGqlError(await gql(VERIFY, { code: codeFor(secret, 1), pendingToken: genuine }), 'UNAUTHENTICATED', PENDING_SIGN_IN_MESSAGE);
    await users.update({ id: staff.id }, { passwordHash });
    expect(await sessions(staff.id)).toBe(before);
  });

  it('refuses every new public step to an anonymous caller, and changes nothing', async () => {
    const before = await server.dataSource.getRepository(AdminUser).count();
    for (const query of [VERIFY, ENROL, CONFIRM]) {
      expectGqlError(await gql(query, { code: '123456' }), 'UNAUTHENTICATED', PENDING_SIGN_IN_MESSAGE);
    }
    for (const path of ['/api/auth/login/verify', '/api/auth/login/enrol', '/api/auth/login/enrol/confirm']) {
      const res = await server.agent().post(path).send({ code: '123456' });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ message: PENDING_SIGN_IN_MESSAGE });
    }
    expect(await server.dataSource.getRepository(AdminUser).count()).toBe(before);
  });

  it('answers bad input with a clear message before looking at anything', async () => {
    const message = 'Please enter the 6-digit code from your app, or a recovery code';
    const pendingToken = await pendingFor(staff);
    for (const code of ['', '   ', 'x'.repeat(41)]) {
      expectFieldErrors(await gql(VERIFY, { code, pendingToken }), [{ field: 'code', message }]);
    }
    const rest = await server
      .agent()
      .post('/api/auth/login/verify')
      .send({ code: { $gt: '' }, pendingToken });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain(message);
  });

  it('locks out guessing codes like guessing passwords, and a right password does not clear the count', async () => {
    const victim = await staffMember(server, 'AUTHOR');
    const victimSecret = (await enableTwoFactor(server, victim)).secret;
    const agent = server.agent();
    expect((await agent.post('/api/auth/login').send({ username: victim.username, password: victim.password })).body.twoFactor.step).toBe(
      'VERIFY',
    );
    for (let i = 0; i < 2; i++) expect((await agent.post('/api/auth/login/verify').send({ code: '000000' })).status).toBe(401);
    // The password again: right, but the count of wrong codes stays.
    expect((await agent.post('/api/auth/login').send({ username: victim.username, password: victim.password })).status).toBe(200);
    expect((await agent.post('/api/auth/login/verify').send({ code: '000001' })).status).toBe(401);
    const locked = await agent.post('/api/auth/login/verify').send({ code: codeFor(victimSecret, 1) });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed login attempts for this account\. Please try again in \d+ minutes?\.$/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const viaGraphql = await server.gql(VERIFY, { code: codeFor(victimSecret, 1) }, agent);
    expect(viaGraphql.status).toBe(429);
    expectGqlError(viaGraphql, 'TOO_MANY_REQUESTS');
    expect(await sessions(victim.id)).toBe(1); // only the one staffMember opened before 2FA
  });

  it('caps "Forgot password?" per e-mail address and per client address, answering the same either way', async () => {
    const resets = async (email: string) => {
      await server.services.passwordResets.idle();
      return (await server.dataSource.getRepository(DeliveryJob).find())
        .filter((j) => j.kind === 'email')
        .map((j) => emailPayloadOf(j))
        .filter((p) => p.template === 'password-reset' && p.to.includes(email)).length;
    };
    const email = `${staff.username}@example.com`;
    for (let i = 0; i < 4; i++) expect(dataOf(await gql(RESET, { email })).requestPasswordReset).toBe(RESET_REQUESTED_MESSAGE);
    expect(await resets(email)).toBe(2);
    for (let i = 0; i < 4; i++)
      expect(dataOf(await gql(RESET, { email: `nobody-${uniq()}@example.com` })).requestPasswordReset).toBe(RESET_REQUESTED_MESSAGE);
    // Over the address's limit: 429 whatever the address asks for.
    for (const target of [email, `nobody-${uniq()}@example.com`]) {
      const refused = await gql(RESET, { email: target });
      expect(refused.status).toBe(429);
      expect(expectGqlError(refused, 'TOO_MANY_REQUESTS').message).toMatch(/^Too many password reset requests from your network/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await resets(email)).toBe(2);
  });
});
