// Issue 34: after being sent to sign in, you return to the page you were opening. The admin guard
// keeps the page in the login address; once signed in, the login guard goes there (an address that
// names no admin screen of this site leads to the dashboard: tests/unit/web/return-path.test.ts).
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RedirectIfSignedIn, RequireAdmin } from '../../../web/src/app/require-admin';

let signedIn = false;
let asking = false;
jest.mock('../../../web/src/app/use-current-user', () => ({
  useCurrentUser: () => ({ user: signedIn ? { id: 'u1', username: 'ann', role: 'OWNER', email: null } : null, loading: asking }),
}));

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<RedirectIfSignedIn />}>
          <Route path="/admin/login" element={<p>Login form</p>} />
        </Route>
        <Route element={<RequireAdmin />}>
          <Route path="/admin" element={<p>Dashboard</p>} />
          <Route path="/admin/leads/:kind/:id" element={<p>Lead</p>} />
        </Route>
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  signedIn = false;
  asking = false;
});

describe('the admin guard while it asks who is signed in', () => {
  it("starts loading the screen's code at once (issue 34: the dashboard waited for the answer)", () => {
    asking = true;
    const preload = jest.fn();
    render(
      <MemoryRouter initialEntries={['/admin/leads/contact/42']}>
        <Routes>
          <Route element={<RequireAdmin preload={preload} />}>
            <Route path="/admin/leads/:kind/:id" element={<p>Lead</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(preload).toHaveBeenCalledWith('/admin/leads/contact/42');
    expect(screen.queryByText('Lead')).toBeNull();
  });
});

describe('returning after signing in', () => {
  it('sends a signed-out visitor to sign in with the page kept', () => {
    renderAt('/admin/leads/contact/42?tab=notes');
    expect(where()).toBe('/admin/login?next=%2Fadmin%2Fleads%2Fcontact%2F42%3Ftab%3Dnotes');
    expect(screen.getByText('Login form')).toBeTruthy();
  });

  it('sends a visitor of the dashboard to the plain login address', () => {
    renderAt('/admin');
    expect(where()).toBe('/admin/login');
  });

  it('takes the signed-in admin on to the page kept', () => {
    signedIn = true;
    renderAt('/admin/login?next=%2Fadmin%2Fleads%2Fcontact%2F42%3Ftab%3Dnotes');
    expect(where()).toBe('/admin/leads/contact/42?tab=notes');
    expect(screen.getByText('Lead')).toBeTruthy();
  });

  it('takes the signed-in admin to the dashboard when the page kept is not an admin page of this site', () => {
    signedIn = true;
    renderAt('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    expect(where()).toBe('/admin');
  });
});
