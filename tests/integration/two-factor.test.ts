// Two-factor sign-in (issue 13, decision 0020) through GraphQL and REST: enrolment, the second step
// with a code or a recovery code (each once), no session before it, turning it off, new recovery
// codes, and the Owner's "require for everyone" on both transports. Abuse: security-two-factor.test.ts.
import { AdminUser } from '../../graphql-server/src/modules/users/admin-user.entity';
import { AuditEntry } from '../../graphql-server/src/modules/audit/audit-entry.entity';
import * as msg from '../../schema/validation/accounts';
import type { TestServer } from '../support/test-server';
import { dataOf, expectFieldErrors, expectGqlError, START_TIMEOUT, startServer } from './helpers';
import { staffMember, type Staff } from './staff-helpers';
import { codeFor, enableTwoFactor, ENABLE, LOGIN, SETUP, VERIFY } from './two-factor-helpers';

const ME = '{ me { id twoFactorEnabled } }';

describe('two-factor sign-in', () => {
  let server: TestServer;
  let owner: Staff;

  beforeAll(async () => {
    server = await startServer({ seed: false });
    owner = await staffMember(server, 'OWNER');
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => server.gql(query, variables, undefined, token);
  const actions = async (userId: string) =>
    (await server.dataSource.getRepository(AuditEntry).find({ where: { actorId: userId } })).map((e) => e.action);

  it('enrols with a QR code drawn locally, confirms with a code, and shows 10 recovery codes once', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const setup = dataOf(await gql(SETUP, {}, editor.token)).beginTwoFactorSetup;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
    expect(setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // Stored encrypted: the database never holds the secret in clear.
    const stored = await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: editor.id });
    expect(stored.totpSecret).not.toContain(setup.secret);
    expect(stored.totpEnabledAt).toBeNull();

    expectFieldErrors(await gql(ENABLE, { code: '000000' }, editor.token), [{ field: 'code', message: msg.WRONG_CODE_MESSAGE }]);
    expect(dataOf(await gql(ME, {}, editor.token)).me.twoFactorEnabled).toBe(false);
    const codes = dataOf(await gql(ENABLE, { code: codeFor(setup.secret) }, editor.token)).enableTwoFactor as string[];
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(new Set(codes).size).toBe(10);
    expect(dataOf(await gql(ME, {}, editor.token)).me.twoFactorEnabled).toBe(true);
    expectGqlError(await gql(SETUP, {}, editor.token), 'CONFLICT', msg.TWO_FACTOR_ALREADY_ON_MESSAGE);
    expect(await actions(editor.id)).toContain('user.2fa-enable');
  });

  it('asks for the code after the password, gives no session before it, and refuses a code twice', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const { secret } = await enableTwoFactor(server, editor);
    const agent = server.agent();
    const login = await server.gql(LOGIN, { u: editor.username, p: editor.password }, agent);
    const payload = dataOf(login).login;
    expect(payload).toMatchObject({ token: null, user: null, twoFactor: { step: 'VERIFY' } });
    expect(String(login.headers['set-cookie'])).toContain('finops_2fa=');
    expect(String(login.headers['set-cookie'])).not.toContain('finops_session=');
    // The pending sign-in is no session, neither as a cookie nor as a Bearer token.
    expect(dataOf(await server.gql(ME, {}, agent)).me).toBeNull();
    expect((await server.agent().get('/api/admin/blog').set('Authorization', `Bearer ${payload.twoFactor.pendingToken}`)).status).toBe(401);

    expectGqlError(await server.gql(VERIFY, { code: '123456' }, agent), 'UNAUTHENTICATED', msg.WRONG_CODE_MESSAGE);
    const code = codeFor(secret, 1);
    const verified = dataOf(await server.gql(VERIFY, { code }, agent)).verifyTwoFactor;
    expect(verified.user).toMatchObject({ id: editor.id, twoFactorEnabled: true });
    expect(dataOf(await server.gql(ME, {}, agent)).me.id).toBe(editor.id);
    expect(dataOf(await gql(ME, {}, verified.token)).me.id).toBe(editor.id);

    // The same code (and an older one) cannot be used again within its window.
    const again = dataOf(await gql(LOGIN, { u: editor.username, p: editor.password })).login.twoFactor.pendingToken;
    expectGqlError(await gql(VERIFY, { code, pendingToken: again }), 'UNAUTHENTICATED', msg.WRONG_CODE_MESSAGE);
    expectGqlError(await gql(VERIFY, { code: codeFor(secret), pendingToken: again }), 'UNAUTHENTICATED', msg.WRONG_CODE_MESSAGE);
    expect(await actions(editor.id)).toEqual(expect.arrayContaining(['user.sign-in', 'user.2fa-failed']));
  });

  it('signs in with a recovery code, once', async () => {
    const author = await staffMember(server, 'AUTHOR');
    const { recoveryCodes } = await enableTwoFactor(server, author);
    const pending = async () => dataOf(await gql(LOGIN, { u: author.username, p: author.password })).login.twoFactor.pendingToken as string;
    // Case and dashes do not matter.
    const typed = recoveryCodes[3].toUpperCase().replace(/-/g, ' ');
    expect(dataOf(await gql(VERIFY, { code: typed, pendingToken: await pending() })).verifyTwoFactor.user.id).toBe(author.id);
    expectGqlError(await gql(VERIFY, { code: recoveryCodes[3], pendingToken: await pending() }), 'UNAUTHENTICATED', msg.WRONG_CODE_MESSAGE);
    expect(await actions(author.id)).toContain('user.2fa-recovery-code-used');
  });

  it('REST sign-in behaves the same: a pending answer, then POST /api/auth/login/verify', async () => {
    const admin = await staffMember(server, 'ADMINISTRATOR');
    const { secret } = await enableTwoFactor(server, admin);
    const agent = server.agent();
    const login = await agent.post('/api/auth/login').send({ username: admin.username, password: admin.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: null, token: null, twoFactor: { step: 'VERIFY' } });
    expect((await agent.get('/api/auth/me')).body.user).toBeNull();
    const wrong = await agent.post('/api/auth/login/verify').send({ code: '000000' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe(msg.WRONG_CODE_MESSAGE);
    const ok = await agent.post('/api/auth/login/verify').send({ code: codeFor(secret, 1) });
    expect(ok.status).toBe(200);
    expect(ok.body.user.id).toBe(admin.id);
    expect((await agent.get('/api/auth/me')).body.user.id).toBe(admin.id);
  });

  it('turns off and regenerates recovery codes only with the password or a current code', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const { secret, recoveryCodes } = await enableTwoFactor(server, editor);
    const REGEN = 'mutation($p: String!) { regenerateRecoveryCodes(proof: $p) }';
    const DISABLE = 'mutation($p: String!) { disableTwoFactor(proof: $p) }';
    expectGqlError(await gql(REGEN, { p: 'not-my-password' }, editor.token), 'FORBIDDEN', msg.WRONG_PROOF_MESSAGE);
    const fresh = dataOf(await gql(REGEN, { p: editor.password }, editor.token)).regenerateRecoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const pending = dataOf(await gql(LOGIN, { u: editor.username, p: editor.password })).login.twoFactor.pendingToken;
    expectGqlError(await gql(VERIFY, { code: recoveryCodes[0], pendingToken: pending }), 'UNAUTHENTICATED', msg.WRONG_CODE_MESSAGE);

    expectGqlError(await gql(DISABLE, { p: '999999' }, editor.token), 'FORBIDDEN', msg.WRONG_PROOF_MESSAGE);
    expect(dataOf(await gql(DISABLE, { p: codeFor(secret, 1) }, editor.token)).disableTwoFactor).toBe(true);
    expect(dataOf(await gql(ME, {}, editor.token)).me.twoFactorEnabled).toBe(false);
    expect(dataOf(await gql(LOGIN, { u: editor.username, p: editor.password })).login.token).toEqual(expect.any(String));
    expect(await actions(editor.id)).toEqual(expect.arrayContaining(['user.2fa-disable', 'user.2fa-recovery-codes-regenerate']));
  });

  it('the Owner requires 2FA: accounts without it must enrol before any session, on GraphQL and REST', async () => {
    const SET = 'mutation($r: Boolean!) { setTwoFactorRequired(required: $r) }';
    expectGqlError(await gql(SET, { r: true }, owner.token), 'CONFLICT', msg.OWNER_NEEDS_TWO_FACTOR_MESSAGE);
    const editor = await staffMember(server, 'EDITOR');
    const withTwoFactor = await staffMember(server, 'AUTHOR');
    const { secret } = await enableTwoFactor(server, withTwoFactor);
    const ownerSecret = (await enableTwoFactor(server, owner)).secret;
    expect(dataOf(await gql(SET, { r: true }, owner.token)).setTwoFactorRequired).toBe(true);
    // The open session of an account without 2FA ended; its next sign-in must enrol first.
    expect((await server.agent().get('/api/admin/blog').set('Authorization', `Bearer ${editor.token}`)).status).toBe(401);
    const gqlLogin = dataOf(await gql(LOGIN, { u: editor.username, p: editor.password })).login;
    expect(gqlLogin).toMatchObject({ token: null, twoFactor: { step: 'ENROL' } });
    // A VERIFY step cannot be skipped to with an ENROL pending sign-in, nor the other way round.
    expectGqlError(
      await gql(VERIFY, { code: '123456', pendingToken: gqlLogin.twoFactor.pendingToken }),
      'UNAUTHENTICATED',
      msg.PENDING_SIGN_IN_MESSAGE,
    );

    const agent = server.agent();
    const rest = await agent.post('/api/auth/login').send({ username: editor.username, password: editor.password });
    expect(rest.body).toMatchObject({ token: null, twoFactor: { step: 'ENROL' } });
    const setup = await agent.post('/api/auth/login/enrol').send({});
    expect(setup.status).toBe(200);
    const done = await agent.post('/api/auth/login/enrol/confirm').send({ code: codeFor(setup.body.secret as string) });
    expect(done.status).toBe(200);
    expect(done.body.recoveryCodes).toHaveLength(10);
    expect((await agent.get('/api/auth/me')).body.user.id).toBe(editor.id);

    // Accounts with 2FA keep their sessions; nobody can turn it off while it is required.
    expect(dataOf(await gql(ME, {}, withTwoFactor.token)).me.id).toBe(withTwoFactor.id);
    expectGqlError(
      await gql('mutation($p: String!) { disableTwoFactor(proof: $p) }', { p: withTwoFactor.password }, withTwoFactor.token),
      'FORBIDDEN',
      msg.TWO_FACTOR_REQUIRED_MESSAGE,
    );
    expect(secret).toBeTruthy();
    expect(dataOf(await gql(SET, { r: false }, owner.token)).setTwoFactorRequired).toBe(false);
    expect(ownerSecret).toBeTruthy();
  });
});
