// A server-rendered public page is whole without the app: its links are links, its forms post
// without JavaScript (decision 0013), its header works in plain DOM (layout/header-before-app.ts).
// The app (React, Ant Design, Apollo, the router: about 400 KB compressed) is what its controls
// need to answer at once, so it is fetched when the visitor first uses the page, not when the page
// loads (issue 36, decision 0088). A reader who only reads and follows links never downloads it.
//
// "Uses" means any of:
//   - a key pressed anywhere (Tab included: keyboard users get the app before they reach a
//     control), but for the keys that scroll the page while no control has the focus;
//   - a mouse or pen pressed, or a tap (a touch that ends without having scrolled the page: a
//     scroll's touch ends in pointercancel, not pointerup), anywhere but on a link (a link is
//     followed as HTML) or on the header's menu button (it works in plain DOM); text selection
//     and the like count;
//   - the focus entering a form field, or a field's value changing (autofill);
//   - a mouse resting over a control (a field, a button, a label): its click usually follows within
//     a few hundred milliseconds, which the download can use.
// What the visitor does before the app has taken over is not lost: early-interactions.ts holds the
// clicks and tells React the changed fields.

import { BEFORE_APP_ATTRIBUTE } from './layout/header-before-app';

/** Form fields and controls: focusing or hovering one is a sign of use. */
const CONTROL =
  'input, textarea, select, button, label, summary, [role="button"], [role="tab"], [role="switch"], [role="radio"], [role="checkbox"], [contenteditable]';

const EVENTS = ['keydown', 'pointerdown', 'pointerup', 'focusin', 'input', 'change', 'pointerover'] as const;

/** Keys that scroll the page when no control has the focus: a reader's, not a use. */
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function isUse(event: Event): boolean {
  const target = event.target instanceof Element ? event.target : null;
  // The header's menu button works without the app (layout/header-before-app.ts): opening the menu
  // leads to a link, not to the app.
  if (event.type !== 'keydown' && target?.closest(`[${BEFORE_APP_ATTRIBUTE}]`)) return false;
  const touch = (event as PointerEvent).pointerType === 'touch';
  switch (event.type) {
    case 'keydown':
      return !SCROLL_KEYS.has((event as KeyboardEvent).key) || target?.closest(CONTROL) != null;
    case 'input':
    case 'change':
      return true;
    case 'pointerdown':
      return !touch && !target?.closest('a[href]');
    case 'pointerup':
      return touch && !target?.closest('a[href]');
    case 'focusin':
      return target?.closest(CONTROL) != null;
    default:
      // pointerover: a mouse over a control (a touch's own pointerover comes with its pointerdown).
      return (event as PointerEvent).pointerType === 'mouse' && target?.closest(CONTROL) != null;
  }
}

/** Calls `start` once, at the visitor's first use of the page (see above). */
export function whenFirstUsed(start: () => void): void {
  const options = { capture: true, passive: true } as const;
  const listener = (event: Event) => {
    if (!isUse(event)) return;
    for (const type of EVENTS) document.removeEventListener(type, listener, options);
    start();
  };
  for (const type of EVENTS) document.addEventListener(type, listener, options);
}
