// Structured logs (pino): one JSON line per event in production, readable lines on a developer's
// terminal. Request logs carry the request id (http/app.ts). What may hold a secret or personal
// data is never written: authorization and cookie headers, set-cookie, and no request bodies at
// all (passwords, tokens, lead details).
import pino, { type Logger } from 'pino';
import pretty from 'pino-pretty';

const REDACTED_PATHS = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'req.headers["x-api-key"]'];

export interface LoggerOptions {
  level: 'silent' | 'error' | 'warn' | 'info' | 'debug';
  /** Human-readable output (development on a terminal) instead of JSON. */
  pretty?: boolean;
}

export function createLogger({ level, pretty: readable }: LoggerOptions): Logger {
  const options = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, base: undefined };
  return readable ? pino(options, pretty({ colorize: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' })) : pino(options);
}

let current: Logger = createLogger({ level: 'error' });

/** The process's logger: main.ts configures it from LOG_LEVEL; in-process tests get errors only. */
export function log(): Logger {
  return current;
}

export function setLogger(logger: Logger): void {
  current = logger;
}
