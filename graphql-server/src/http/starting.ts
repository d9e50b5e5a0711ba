// Warm start (issue 36): `npm start` opens its port within moments, before the database is opened
// and migrated, the services and the GraphQL schema are built and the page renderer is warmed.
// Until then every request gets a small 503 with Retry-After: /healthz says the process is alive,
// /readyz that it is not ready yet (load balancers and the e2e harness wait for it), a browser
// gets a page that reloads itself, and an API client a JSON message. Once the app is built, every
// request goes to it.
import type http from 'node:http';

/** Seconds a client is told to wait before asking again while the site starts. */
export const STARTING_RETRY_AFTER_S = 2;
export const STARTING_MESSAGE = 'The site is starting. Please try again in a moment.';

const STARTING_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${STARTING_RETRY_AFTER_S}"><meta name="robots" content="noindex">
<title>Starting… | FinOps Consulting</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#1f2937;display:grid;place-items:center;min-height:100vh;margin:0}</style></head>
<body><main><h1>Starting up</h1><p>${STARTING_MESSAGE} This page reloads itself.</p></main></body>
</html>`;

function answerStarting(req: http.IncomingMessage, res: http.ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  res.setHeader('Cache-Control', 'no-store');
  if (path === '/healthz') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ status: 'ok' }));
    return;
  }
  res.setHeader('Retry-After', String(STARTING_RETRY_AFTER_S));
  const wantsPage =
    path !== '/readyz' && (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
  if (wantsPage) {
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(req.method === 'HEAD' ? undefined : STARTING_PAGE);
    return;
  }
  res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(path === '/readyz' ? { status: 'starting', message: STARTING_MESSAGE } : { message: STARTING_MESSAGE }));
  // A body the client is still sending is not read: the connection closes after the answer.
  if (!req.complete) res.once('finish', () => req.socket.destroy());
}

/** The server's request listener: the starting answer until `ready` hands it the app. */
export class StartingListener {
  private app: http.RequestListener | null = null;

  readonly listener: http.RequestListener = (req, res) => {
    if (this.app) this.app(req, res);
    else answerStarting(req, res);
  };

  ready(app: http.RequestListener): void {
    this.app = app;
  }

  get isReady(): boolean {
    return this.app !== null;
  }
}
