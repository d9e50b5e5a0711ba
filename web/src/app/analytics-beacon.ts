// The site's own analytics beacon (issue 32, decision 0063): under 2 KB gzipped, no cookie, no
// localStorage or sessionStorage, nothing read from the device. The server counts the first page
// of a visit when it serves it; this reports client-side navigations and a few named events
// (schema/analytics-events.ts) with navigator.sendBeacon to /api/analytics/events. A browser that
// sends Do Not Track or Global Privacy Control sends nothing; the admin screens send nothing.
import type { AnalyticsEventName } from '../../../schema/analytics-events';

type Props = Record<string, string | number>;

interface PrivacySignals {
  doNotTrack?: string | null;
  globalPrivacyControl?: boolean;
}

function optedOut(): boolean {
  const nav = navigator as Navigator & PrivacySignals;
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

/** Sends one event about the current page. Never throws: analytics must not break the page. */
export function track(name: AnalyticsEventName, props?: Props): void {
  try {
    const path = location.pathname;
    if (optedOut() || path === '/admin' || path.startsWith('/admin/')) return;
    const body = JSON.stringify(props ? { n: name, p: path, props } : { n: name, p: path });
    if (!navigator.sendBeacon?.('/api/analytics/events', body)) {
      void fetch('/api/analytics/events', { method: 'POST', body, keepalive: true, credentials: 'omit' }).catch(() => undefined);
    }
  } catch {
    // Nothing to do: the event is lost, the page goes on.
  }
}

let started = false;
/** Whether this page has navigated on the client since it was served. */
let navigatedHere = false;

/** The not-found screen: counted here only after a client-side navigation (the server counts its own 404s). */
export function trackClientNotFound(): void {
  if (navigatedHere) track('not_found');
}

/** Reports client-side navigations (history.pushState, back/forward) and outbound links and CTAs. */
export function startAnalytics(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  let last = location.pathname;
  const navigated = () => {
    if (location.pathname === last) return;
    last = location.pathname;
    navigatedHere = true;
    track('pageview');
  };
  const push = history.pushState.bind(history);
  history.pushState = (...args: Parameters<History['pushState']>) => {
    push(...args);
    navigated();
  };
  addEventListener('popstate', navigated);
  // One delegated listener: links to other sites (their domain only) and calls to action: elements
  // marked data-cta (the hero's three), else any link drawn as a button, named by its target path.
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target : null;
      const cta = target?.closest<HTMLElement>('[data-cta],a.ant-btn');
      if (cta) {
        const href = cta.getAttribute('href') ?? '';
        const name = cta.dataset.cta ?? href.replace(/^https?:\/\/[^/]+/, '').split('?')[0];
        const where = cta.closest('[id]')?.id ?? '';
        if (name) track('cta_click', { cta: clip(name), location: clip(where) || 'page' });
      }
      const link = target?.closest('a');
      if (link && link.host && link.host !== location.host && /^https?:$/.test(link.protocol)) {
        track('outbound_link', { domain: clip(link.hostname) });
      }
    },
    { capture: true, passive: true },
  );
}

/** A property value as the server accepts it: up to 80 characters of [\w .:/-]. */
function clip(text: string): string {
  return text
    .replace(/[^\w .:/#-]/g, '')
    .replace(/#/g, ':')
    .slice(0, 80);
}
