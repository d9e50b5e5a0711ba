// What the team screen can do to an account or an invitation (issue 13), each with its toast and,
// for the lasting ones, a confirmation first. The server enforces every rule; these only ask it.
import { App } from 'antd';
import { ROLE_LABELS, type Role } from '../../../../../schema/validation/accounts';
import { useAdminToast } from '../../../app/use-admin-toast';
import {
  AdminTeamDocument,
  useAdminChangeUserRoleMutation,
  useAdminDeleteUserMutation,
  useAdminRestoreUserMutation,
  useAdminRevokeInvitationMutation,
  useAdminSuspendUserMutation,
  useAdminTransferOwnershipMutation,
  type TeamUserFieldsFragment,
} from '../../../graphql/generated';
import { messageOr } from '../shared/admin-errors';

/** After any change the team is read again, so the screen shows what the server now holds. */
export const REFETCH = { refetchQueries: [AdminTeamDocument], awaitRefetchQueries: true };

type Account = Pick<TeamUserFieldsFragment, 'id' | 'username'>;

export interface TeamActions {
  changeRole(user: Account, role: Role): void;
  transferOwnership(user: Account): void;
  suspend(user: Account): void;
  restore(user: Account): void;
  remove(user: Account): void;
  revokeInvitation(id: string): void;
}

export function useTeamActions(): TeamActions {
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
    modal.confirm({
      title,
      content,
      okText,
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk,
    });

  return {
    changeRole: (u, role) =>
      void run('change the role', () => changeRole({ variables: { id: u.id, role } }), `${u.username} is now ${ROLE_LABELS[role]}`),
    transferOwnership: (u) =>
      confirm(`Transfer ownership to ${u.username}?`, 'You become an Administrator.', 'Transfer', () =>
        run('transfer ownership', () => transfer({ variables: { id: u.id } }), `${u.username} is now the Owner`),
      ),
    suspend: (u) =>
      confirm(`Suspend ${u.username}?`, 'Every session of this account ends at once.', 'Suspend', () =>
        run('suspend', () => suspend({ variables: { id: u.id } }), `${u.username} suspended`),
      ),
    restore: (u) => void run('restore', () => restore({ variables: { id: u.id } }), `${u.username} restored`),
    remove: (u) =>
      confirm(`Delete ${u.username}?`, 'Their posts and resources pass to you. This cannot be undone.', 'Delete', () =>
        run('delete', () => remove({ variables: { id: u.id } }), `${u.username} deleted`),
      ),
    revokeInvitation: (id) => void run('revoke the invitation', () => revoke({ variables: { id } }), 'Invitation revoked'),
  };
}
