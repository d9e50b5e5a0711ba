import { useCallback } from 'react';
import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';

// SPEC §2: deleting asks first — 'Are you sure?', a cancel and a Delete button, and the
// statement that the action cannot be undone (plus, for a category, its effect on posts).

export interface ConfirmDeleteOptions {
  /** What is deleted, as the sentence names it: 'the blog post "Title"'. */
  subject: string;
  /** A further warning after the cannot-be-undone sentence. */
  warning?: string;
  /** Runs the delete; the dialog shows a busy Delete button until it settles, then closes. */
  onDelete: () => Promise<void>;
}

export function useConfirmDelete() {
  const { modal } = App.useApp();
  return useCallback(
    ({ subject, warning, onDelete }: ConfirmDeleteOptions) => {
      modal.confirm({
        title: 'Are you sure?',
        icon: <ExclamationCircleFilled />,
        content: (
          <>
            <p className="admin-confirm__text">
              This will permanently delete {subject}. This action cannot be undone.
            </p>
            {warning && <p className="admin-confirm__text admin-confirm__warning">{warning}</p>}
          </>
        ),
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        autoFocusButton: 'cancel',
        // onDelete reports its own failure; the dialog closes either way.
        onOk: () => onDelete().catch(() => undefined),
      });
    },
    [modal],
  );
}
