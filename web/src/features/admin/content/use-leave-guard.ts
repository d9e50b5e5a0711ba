// Leaving an editor with unsaved changes asks first (issue 12, decisions 0021 and 0032): reload and
// tab close through the browser's own prompt (beforeunload), a link in the app and the browser's
// back and forward buttons through the same confirm. The app's declarative BrowserRouter has no
// navigation blocker (useBlocker needs a data router), so the guard works on the DOM events before
// the router sees them (back and forward: app/history-guard.ts).
import { useEffect } from 'react';
import { guardHistory } from '../../../app/history-guard';

const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

/**
 * A plain click on a link that leaves the page in this tab: asked first; "Cancel" stops the click
 * before the router sees it (capture phase on the document).
 */
function confirmLeaving(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (link.getAttribute('target') === '_blank' || link.getAttribute('href')?.startsWith('#')) return;
  if (window.confirm(LEAVE_MESSAGE)) return;
  event.preventDefault();
  event.stopPropagation();
}

/** While `dirty`, leaving the page in any way asks first. */
export function useLeaveGuard(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', confirmLeaving, true);
    const unguardHistory = guardHistory(() => window.confirm(LEAVE_MESSAGE));
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', confirmLeaving, true);
      unguardHistory();
    };
  }, [dirty]);
}
