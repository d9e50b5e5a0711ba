// The browser's back and forward buttons, guarded before the router sees them (issue 12, decision
// 0032). The app's declarative BrowserRouter has no navigation blocker, so one `popstate` listener
// is registered at start-up, before BrowserRouter mounts and adds its own: Chromium runs a window's
// `popstate` listeners in the order they were added (capture or not), and the router's re-render
// would unmount an editor, and remove a listener the editor added itself, before that listener ran.
// An editor with unsaved changes arms the guard (`guardHistory`) and disarms it when clean or gone.

interface Guard {
  /** The router's position (`idx` in history.state) of the guarded page's entry. */
  index: number | null;
  /** Asks the person; true lets the move happen. */
  ask: () => boolean;
}

let guard: Guard | null = null;
/** The step back to the guarded entry after a "Cancel": its own popstate is swallowed. */
let restoring = false;

/** The router's position of the current history entry (react-router keeps `idx` in history.state). */
const historyIndex = (): number | null => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/**
 * Back or forward: the browser has already moved to the other entry when `popstate` fires. Unguarded
 * or "OK": the event goes on to the router. "Cancel": the router never sees it and the history steps
 * back to the guarded entry, so the address, the page and what was typed stay as they were.
 */
function onPopState(event: PopStateEvent): void {
  if (restoring) {
    restoring = false;
    event.stopImmediatePropagation();
    return;
  }
  if (!guard || guard.ask()) return;
  event.stopImmediatePropagation();
  const landed = historyIndex();
  // Without the router's positions, the likeliest move is one step back.
  const delta = guard.index !== null && landed !== null ? guard.index - landed : 1;
  if (delta === 0) return;
  restoring = true;
  window.history.go(delta);
}

/** Called once in the browser entry, before the router mounts. */
export function installHistoryGuard(): void {
  window.addEventListener('popstate', onPopState, true);
}

/** Until the returned function is called, back and forward away from this entry call `ask` first. */
export function guardHistory(ask: () => boolean): () => void {
  const mine: Guard = { index: historyIndex(), ask };
  guard = mine;
  return () => {
    if (guard === mine) guard = null;
  };
}
