// Reopening the editor of a live post with autosaved edits (decision 0032): "You have unsaved
// changes from <time>: restore / discard". Restore puts them in the form over the version they were
// made over (so Update Post over a newer version opens the conflict dialog); discard drops them.
import { useState } from 'react';
import { Alert, Button, Space } from 'antd';
import {
  useDiscardPendingPostChangeMutation,
  usePendingPostChangeQuery,
  type PendingPostChangeFieldsFragment,
} from '../../../graphql/generated';
import { formatDateTime } from '../shared/admin-format';

interface PendingBannerProps {
  postId: string;
  /** Only a live post keeps pending changes. */
  live: boolean;
  onRestore: (pending: PendingPostChangeFieldsFragment) => void;
}

export function PendingBanner({ postId, live, onRestore }: PendingBannerProps) {
  const { data } = usePendingPostChangeQuery({ variables: { postId }, skip: !live, fetchPolicy: 'network-only' });
  const [discard, discarding] = useDiscardPendingPostChangeMutation();
  const [handled, setHandled] = useState(false);
  const pending = data?.pendingPostChange;
  if (!live || !pending || handled) return null;
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
          <Button
            size="small"
            loading={discarding.loading}
            onClick={() => void discard({ variables: { postId } }).then(() => setHandled(true))}
          >
            Discard
          </Button>
        </Space>
      }
    />
  );
}
