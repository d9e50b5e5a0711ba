// The visitor's reduced-motion preference (`prefers-reduced-motion: reduce`), read in one place:
// the site's own animations (the framework diagrams, smooth scrolling) and antd's (dialogs zooming
// in, toasts and dropdowns sliding, the click wave) all follow it. antd itself animates whatever
// the system asks; here its motion is switched off through its motion provider, not its theme
// token, so a reduced-motion visitor's page keeps the one theme (and its styles) every page has.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Provider as MotionProvider } from '@rc-component/motion';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asks for less motion, now (false where there is no window). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.(QUERY).matches ?? false);
}

function subscribe(onChange: () => void): () => void {
  const query = typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/**
 * The preference as React state, following changes, for what it changes in the markup (the
 * framework page's still wheel): false on the server and while hydrating, so the markup matches
 * the server's, then the browser's answer.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}

/**
 * The same preference for what changes no markup (antd's motion and wave, a context): the
 * browser's answer from the first render, hydration included. Read as false while hydrating, it
 * would change just after, and a context change reaching a part still waiting to hydrate (a form
 * below the fold, app/deferred-hydration.ts) makes React render that part anew, dropping what the
 * visitor had typed into the server's markup.
 */
export function useMotionPreference(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, prefersReducedMotion);
}

/** antd's click wave, off for a reduced-motion visitor (ConfigProvider's `wave`). */
export const NO_WAVE = { disabled: true } as const;

/**
 * antd's components below animate (CSSMotion: modals, drawers, toasts, dropdowns, collapses)
 * unless the visitor asks for reduced motion; then they appear and go at once.
 */
export function MotionPreference({ reduced, children }: { reduced: boolean; children: ReactNode }) {
  return <MotionProvider motion={!reduced}>{children}</MotionProvider>;
}
