// /admin/users (issue 13): the team — every account with its role and state, the pending
// invitations (revocable), "Invite user", and per account: change role, transfer ownership (the
// Owner), suspend or restore, delete (content passes to you). The server enforces every rule.
import { useState } from 'react';
import { App, Button, Card, Form, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import { useFormik } from 'formik';
import { ASSIGNABLE_ROLES, inviteSchema, isRole, ROLE_LABELS, roleRank, type Role } from '../../../../../schema/validation/accounts';
import { ButtonLink } from '../../../app/button-link';
import { FormikTextField } from '../../../app/forms/formik-text-field';
import { useAdminToast } from '../../../app/use-admin-toast';
import { usePageMeta } from '../../../app/use-page-meta';
import {
  AdminTeamDocument,
  useAdminChangeUserRoleMutation,
  useAdminDeleteUserMutation,
  useAdminInviteUserMutation,
  useAdminRestoreUserMutation,
  useAdminRevokeInvitationMutation,
  useAdminSuspendUserMutation,
  useAdminTeamQuery,
  useAdminTransferOwnershipMutation,
  type TeamUserFieldsFragment,
} from '../../../graphql/generated';
import { useCurrentUser } from '../../../app/use-current-user';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import '../shared/admin.css';

const roleLabel = (role: string) => (isRole(role) ? ROLE_LABELS[role] : role);
const REFETCH = { refetchQueries: [AdminTeamDocument], awaitRefetchQueries: true };

export function UsersPage() {
  usePageMeta('Users | FinOps Consulting Admin', 'Invite staff, change roles, suspend or delete accounts.');
  const { user: me } = useCurrentUser();
  const { data, loading, error } = useAdminTeamQuery({ fetchPolicy: 'cache-and-network' });
  const [inviting, setInviting] = useState(false);
  const toast = useAdminToast();
  const { modal } = App.useApp();
  const [changeRole] = useAdminChangeUserRoleMutation(REFETCH);
  const [transfer] = useAdminTransferOwnershipMutation(REFETCH);
  const [suspend] = useAdminSuspendUserMutation(REFETCH);
  const [restore] = useAdminRestoreUserMutation(REFETCH);
  const [remove] = useAdminDeleteUserMutation(REFETCH);
  const [revoke] = useAdminRevokeInvitationMutation(REFETCH);

  const run = async (what: string, action: () => Promise<{ error?: unknown }>, done: string) => {
    try {
      const result = await action();
      if (result.error) throw result.error;
      toast.success(done);
    } catch (e) {
      toast.error('Error', messageOr(e, `Could not ${what}`));
    }
  };
  const confirm = (title: string, content: string, okText: string, onOk: () => Promise<void>) =>
    modal.confirm({ title, content, okText, okButtonProps: { danger: true }, cancelText: 'Cancel', autoFocusButton: 'cancel', onOk });

  const myRank = me ? roleRank(me.role) : 0;
  const manageable = (user: TeamUserFieldsFragment) =>
    me !== null && user.id !== me.id && user.role !== 'OWNER' && isRole(user.role) && roleRank(user.role) <= myRank;

  return (
    <div className="admin-page container">
      <ButtonLink to="/admin" type="link" icon={<ArrowLeftOutlined aria-hidden />} className="admin-editor__back">
        Back to Dashboard
      </ButtonLink>
      <header className="admin-page__head">
        <Typography.Title level={1} className="admin-page__title">
          Users
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setInviting(true)}>
          Invite user
        </Button>
      </header>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the users')}</Typography.Text>}

      <Card className="admin-card" title="Team">
        <Table<TeamUserFieldsFragment>
          loading={loading && !data}
          rowKey="id"
          pagination={false}
          dataSource={data?.users ?? []}
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
                    options={ASSIGNABLE_ROLES.filter((r) => roleRank(r) <= myRank).map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
                    onChange={(role: Role) =>
                      void run(
                        'change the role',
                        () => changeRole({ variables: { id: u.id, role } }),
                        `${u.username} is now ${ROLE_LABELS[role]}`,
                      )
                    }
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
              render: (_, u) => (
                <Space wrap size={4}>
                  {me?.role === 'OWNER' && u.id !== me.id && !u.suspendedAt && (
                    <Button
                      size="small"
                      onClick={() =>
                        confirm(`Transfer ownership to ${u.username}?`, 'You become an Administrator.', 'Transfer', () =>
                          run('transfer ownership', () => transfer({ variables: { id: u.id } }), `${u.username} is now the Owner`),
                        )
                      }
                    >
                      Make Owner
                    </Button>
                  )}
                  {manageable(u) &&
                    (u.suspendedAt ? (
                      <Button
                        size="small"
                        onClick={() => void run('restore', () => restore({ variables: { id: u.id } }), `${u.username} restored`)}
                      >
                        Restore
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        danger
                        aria-label={`Suspend ${u.username}`}
                        onClick={() =>
                          confirm(`Suspend ${u.username}?`, 'Every session of this account ends at once.', 'Suspend', () =>
                            run('suspend', () => suspend({ variables: { id: u.id } }), `${u.username} suspended`),
                          )
                        }
                      >
                        Suspend
                      </Button>
                    ))}
                  {manageable(u) && (
                    <Button
                      size="small"
                      danger
                      type="text"
                      aria-label={`Delete ${u.username}`}
                      onClick={() =>
                        confirm(`Delete ${u.username}?`, 'Their posts and resources pass to you. This cannot be undone.', 'Delete', () =>
                          run('delete', () => remove({ variables: { id: u.id } }), `${u.username} deleted`),
                        )
                      }
                    >
                      Delete
                    </Button>
                  )}
                </Space>
              ),
            },
          ]}
        />
      </Card>

      <Card className="admin-card" title="Pending invitations">
        <Table
          rowKey="id"
          pagination={false}
          locale={{ emptyText: <Typography.Text type="secondary">No pending invitations</Typography.Text> }}
          dataSource={data?.invitations ?? []}
          columns={[
            { key: 'name', title: 'Name', dataIndex: 'name' },
            { key: 'email', title: 'E-mail', dataIndex: 'email' },
            { key: 'role', title: 'Role', render: (_, i) => roleLabel(i.role) },
            { key: 'expires', title: 'Expires', render: (_, i) => formatDateTime(i.expiresAt) },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, i) => (
                <Button
                  size="small"
                  danger
                  aria-label={`Revoke the invitation of ${i.email}`}
                  onClick={() => void run('revoke the invitation', () => revoke({ variables: { id: i.id } }), 'Invitation revoked')}
                >
                  Revoke
                </Button>
              ),
            },
          ]}
        />
      </Card>
      <InviteModal open={inviting} onClose={() => setInviting(false)} myRank={myRank} />
    </div>
  );
}

