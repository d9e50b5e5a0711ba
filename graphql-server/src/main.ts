// The process's entry: config, then the port opened at once, answering "starting" (issue 36, warm
// start: http/starting.ts), then the rest of the boot (boot.ts), loaded only now because its
// modules take seconds to load on a busy machine. Every message goes through the same pino logger
// as the request logs (LOG_LEVEL; boot messages are 'info').
import type http from 'node:http';
import { ConfigError, loadConfig } from './config';
import { createLimitedServer } from './http/server-limits';
import { StartingListener } from './http/starting';
import type { boot as Boot } from './boot';
import { createLogger, log, setLogger } from './logger';

type Config = ReturnType<typeof loadConfig>;

/**
 * The port opened at once (issue 36, warm start): it answers "starting" (http/starting.ts) while
 * the database, the services and the app are prepared, and the app once it is handed over.
 */
async function openPort(config: Config): Promise<{ server: http.Server; starting: StartingListener; port: number }> {
  const starting = new StartingListener();
  const server = createLimitedServer(starting.listener, config.serverLimits, config.logClientAddress);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, resolve);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log().info(`Listening on http://localhost:${port}; starting up (/readyz answers 503 until the site is ready)...`);
  return { server, starting, port };
}

async function main(): Promise<void> {
  const config = loadConfig();
  setLogger(createLogger({ level: config.logLevel, pretty: (!config.isProduction || config.localMode) && process.stdout.isTTY }));
  const port = await openPort(config);
  // Required only now: loading it is most of a start's time on a busy machine.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { boot } = require('./boot') as { boot: typeof Boot };
  await boot(config, port);
}
main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    log().error(error.message);
  } else {
    log().error({ err: error }, `Failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.exit(1);
});
