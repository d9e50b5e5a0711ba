// The notifications region of SPEC §9: every toast of the site (antd's App notification API) is
// drawn inside one labelled landmark, which F8 focuses; a toast swiped right by 50 px or more is
// dismissed. The rest of §9 is configuration: one toast at a time, 5 s by default, at most
// 420 px wide (toast-region.css).
import { useEffect, useRef } from 'react';
import './toast-region.css';

const TOAST_REGION_ID = 'notifications';
/** SPEC §9: toast default display 5 s (antd's own default is 4.5 s). */
export const TOAST_DURATION_S = 5;
/** Per toast key: whether the last toast under it was given the extra millisecond. */
const lengthened = new Map<string, boolean>();
/**
 * The display time for a toast shown under a fixed key (one toast at a time, each replacing the last
 * in place). antd's notice (@rc-component/notification 2.1) keeps its timer when a toast with the
 * same key replaces it, and restarts it only when the duration changes: a toast replacing one shown
 * 4.8 s earlier closed 0.2 s later. Each call for a key answers the 5 s and 5 s plus a millisecond
 * in turn, so every replacement under that key gets its whole time.
 */
export function restartedDuration(key: string): number {
  const lengthen = !lengthened.get(key);
  lengthened.set(key, lengthen);
  return lengthen ? TOAST_DURATION_S + 0.001 : TOAST_DURATION_S;
}
/** SPEC §9: a swipe to the right of at least this many pixels dismisses a toast. */
const SWIPE_THRESHOLD_PX = 50;
/** SPEC §9: the hotkey that focuses the notifications region. */
const TOAST_HOTKEY = 'F8';

/** Where antd draws its notifications: inside the region (or the body before it exists). */
export function toastContainer(): HTMLElement {
  return document.getElementById(TOAST_REGION_ID) ?? document.body;
}

const NOTICE = '.ant-notification-notice';
const CLOSE = '.ant-notification-notice-close';

export function ToastRegion() {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOAST_HOTKEY || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      ref.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    // The notices are rendered through a React portal, so React's synthetic events do not reach
    // this element: plain DOM listeners on the region see the notices' pointer events bubble up.
    let swipe: { notice: HTMLElement; pointerId: number; startX: number; dx: number } | null = null;

    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const target = event.target as Element;
      if (target.closest('button, a, input, textarea, select')) return;
      const notice = target.closest<HTMLElement>(NOTICE);
      if (!notice) return;
      swipe = { notice, pointerId: event.pointerId, startX: event.clientX, dx: 0 };
      notice.setPointerCapture?.(event.pointerId);
      notice.style.transition = 'none';
    };
    const onPointerMove = (event: PointerEvent) => {
      if (!swipe || event.pointerId !== swipe.pointerId) return;
      // Only to the right: a swipe the other way does nothing.
      swipe.dx = Math.max(0, event.clientX - swipe.startX);
      swipe.notice.style.transform = swipe.dx ? `translateX(${swipe.dx}px)` : '';
    };
    const onPointerEnd = (event: PointerEvent) => {
      if (!swipe || event.pointerId !== swipe.pointerId) return;
      const { notice, dx } = swipe;
      swipe = null;
      notice.style.transition = '';
      if (event.type === 'pointerup' && dx >= SWIPE_THRESHOLD_PX) {
        notice.querySelector<HTMLElement>(CLOSE)?.click();
      } else {
        notice.style.transform = '';
      }
    };
    region.addEventListener('pointerdown', onPointerDown);
    region.addEventListener('pointermove', onPointerMove);
    region.addEventListener('pointerup', onPointerEnd);
    region.addEventListener('pointercancel', onPointerEnd);
    return () => {
      region.removeEventListener('pointerdown', onPointerDown);
      region.removeEventListener('pointermove', onPointerMove);
      region.removeEventListener('pointerup', onPointerEnd);
      region.removeEventListener('pointercancel', onPointerEnd);
    };
  }, []);

  return <section id={TOAST_REGION_ID} ref={ref} className="toast-region" aria-label={`Notifications (${TOAST_HOTKEY})`} tabIndex={-1} />;
}
