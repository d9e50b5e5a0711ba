// Reopening the editor of a live post or page with autosaved edits (decisions 0032, 0074): "You
// have unsaved changes from <time>: restore / discard". Restore puts them in the form over the
// version they were made over (so Update over a newer version opens the conflict dialog); discard
// drops them. One view for both; each kind's wrapper reads and discards its own pending change.
import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import {
  useDiscardPendingPageChangeMutation,
  useDiscardPendingPostChangeMutation,
  usePendingPageChangeQuery,
  usePendingPostChangeQuery,
  type PendingPageChangeFieldsFragment,
  type PendingPostChangeFieldsFragment,
} from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';

interface PendingNoticeProps<Pending extends { updatedAt: string }> {
  pending: Pending | null | undefined;
  discarding: boolean;
  onDiscard: () => Promise<unknown>;
  onRestore: (pending: Pending) => void;
}

function PendingNotice<Pending extends { updatedAt: string }>({ pending, discarding, onDiscard, onRestore }: PendingNoticeProps<Pending>) {
  const [handled, setHandled] = useState(false);
  if (!pending || handled) return null;
  return (
    <Alert
      type="info"
      showIcon
      className="admin-editor__pending"
      title={`You have unsaved changes from ${formatDateTime(pending.updatedAt)}:`}
      action={
        <Space>
          <Button
            size="small"
            type="primary"
            onClick={() => {
              onRestore(pending);
              setHandled(true);
            }}
          >
            Restore
          </Button>
          <Button size="small" loading={discarding} onClick={() => void onDiscard().then(() => setHandled(true))}>
            Discard
          </Button>
        </Space>
      }
    />
  );
}

interface PendingBannerProps<Pending> {
  /** Only a live item keeps pending changes. */
  live: boolean;
  onRestore: (pending: Pending) => void;
}

export function PendingBanner({ postId, live, onRestore }: PendingBannerProps<PendingPostChangeFieldsFragment> & { postId: string }) {
  const { data } = usePendingPostChangeQuery({ variables: { postId }, skip: !live, fetchPolicy: 'network-only' });
  const [discard, discarding] = useDiscardPendingPostChangeMutation();
  return (
    <PendingNotice
      pending={live ? data?.pendingPostChange : null}
      discarding={discarding.loading}
      onDiscard={() => discard({ variables: { postId } })}
      onRestore={onRestore}
    />
  );
}

export function PagePendingBanner({ pageId, live, onRestore }: PendingBannerProps<PendingPageChangeFieldsFragment> & { pageId: string }) {
  const { data } = usePendingPageChangeQuery({ variables: { pageId }, skip: !live, fetchPolicy: 'network-only' });
  const [discard, discarding] = useDiscardPendingPageChangeMutation();
  return (
    <PendingNotice
      pending={live ? data?.pendingPageChange : null}
      discarding={discarding.loading}
      onDiscard={() => discard({ variables: { pageId } })}
      onRestore={onRestore}
    />
  );
}
