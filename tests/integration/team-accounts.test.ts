// Team accounts (issue 13): invitations, roles, ownership, suspension, deletion, password change and
// reset, e-mail addresses, sessions and the audit log — every rule and message, through GraphQL
// (and the REST paths where there are some). Links are read from the queued e-mails.
import { DeliveryJob } from '../../graphql-server/src/modules/delivery/queue/delivery-job.entity';
import { emailPayloadOf } from '../../graphql-server/src/modules/delivery/queue/job-payloads';
import { AdminUser } from '../../graphql-server/src/modules/users/admin-user.entity';
import { Invitation } from '../../graphql-server/src/modules/users/invitation.entity';
import { PasswordReset } from '../../graphql-server/src/modules/users/password-reset.entity';
import {
  ABOVE_OWN_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  LINK_INVALID_MESSAGE,
  OWN_ROLE_MESSAGE,
  OWNER_PROTECTED_MESSAGE,
  OWNER_ROLE_MESSAGE,
  SELF_MESSAGE,
} from '../../graphql-server/src/modules/users/team.service';
import { WRONG_PASSWORD_MESSAGE } from '../../graphql-server/src/modules/users/own-account.service';
import { RESET_REQUESTED_MESSAGE } from '../../graphql-server/src/modules/users/password-resets.service';
import { SUSPENDED_MESSAGE } from '../../graphql-server/src/modules/users/users.service';
import { canonicalPathname } from '../../schema/routes';
import type { TestServer } from '../support/test-server';
import { dataOf, expectFieldErrors, expectGqlError, START_TIMEOUT, startServer, uniq, validPost, type Agent } from './helpers';
import { staffMember } from './staff-helpers';

const INVITE = `mutation($input: InviteInput!) { inviteUser(input: $input) { id email role name expiresAt } }`;
const PREVIEW = `query($token: String!) { invitation(token: $token) { name email role } }`;
const ACCEPT = `mutation($token: String!, $input: AcceptInvitationInput!) { acceptInvitation(token: $token, input: $input) { token user { id username role email } } }`;
const ME = '{ me { id username role email suspendedAt } }';

// Before the seeded server below starts: on the embedded database the servers of a file take turns
// (helpers.ts acquireEmbeddedLock), so a second server started beside it waited for it until the
// lock's deadline and failed.
describe('team accounts', () => {
  it(
    'the first registered account is the Owner',
    async () => {
      const server = await startServer({ seed: false });
      try {
        const agent = server.agent();
        expect((await agent.post('/api/auth/register').send({ username: 'first', password: 'secret123' })).status).toBe(201);
        expect(dataOf(await server.gql(ME, {}, agent)).me).toMatchObject({ username: 'first', role: 'OWNER', email: null });
      } finally {
        await server.close();
      }
    },
    START_TIMEOUT,
  );
});

