// The bulk actions of the content tables (issue 12, decision 0027): select rows, then Publish,
// Unpublish or Delete them with one confirmation; the toast summarises what was done and what
// was refused (each item is checked on the server as the single action would be).
import { useState, type Key } from 'react';
import { App, Button, Typography } from 'antd';
import type { TableProps } from 'antd/es/table';
import { CheckCircleOutlined, DeleteOutlined, StopOutlined } from '@ant-design/icons';
import { useAdminToast } from '../../../app/use-admin-toast';
import { usePermissions } from '../../../app/use-permissions';
import { bulkSummary, type BulkAction, type BulkOutcomeLike } from './bulk-summary';

/** The table's checkboxes and the ids they hold. */
export function useRowSelection<T>() {
  const [selected, setSelected] = useState<Key[]>([]);
  const rowSelection: TableProps<T>['rowSelection'] = { selectedRowKeys: selected, onChange: setSelected, fixed: 'left' };
  return { selected: selected.map(String), clear: () => setSelected([]), rowSelection };
}

interface BulkActionsProps {
  /** The selected ids. */
  selected: readonly string[];
  /** Plural noun: 'blog posts'. */
  things: string;
  /** Runs the action on the server; resolves its outcome. */
  run: (action: BulkAction, ids: string[]) => Promise<BulkOutcomeLike | null | undefined>;
  /** After the action: the selection is cleared. */
  onDone: () => void;
}

type ContentBulkAction = Exclude<BulkAction, 'update' | 'erase'>;

const CONFIRM: Record<ContentBulkAction, { label: string; text: string }> = {
  publish: { label: 'Publish', text: 'They will be visible on the site.' },
  unpublish: { label: 'Unpublish', text: 'They will be taken off the site and kept as drafts.' },
  delete: { label: 'Delete', text: 'This will permanently delete them. This action cannot be undone.' },
};

export function BulkActions({ selected, things, run, onDone }: BulkActionsProps) {
  const { modal } = App.useApp();
  const toast = useAdminToast();
  const { can } = usePermissions();
  if (selected.length === 0) return null;

  const confirm = (action: ContentBulkAction) =>
    modal.confirm({
      title: `${CONFIRM[action].label} ${selected.length} ${things}?`,
      content: <p className="admin-confirm__text">{CONFIRM[action].text}</p>,
      okText: CONFIRM[action].label,
      okButtonProps: { danger: action === 'delete' },
      cancelText: 'Cancel',
      focusable: { autoFocusButton: 'cancel' },
      onOk: async () => {
        try {
          const outcome = await run(action, [...selected]);
          if (!outcome) throw new Error('No answer');
          const summary = bulkSummary(action, outcome);
          if (outcome.refused.length && !outcome.succeeded.length) toast.error('Nothing changed', summary);
          else toast.success('Done', summary);
          onDone();
        } catch (error) {
          toast.error('Error', error instanceof Error && error.message !== 'No answer' ? error.message : `Could not update the ${things}`);
        }
      },
    });

  return (
    <div className="admin-bulk-bar" role="group" aria-label={`Bulk actions on the selected ${things}`}>
      <Typography.Text strong>{selected.length} selected</Typography.Text>
      {/* Only what the role may do (schema/permissions.ts): an Author publishes nothing and deletes nothing. */}
      {can('publishContent') && (
        <>
          <Button size="small" icon={<CheckCircleOutlined aria-hidden />} onClick={() => confirm('publish')}>
            Publish
          </Button>
          <Button size="small" icon={<StopOutlined aria-hidden />} onClick={() => confirm('unpublish')}>
            Unpublish
          </Button>
        </>
      )}
      {can('manageContent') && (
        <Button size="small" danger icon={<DeleteOutlined aria-hidden />} onClick={() => confirm('delete')}>
          Delete selected
        </Button>
      )}
      <Button size="small" type="link" onClick={onDone}>
        Clear selection
      </Button>
    </div>
  );
}
