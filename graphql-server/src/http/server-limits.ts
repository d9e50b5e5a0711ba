// The HTTP server's own limits (issue 33): a client that sends its headers or body a byte at a
// time is cut off, and one address cannot hold more than its share of connections. Express never
// sees these clients: Node's server refuses them before a request exists.
import http from 'node:http';
import type { Socket } from 'node:net';
import type { RequestListener } from 'node:http';
import { log } from '../logger';
import { loggedAddress, type LogClientAddress } from '../security/client-address';

/** A refused address is named in the log at most once in this long (a flood writes one line). */
const REFUSAL_LOG_INTERVAL_MS = 60_000;

export interface ServerLimits {
  /** The longest a client may take to send its headers (HEADERS_TIMEOUT_MS); then 408 and closed. */
  headersTimeoutMs: number;
  /** The longest a client may take to send the whole request, body included (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** Connections open at once per peer address (MAX_CONNECTIONS_PER_ADDRESS); 0: no cap (behind a proxy, whose address is everyone's). */
  maxConnectionsPerAddress: number;
  /** How often Node checks the two timeouts (its default, 30 s, let a slow client stay twice as long). */
  checkIntervalMs?: number;
}

/**
 * Uploads are the largest bodies (media, up to their limit): a minute is enough for them on a
 * slow line, and far from the 25 s+ a slow-body attacker was kept open for with no deadline.
 */
export const DEFAULT_SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  maxConnectionsPerAddress: 64,
  checkIntervalMs: 1_000,
};

/** An http.Server for `app` with `limits` applied; a refused address is logged as LOG_CLIENT_ADDRESS says. */
export function createLimitedServer(
  app: RequestListener,
  limits: ServerLimits = DEFAULT_SERVER_LIMITS,
  logClientAddress: LogClientAddress = 'full',
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs ?? DEFAULT_SERVER_LIMITS.checkIntervalMs,
    },
    app,
  );
  if (limits.maxConnectionsPerAddress > 0) capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, logClientAddress);
  return server;
}

function capConnectionsPerAddress(server: http.Server, max: number, logClientAddress: LogClientAddress): void {
  const open = new Map<string, number>();
  const lastLogged = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = (open.get(address) ?? 0) + 1;
    if (count > max) {
      // Over the cap: closed at once, before a byte is read. The operator hears of it (a proxy in
      // front without TRUST_PROXY makes every visitor one address, and this cap everyone's).
      socket.destroy();
      const now = Date.now();
      if (now - (lastLogged.get(address) ?? 0) >= REFUSAL_LOG_INTERVAL_MS) {
        if (lastLogged.size > 10_000) lastLogged.clear();
        lastLogged.set(address, now);
        const who = loggedAddress(address, logClientAddress) ?? 'an address';
        log().warn(`Refused a connection from ${who}: it already has ${max} open (MAX_CONNECTIONS_PER_ADDRESS)`);
      }
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
