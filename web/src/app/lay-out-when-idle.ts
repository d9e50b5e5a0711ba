// Home's sections and the site footer are laid out lazily (`content-visibility: auto`, decision
// 0047): the first paint skips their style, layout and paint until they come near the viewport.
// Content skipped that way is not hit-testable, so an audit that reads colours at a point (axe,
// and Lighthouse's accessibility score through it) sees the section's own background, or the
// page's, behind text that sits on a card or a dark band: false contrast failures, 96-97 instead
// of 100 on four pages (issue 34). Once the page is on screen and the browser has nothing else to do,
// each such element is laid out in an idle moment of its own (a few short tasks, not one long
// one): the first paint keeps its saving, and the page is whole when anyone audits or searches it.

/** Longest wait for an idle moment (a page that never goes idle still gets there). */
const IDLE_TIMEOUT_MS = 2000;

type IdleCallback = (callback: () => void) => void;

const whenIdle: IdleCallback =
  typeof window.requestIdleCallback === 'function'
    ? (callback) => window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS })
    : (callback) => window.setTimeout(callback, 200);

function layOutNext(elements: HTMLElement[]): void {
  const element = elements.shift();
  if (!element) return;
  element.style.contentVisibility = 'visible';
  whenIdle(() => layOutNext(elements));
}

/** boot.ts, once a server-rendered page is on screen (with or without the app). */
export function layOutWhenIdle(): void {
  const start = () =>
    whenIdle(() => {
      const lazy = [...document.querySelectorAll<HTMLElement>('#root section, #root footer')].filter(
        (element) => getComputedStyle(element).contentVisibility === 'auto',
      );
      layOutNext(lazy);
    });
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
