// Issue 34: after being sent to sign in, the admin returns to the page they were opening. The
// return address comes from the address bar, so only an admin screen of this site is accepted.
import { loginPathFor, returnPathFrom, safeAdminPath } from '../../../web/src/app/return-path';

describe('the page to return to after signing in', () => {
  it('keeps an admin screen with its query and fragment', () => {
    expect(safeAdminPath('/admin/leads/contact/4b1c')).toBe('/admin/leads/contact/4b1c');
    expect(safeAdminPath('/admin/blog/edit/p1?tab=seo#content')).toBe('/admin/blog/edit/p1?tab=seo#content');
    expect(safeAdminPath('/admin')).toBe('/admin');
  });

  it.each([
    ['another site', 'https://evil.example/admin'],
    ['a protocol-relative address', '//evil.example/admin'],
    ['a backslash read as a slash', '/\\evil.example/admin'],
    ['a scheme', 'javascript:alert(1)'],
    ['a relative path', 'admin/leads'],
    ['a public page', '/blog/some-post'],
    ['a path that only starts like the admin', '/administrator'],
    ['the login screen itself', '/admin/login'],
    ['a signed-out screen', '/admin/reset-password/abc'],
    ['no admin screen', '/admin/no-such-screen'],
    ['a climb out of the admin', '/admin/../blog'],
    ['whitespace', '/admin/leads\n'],
    ['nothing', ''],
  ])('refuses %s', (_, candidate) => {
    expect(safeAdminPath(candidate)).toBeNull();
  });

  it('puts the page in the login address, the dashboard without a parameter', () => {
    expect(loginPathFor('/admin/leads/contact/4b1c?x=1')).toBe('/admin/login?next=%2Fadmin%2Fleads%2Fcontact%2F4b1c%3Fx%3D1');
    expect(loginPathFor('/admin')).toBe('/admin/login');
    expect(loginPathFor('/admin/login')).toBe('/admin/login');
  });

  it('leads a sign-in to the page named, or to the dashboard', () => {
    expect(returnPathFrom('?next=%2Fadmin%2Fleads%2Fcontact%2F4b1c%3Fx%3D1')).toBe('/admin/leads/contact/4b1c?x=1');
    expect(returnPathFrom('?next=https%3A%2F%2Fevil.example')).toBe('/admin');
    expect(returnPathFrom('?next=%2F%2Fevil.example')).toBe('/admin');
    expect(returnPathFrom('')).toBe('/admin');
  });
});
