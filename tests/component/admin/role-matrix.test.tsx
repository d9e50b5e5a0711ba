// Only what you may do (issue 34, decision 0068): each admin screen rendered as each role offers
// exactly the actions the server's own table (schema/permissions.ts) grants that role — the menu of
// the dashboard, the categories' Create New and Delete, the content tables' bulk actions, and
// "Invite user". An action the role may not take is either absent or shown unavailable with the
// reason (focusable, aria-disabled, described by the reason). The server's refusal of the same is
// tests/integration/authorization.test.ts's, and the lead owner's role lead-owner-role.test.ts's.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { deniedReason, may } from '../../../schema/permissions';
import { ROLES, type Role } from '../../../schema/validation/accounts';
import type { CurrentUser } from '../../../web/src/app/use-current-user';
import { AdminCategoriesDocument } from '../../../web/src/graphql/generated';

let currentUser: CurrentUser | null = null;
jest.mock('../../../web/src/app/use-current-user', () => ({
  useCurrentUser: () => ({ user: currentUser, loading: false }),
}));

// Imported after the mock is declared (jest hoists jest.mock above the imports anyway).
import { AdminDashboardPage } from '../../../web/src/features/admin/dashboard/admin-dashboard-page';
import { CategoriesTab } from '../../../web/src/features/admin/content/categories-tab';
import { BulkActions } from '../../../web/src/features/admin/shared/bulk-actions';
import { UsersPage } from '../../../web/src/features/admin/team/users-page';

const signInAs = (role: Role) => {
  currentUser = { id: `user-${role}`, username: role.toLowerCase(), role, email: `${role.toLowerCase()}@example.com` };
};

/**
 * The screen as `currentUser` sees it. What is offered depends on the role only: the screens'
 * other queries go unanswered, and unlisted (showWarnings off) rather than warned about.
 */
function renderScreen(screenElement: React.ReactNode, mocks: React.ComponentProps<typeof MockedProvider>['mocks'] = []) {
  return render(
    <MemoryRouter>
      <MockedProvider mocks={mocks} showWarnings={false}>
        <App>{screenElement}</App>
      </MockedProvider>
    </MemoryRouter>,
  );
}

/** What the issue found wrong, written out: the matrix below must agree with the table. */
const EXPECTED: Record<Role, { users: boolean; leads: boolean; deletes: boolean; publishes: boolean }> = {
  OWNER: { users: true, leads: true, deletes: true, publishes: true },
  ADMINISTRATOR: { users: true, leads: true, deletes: true, publishes: true },
  EDITOR: { users: false, leads: true, deletes: true, publishes: true },
  AUTHOR: { users: false, leads: false, deletes: false, publishes: false },
};

describe.each(ROLES)('as %s', (role) => {
  beforeEach(() => signInAs(role));

  it('the table says what the issue expects', () => {
    expect({
      users: may(role, 'manageUsers'),
      leads: may(role, 'readLeads'),
      deletes: may(role, 'manageContent'),
      publishes: may(role, 'publishContent'),
    }).toEqual(EXPECTED[role]);
  });

  it('the dashboard links only to the screens the role may use, and shows lead tabs only to those who read leads', () => {
    const view = renderScreen(<AdminDashboardPage />);
    const link = (name: string) => screen.queryByRole('link', { name });
    expect(!!link('Users')).toBe(may(role, 'manageUsers'));
    expect(!!link('Audit log')).toBe(may(role, 'manageUsers'));
    for (const name of ['Webhooks', 'Outbox', 'API Tokens']) expect(!!link(name)).toBe(may(role, 'integrations'));
    expect(!!link('Redirects')).toBe(may(role, 'manageContent'));
    expect(!!screen.queryByRole('tab', { name: 'Contact Requests' })).toBe(may(role, 'readLeads'));
    expect(!!screen.queryByRole('tab', { name: 'Playbook Leads' })).toBe(may(role, 'readLeads'));
    expect(!!link('Analytics')).toBe(may(role, 'analytics'));
    // Unmounted before the unanswered queries settle: their updates would land after the test.
    view.unmount();
  });

  it('the categories offer Create New and Delete only to those who manage content', async () => {
    const view = renderScreen(<CategoriesTab />, [
      {
        request: { query: AdminCategoriesDocument },
        result: {
          data: { categories: [{ __typename: 'Category', id: 'c1', name: 'Strategy', slug: 'strategy', description: null, postCount: 0 }] },
        },
      },
    ]);
    await waitFor(() => expect(document.querySelectorAll('tbody tr.ant-table-row .admin-table__title')).toHaveLength(1));
    expect(!!screen.queryByRole('button', { name: 'Delete Strategy' })).toBe(may(role, 'manageContent'));
    expect(screen.getByRole('link', { name: 'Edit Strategy' })).toBeTruthy();
    if (may(role, 'manageContent')) {
      expect(screen.getByRole('link', { name: 'Create New' })).toBeTruthy();
    } else {
      expect(screen.queryByRole('link', { name: 'Create New' })).toBeNull();
      const denied = screen.getByRole('button', { name: 'Create New' });
      expect(denied.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(denied.getAttribute('aria-describedby') ?? '')?.textContent).toBe(deniedReason('manageContent'));
    }
    // Unmounted before the unanswered queries settle: their updates would land after the test.
    view.unmount();
  });

  it('the bulk actions offer Publish and Delete only to the roles that may', () => {
    const view = renderScreen(<BulkActions selected={['p1']} things="blog posts" run={async () => null} onDone={() => undefined} />);
    expect(!!screen.queryByRole('button', { name: 'Publish' })).toBe(may(role, 'publishContent'));
    expect(!!screen.queryByRole('button', { name: 'Unpublish' })).toBe(may(role, 'publishContent'));
    expect(!!screen.queryByRole('button', { name: 'Delete selected' })).toBe(may(role, 'manageContent'));
    // Unmounted before the unanswered queries settle: their updates would land after the test.
    view.unmount();
  });

  it('"Invite user" is offered to those who manage the team, and otherwise unavailable with the reason', () => {
    const view = renderScreen(<UsersPage />);
    const invite = screen.getByRole('button', { name: 'Invite user' });
    if (may(role, 'manageUsers')) {
      expect(invite.getAttribute('aria-disabled')).toBeNull();
    } else {
      expect(invite.getAttribute('aria-disabled')).toBe('true');
      expect(document.getElementById(invite.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Only an Owner or Administrator can do this.',
      );
    }
    // Unmounted before the unanswered queries settle: their updates would land after the test.
    view.unmount();
  });
});
