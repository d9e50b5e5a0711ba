// A TCP proxy in front of the test database, to take the database away and bring it back under
// a running server: stop() refuses new connections and cuts the open ones (what a crashed or
// restarting PostgreSQL looks like to the pg driver); start() listens on the same port again.
import net from 'node:net';

export interface TcpProxy {
  /** postgres URL of the target, rewritten to go through the proxy. */
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /**
   * A database that dies mid-request: let `forward` more client messages (TCP chunks from the
   * server to the database) through, then, on the next one, cut every connection without
   * passing it on and stop listening (start() brings it back).
   */
  cutAfter(forward: number): void;
  /** Whether the last cutAfter() has cut. */
  readonly cut: boolean;
  /** Not listening (stopped, or cut). */
  readonly stopped: boolean;
  close(): Promise<void>;
}

export async function proxyDatabaseUrl(databaseUrl: string): Promise<TcpProxy> {
  const target = new URL(databaseUrl);
  const targetHost = target.hostname || '127.0.0.1';
  const targetPort = Number(target.port || 5432);
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  /** Client messages still let through before the cut; null: not armed. */
  let armed: number | null = null;
  let cut = false;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => socket.destroy());
        }
        upstream.pipe(client);
        client.on('data', (chunk: Buffer) => {
          if (armed !== null) {
            if (armed === 0) {
              armed = null;
              cut = true;
              void stop();
              return;
            }
            armed -= 1;
          }
          upstream.write(chunk);
        });
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  const stop = async () => {
    const s = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
  };

  await listen();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    stop,
    start: listen,
    close: stop,
    cutAfter(forward: number) {
      armed = forward;
      cut = false;
    },
    get cut() {
      return cut;
    },
    get stopped() {
      return server === undefined;
    },
  };
}