describe('team accounts', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startServer({ seed: true });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const gql = (query: string, variables: Record<string, unknown>, token?: string) => server.gql(query, variables, undefined, token);

  /** The link of the newest queued e-mail of `template` to `email`. */
  async function linkFor(template: string, email: string, path: string): Promise<string> {
    // "Forgot password?" does its work after the answer.
    await server.services.passwordResets.idle();
    const jobs = await server.dataSource.getRepository(DeliveryJob).find({ order: { createdAt: 'DESC' } });
    const mail = jobs
      .filter((j) => j.kind === 'email')
      .map((j) => emailPayloadOf(j))
      .find((payload) => payload.template === template && payload.to.includes(email));
    if (!mail) throw new Error(`No ${template} e-mail to ${email}`);
    // The token rides in the fragment, never in the path (decision 0056).
    const match = new RegExp(`https://finops\\.example\\.com/admin/${path}#([0-9a-f]{64})`).exec(mail.text);
    if (!match) throw new Error('No link in the e-mail');
    return match[1];
  }

  async function invite(token: string, role = 'EDITOR') {
    const email = `invitee-${uniq()}@example.com`;
    const res = await gql(INVITE, { input: { name: 'Ines Vitee', email, role } }, token);
    return { email, invitation: dataOf(res).inviteUser, link: await linkFor('account-invitation', email, 'accept-invitation') };
  }

  it('an Administrator invites by e-mail; the invitee accepts once with a username and password', async () => {
    const admin = await staffMember(server, 'ADMINISTRATOR');
    const { email, invitation, link } = await invite(admin.token);
    expect(invitation).toMatchObject({ email, role: 'EDITOR', name: 'Ines Vitee' });
    const days = (new Date(invitation.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(dataOf(await gql('{ invitations { email } }', {}, admin.token)).invitations).toContainEqual({ email });
    expect(dataOf(await gql(PREVIEW, { token: link })).invitation).toEqual({ name: 'Ines Vitee', email, role: 'EDITOR' });
    // The link's address is canonical: no redirect rewrites its secret.
    expect(canonicalPathname(`/admin/accept-invitation/${link}`)).toBeNull();
    expect((await server.agent().get(`/admin/accept-invitation/${link}`).set('Accept', 'text/html')).status).not.toBe(301);

    const username = `ines-${uniq()}`;
    const accepted = dataOf(await gql(ACCEPT, { token: link, input: { username, password: 'editor-pass-1' } })).acceptInvitation;
    expect(accepted.user).toMatchObject({ username, role: 'EDITOR', email });
    expect(dataOf(await gql(ME, {}, accepted.token)).me.role).toBe('EDITOR');
    // Used: the link is dead, the invitation no longer pending.
    expectGqlError(await gql(PREVIEW, { token: link }), 'NOT_FOUND', LINK_INVALID_MESSAGE);
    expectGqlError(
      await gql(ACCEPT, { token: link, input: { username: `x${uniq()}`, password: 'another-1' } }),
      'NOT_FOUND',
      LINK_INVALID_MESSAGE,
    );
    expect(dataOf(await gql('{ invitations { email } }', {}, admin.token)).invitations).not.toContainEqual({ email });
    // Signing in with the chosen password works.
    expect((await server.agent().post('/api/auth/login').send({ username, password: 'editor-pass-1' })).status).toBe(200);
  });

  it('expired, revoked and forged links get "This link has expired or was already used" and change nothing', async () => {
    const owner = await staffMember(server, 'ADMINISTRATOR');
    const users = () => server.dataSource.getRepository(AdminUser).count();
    const before = await users();

    const expired = await invite(owner.token);
    await server.dataSource.getRepository(Invitation).update({ id: expired.invitation.id }, { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await invite(owner.token);
    dataOf(await gql('mutation($id: ID!) { revokeInvitation(id: $id) { id } }', { id: revoked.invitation.id }, owner.token));
    const forged = 'a'.repeat(64);
    for (const token of [expired.link, revoked.link, forged, 'short', `${expired.link}x`]) {
      expectGqlError(await gql(PREVIEW, { token }), 'NOT_FOUND', LINK_INVALID_MESSAGE);
      expectGqlError(
        await gql(ACCEPT, { token, input: { username: `u${uniq()}`, password: 'whatever-1' } }),
        'NOT_FOUND',
        LINK_INVALID_MESSAGE,
      );
    }
    expect(await users()).toBe(before);
  });

  it('checks the invitation and accept inputs with the shared messages', async () => {
    const admin = await staffMember(server, 'ADMINISTRATOR');
    expectFieldErrors(await gql(INVITE, { input: { name: 'N', email: 'not-an-email', role: 'EDITOR' } }, admin.token), [
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expectGqlError(
      await gql(INVITE, { input: { name: 'N', email: `o-${uniq()}@example.com`, role: 'OWNER' } }, admin.token),
      'BAD_USER_INPUT',
      'Please choose a role',
    );
    // An address that already has an account cannot be invited.
    const editor = await staffMember(server, 'EDITOR');
    expectGqlError(
      await gql(INVITE, { input: { name: 'N', email: `${editor.username}@example.com`, role: 'AUTHOR' } }, admin.token),
      'CONFLICT',
      EMAIL_TAKEN_MESSAGE,
    );
    const { link } = await invite(admin.token);
    expectFieldErrors(await gql(ACCEPT, { token: link, input: { username: 'ab', password: '12345' } }), [
      { field: 'username', message: 'Username must be at least 3 characters' },
      { field: 'password', message: 'Password must be at least 6 characters' },
    ]);
    // A taken username leaves the link usable.
    expectGqlError(
      await gql(ACCEPT, { token: link, input: { username: editor.username, password: 'fine-pass-1' } }),
      'CONFLICT',
      'That username is already taken.',
    );
    expect(dataOf(await gql(PREVIEW, { token: link })).invitation.role).toBe('EDITOR');
  });

  const ROLE = 'mutation($id: ID!, $role: String!) { changeUserRole(id: $id, role: $role) { id role } }';

  it('role changes: not one’s own, not above one’s own, never the Owner’s; ownership moves by a transfer', async () => {
    const owner = await staffMember(server, 'EDITOR');
    // Make this account the Owner for this test: transfer from the current one.
    const current = await server.dataSource.getRepository(AdminUser).findOne({ where: { role: 'OWNER' } });
    const ownerToken = current
      ? (await server.agent().post('/api/auth/login').send({ username: current.username, password: 'staff-secret-1' })).body.token
      : undefined;
    const theOwner = ownerToken ? { token: ownerToken as string, id: current!.id } : await staffMember(server, 'OWNER');
    const admin = await staffMember(server, 'ADMINISTRATOR');
    const editor = await staffMember(server, 'EDITOR');

    expectGqlError(await gql(ROLE, { id: admin.id, role: 'EDITOR' }, admin.token), 'FORBIDDEN', OWN_ROLE_MESSAGE);
    expectGqlError(await gql(ROLE, { id: theOwner.id, role: 'EDITOR' }, admin.token), 'FORBIDDEN', OWNER_PROTECTED_MESSAGE);
    expectGqlError(await gql(ROLE, { id: editor.id, role: 'OWNER' }, admin.token), 'FORBIDDEN', OWNER_ROLE_MESSAGE);
    expectGqlError(await gql(ROLE, { id: theOwner.id, role: 'ADMINISTRATOR' }, theOwner.token), 'FORBIDDEN', OWN_ROLE_MESSAGE);
    expect(dataOf(await gql(ROLE, { id: editor.id, role: 'AUTHOR' }, admin.token)).changeUserRole.role).toBe('AUTHOR');
    // The new role applies from the next request: an Author reads no leads.
    expectGqlError(await gql('{ playbookLeads { totalCount } }', {}, editor.token), 'FORBIDDEN');
    // An Editor cannot manage users at all.
    expectGqlError(await gql(ROLE, { id: editor.id, role: 'EDITOR' }, owner.token), 'FORBIDDEN');

    const TRANSFER = 'mutation($id: ID!) { transferOwnership(id: $id) { id role } }';
    expectGqlError(await gql(TRANSFER, { id: editor.id }, admin.token), 'FORBIDDEN');
    expect(dataOf(await gql(TRANSFER, { id: admin.id }, theOwner.token)).transferOwnership.role).toBe('OWNER');
    const owners = await server.dataSource.getRepository(AdminUser).find({ where: { role: 'OWNER' } });
    expect(owners.map((u) => u.id)).toEqual([admin.id]);
    expect(dataOf(await gql(ME, {}, theOwner.token)).me.role).toBe('ADMINISTRATOR');
    // The former Owner, now an Administrator, cannot touch the new Owner.
    expectGqlError(
      await gql('mutation($id: ID!) { suspendUser(id: $id) { id } }', { id: admin.id }, theOwner.token),
      'FORBIDDEN',
      OWNER_PROTECTED_MESSAGE,
    );
    expectGqlError(
      await gql('mutation($id: ID!) { deleteUser(id: $id) }', { id: admin.id }, theOwner.token),
      'FORBIDDEN',
      OWNER_PROTECTED_MESSAGE,
    );
    // Hand it back so the other tests find the Owner where they expect it.
    dataOf(await gql(TRANSFER, { id: theOwner.id }, admin.token));
  });

  it('an Administrator cannot manage the Owner, nor an Editor give a role above their own', async () => {
    const admin = await staffMember(server, 'ADMINISTRATOR');
    const editor = await staffMember(server, 'EDITOR');
    const author = await staffMember(server, 'AUTHOR');
    // Editors have no access to the team; the service's own rule stands behind it.
    expectGqlError(await gql(ROLE, { id: author.id, role: 'ADMINISTRATOR' }, editor.token), 'FORBIDDEN');
    const acting = { user: { id: editor.id, username: editor.username, role: 'EDITOR' as const }, ip: '127.0.0.1' };
    await expect(server.services.team.changeRole(author.id, 'ADMINISTRATOR', acting)).rejects.toThrow(ABOVE_OWN_MESSAGE);
    await expect(server.services.team.changeRole(admin.id, 'AUTHOR', acting)).rejects.toThrow(ABOVE_OWN_MESSAGE);
  });

  it('suspending ends every session at once and refuses sign-in until restored', async () => {
    const admin = await staffMember(server, 'ADMINISTRATOR');
    const editor = await staffMember(server, 'EDITOR');
    expect((await editor.agent.get('/api/admin/blog')).status).toBe(200);
    expectGqlError(
      await gql('mutation($id: ID!) { suspendUser(id: $id) { id } }', { id: admin.id }, admin.token),
      'FORBIDDEN',
      SELF_MESSAGE,
    );
    expect(
      dataOf(await gql('mutation($id: ID!) { suspendUser(id: $id) { suspendedAt } }', { id: editor.id }, admin.token)).suspendUser
        .suspendedAt,
    ).not.toBeNull();
    expect((await editor.agent.get('/api/admin/blog')).status).toBe(401);
    expectGqlError(await gql(ME.replace('me {', 'dashboardCounts { blogPosts } me {'), {}, editor.token), 'UNAUTHENTICATED');
    const login = await server.agent().post('/api/auth/login').send({ username: editor.username, password: editor.password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({ message: SUSPENDED_MESSAGE });
    dataOf(await gql('mutation($id: ID!) { restoreUser(id: $id) { id } }', { id: editor.id }, admin.token));
    expect((await server.agent().post('/api/auth/login').send({ username: editor.username, password: editor.password })).status).toBe(200);
  });

  it('deleting an account passes its posts to the one deleting it', async () => {
    const admin = await staffMember(server, 'ADMINISTRATOR');
    const author = await staffMember(server, 'AUTHOR');
    const post = await author.agent.post('/api/admin/blog').send(validPost({ status: 'DRAFT' }));
    expect(post.status).toBe(201);
    expect(dataOf(await gql('mutation($id: ID!) { deleteUser(id: $id) }', { id: author.id }, admin.token)).deleteUser).toBe(true);
    const row = await server.dataSource.query('SELECT "ownerId" FROM "blog_posts" WHERE "id" = $1', [post.body.id]);
    expect(row[0].ownerId).toBe(admin.id);
    expect((await author.agent.get('/api/admin/blog')).status).toBe(401);
    expectGqlError(await gql('mutation($id: ID!) { deleteUser(id: $id) }', { id: admin.id }, admin.token), 'FORBIDDEN', SELF_MESSAGE);
  });

  const CHANGE = 'mutation($input: PasswordChangeInput!) { changePassword(input: $input) }';

  it('a password change needs the current password and ends every other session', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const elsewhere = server.agent();
    expect((await elsewhere.post('/api/auth/login').send({ username: editor.username, password: editor.password })).status).toBe(200);
    expectGqlError(
      await gql(CHANGE, { input: { currentPassword: 'wrong-one', newPassword: 'new-pass-123' } }, editor.token),
      'FORBIDDEN',
      WRONG_PASSWORD_MESSAGE,
    );
    expectFieldErrors(await gql(CHANGE, { input: { currentPassword: editor.password, newPassword: '123' } }, editor.token), [
      { field: 'newPassword', message: 'Password must be at least 6 characters' },
    ]);
    expect((await elsewhere.get('/api/admin/blog')).status).toBe(200);
    expect(
      dataOf(await gql(CHANGE, { input: { currentPassword: editor.password, newPassword: 'new-pass-123' } }, editor.token)).changePassword,
    ).toBe(true);
    expect((await elsewhere.get('/api/admin/blog')).status).toBe(401);
    expect(dataOf(await gql(ME, {}, editor.token)).me.username).toBe(editor.username);
    expect((await server.agent().post('/api/auth/login').send({ username: editor.username, password: 'new-pass-123' })).status).toBe(200);
  });

  it('an account without an e-mail address sets one; an address in use is refused', async () => {
    const editor = await staffMember(server, 'EDITOR');
    await server.dataSource.getRepository(AdminUser).update({ id: editor.id }, { email: null });
    expect(dataOf(await gql(ME, {}, editor.token)).me.email).toBeNull();
    const email = `Me-${uniq()}@Example.com`;
    const SET = 'mutation($email: String!) { setMyEmail(email: $email) { email } }';
    expect(dataOf(await gql(SET, { email }, editor.token)).setMyEmail.email).toBe(email.toLowerCase());
    const other = await staffMember(server, 'AUTHOR');
    expectGqlError(await gql(SET, { email }, other.token), 'CONFLICT', EMAIL_TAKEN_MESSAGE);
    expectFieldErrors(await gql(SET, { email: 'nope' }, other.token), [{ field: 'email', message: 'Please enter a valid email address' }]);
  });

  const REQUEST = 'mutation($email: String!) { requestPasswordReset(email: $email) }';
  const RESET = 'mutation($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';

  it('"Forgot password?" answers the same whether or not the account exists; the link works once and ends every session', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const email = `${editor.username}@example.com`;
    const unknown = dataOf(await gql(REQUEST, { email: `nobody-${uniq()}@example.com` })).requestPasswordReset;
    const known = dataOf(await gql(REQUEST, { email })).requestPasswordReset;
    expect(unknown).toBe(RESET_REQUESTED_MESSAGE);
    expect(known).toBe(RESET_REQUESTED_MESSAGE);
    const link = await linkFor('password-reset', email, 'reset-password');
    const reset = await server.dataSource.getRepository(PasswordReset).findOne({ where: { userId: editor.id } });
    const hours = (reset!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(0.99);
    expect(hours).toBeLessThanOrEqual(1);
    expect(dataOf(await gql('query($t: String!) { resetLinkUsable(token: $t) }', { t: link })).resetLinkUsable).toBe(true);
    expect((await editor.agent.get('/api/admin/blog')).status).toBe(200);

    expect(dataOf(await gql(RESET, { token: link, password: 'reset-pass-1' })).resetPassword).toBe(true);
    expect((await editor.agent.get('/api/admin/blog')).status).toBe(401);
    expect((await server.agent().post('/api/auth/login').send({ username: editor.username, password: 'reset-pass-1' })).status).toBe(200);
    // Reused: refused, and the password stays.
    expectGqlError(await gql(RESET, { token: link, password: 'again-pass-1' }), 'NOT_FOUND', LINK_INVALID_MESSAGE);
    expect(dataOf(await gql('query($t: String!) { resetLinkUsable(token: $t) }', { t: link })).resetLinkUsable).toBe(false);
    expect((await server.agent().post('/api/auth/login').send({ username: editor.username, password: 'reset-pass-1' })).status).toBe(200);
  });

  it('an expired or forged reset link changes nothing', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const email = `${editor.username}@example.com`;
    dataOf(await gql(REQUEST, { email }));
    const link = await linkFor('password-reset', email, 'reset-password');
    await server.dataSource.getRepository(PasswordReset).update({ userId: editor.id }, { expiresAt: new Date(Date.now() - 1000) });
    for (const token of [link, 'b'.repeat(64), 'x']) {
      expectGqlError(await gql(RESET, { token, password: 'hijack-pass-1' }), 'NOT_FOUND', LINK_INVALID_MESSAGE);
    }
    expect((await editor.agent.get('/api/admin/blog')).status).toBe(200);
    expect((await server.agent().post('/api/auth/login').send({ username: editor.username, password: editor.password })).status).toBe(200);
  });

  it('the sessions screen lists devices, signs out one of them or every other one', async () => {
    const author = await staffMember(server, 'AUTHOR');
    const phone: Agent = server.agent();
    const phoneLogin = await phone
      .post('/api/auth/login')
      .set(
        'User-Agent',
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      )
      .send({ username: author.username, password: author.password });
    expect(phoneLogin.status).toBe(200);
    const laptop = server.agent();
    expect((await laptop.post('/api/auth/login').send({ username: author.username, password: author.password })).status).toBe(200);
    const LIST = '{ mySessions { id device ip current lastSeenAt } }';
    const sessions = dataOf(await gql(LIST, {}, author.token)).mySessions;
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions.map((s: { device: string }) => s.device)).toContain('Safari 17 on iOS');
    const phoneSession = sessions.find((s: { device: string }) => s.device === 'Safari 17 on iOS');
    expect(
      dataOf(await gql('mutation($id: ID!) { revokeMySession(id: $id) }', { id: phoneSession.id }, author.token)).revokeMySession,
    ).toBe(true);
    expect((await phone.get('/api/admin/blog')).status).toBe(401);
    expect((await laptop.get('/api/admin/blog')).status).toBe(200);
    // Another user's session is not found.
    const other = await staffMember(server, 'AUTHOR');
    const otherSession = dataOf(await gql(LIST, {}, other.token)).mySessions[0];
    expectGqlError(await gql('mutation($id: ID!) { revokeMySession(id: $id) }', { id: otherSession.id }, author.token), 'NOT_FOUND');
    expect(dataOf(await gql('mutation { signOutEverywhereElse }', {}, author.token)).signOutEverywhereElse).toBe(1);
    expect((await laptop.get('/api/admin/blog')).status).toBe(401);
    expect(dataOf(await gql(LIST, {}, author.token)).mySessions).toHaveLength(1);
  });

  it('the audit log records sign-ins, failures and changes; filters; exports CSV; prunes past retention', async () => {
    const admin = await staffMember(server, 'ADMINISTRATOR');
    const editor = await staffMember(server, 'EDITOR');
    expect((await server.agent().post('/api/auth/login').send({ username: editor.username, password: 'wrong-password' })).status).toBe(401);
    const created = await editor.agent.post('/api/admin/blog').send(validPost({ title: `Audited ${uniq()}` }));
    expect(created.status).toBe(201);
    const viaGql = dataOf(
      await gql(
        'mutation($input: CategoryInput!) { createCategory(input: $input) { id } }',
        { input: { name: `Cat ${uniq()}`, slug: `cat-${uniq()}`, description: 'A category for the audit test.' } },
        editor.token,
      ),
    );
    expect(viaGql.createCategory.id).toBeTruthy();

    const LOG =
      'query($actorId: ID, $action: String) { auditLog(actorId: $actorId, action: $action, pageSize: 100) { totalCount items { actorName action target ip at } } }';
    const mine = dataOf(await gql(LOG, { actorId: editor.id }, admin.token)).auditLog.items.map((e: { action: string }) => e.action);
    expect(mine).toEqual(expect.arrayContaining(['user.sign-in', 'post.create', 'category.create']));
    const failures = dataOf(await gql(LOG, { action: 'user.sign-in-failed' }, admin.token)).auditLog.items;
    expect(failures).toContainEqual(expect.objectContaining({ actorName: null, target: editor.username }));
    expect(dataOf(await gql('{ auditActions }', {}, admin.token)).auditActions).toEqual(
      expect.arrayContaining(['post.create', 'user.sign-in']),
    );
    expectGqlError(await gql(LOG, {}, editor.token), 'FORBIDDEN');

    const csv = await admin.agent.get(`/api/admin/audit-log/export.csv?actorId=${editor.id}`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.text).toContain('"When","User","Action","Target","Address"');
    expect(csv.text).toContain('"post.create"');
    expect(csv.text).not.toContain(admin.username);

    // Retention: an entry older than the period goes, a recent one stays.
    await server.dataSource.query(
      `INSERT INTO "audit_log" ("action", "at") VALUES ('test.old', now() - interval '400 days'), ('test.recent', now() - interval '300 days')`,
    );
    expect(await server.services.audit.prune()).toBeGreaterThanOrEqual(1);
    const left: Array<{ action: string }> = await server.dataSource.query(`SELECT "action" FROM "audit_log" WHERE "action" LIKE 'test.%'`);
    expect(left.map((r) => r.action)).toEqual(['test.recent']);
  });
});
