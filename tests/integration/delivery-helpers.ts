// Real counterparts for the lead delivery tests (not a test file): an SMTP server in-process
// (smtp-server) that parses what it receives (mailparser), and a local HTTP receiver for webhooks
// whose answers a test scripts.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  mail: ParsedMail;
}

/** An SMTP server on 127.0.0.1 (plain, no auth) keeping every message it accepts. */
export class TestSmtpServer {
  readonly messages: ReceivedMail[] = [];
  /** Recipients to refuse at RCPT TO, with the reply code to refuse them with. */
  readonly refuse = new Map<string, number>();
  private readonly server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const code = this.refuse.get(address.address.toLowerCase());
        if (!code) return callback();
        const error = new Error(code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try later') as Error & { responseCode: number };
        error.responseCode = code;
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks);
          simpleParser(raw)
            .then((mail) => {
              const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
              this.messages.push({ envelope: { from, to: session.envelope.rcptTo.map((r) => r.address) }, raw, mail });
              callback();
            })
            .catch(callback);
        });
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = ((this.server as unknown as { server: http.Server }).server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Messages whose envelope includes this recipient. */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((m) => m.envelope.to.map((a) => a.toLowerCase()).includes(address.toLowerCase()));
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

export interface ReceivedRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
  /** When it arrived (Date.now()). */
  at: number;
}

/**
 * A webhook receiver on 127.0.0.1. `respond` decides each answer (status, delay, or a promise
 * to wait for) from the request and how many requests that path has had before; everything is
 * recorded.
 */
export class TestReceiver {
  readonly requests: ReceivedRequest[] = [];
  respond: (request: { path: string; count: number }) => { status: number; delayMs?: number; until?: Promise<unknown>; body?: string } =
    () => ({ status: 200 });
  private readonly server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      const count = this.requests.filter((r) => r.path === path).length;
      const answer = this.respond({ path, count });
      const entry: ReceivedRequest = {
        path,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: answer.status,
        at: Date.now(),
      };
      this.requests.push(entry);
      const send = () => {
        res.writeHead(answer.status, { 'Content-Type': 'text/plain' });
        res.end(answer.body ?? (answer.status < 300 ? 'ok' : 'receiver failure'));
      };
      if (answer.until) void answer.until.then(send);
      else if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  port = 0;

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  at(path: string): ReceivedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

type Truthy<T> = Exclude<T, false | null | undefined | '' | 0>;

/** Poll `check` until it returns a truthy value (returned), or fail after `timeoutMs` naming `what`. */
export async function waitFor<T>(what: string, check: () => T | Promise<T>, timeoutMs = 30_000): Promise<Truthy<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value as Truthy<T>;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (last error: ${String(last)})` : ''}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
