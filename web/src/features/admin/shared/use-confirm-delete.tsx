import { useCallback } from 'react';
import { App } from 'antd';
import { ExclamationCircleFilled } from '@ant-design/icons';
import { useAdminToast } from '../../../app/use-admin-toast';

// SPEC §2: deleting asks first — 'Are you sure?', a cancel and a Delete button, and the
// statement that the action cannot be undone (plus, for a category, its effect on posts) — then
// says how it went (SPEC §8 toasts). When the caller already knows the server would refuse (a
// category posts still use, issue 34), the dialog says why up front and offers no Delete.

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
  /**
   * Why it cannot be deleted now, when known before asking: the dialog says so (title, then the
   * reason) with only a Close button; the server refuses such a delete anyway.
   */
  refused?: { title: string; reason: string };
}

const DELETE_BUTTON = "button[aria-label^='Delete ']";

/**
 * Where focus goes once a deleted row has left its table (the Delete button that had the focus
 * went with it): the Delete button of the row that took its place, else of the row above, else
 * the table's search box. Never the page body.
 */
function focusAfterDelete(trigger: Element | null): void {
  const row = trigger?.closest('tr');
  const card = trigger?.closest('.ant-tabs-tabpane, .ant-card, main');
  if (!trigger || !row || !card) return;
  const labelOf = (candidate: Element | null) => candidate?.querySelector(DELETE_BUTTON)?.getAttribute('aria-label') ?? null;
  const next = labelOf(row.nextElementSibling);
  const previous = labelOf(row.previousElementSibling);
  const started = Date.now();
  const attempt = () => {
    if (trigger.isConnected && Date.now() - started < 5000) {
      window.setTimeout(attempt, 50);
      return;
    }
    const byLabel = (label: string | null) =>
      label
        ? [...card.querySelectorAll<HTMLElement>(DELETE_BUTTON)].find((button) => button.getAttribute('aria-label') === label)
        : undefined;
    const target =
      byLabel(next) ?? byLabel(previous) ?? card.querySelector<HTMLElement>('input[type="search"], .ant-input-affix-wrapper input, input');
    target?.focus();
  };
  // After the dialog's own focus restore (to the vanished button) has run.
  window.setTimeout(attempt, 0);
}

export function useConfirmDelete() {
  const { modal } = App.useApp();
  const toast = useAdminToast();
  return useCallback(
    ({ subject, warning, remove, deleted, failed, refused }: ConfirmDeleteOptions) => {
      if (refused) {
        modal.info({
          title: refused.title,
          icon: <ExclamationCircleFilled />,
          content: <p className="admin-confirm__text">{refused.reason}</p>,
          okText: 'Close',
        });
        return;
      }
      const trigger = document.activeElement;
      modal.confirm({
        title: 'Are you sure?',
        icon: <ExclamationCircleFilled />,
        content: (
          <>
            <p className="admin-confirm__text">This will permanently delete {subject}. This action cannot be undone.</p>
            {warning && <p className="admin-confirm__text admin-confirm__warning">{warning}</p>}
          </>
        ),
        okText: 'Delete',
        okButtonProps: { danger: true },
        cancelText: 'Cancel',
        focusable: { autoFocusButton: 'cancel' },
        // The dialog closes either way; the toast says how it went.
        onOk: async () => {
          const removed = await remove().catch(() => false);
          if (removed) {
            toast.success(...deleted);
            focusAfterDelete(trigger);
          } else toast.error('Error', failed);
        },
      });
    },
    [modal, toast],
  );
}
