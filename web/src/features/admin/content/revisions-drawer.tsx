// The editor's "Revisions" drawer (issue 12, decision 0025): every save of the post, newest first;
// choosing one shows how its title, excerpt and content differ from what the form holds now, and
// "Restore" saves it as a new version over the version the editor holds (CONFLICT if stale). The
// drawer itself (RevisionsView) is shared with the page editor, which compares a page's blocks.
import { useState } from 'react';
import { Alert, Button, Drawer, Popconfirm, Space, Tag, Typography } from 'antd';
import { AdminList, AdminListMeta } from '../shared/admin-list';
import { HistoryOutlined } from '@ant-design/icons';
import { useApolloClient } from '@apollo/client/react';
import { CONTENT_STATUS_LABELS, type EditorialState } from '../../../../../schema/validation/editorial';
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
import { FieldDiff, type ConflictField } from './version-conflict';

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

/** What each kind's drawer keeps: whether it is open and which revision is being compared. */
export function useRevisionChoice() {
  const [open, onOpen] = useState(false);
  const [chosen, onChoose] = useState<string | null>(null);
  return { open, onOpen, chosen, onChoose };
}

/**
 * Restore, then reload the item as stored and hand it to the form, the version the next save names
 * moved on: what every kind's Restore does after its own mutation. Throws when the restore is refused.
 */
export async function restoreThenReload<Item extends { version: number }>(
  restored: Promise<{ error?: unknown; data?: unknown }>,
  reload: () => Promise<Item | null | undefined>,
  version: { current: number | null },
  onRestored: (item: Item) => void,
): Promise<void> {
  const result = await restored;
  if (result.error || !result.data) throw result.error ?? new Error('No answer');
  const item = await reload();
  if (item) {
    version.current = item.version;
    onRestored(item);
  }
}

/** The posts' drawer: the post's revisions, compared by title, excerpt and content. */
export function RevisionsDrawer({ postId, current, version, dirty, onRestored }: RevisionsProps) {
  const choice = useRevisionChoice();
  const client = useApolloClient();
  const list = usePostRevisionsQuery({ variables: { postId }, skip: !choice.open, fetchPolicy: 'network-only' });
  const revision = usePostRevisionQuery({ variables: { id: choice.chosen ?? '' }, skip: !choice.chosen });
  const [restore, restoring] = useRestorePostRevisionMutation();
  const stored = choice.chosen && revision.data?.postRevision.id === choice.chosen ? revision.data.postRevision : null;
  return (
    <RevisionsView
      {...choice}
      dirty={dirty}
      list={{ items: list.data?.postRevisions, loading: list.loading, error: list.error, refetch: () => void list.refetch() }}
      shown={
        stored && {
          id: stored.id,
          version: stored.version,
          fields: [
            { label: 'Title', stored: stored.title, mine: current.title },
            { label: 'Excerpt', stored: stored.excerpt, mine: current.excerpt },
            { label: 'Content', stored: stored.content, mine: current.content },
          ],
        }
      }
      restoring={restoring.loading}
      restore={(id) =>
        restoreThenReload(
          restore({ variables: { id, expectedVersion: version.current } }),
          async () =>
            (await client.query({ query: AdminPostDocument, variables: { id: postId }, fetchPolicy: 'network-only' })).data?.adminPost,
          version,
          onRestored,
        )
      }
    />
  );
}

/** A revision as the drawer lists it. */
interface RevisionRow {
  id: string;
  version: number;
  title: string;
  state: EditorialState;
  savedBy: string | null;
  createdAt: string;
}

interface RevisionsViewProps {
  open: boolean;
  onOpen: (open: boolean) => void;
  /** The revision being compared. */
  chosen: string | null;
  onChoose: (id: string | null) => void;
  dirty: boolean;
  list: { items?: readonly RevisionRow[]; loading: boolean; error?: unknown; refetch: () => void };
  /** The chosen revision once loaded: its fields beside the form's. */
  shown: { id: string; version: number; fields: ConflictField[] } | null;
  restoring: boolean;
  /** Save the revision as a new version and reload the form; throws when refused. */
  restore: (id: string) => Promise<void>;
}

/**
 * The drawer of any editor with revisions (posts, pages): the list newest first, a revision's
 * differences with the form, and Restore after one confirmation.
 */
export function RevisionsView({ open, onOpen, chosen, onChoose, dirty, list, shown, restoring, restore }: RevisionsViewProps) {
  const toast = useAdminToast();
  const onRestore = async () => {
    if (!shown) return;
    try {
      await restore(shown.id);
      toast.success(`Version ${shown.version} restored`);
      onChoose(null);
      list.refetch();
    } catch (error) {
      toast.error('Error', messageOr(error, 'Could not restore the revision'));
    }
  };

  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => onOpen(true)}>
        Revisions
      </Button>
      <Drawer title="Revisions" open={open} onClose={() => onOpen(false)} size="large" destroyOnHidden>
        {!!list.error && <Alert type="error" showIcon title={messageOr(list.error, 'Could not load the revisions')} />}
        <AdminList
          loading={list.loading}
          items={list.items ?? []}
          itemKey={(item) => item.id}
          empty="No revisions yet."
          actions={(item) => (
            <Button type="link" onClick={() => onChoose(item.id)} aria-pressed={chosen === item.id}>
              Compare
            </Button>
          )}
          renderItem={(item) => (
            <AdminListMeta
              title={`Version ${item.version}: ${item.title}`}
              description={
                <Space size="small" wrap>
                  <Tag>{CONTENT_STATUS_LABELS[item.state]}</Tag>
                  <span>{formatDateTime(item.createdAt)}</span>
                  <span>by {item.savedBy ?? 'the system'}</span>
                </Space>
              }
            />
          )}
        />
        {chosen && !shown && <Typography.Paragraph>Loading the revision…</Typography.Paragraph>}
        {shown && (
          <section aria-label={`Version ${shown.version} compared with the editor`} className="admin-revisions__compare">
            <Typography.Title level={4}>Version {shown.version} compared with the editor</Typography.Title>
            <Typography.Paragraph type="secondary" className="admin-conflict__legend">
              <del>Struck through</del>: only in version {shown.version}. <ins>Underlined</ins>: only in the editor now.
            </Typography.Paragraph>
            {shown.fields.map((field) => (
              <FieldDiff key={field.label} field={field} />
            ))}
            <Popconfirm
              title={`Restore version ${shown.version}?`}
              description={dirty ? 'Your unsaved changes will be replaced.' : 'It is saved as a new version; the status stays as it is.'}
              okText="Restore"
              onConfirm={onRestore}
            >
              <Button type="primary" loading={restoring}>
                Restore this version
              </Button>
            </Popconfirm>
          </section>
        )}
      </Drawer>
    </>
  );
}
