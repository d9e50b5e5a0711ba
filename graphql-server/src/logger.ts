// Structured logs (pino): one JSON line per event in production, readable lines on a developer's
// terminal. Request logs carry the request id (http/app.ts). What may hold a secret or personal
// data is never written: authorization and cookie headers, set-cookie, and no request bodies at
// all (passwords, tokens, lead details).
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'req.headers["x-api-key"]'];

export interface LoggerOptions {
  level: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Human-readable output (development on a terminal) instead of JSON. */
  pretty?: boolean;
}

export function createLogger({ level, pretty: readable }: LoggerOptions): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined };
  const stream = readable ? prettyStream() : undefined;
  return stream ? pino(options, stream) : pino(options);
}

/**
 * pino-pretty is a development dependency, loaded only when readable lines are asked for: a
 * production install (`npm ci --omit=dev`) never needs it and, without it, logs JSON lines.
 */
function prettyStream(): DestinationStream | undefined {
  let pretty: typeof import('pino-pretty');
  try {
    pretty = createRequire(__filename)('pino-pretty') as typeof import('pino-pretty');
  } catch {
    return undefined;
  }
  return pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' });
}

let current: Logger = createLogger({ level: 'error' });

/** The process's logger: main.ts configures it from LOG_LEVEL; in-process tests get errors only. */
export function log(): Logger {
  return current;
}

export function setLogger(logger: Logger): void {
  current = logger;
}
