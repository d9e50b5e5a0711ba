// The browser entry that index.html loads (docs/decisions/0039-front-end-weight.md, 0088). A public
// page arrives rendered by the server, readable and usable as HTML as soon as its stylesheets are
// in: links are links, forms post without JavaScript, the header works in plain DOM. So the app's
// code (main.tsx: React, Ant Design, Apollo, the router) is fetched at the visitor's first use of
// the page (app/first-use.ts), not when it loads. The admin's empty shell starts it at once. The
// styles every page uses are imported here so they stay in index.html's render-blocking stylesheet.
import './app/layout/layout.css';
import './app/toast-region.css';
import { applyLateStyles, inTasks, nextTask } from './app/late-styles';
import { holdEarlyClicks } from './app/early-interactions';
import { whenFirstUsed } from './app/first-use';
import { runHeaderBeforeApp } from './app/layout/header-before-app';
import { layOutWhenIdle } from './app/lay-out-when-idle';

const serverRendered = document.getElementById('root')?.hasChildNodes() ?? false;

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
    // At the browser's own priority: the visitor is using the page and waits for it.
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
}

// Runs once: at the first use (whenFirstUsed calls it once) or at once on the admin's shell.
const start = async () => {
  // Where the app stands, for whoever looks at the page (a test, a person in the inspector).
  document.documentElement.dataset.app = 'starting';
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

/** What a page without the app does once it is on screen: count, and lay out what was skipped. */
const afterFirstPaint = () => {
  // Cookieless analytics: client-side navigations and events (the server counted this page).
  void import('./app/analytics-beacon').then((beacon) => beacon.startAnalytics());
  if (serverRendered) layOutWhenIdle();
};

// Once the browser reports the page's first contentful paint (on screen, not only drawn: a task
// queued from a frame callback still runs before the frame is presented). A hidden tab paints
// nothing, and the admin's empty shell has nothing to paint: they go on at once, and so does a
// browser without paint timing, or one that has not reported it within a second.
const paintTiming = typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('paint');
if (document.visibilityState === 'visible' && serverRendered && paintTiming) {
  let done = false;
  const begin = () => {
    if (done) return;
    done = true;
    observer.disconnect();
    setTimeout(afterFirstPaint, 0);
  };
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) begin();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(begin, 1000);
} else {
  afterFirstPaint();
}

if (serverRendered) {
  runHeaderBeforeApp();
  whenFirstUsed(() => void start());
} else {
  void start();
}
