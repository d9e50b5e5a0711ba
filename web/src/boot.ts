// The browser entry that index.html loads (docs/decisions/0039-front-end-weight.md). A public page
// arrives rendered by the server and is readable as soon as its stylesheets are in, so the app's
// code (main.tsx: React, Ant Design, Apollo, the router) is fetched once that first paint is on
// screen instead of sharing a slow connection with what the paint needs. The styles every page
// uses are imported here so they stay in index.html's render-blocking stylesheet, as before.
import './app/layout/layout.css';
import './app/toast-region.css';

// The app's libraries are evaluated one chunk per task, with a pause between them in which the
// browser can paint and answer input (decision 0042): React, then Apollo Client, then Ant Design
// (the largest), then the app; later imports find the earlier chunks evaluated. Every chunk
// main.tsx needs is preloaded first (index.html lists them), so the steps wait for no network.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const steps = [() => import('react-dom/client'), () => import('./app/apollo'), () => import('./app/app-providers')];

function preloadAppChunks() {
  const list = document.getElementById('__APP_CHUNKS__')?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    if (document.querySelector(`link[href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }
}

const start = async () => {
  preloadAppChunks();
  for (const step of steps) {
    await step();
    await nextTask();
  }
  await import('./main');
};

// A frame's callbacks run before its paint, a task queued from one after it. A hidden tab paints
// nothing (and runs no frame callbacks): it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => void start(), 0));
else void start();