function InviteModal({ open, onClose, myRank }: { open: boolean; onClose: () => void; myRank: number }) {
  const toast = useAdminToast();
  const [invite] = useAdminInviteUserMutation(REFETCH);
  const formik = useFormik({
    initialValues: { name: '', email: '', role: 'EDITOR' },
    validationSchema: inviteSchema,
    onSubmit: async (values, helpers) => {
      const { name, email, role } = inviteSchema.cast(values);
      try {
        const result = await invite({ variables: { name, email, role } });
        if (result.error || !result.data) throw result.error ?? new Error('No answer');
        toast.success('Invitation sent', `${email} will receive a link valid for 7 days`);
        helpers.resetForm();
        onClose();
      } catch (e) {
        toast.error('Error', messageOr(e, 'Could not send the invitation'));
      }
    },
  });
  return (
    <Modal
      open={open}
      title="Invite user"
      okText="Send invitation"
      onOk={() => void formik.submitForm()}
      confirmLoading={formik.isSubmitting}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form component={false} layout="vertical" requiredMark={false}>
        <form onSubmit={formik.handleSubmit} noValidate aria-label="Invite user">
          <FormikTextField formik={formik} name="name" label="Name" />
          <FormikTextField formik={formik} name="email" label="E-mail address" type="email" />
          <Form.Item label="Role" htmlFor="invite-role">
            <Select
              id="invite-role"
              value={formik.values.role}
              onChange={(role: string) => void formik.setFieldValue('role', role)}
              options={ASSIGNABLE_ROLES.filter((r) => roleRank(r) <= myRank).map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
            />
          </Form.Item>
          <button type="submit" hidden />
        </form>
      </Form>
    </Modal>
  );
}
