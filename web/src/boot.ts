// The browser entry that index.html loads (docs/decisions/0039-front-end-weight.md). A public page
// arrives rendered by the server and is readable as soon as its stylesheets are in, so the app's
// code (main.tsx: React, Ant Design, Apollo, the router) is fetched once that first paint is on
// screen instead of sharing a slow connection with what the paint needs. The styles every page
// uses are imported here so they stay in index.html's render-blocking stylesheet, as before.
import './app/layout/layout.css';
import './app/toast-region.css';
import { applyLateStyles, inTasks, nextTask } from './app/late-styles';
import { holdEarlyClicks } from './app/early-interactions';

// A click before the app runs is not lost (app/early-interactions.ts).
holdEarlyClicks();

// The app's libraries are evaluated one chunk per task, with a pause between them in which the
// browser can paint and answer input (decision 0042): React, then Apollo Client, then Ant Design
// (the largest), then the app; later imports find the earlier chunks evaluated. Every chunk
// main.tsx needs is preloaded first (index.html lists them), so the steps wait for no network.
const steps = [
  () => import('./app/react-dom-client'),
  () => import('./app/apollo'),
  () => import('./app/antd-base'),
  () => import('./app/app-providers'),
];

/** How many preloads are inserted in one task (each costs the browser a fraction of a millisecond). */
const PRELOADS_PER_TASK = 8;

async function preloadAppChunks() {
  const list = document.getElementById('__APP_CHUNKS__')?.textContent;
  const hrefs = (list ? (JSON.parse(list) as string[]) : []).filter((href) => !document.querySelector(`link[href="${href}"]`));
  await inTasks(hrefs, PRELOADS_PER_TASK, (href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    // Low, as index.html's own script: images and late stylesheets first on a slow connection.
    link.fetchPriority = 'low';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
}

const start = async () => {
  // Cookieless analytics: client-side navigations and events (the server counted this page).
  void import('./app/analytics-beacon').then((beacon) => beacon.startAnalytics());
  const styles = applyLateStyles();
  await nextTask();
  await preloadAppChunks();
  for (const step of steps) {
    await step();
    await nextTask();
  }
  await styles;
  await import('./main');
};

// Once the browser reports the page's first contentful paint (on screen, not only drawn: a task
// queued from a frame callback still runs before the frame is presented). A hidden tab paints
// nothing, and the admin's empty shell has nothing to paint: they start at once, and so does a
// browser without paint timing, or one that has not reported it within a second.
const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;
const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (document.visibilityState === 'visible' && serverRendered && paintTiming) {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    observer.disconnect();
    setTimeout(() => void start(), 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) begin();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(begin, 1000);
} else {
  void start();
}
