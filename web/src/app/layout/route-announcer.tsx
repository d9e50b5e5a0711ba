// Focus that follows the visitor across client-side navigations (WCAG 2.4.3, 4.1.3):
// - every route change is announced: a polite live region reads the new page's title once the
//   page has set it (lazy pages set it when their code has arrived);
// - after a link of the mobile menu (which closes and takes the focused link with it), focus
//   moves to the new page's main heading instead of falling back to the page body.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazy page's title or heading before giving up. */
const SETTLE_TIMEOUT_MS = 5000;

let headingFocusRequested = false;

/** Called by a navigation that removes the focused control (the mobile menu's links). */
export function requestHeadingFocus(): void {
  headingFocusRequested = true;
}

/** The main heading, made focusable by script only (tabindex -1) so it is not a tab stop. */
function focusMainHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      // The first page is announced by the browser itself.
      first.current = false;
      return;
    }
    const previousTitle = document.title;
    const wantsFocus = headingFocusRequested;
    headingFocusRequested = false;
    let announced = false;
    let focused = !wantsFocus;
    const started = Date.now();
    let timer = 0;
    const check = () => {
      const timedOut = Date.now() - started > SETTLE_TIMEOUT_MS;
      if (!announced && (document.title !== previousTitle || timedOut)) {
        announced = true;
        setMessage(document.title);
      }
      if (!focused) focused = focusMainHeading() || timedOut;
      if (!announced || !focused) timer = window.setTimeout(check, 50);
    };
    timer = window.setTimeout(check, 0);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  return (
    <div className="route-announcer" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
