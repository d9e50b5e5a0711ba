// The floor of `npm run bench:analytics` (issue 32, decision 0085): a bare node:http server, in a
// process of its own, that reads each POST's body and answers 204 at once with the headers the
// app's 204 carried (the security headers, Cache-Control, X-Request-Id). Its CPU per beacon is the
// HTTP exchange's own cost on this host: what any Node server answering the same requests pays
// before it checks, records or commits anything. Pages served by the app while the beacons go
// here show what the beacons' traffic alone (the sender, the kernel's loopback, the floor's CPU)
// does to the pages' p99: the best a beacon process beside the app's could do.
// Run by bench-analytics.mjs: `fork(this, [port, headersJson])`; sends 'ready' once listening.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const port = Number(process.argv[2]);
/** The app's 204 headers, flat (name, value, ...), the request id's value last (replaced per answer). */
const headers = JSON.parse(process.argv[3] ?? '[]');
const idAt = headers.indexOf('x-request-id') + 1;

const server = http.createServer((req, res) => {
  req.on('data', () => undefined);
  req.on('end', () => {
    const own = headers.slice();
    if (idAt > 0) own[idAt] = randomUUID();
    res.writeHead(204, own);
    res.end();
  });
});
server.keepAliveTimeout = 60_000;
server.listen(port, '127.0.0.1', () => process.send?.('ready'));
process.on('disconnect', () => server.close(() => process.exit(0)));
