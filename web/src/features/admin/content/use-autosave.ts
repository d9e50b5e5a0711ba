// Autosave (issue 12, decision 0021): while an editor is open on a draft (or an item in review),
// its changes are saved a few seconds after the typing stops, with the state shown as "Saved",
// "Saving…" or "Unsaved changes". Live items are never autosaved: a published post changes only
// when the editor clicks Update. Leaving the page with unsaved changes asks first (use-leave-guard.ts).
import { useEffect, useRef, useState } from 'react';
import { conflictVersion, errorCode } from '../shared/admin-errors';
import type { SessionRecovery } from './session-dialog';
import { useLeaveGuard } from './use-leave-guard';
import type { VersionConflict } from './version-conflict';

/** Idle time after the last change before an autosave. */
const AUTOSAVE_DELAY_MS = 3_000;

export type AutosaveState = 'saved' | 'saving' | 'unsaved';

export const AUTOSAVE_LABELS: Record<AutosaveState, string> = { saved: 'Saved', saving: 'Saving…', unsaved: 'Unsaved changes' };

interface AutosaveOptions<V> {
  /** Autosave at all (an existing draft or item in review); otherwise only the state is tracked. */
  enabled: boolean;
  values: V;
  /** Save these values; true when they are stored (false: invalid, refused, or a conflict to resolve). */
  save: (values: V) => Promise<boolean>;
  /** The values a save by hand last stored (the form's initial values): stored, so not to autosave. */
  baseline?: V;
}

/** The autosave state of a form. */
export function useAutosave<V>({ enabled, values, save, baseline }: AutosaveOptions<V>): AutosaveState {
  const current = JSON.stringify(values);
  const [saved, setSaved] = useState(current);
  const baselineText = baseline === undefined ? undefined : JSON.stringify(baseline);
  // A save by hand ("Save draft", Ctrl/Cmd+S) that kept the editor open stored these values.
  const [knownBaseline, setKnownBaseline] = useState(baselineText);
  if (baselineText !== knownBaseline) {
    setKnownBaseline(baselineText);
    if (baselineText !== undefined) setSaved(baselineText);
  }
  // Values whose save failed are not tried again until they change (no retry loop).
  const failed = useRef<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dirty = current !== saved;

  useEffect(() => {
    if (!enabled || !dirty || saving || failed.current === current) return;
    const timer = window.setTimeout(() => {
      const snapshot = JSON.parse(current) as V;
      setSaving(true);
      void save(snapshot)
        .then(
          (stored) => {
            if (stored) setSaved(current);
            else failed.current = current;
          },
          () => (failed.current = current),
        )
        .finally(() => setSaving(false));
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `save` is a new function each render; the values' text is what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, dirty, saving, current]);

  // Unsaved changes: reload, tab close, a link in the app, back and forward ask first.
  useLeaveGuard(dirty);

  return saving ? 'saving' : dirty ? 'unsaved' : 'saved';
}

/**
 * One autosave: nothing unless the values pass the shared rules; saved over the version the editor
 * holds, which then moves on; a newer stored version opens the conflict dialog, an ended session the
 * sign-in dialog, instead of a toast.
 */
export async function saveQuietly(
  conflict: VersionConflict,
  session: SessionRecovery,
  valid: Promise<boolean>,
  write: (expectedVersion: number | null) => Promise<{ error?: unknown; version?: number }>,
): Promise<boolean> {
  if (!(await valid)) return false;
  try {
    const { error, version } = await write(conflict.version.current);
    if (error) throw error;
    if (version === undefined) return false;
    conflict.version.current = version;
    return true;
  } catch (error) {
    const newer = conflictVersion(error);
    if (newer !== undefined) conflict.onConflict(newer);
    // The session ended: sign in over the editor; the next change is autosaved again.
    else if (errorCode(error) === 'UNAUTHENTICATED') session.expired();
    return false;
  }
}
