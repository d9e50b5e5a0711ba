// The team table of /admin/users: every account with its role and state, and what the signed-in
// user may do to each (a role they outrank, never their own account or the Owner's).
import { Button, Select, Space, Tag, Typography } from 'antd';
import { FitTable } from '../shared/responsive-table';
import { ASSIGNABLE_ROLES, isRole, ROLE_LABELS, roleRank, type Role } from '../../../../../schema/validation/accounts';
import type { TeamUserFieldsFragment } from '../../../graphql/generated';
import type { CurrentUser } from '../../../app/use-current-user';
import type { TeamActions } from './use-team-actions';

export const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);

/** The roles someone of `myRank` may give. */
export const roleOptions = (myRank: number) =>
  ASSIGNABLE_ROLES.filter((r) => roleRank(r) <= myRank).map((r) => ({ value: r, label: ROLE_LABELS[r] }));

interface Props {
  users: TeamUserFieldsFragment[];
  loading: boolean;
  me: CurrentUser | null;
  actions: TeamActions;
}

export function TeamTable({ users, loading, me, actions }: Props) {
  const myRank = me ? roleRank(me.role) : 0;
  const manageable = (user: TeamUserFieldsFragment) =>
    me !== null && user.id !== me.id && user.role !== 'OWNER' && isRole(user.role) && roleRank(user.role) <= myRank;
  return (
    <FitTable<TeamUserFieldsFragment>
      label="Team table"
      keep={['role', 'state']}
      loading={loading}
      rowKey="id"
      pagination={false}
      dataSource={users}
      columns={[
        {
          key: 'username',
          title: 'Username',
          render: (_, u) => (
            <span className="admin-table__title">
              {u.username}
              {u.displayName ? <Typography.Text type="secondary"> ({u.displayName})</Typography.Text> : null}
            </span>
          ),
        },
        { key: 'email', title: 'E-mail', render: (_, u) => u.email ?? '—' },
        {
          key: 'role',
          title: 'Role',
          render: (_, u) =>
            manageable(u) ? (
              <Select
                aria-label={`Role of ${u.username}`}
                size="small"
                value={u.role}
                style={{ minWidth: 140 }}
                options={roleOptions(myRank)}
                onChange={(role: Role) => actions.changeRole(u, role)}
              />
            ) : (
              <Tag color={u.role === 'OWNER' ? 'warning' : undefined}>{roleLabel(u.role)}</Tag>
            ),
        },
        {
          key: 'state',
          title: 'State',
          render: (_, u) => (u.suspendedAt ? <Tag color="error">Suspended</Tag> : <Tag color="success">Active</Tag>),
        },
        {
          key: 'actions',
          title: 'Actions',
          render: (_, u) => <AccountActions user={u} me={me} manageable={manageable(u)} actions={actions} />,
        },
      ]}
    />
  );
}

function AccountActions({
  user: u,
  me,
  manageable,
  actions,
}: {
  user: TeamUserFieldsFragment;
  me: CurrentUser | null;
  manageable: boolean;
  actions: TeamActions;
}) {
  return (
    <Space wrap size={4}>
      {me?.role === 'OWNER' && u.id !== me.id && !u.suspendedAt && (
        <Button size="small" onClick={() => actions.transferOwnership(u)}>
          Make Owner
        </Button>
      )}
      {manageable &&
        (u.suspendedAt ? (
          <Button size="small" onClick={() => actions.restore(u)}>
            Restore
          </Button>
        ) : (
          <Button size="small" danger aria-label={`Suspend ${u.username}`} onClick={() => actions.suspend(u)}>
            Suspend
          </Button>
        ))}
      {manageable && (
        <Button size="small" danger type="text" aria-label={`Delete ${u.username}`} onClick={() => actions.remove(u)}>
          Delete
        </Button>
      )}
    </Space>
  );
}
