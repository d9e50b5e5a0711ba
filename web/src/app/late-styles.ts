// The whole Ant Design stylesheet of a server-rendered page (decision 0047). The server links only
// the part the page's markup can match, which the first paint waits for, and names the whole sheet
// on that link (`data-whole-sheet`). It is loaded here, once the page is on screen, right after
// that link (the same place in the cascade), and the app renders once it applies: Ant Design then
// finds its styles listed in the sheet (its cache-path map) and generates none, and every state the
// markup did not show (an error, a loading button, an open tooltip) is styled.

/** How long the app waits for the sheet on a slow connection before it renders without it. */
const WAIT_MS = 4000;

/**
 * Resolves once the sheet applies: at once on a page without one (the admin shell), without it
 * when it fails or takes longer than `waitMs` (antd then generates the styles it does not find, as
 * on a page the server did not render; the sheet still applies when it arrives).
 */
export function applyLateStyles(doc: Document = document, waitMs = WAIT_MS): Promise<void> {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-whole-sheet]')];
  return Promise.all(
    links.map(
      (critical) =>
        new Promise<void>((resolve) => {
          const whole = doc.createElement('link');
          whole.rel = 'stylesheet';
          whole.crossOrigin = '';
          whole.href = critical.dataset.wholeSheet!;
          whole.addEventListener('load', () => resolve(), { once: true });
          whole.addEventListener('error', () => resolve(), { once: true });
          setTimeout(resolve, waitMs);
          critical.after(whole);
        }),
    ),
  ).then(() => undefined);
}
