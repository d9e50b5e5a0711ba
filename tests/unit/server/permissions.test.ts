import { refusal, ROLE_REFUSED_MESSAGE } from '../../../graphql-server/src/auth/access';
import { ALLOW, mayChange } from '../../../graphql-server/src/auth/permissions';
import { auditAction, auditTarget } from '../../../graphql-server/src/graphql/audit-mutations';
import { titledSubject, titleOf } from '../../../graphql-server/src/modules/audit/audit-subjects';
import { describeDevice } from '../../../graphql-server/src/modules/users/device';
import type { Role } from '../../../schema/validation/accounts';

const user = (role: Role) => ({ user: { id: 'u1', username: 'u', role }, apiToken: null, apiTokenRefused: false });

describe('the permission table', () => {
  it('lets each role through exactly the lists that name it', () => {
    expect(refusal(user('AUTHOR'), { grants: ALLOW.writeContent, write: true })).toBeNull();
    expect(refusal(user('AUTHOR'), { grants: ALLOW.manageContent, write: true })?.message).toBe(ROLE_REFUSED_MESSAGE);
    expect(refusal(user('AUTHOR'), { grants: ALLOW.readLeads, write: false })?.code).toBe('FORBIDDEN');
    expect(refusal(user('EDITOR'), { grants: ALLOW.readLeads, write: false })).toBeNull();
    expect(refusal(user('EDITOR'), { grants: ALLOW.integrations, write: false })?.code).toBe('FORBIDDEN');
    expect(refusal(user('ADMINISTRATOR'), { grants: ALLOW.manageUsers, write: true })).toBeNull();
    expect(refusal(user('ADMINISTRATOR'), { grants: ALLOW.ownership, write: true })?.code).toBe('FORBIDDEN');
    expect(refusal(user('OWNER'), { grants: ALLOW.ownership, write: true })).toBeNull();
  });

  it('keeps API tokens to reads within their scopes', () => {
    const token = { user: null, apiToken: { id: 't', name: 'n', scopes: ['content' as const] }, apiTokenRefused: false };
    expect(refusal(token as never, { grants: ALLOW.readContent, write: false })).toBeNull();
    expect(refusal(token as never, { grants: ALLOW.readContent, write: true })?.code).toBe('FORBIDDEN');
    expect(refusal(token as never, { grants: ALLOW.manageUsers, write: false })?.code).toBe('FORBIDDEN');
  });

  it('an Author changes only their own work', () => {
    expect(mayChange({ id: 'a', role: 'AUTHOR' }, 'a')).toBe(true);
    expect(mayChange({ id: 'a', role: 'AUTHOR' }, 'b')).toBe(false);
    expect(mayChange({ id: 'a', role: 'AUTHOR' }, null)).toBe(false);
    expect(mayChange({ id: 'e', role: 'EDITOR' }, 'b')).toBe(true);
  });
});

describe('audit names', () => {
  it('turns a mutation into thing.verb and finds a readable target', () => {
    expect(auditAction('createPost')).toBe('post.create');
    expect(auditAction('deleteWebhookEndpoint')).toBe('webhook-endpoint.delete');
    expect(auditAction('logout')).toBe('logout');
    expect(auditTarget({ input: { title: 'Hello' } })).toBe('Hello');
    expect(auditTarget({ id: 'abc' })).toBe('abc');
    expect(auditTarget({})).toBeNull();
  });

  it('names posts, resources and pages by title (issue 34), and nothing else', () => {
    expect(['post.delete', 'resource.update', 'page.create', 'post'].map(titledSubject)).toEqual(['post', 'resource', 'page', 'post']);
    expect(['posts.delete', 'post-revision.restore', 'category.create', 'logout'].map(titledSubject)).toEqual([null, null, null, null]);
    expect([titleOf({ title: 'Hello' }), titleOf({ title: '' }), titleOf(true), titleOf(null)]).toEqual([
      'Hello',
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('devices', () => {
  it('names the browser and system of a User-Agent', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe(
      'Firefox 128 on Windows',
    );
    expect(describeDevice(null)).toBe('Unknown device');
  });
});
