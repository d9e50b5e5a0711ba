// The browser entry that index.html loads (docs/decisions/0039-front-end-weight.md). A public page
// arrives rendered by the server and is readable as soon as its stylesheets are in, so the app's
// code (main.tsx: React, Ant Design, Apollo, the router) is fetched once that first paint is on
// screen instead of sharing a slow connection with what the paint needs. The styles every page
// uses are imported here so they stay in index.html's render-blocking stylesheet, as before.
import './app/layout/layout.css';
import './app/toast-region.css';

const start = () => void import('./main');

// A frame's callbacks run before its paint, a task queued from one after it. A hidden tab paints
// nothing (and runs no frame callbacks): it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
