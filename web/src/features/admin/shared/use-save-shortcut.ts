// Ctrl+S (Cmd+S on a Mac) saves the editor that is open (issue 34) instead of opening the
// browser's "Save page as" dialog: the post, resource and page editors call this with their save.
import { useEffect, useRef } from 'react';

/** Whether a key press is the save shortcut: S with Ctrl or Cmd, without Alt (AltGr types letters). */
export function isSaveShortcut(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's';
}

/**
 * While the editor is mounted, the save shortcut anywhere on the page runs `save` (once per press:
 * a held key does not save again) and never reaches the browser.
 */
export function useSaveShortcut(save: () => void): void {
  const latest = useRef(save);
  useEffect(() => {
    latest.current = save;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSaveShortcut(event)) return;
      event.preventDefault();
      if (!event.repeat) latest.current();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}

/**
 * An editor's shortcut: saves as "Save draft" does (no state asked for, so the stored one is kept
 * and the editor stays open), unless a save is already on its way.
 */
export function useDraftSaveShortcut(form: { isSubmitting: boolean }, intent: { current: unknown }, submit: () => unknown): void {
  useSaveShortcut(() => {
    if (form.isSubmitting) return;
    intent.current = null;
    void submit();
  });
}
