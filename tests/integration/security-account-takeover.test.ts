// A stolen session must not become a permanent takeover (issue 33, decision 0056), attacked over
// GraphQL and REST: sensitive changes need a recent re-authentication of the very session (checked
// on the server, a Bearer JWT alike), an e-mail change tells the old address with a 72-hour undo
// link, every such change ends the other sessions; a pending sign-in gives one session at most;
// link tokens never reach the access log; "Forgot password?" answers before it does any work; a
// failed login's username reaches the audit log as escaped data; the rate-limit store names no
// account; visitor e-mails greet by name only when it looks like one.
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import pino from 'pino';
import { log, setLogger } from '../../graphql-server/src/logger';
import { auditText } from '../../graphql-server/src/modules/audit/audit.service';
import { DeliveryJob } from '../../graphql-server/src/modules/delivery/queue/delivery-job.entity';
import { DeliveryQueue } from '../../graphql-server/src/modules/delivery/queue/delivery-queue';
import { emailPayloadOf, type EmailPayload } from '../../graphql-server/src/modules/delivery/queue/job-payloads';
import { AdminUser } from '../../graphql-server/src/modules/users/admin-user.entity';
import { EmailChangeUndo } from '../../graphql-server/src/modules/users/email-change-undo.entity';
import { RESET_REQUESTED_MESSAGE } from '../../graphql-server/src/modules/users/password-resets.service';
import { LINK_INVALID_MESSAGE } from '../../graphql-server/src/modules/users/team.service';
import { DEFAULT_RATE_LIMITS, rateLimitIdentity, RateLimits } from '../../graphql-server/src/security/rate-limits';
import {
  EMAIL_UNDO_DONE_MESSAGE,
  PENDING_SIGN_IN_MESSAGE,
  REAUTH_REQUIRED_MESSAGE,
  REAUTH_REQUIRED_REASON,
  WRONG_PROOF_MESSAGE,
} from '../../schema/validation/accounts';
import { TEST_JWT_SECRET, type TestServer } from '../support/test-server';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, validContact, type Agent } from './helpers';
import { staffMember, type Staff } from './staff-helpers';
import { codeFor, enableTwoFactor, LOGIN, VERIFY } from './two-factor-helpers';

const SET_EMAIL = 'mutation($email: String!) { setMyEmail(email: $email) { email } }';
const REAUTH = 'mutation($proof: String!) { reauthenticate(proof: $proof) }';
const UNDO = 'mutation($token: String!) { undoEmailChange(token: $token) }';
const CREATE_TOKEN = 'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }';
const DISABLE_2FA = 'mutation($proof: String!) { disableTwoFactor(proof: $proof) }';

