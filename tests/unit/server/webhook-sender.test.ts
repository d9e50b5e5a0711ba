// One webhook attempt against real sockets on 127.0.0.1: a receiver that accepts the connection
// and never answers is given up after the configured time even when AbortSignal.timeout()'s
// timer is lost (as Node 20 loses it after garbage collection); the egress policy refuses
// loopback targets without sending anything unless private targets are allowed.
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { DeliveryFailure } from '../../../graphql-server/src/modules/delivery/queue/delivery-worker';
import type { Resolve } from '../../../graphql-server/src/modules/webhooks/webhook-egress';
import { WebhookSender, type WebhookAttempt } from '../../../graphql-server/src/modules/webhooks/webhook-sender';

const attempt = (url: string): WebhookAttempt => ({
  url,
  secrets: ['whsec_test'],
  body: '{"id":"e1"}',
  event: 'lead.playbook.created',
  eventId: 'e1',
  deliveryId: 'd1',
});

/** Accepts TCP connections, reads what comes, never answers. */
async function silentReceiver() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    connections: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

async function answeringReceiver(status: number, body: string) {
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    hits.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.writeHead(status, { 'Content-Type': 'text/plain' }).end(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    hits,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const failureOf = async (promise: Promise<unknown>): Promise<DeliveryFailure> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DeliveryFailure);
    return error as DeliveryFailure;
  }
  throw new Error('expected a failure');
};

describe('WebhookSender', () => {
  const senders: WebhookSender[] = [];
  const sender = (options: ConstructorParameters<typeof WebhookSender>[0]) => {
    const created = new WebhookSender(options);
    senders.push(created);
    return created;
  };
  afterAll(async () => {
    await Promise.all(senders.map((s) => s.close()));
  });

  it('gives up on a receiver that never answers even when AbortSignal.timeout never fires', async () => {
    const receiver = await silentReceiver();
    // What Node 20 does to AbortSignal.any + AbortSignal.timeout after a garbage collection:
    // the timeout signal never aborts.
    const lost = jest.spyOn(AbortSignal, 'timeout').mockImplementation(() => new AbortController().signal);
    try {
      const failure = await failureOf(
        sender({ timeoutMs: 300, allowPrivate: true }).post(attempt(receiver.url), new AbortController().signal),
      );
      expect(failure.message).toBe('No answer within 0.3 s (timed out).');
      expect(failure.permanent).toBe(false);
      expect(receiver.connections()).toBe(1);
    } finally {
      lost.mockRestore();
      await receiver.close();
    }
  }, 10_000);

  it('stops at once when the worker shuts down', async () => {
    const receiver = await silentReceiver();
    const shutdown = new AbortController();
    try {
      const pending = sender({ timeoutMs: 30_000, allowPrivate: true }).post(attempt(receiver.url), shutdown.signal);
      setTimeout(() => shutdown.abort(), 100);
      expect((await failureOf(pending)).message).toBe('Interrupted: the server is shutting down.');
    } finally {
      await receiver.close();
    }
  });

  it('records the status and the start of a failing answer, and succeeds on 2xx', async () => {
    const failing = await answeringReceiver(500, 'database is down');
    const ok = await answeringReceiver(204, '');
    try {
      const failure = await failureOf(sender({ allowPrivate: true }).post(attempt(failing.url), new AbortController().signal));
      expect(failure.message).toBe('HTTP 500 Internal Server Error: database is down');
      expect(failure.responseCode).toBe(500);
      await expect(sender({ allowPrivate: true }).post(attempt(ok.url), new AbortController().signal)).resolves.toEqual({
        responseCode: 204,
      });
    } finally {
      await failing.close();
      await ok.close();
    }
  });

  it('checks the addresses a name resolves to at connection time and connects only to them (no DNS rebinding)', async () => {
    const receiver = await answeringReceiver(200, 'internal answer');
    const port = new URL(receiver.url).port;
    // A name whose DNS answer changes: public when the admin registered it, loopback now.
    const answers: Record<string, string[]> = {
      'rebind.example.com': ['127.0.0.1'],
      'mixed.example.com': ['93.184.215.14', '10.0.0.8'],
      'receiver.example.com': ['127.0.0.1'],
    };
    const lookups: string[] = [];
    const resolve: Resolve = (hostname, _options, callback) => {
      lookups.push(hostname);
      const list = answers[hostname];
      if (!list) return callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), []);
      callback(
        null,
        list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
    };
    try {
      const strict = sender({ allowPrivate: false, resolve });
      const rebound = await failureOf(strict.post(attempt(`http://rebind.example.com:${port}/hook`), new AbortController().signal));
      expect(rebound.permanent).toBe(true);
      expect(rebound.message).toMatch(/^Not sent: Refused: rebind\.example\.com resolves to 127\.0\.0\.1, a loopback address\./);
      // One private address among public ones is enough to refuse.
      const mixed = await failureOf(strict.post(attempt(`http://mixed.example.com:${port}/hook`), new AbortController().signal));
      expect(mixed.message).toMatch(/mixed\.example\.com resolves to 10\.0\.0\.8, a private address/);
      expect(receiver.hits).toEqual([]);
      expect(lookups).toEqual(['rebind.example.com', 'mixed.example.com']);
      // With private targets allowed, the connection goes to the address the lookup answered.
      const open = sender({ allowPrivate: true, resolve });
      await expect(open.post(attempt(`http://receiver.example.com:${port}/hook`), new AbortController().signal)).resolves.toEqual({
        responseCode: 200,
      });
      expect(receiver.hits).toEqual(['/hook']);
    } finally {
      await receiver.close();
    }
  });

  it('refuses loopback targets without connecting unless private targets are allowed', async () => {
    const receiver = await answeringReceiver(200, 'secret internal answer');
    try {
      const port = new URL(receiver.url).port;
      for (const url of [
        receiver.url,
        `http://2130706433:${port}/hook`,
        `http://0x7f.0.0.1:${port}/hook`,
        `http://[::ffff:127.0.0.1]:${port}/hook`,
        `http://localhost:${port}/hook`,
      ]) {
        const failure = await failureOf(sender({ allowPrivate: false }).post(attempt(url), new AbortController().signal));
        expect(failure.permanent).toBe(true);
        expect(failure.message).toMatch(/^Not sent: Refused: /);
        expect(failure.message).not.toContain('secret internal answer');
      }
      expect(receiver.hits).toEqual([]);
      await expect(sender({ allowPrivate: true }).post(attempt(receiver.url), new AbortController().signal)).resolves.toEqual({
        responseCode: 200,
      });
      expect(receiver.hits).toEqual(['/hook']);
    } finally {
      await receiver.close();
    }
  });
});
