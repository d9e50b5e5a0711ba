import { useCallback } from 'react';
import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useAdminToast } from './use-admin-toast';

// SPEC §2: deleting asks first — 'Are you sure?', a cancel and a Delete button, and the
// statement that the action cannot be undone (plus, for a category, its effect on posts) — then
// says how it went (SPEC §8 toasts).

export interface ConfirmDeleteOptions {
  /** What is deleted, as the sentence names it: 'the blog post "Title"'. */
  subject: string;
  /** A further warning after the cannot-be-undone sentence. */
  warning?: string;
  /**
   * Runs the delete; resolves true when the server deleted it. The dialog shows a busy Delete
   * button until it settles, then closes.
   */
  remove: () => Promise<boolean>;
  /** The success toast: title and optional description. */
  deleted: readonly [title: string, description?: string];
  /** The error toast's description. */
  failed: string;
}

export function useConfirmDelete() {
  const { modal } = App.useApp();
  const toast = useAdminToast();
  return useCallback(
    ({ subject, warning, remove, deleted, failed }: ConfirmDeleteOptions) => {
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
        // The dialog closes either way; the toast says how it went.
        onOk: async () => {
          const removed = await remove().catch(() => false);
          if (removed) toast.success(...deleted);
          else toast.error('Error', failed);
        },
      });
    },
    [modal, toast],
  );
}
