// /admin/sessions (issue 13): every device signed in to one's account — browser, address, last
// seen — with "Sign out" per session and "Sign out everywhere else".
import { Button, Card, Tag, Typography } from 'antd';
import { FitTable } from '../shared/responsive-table';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../../app/button-link';
import { useAdminToast } from '../../../app/use-admin-toast';
import { usePageMeta } from '../../../app/use-page-meta';
import {
  AccountSessionsDocument,
  useAccountRevokeSessionMutation,
  useAccountSessionsQuery,
  useAccountSignOutEverywhereElseMutation,
} from '../../../graphql/generated';
import { useLogout } from '../../auth/use-logout';
import { messageOr } from '../shared/admin-errors';
import { formatDateTime } from '../shared/admin-format';
import '../shared/admin.css';

const REFETCH = { refetchQueries: [AccountSessionsDocument], awaitRefetchQueries: true };

export function SessionsPage() {
  usePageMeta('Sessions | FinOps Consulting Admin', 'The devices signed in to your account.');
  const { data, loading, error } = useAccountSessionsQuery({ fetchPolicy: 'cache-and-network' });
  const toast = useAdminToast();
  const { logout } = useLogout();
  const [revoke] = useAccountRevokeSessionMutation(REFETCH);
  const [others, othersState] = useAccountSignOutEverywhereElseMutation(REFETCH);
  const sessions = data?.mySessions ?? [];

  return (
    <div className="admin-page container">
      <ButtonLink to="/admin/profile" type="link" icon={<ArrowLeftOutlined aria-hidden />} className="admin-editor__back">
        Back to Profile
      </ButtonLink>
      <header className="admin-page__head">
        <Typography.Title level={1} className="admin-page__title">
          Sessions
        </Typography.Title>
        <Button
          danger
          loading={othersState.loading}
          disabled={sessions.length < 2}
          onClick={async () => {
            try {
              const result = await others();
              if (result.error) throw result.error;
              toast.success('Signed out everywhere else', `${result.data?.signOutEverywhereElse ?? 0} session(s) ended`);
            } catch (e) {
              toast.error('Error', messageOr(e, 'Could not sign out the other sessions'));
            }
          }}
        >
          Sign out everywhere else
        </Button>
      </header>
      {error && <Typography.Text type="danger">{messageOr(error, 'Could not load the sessions')}</Typography.Text>}
      <Card className="admin-card">
        <FitTable
          label="Sessions table"
          keep={['ip', 'seen']}
          rowKey="id"
          loading={loading && !data}
          pagination={false}
          dataSource={sessions}
          columns={[
            {
              key: 'device',
              title: 'Device',
              render: (_, s) => (
                <>
                  {s.device} {s.current && <Tag color="success">This session</Tag>}
                </>
              ),
            },
            { key: 'ip', title: 'Address', render: (_, s) => s.ip ?? '—' },
            { key: 'seen', title: 'Last seen', render: (_, s) => formatDateTime(s.lastSeenAt) },
            { key: 'since', title: 'Signed in', render: (_, s) => formatDateTime(s.createdAt) },
            {
              key: 'actions',
              title: 'Actions',
              render: (_, s) =>
                s.current ? (
                  <Button size="small" onClick={() => void logout()}>
                    Sign out this session
                  </Button>
                ) : (
                  <Button
                    size="small"
                    danger
                    onClick={async () => {
                      try {
                        const result = await revoke({ variables: { id: s.id } });
                        if (result.error) throw result.error;
                        toast.success('Session signed out');
                      } catch (e) {
                        toast.error('Error', messageOr(e, 'Could not sign out the session'));
                      }
                    }}
                  >
                    Sign out
                  </Button>
                ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