describe('account takeover defences', () => {
  let server: TestServer;
  const logLines: string[] = [];
  const previousLogger = log();

  beforeAll(async () => {
    // The access log is captured from the start: pino-http takes the logger when the app is made.
    setLogger(pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _enc, done) => (logLines.push(chunk.toString()), done()) })));
    server = await startServer({ seed: false, siteUrl: 'https://finops.example.com' });
  }, START_TIMEOUT);
  afterAll(async () => {
    setLogger(previousLogger);
    await server?.close();
  });

  const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) => server.gql(query, variables, undefined, token);
  const sessionsOf = async (userId: string) =>
    (await server.dataSource.query('SELECT id FROM sessions WHERE "userId" = $1 AND "revokedAt" IS NULL', [userId])).length as number;
  /** Moves the clock of every session of `userId` back: its sign-in is `minutes` old. */
  const ageSessions = (userId: string, minutes: number) =>
    server.dataSource.query(`UPDATE sessions SET "reauthenticatedAt" = now() - make_interval(mins => $2) WHERE "userId" = $1`, [
      userId,
      minutes,
    ]);
  const mails = async (template: string, to: string): Promise<EmailPayload[]> => {
    await server.services.passwordResets.idle();
    return (await server.dataSource.getRepository(DeliveryJob).find({ order: { createdAt: 'DESC' } }))
      .filter((job) => job.kind === 'email')
      .map((job) => emailPayloadOf(job))
      .filter((mail) => mail.template === template && mail.to.includes(to));
  };
  /** A second signed-in device of `staff`. */
  const secondDevice = async (staff: Staff): Promise<Agent> => {
    const agent = server.agent();
    expect((await agent.post('/api/auth/login').send({ username: staff.username, password: staff.password })).status).toBe(200);
    return agent;
  };
  const expectReauthRequired = (res: Awaited<ReturnType<typeof gql>>) => {
    const error = expectGqlError(res, 'FORBIDDEN', REAUTH_REQUIRED_MESSAGE);
    expect((error.extensions as { reason?: string } | undefined)?.reason).toBe(REAUTH_REQUIRED_REASON);
  };

  describe('recent re-authentication', () => {
    it('refuses an e-mail change and a new API token from a session whose sign-in is old, on GraphQL and a Bearer JWT', async () => {
      const admin = await staffMember(server, 'ADMINISTRATOR');
      await ageSessions(admin.id, 6);
      const before = (await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: admin.id })).email;
      expectReauthRequired(await gql(SET_EMAIL, { email: `thief-${uniq()}@example.com` }, admin.token));
      expectReauthRequired(await server.gql(SET_EMAIL, { email: `thief-${uniq()}@example.com` }, admin.agent));
      expectReauthRequired(await gql(CREATE_TOKEN, { input: { name: 'exfil', scopes: ['CONTENT'] } }, admin.token));
      expect((await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: admin.id })).email).toBe(before);
      expect(await server.dataSource.query('SELECT id FROM api_tokens WHERE name = $1', ['exfil'])).toHaveLength(0);
    });

    it('a wrong proof re-authenticates nothing; the right password (REST or GraphQL) opens the window for that session only', async () => {
      const admin = await staffMember(server, 'ADMINISTRATOR');
      const other = await secondDevice(admin);
      await ageSessions(admin.id, 30);
      expectGqlError(await gql(REAUTH, { proof: 'not-the-password' }, admin.token), 'FORBIDDEN', WRONG_PROOF_MESSAGE);
      const wrong = await admin.agent.post('/api/auth/reauthenticate').send({ proof: 'not-the-password' });
      expect(wrong.status).toBe(403);
      expectReauthRequired(await gql(SET_EMAIL, { email: `new-${uniq()}@example.com` }, admin.token));
      // Bad input and anonymous callers.
      expect((await admin.agent.post('/api/auth/reauthenticate').send({ proof: { $ne: '' } })).status).toBe(400);
      expect((await server.agent().post('/api/auth/reauthenticate').send({ proof: admin.password })).status).toBe(401);
      expectGqlError(await gql(REAUTH, { proof: admin.password }), 'UNAUTHENTICATED');

      const ok = await admin.agent.post('/api/auth/reauthenticate').send({ proof: admin.password });
      expect(ok.status).toBe(200);
      expect(new Date(ok.body.until).getTime()).toBeGreaterThan(Date.now());
      // The other device's session proved nothing.
      expectReauthRequired(await server.gql(SET_EMAIL, { email: `new-${uniq()}@example.com` }, other));
      const email = `new-${uniq()}@example.com`;
      expect(dataOf(await server.gql(SET_EMAIL, { email }, admin.agent)).setMyEmail.email).toBe(email);
    });

    it('accepts a current code as the proof when 2FA is on', async () => {
      const editor = await staffMember(server, 'EDITOR');
      const { secret } = await enableTwoFactor(server, editor);
      await ageSessions(editor.id, 10);
      // One code, computed once: a second computed later could fall in the next 30 s step.
      const code = codeFor(secret, 1);
      expect(dataOf(await gql(REAUTH, { proof: code }, editor.token)).reauthenticate).toBeTruthy();
      // The same code again is used up.
      await ageSessions(editor.id, 10);
      expectGqlError(await gql(REAUTH, { proof: code }, editor.token), 'FORBIDDEN', WRONG_PROOF_MESSAGE);
    });

    it('an e-mail change, 2FA turned off and a new API token each end the other sessions (not the caller’s)', async () => {
      const admin = await staffMember(server, 'ADMINISTRATOR');
      const phone = await secondDevice(admin);
      expect(await sessionsOf(admin.id)).toBe(2);
      dataOf(await gql(SET_EMAIL, { email: `moved-${uniq()}@example.com` }, admin.token));
      expect((await phone.get('/api/admin/blog')).status).toBe(401);
      expect(await sessionsOf(admin.id)).toBe(1);

      const laptop = await secondDevice(admin);
      dataOf(await gql(CREATE_TOKEN, { input: { name: `t-${uniq()}`, scopes: ['CONTENT'] } }, admin.token));
      expect((await laptop.get('/api/admin/blog')).status).toBe(401);

      const { secret } = await enableTwoFactor(server, admin);
      const tablet = await server.agent();
      const pending = (await tablet.post('/api/auth/login').send({ username: admin.username, password: admin.password })).body;
      expect(pending.twoFactor.step).toBe('VERIFY');
      expect((await tablet.post('/api/auth/login/verify').send({ code: codeFor(secret, 1) })).status).toBe(200);
      dataOf(await gql(DISABLE_2FA, { proof: admin.password }, admin.token));
      expect((await tablet.get('/api/admin/blog')).status).toBe(401);
      expect((await admin.agent.get('/api/admin/blog')).status).toBe(200);
    });
  });

  describe('undoing an e-mail change from the old address', () => {
    async function changeEmail(staff: Staff) {
      const oldEmail = `${staff.username}@example.com`;
      const newEmail = `attacker-${uniq()}@example.net`;
      dataOf(await gql(SET_EMAIL, { email: newEmail }, staff.token));
      const [notice] = await mails('email-change', oldEmail);
      expect(notice).toBeDefined();
      expect(notice.text).toContain(newEmail);
      const token = /https:\/\/finops\.example\.com\/admin\/undo-email-change#([0-9a-f]{64})/.exec(notice.text)?.[1];
      expect(token).toBeDefined();
      return { oldEmail, newEmail, token: token as string };
    }

    it('tells the old address; its link restores it once, ends every session and voids pending reset links', async () => {
      const victim = await staffMember(server, 'EDITOR');
      const { oldEmail, newEmail, token } = await changeEmail(victim);
      const undo = await server.dataSource.getRepository(EmailChangeUndo).findOneByOrFail({ userId: victim.id });
      const hours = (undo.expiresAt.getTime() - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(71.9);
      expect(hours).toBeLessThanOrEqual(72);
      expect(undo.tokenHash).not.toBe(token);
      // The thief asks for a reset link to the new address...
      dataOf(await gql('mutation($email: String!) { requestPasswordReset(email: $email) }', { email: newEmail }));
      expect(await mails('password-reset', newEmail)).toHaveLength(1);

      expect(dataOf(await gql(UNDO, { token })).undoEmailChange).toBe(EMAIL_UNDO_DONE_MESSAGE);
      expect((await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: victim.id })).email).toBe(oldEmail);
      expect(await sessionsOf(victim.id)).toBe(0);
      expect((await victim.agent.get('/api/admin/blog')).status).toBe(401);
      const unused = await server.dataSource.query('SELECT id FROM password_resets WHERE "userId" = $1 AND "usedAt" IS NULL', [victim.id]);
      expect(unused).toHaveLength(0);
      // Once only, on either transport.
      expectGqlError(await gql(UNDO, { token }), 'NOT_FOUND', LINK_INVALID_MESSAGE);
      expect((await server.agent().post('/api/auth/undo-email-change').send({ token })).status).toBe(404);
    });

    it('refuses expired, forged and malformed undo tokens, changing nothing', async () => {
      const victim = await staffMember(server, 'AUTHOR');
      const { newEmail, token } = await changeEmail(victim);
      await server.dataSource.getRepository(EmailChangeUndo).update({ userId: victim.id }, { expiresAt: new Date(Date.now() - 1000) });
      for (const bad of [token, 'a'.repeat(64), token.toUpperCase(), '', 'x'.repeat(150)]) {
        expectGqlError(await gql(UNDO, { token: bad }), 'NOT_FOUND', LINK_INVALID_MESSAGE);
      }
      for (const bad of [token, { $ne: null }, ['a'.repeat(64)]]) {
        expect((await server.agent().post('/api/auth/undo-email-change').send({ token: bad })).status).toBe(404);
      }
      expect((await server.dataSource.getRepository(AdminUser).findOneByOrFail({ id: victim.id })).email).toBe(newEmail);
      expect(await sessionsOf(victim.id)).toBe(1);
    });
  });

  describe('pending sign-ins and codes', () => {
    it('a pending sign-in gives one session, even with two recovery codes, in turn or at once', async () => {
      const staff = await staffMember(server, 'EDITOR');
      const { recoveryCodes } = await enableTwoFactor(server, staff);
      const before = await sessionsOf(staff.id);
      const pendingToken = dataOf(await gql(LOGIN, { u: staff.username, p: staff.password })).login.twoFactor.pendingToken;
      expect(dataOf(await gql(VERIFY, { code: recoveryCodes[0], pendingToken })).verifyTwoFactor.token).toBeTruthy();
      expectGqlError(await gql(VERIFY, { code: recoveryCodes[1], pendingToken }), 'UNAUTHENTICATED', PENDING_SIGN_IN_MESSAGE);
      const rest = await server.agent().post('/api/auth/login/verify').send({ code: recoveryCodes[2], pendingToken });
      expect(rest.status).toBe(401);
      expect(await sessionsOf(staff.id)).toBe(before + 1);

      const raced = dataOf(await gql(LOGIN, { u: staff.username, p: staff.password })).login.twoFactor.pendingToken;
      const answers = await Promise.all(recoveryCodes.slice(3, 6).map((code) => gql(VERIFY, { code, pendingToken: raced })));
      expect(answers.filter((res) => res.body.data?.verifyTwoFactor?.token)).toHaveLength(1);
      expect(await sessionsOf(staff.id)).toBe(before + 2);
    });

    it('a wrong code does not use the pending sign-in up', async () => {
      const staff = await staffMember(server, 'AUTHOR');
      const { secret } = await enableTwoFactor(server, staff);
      const pendingToken = dataOf(await gql(LOGIN, { u: staff.username, p: staff.password })).login.twoFactor.pendingToken;
      expectGqlError(await gql(VERIFY, { code: '000000', pendingToken }), 'UNAUTHENTICATED');
      expect(dataOf(await gql(VERIFY, { code: codeFor(secret, 1), pendingToken })).verifyTwoFactor.token).toBeTruthy();
    });

    it('caps wrong codes per account far below wrong passwords, whatever the number of addresses', async () => {
      expect(DEFAULT_RATE_LIMITS.codeAccountMaxFailures).toBeLessThanOrEqual(10);
      expect(DEFAULT_RATE_LIMITS.codeAccountMaxFailures).toBeLessThan(DEFAULT_RATE_LIMITS.loginAccountMaxFailures);
      const limits = new RateLimits({ kind: 'memory' }, DEFAULT_RATE_LIMITS, TEST_JWT_SECRET);
      // One wrong code per address: the per-pair lock never trips; the account's ceiling does.
      for (let i = 0; i < DEFAULT_RATE_LIMITS.codeAccountMaxFailures; i++) {
        await (await limits.reserveLoginAttempt(`10.0.${i}.1`, 'victim', 'code')).failed();
      }
      await expect(limits.reserveLoginAttempt('10.9.9.9', 'victim', 'code')).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
      // Passwords keep their own, higher ceiling.
      await (await limits.reserveLoginAttempt('10.9.9.9', 'victim', 'password')).succeeded();
    });
  });

  describe('link tokens and the access log', () => {
    it('reset and invitation e-mails carry the token in the fragment; old path links are served and logged without it', async () => {
      const staff = await staffMember(server, 'EDITOR');
      const email = `${staff.username}@example.com`;
      dataOf(await gql('mutation($email: String!) { requestPasswordReset(email: $email) }', { email }));
      const [mail] = await mails('password-reset', email);
      const token = /\/admin\/reset-password#([0-9a-f]{64})/.exec(mail.text)?.[1] as string;
      expect(token).toBeDefined();
      expect(mail.text).not.toMatch(/\/admin\/reset-password\/[0-9a-f]{64}/);

      const admin = await staffMember(server, 'ADMINISTRATOR');
      const invitee = `invitee-${uniq()}@example.com`;
      const invite = 'mutation($input: InviteInput!) { inviteUser(input: $input) { email } }';
      dataOf(await gql(invite, { input: { name: 'Ines Vitee', email: invitee, role: 'AUTHOR' } }, admin.token));
      const [invitation] = await mails('account-invitation', invitee);
      const inviteToken = /\/admin\/accept-invitation#([0-9a-f]{64})/.exec(invitation.text)?.[1] as string;
      expect(inviteToken).toBeDefined();

      logLines.length = 0;
      for (const path of [`/admin/reset-password/${token}`, `/admin/accept-invitation/${inviteToken}`, `/api/fin_${'A1b2'.repeat(10)}`]) {
        await server.agent().get(path).set('Accept', 'text/html');
      }
      await server.agent().get('/blog/how-we-cut-cloud-costs-by-40-percent-in-2024').set('Accept', 'text/html');
      const logged = logLines.join('');
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(inviteToken);
      expect(logged).not.toContain('A1b2A1b2');
      expect(logged).toContain('/admin/reset-password/[redacted]');
      expect(logged).toContain('/admin/accept-invitation/[redacted]');
      // Ordinary slugs stay readable.
      expect(logged).toContain('/blog/how-we-cut-cloud-costs-by-40-percent-in-2024');
      // The old link still works: its token is still usable.
      expect(dataOf(await gql('query($t: String!) { resetLinkUsable(token: $t) }', { t: token })).resetLinkUsable).toBe(true);
    });
  });

  describe('"Forgot password?"', () => {
    it('answers before any of its work (look-up, e-mail), for a known and an unknown address alike', async () => {
      const staff = await staffMember(server, 'AUTHOR');
      let answered!: () => void;
      const answer = new Promise<void>((resolve) => (answered = resolve));
      const original = DeliveryQueue.prototype.enqueue;
      // The e-mail is only queued once the answer has arrived: work done before answering would wait forever.
      const spy = jest.spyOn(DeliveryQueue.prototype, 'enqueue').mockImplementation(async function (this: DeliveryQueue, ...args) {
        await answer;
        return original.apply(this, args);
      });
      try {
        const known = await gql('mutation($email: String!) { requestPasswordReset(email: $email) }', {
          email: `${staff.username}@example.com`,
        });
        answered();
        expect(dataOf(known).requestPasswordReset).toBe(RESET_REQUESTED_MESSAGE);
        await server.services.passwordResets.idle();
        expect(spy).toHaveBeenCalledTimes(1);
        expect(await mails('password-reset', `${staff.username}@example.com`)).toHaveLength(1);
      } finally {
        spy.mockRestore();
      }
    }, 20_000);
  });

  describe('audit log and rate-limit store', () => {
    it('stores a failed login’s username escaped (no forged lines, no bidi tricks) and capped', async () => {
      const typed = 'ghost\nuser.sign-in admin\u202e';
      expect((await server.agent().post('/api/auth/login').send({ username: typed, password: 'wrong-password' })).status).toBe(401);
      const rows: Array<{ target: string }> = await server.dataSource.query(
        `SELECT target FROM audit_log WHERE action = 'user.sign-in-failed' ORDER BY "at" DESC LIMIT 1`,
      );
      expect(rows[0].target).toBe('ghost\\nuser.sign-in admin\\u202e');
      expect(rows[0].target).not.toMatch(/[\n\r\u202e]/);
      expect(auditText('a'.repeat(500), 64)).toHaveLength(64);
      expect(auditText('a\\b')).toBe('a\\\\b');
    });

    it('keys the rate-limit store by a keyed hash: no e-mail address or username in clear', async () => {
      const staff = await staffMember(server, 'EDITOR');
      const email = `${staff.username}@example.com`;
      dataOf(await gql('mutation($email: String!) { requestPasswordReset(email: $email) }', { email }));
      await server.services.passwordResets.idle();
      await server.agent().post('/api/auth/login').send({ username: staff.username, password: 'wrong-password' });
      const keys: Array<{ key: string }> = await server.dataSource.query('SELECT key FROM rate_limits');
      expect(keys.length).toBeGreaterThan(0);
      for (const { key } of keys) {
        expect(key).not.toContain(staff.username);
        expect(key).not.toContain('@');
      }
      // The in-memory store and Redis get the same keys (rate-limits.test.ts reads Redis's).
      const redis = new Redis('redis://127.0.0.1:6379', {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      const running = await redis.connect().then(
        () => true,
        () => false,
      );
      if (!running) return;
      try {
        const prefix = `finops-test-${uniq()}`;
        const limits = new RateLimits({ kind: 'redis', client: redis, prefix }, DEFAULT_RATE_LIMITS, TEST_JWT_SECRET);
        await limits.mayMailPasswordReset('owner@example.com');
        const stored = await redis.keys(`${prefix}:*`);
        expect(stored).toEqual([`${prefix}:reset_email:${rateLimitIdentity(TEST_JWT_SECRET, 'owner@example.com')}`]);
        await redis.del(...stored);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('visitor e-mails', () => {
    it('greet without the typed name unless it looks like a name', async () => {
      const cases: Array<[string, string]> = [
        ['Your invoice is overdue call 555 0100', 'Hello,'],
        ['Pay at evil.example now', 'Hello,'],
        ['Renée O’Brien-Smith', 'Hi Renée O’Brien-Smith,'],
      ];
      for (const [name, greeting] of cases) {
        const email = `visitor-${uniq()}@example.com`;
        const res = await server.agent().post('/api/contact').send(validContact({ name, email }));
        expect(res.status).toBeLessThan(300);
        const [confirmation] = await mails('contact-confirmation', email);
        expect(confirmation.text.split('\n')[0]).toBe(greeting);
        if (greeting === 'Hello,') expect(confirmation.text).not.toContain(name);
      }
    });
  });
});
