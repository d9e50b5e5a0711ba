// The editor's "Revisions" drawer (issue 12, decision 0025): every save of the post, newest first;
// choosing one shows how its title, excerpt and content differ from what the form holds now, and
// "Restore" saves it as a new version over the version the editor holds (CONFLICT if stale).
import { useState } from 'react';
import { Alert, Button, Drawer, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { CONTENT_STATUS_LABELS } from '../../../../../schema/validation/editorial';
import {
  AdminPostDocument,
  usePostRevisionQuery,
  usePostRevisionsQuery,
  useRestorePostRevisionMutation,
  type AdminPostFieldsFragment,
} from '../../../graphql/generated';
import { useAdminToast } from '../../../app/use-admin-toast';
import { formatDateTime } from '../shared/admin-format';
import { messageOr } from '../shared/admin-errors';
import { FieldDiff } from './version-conflict';

interface RevisionsProps {
  postId: string;
  /** What the form holds now: each revision is compared with it. */
  current: { title: string; excerpt: string; content: string };
  /** The version the next save names (the editor's), moved on by a restore. */
  version: { current: number | null };
  /** The form has unsaved changes (restoring replaces them). */
  dirty: boolean;
  /** The post as stored after a restore: the form reloads it. */
  onRestored: (post: AdminPostFieldsFragment) => void;
}

export function RevisionsDrawer({ postId, current, version, dirty, onRestored }: RevisionsProps) {
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | null>(null);
  const client = useApolloClient();
  const toast = useAdminToast();
  const list = usePostRevisionsQuery({ variables: { postId }, skip: !open, fetchPolicy: 'network-only' });
  const revision = usePostRevisionQuery({ variables: { id: chosen ?? '' }, skip: !chosen });
  const [restore, restoring] = useRestorePostRevisionMutation();
  const shown = chosen && revision.data?.postRevision.id === chosen ? revision.data.postRevision : null;

  const onRestore = async () => {
    if (!shown) return;
    try {
      const result = await restore({ variables: { id: shown.id, expectedVersion: version.current } });
      if (result.error || !result.data) throw result.error ?? new Error('No answer');
      const stored = (await client.query({ query: AdminPostDocument, variables: { id: postId }, fetchPolicy: 'network-only' })).data
        ?.adminPost;
      if (stored) {
        version.current = stored.version;
        onRestored(stored);
      }
      toast.success(`Version ${shown.version} restored`);
      setChosen(null);
      void list.refetch();
    } catch (error) {
      toast.error('Error', messageOr(error, 'Could not restore the revision'));
    }
  };

  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        Revisions
      </Button>
      <Drawer title="Revisions" open={open} onClose={() => setOpen(false)} size="large" destroyOnHidden>
        {list.error && <Alert type="error" showIcon title={messageOr(list.error, 'Could not load the revisions')} />}
        <List
          loading={list.loading}
          dataSource={list.data?.postRevisions ?? []}
          // antd's empty text is its disabled grey (1.7:1): the secondary text colour passes AA.
          locale={{ emptyText: <Typography.Text type="secondary">No revisions yet.</Typography.Text> }}
          renderItem={(item) => (
            <List.Item
              actions={[
                <Button key="compare" type="link" onClick={() => setChosen(item.id)} aria-pressed={chosen === item.id}>
                  Compare
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`Version ${item.version}: ${item.title}`}
                description={
                  <Space size="small" wrap>
                    <Tag>{CONTENT_STATUS_LABELS[item.state]}</Tag>
                    <span>{formatDateTime(item.createdAt)}</span>
                    <span>by {item.savedBy ?? 'the system'}</span>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
        {chosen && !shown && <Typography.Paragraph>Loading the revision…</Typography.Paragraph>}
        {shown && (
          <section aria-label={`Version ${shown.version} compared with the editor`} className="admin-revisions__compare">
            <Typography.Title level={4}>Version {shown.version} compared with the editor</Typography.Title>
            <Typography.Paragraph type="secondary" className="admin-conflict__legend">
              <del>Struck through</del>: only in version {shown.version}. <ins>Underlined</ins>: only in the editor now.
            </Typography.Paragraph>
            <FieldDiff field={{ label: 'Title', stored: shown.title, mine: current.title }} />
            <FieldDiff field={{ label: 'Excerpt', stored: shown.excerpt, mine: current.excerpt }} />
            <FieldDiff field={{ label: 'Content', stored: shown.content, mine: current.content }} />
            <Popconfirm
              title={`Restore version ${shown.version}?`}
              description={dirty ? 'Your unsaved changes will be replaced.' : 'It is saved as a new version; the status stays as it is.'}
              okText="Restore"
              onConfirm={onRestore}
            >
              <Button type="primary" loading={restoring.loading}>
                Restore this version
              </Button>
            </Popconfirm>
          </section>
        )}
      </Drawer>
    </>
  );
}
