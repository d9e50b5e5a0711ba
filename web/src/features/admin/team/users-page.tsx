// /admin/users (issue 13): the team — every account with its role and state, the pending
// invitations (revocable), "Invite user", and per account: change role, transfer ownership (the
// Owner), suspend or restore, delete (content passes to you). The server enforces every rule.
// The parts: team-table.tsx (accounts), invite-modal.tsx, use-team-actions.ts (what each button asks
// of the server, with its confirmation and toast).
import { useState } from 'react';
import { Button, Card, Typography } from 'antd';
import { FitTable } from '../shared/responsive-table';
import { Permitted } from '../shared/denied-button';
import { PlusOutlined } from '@ant-design/icons';
import { roleRank } from '../../../../../schema/validation/accounts';
import { usePageMeta } from '../../../app/use-page-meta';
import { useAdminTeamQuery, type AdminTeamQuery } from '../../../graphql/generated';
import { useCurrentUser } from '../../../app/use-current-user';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import { InviteModal } from './invite-modal';
import { roleLabel, TeamTable } from './team-table';
import { useTeamActions, type TeamActions } from './use-team-actions';
import '../shared/admin.css';
import { AdminPageHead } from '../shared/admin-page-head';

export function UsersPage() {
  usePageMeta('Users | FinOps Consulting Admin', 'Invite staff, change roles, suspend or delete accounts.');
  const { user: me } = useCurrentUser();
  const { data, loading, error } = useAdminTeamQuery({ fetchPolicy: 'cache-and-network' });
  const [inviting, setInviting] = useState(false);
  const actions = useTeamActions();
  const myRank = me ? roleRank(me.role) : 0;

  return (
    <div className="admin-page container">
      <AdminPageHead title="Users">
        <Permitted permission="manageUsers" icon={<PlusOutlined aria-hidden />} label="Invite user">
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setInviting(true)}>
            Invite user
          </Button>
        </Permitted>
      </AdminPageHead>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the users')}</Typography.Text>}

      <Card className="admin-card" title="Team">
        <TeamTable users={data?.users ?? []} loading={loading && !data} me={me} actions={actions} />
      </Card>

      <Card className="admin-card" title="Pending invitations">
        <InvitationsTable invitations={data?.invitations ?? []} actions={actions} />
      </Card>
      <InviteModal open={inviting} onClose={() => setInviting(false)} myRank={myRank} />
    </div>
  );
}

function InvitationsTable({ invitations, actions }: { invitations: AdminTeamQuery['invitations']; actions: TeamActions }) {
  return (
    <FitTable
      label="Pending invitations table"
      keep={['email', 'role']}
      rowKey="id"
      pagination={false}
      locale={{ emptyText: <Typography.Text type="secondary">No pending invitations</Typography.Text> }}
      dataSource={invitations}
      columns={[
        { key: 'name', title: 'Name', dataIndex: 'name' },
        { key: 'email', title: 'E-mail', dataIndex: 'email' },
        { key: 'role', title: 'Role', render: (_, i) => roleLabel(i.role) },
        { key: 'expires', title: 'Expires', render: (_, i) => formatDateTime(i.expiresAt) },
        {
          key: 'actions',
          title: 'Actions',
          render: (_, i) => (
            <Button size="small" danger aria-label={`Revoke the invitation of ${i.email}`} onClick={() => actions.revokeInvitation(i.id)}>
              Revoke
            </Button>
          ),
        },
      ]}
    />
  );
}
