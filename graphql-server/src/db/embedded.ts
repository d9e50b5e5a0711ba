// The embedded default: PGlite (PostgreSQL compiled to WASM) served to ourselves over the
// PostgreSQL wire protocol on a loopback port, so TypeORM talks through the same `pg` driver
// and migrations as with a real server. Used whenever DATABASE_URL is not set.
import fs from 'node:fs';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

/** Connections the socket server accepts; PGlite runs one query at a time and keeps transactions whole. */
const EMBEDDED_MAX_CONNECTIONS = 8;

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory. PostgreSQL's default, 128 MB, is
 * all resident from the start (the memory is touched as it is set up) and is more than the whole
 * database of a site this size (about 40 MB of files with its indexes, after the seed). 32 MB
 * holds the pages that are read, and the rest comes from the operating system's file cache. This
 * took about 90 MB off the process's resident memory (issue 36, decision 0083).
 */
const EMBEDDED_SHARED_BUFFERS = '32MB';

/**
 * Start PGlite with its data under `dataDir` (or in memory when dataDir is 'memory://'), and a
 * socket server on 127.0.0.1 with a free port. A lock file stops two processes opening the same files.
 */
export async function startEmbeddedDatabase(dataDir: string): Promise<EmbeddedDatabase> {
  const inMemory = dataDir === 'memory://';
  const pgDir = inMemory ? undefined : path.join(dataDir, 'pgdata');
  const lockFile = inMemory ? undefined : path.join(dataDir, 'pgdata.lock');
  if (pgDir && lockFile) {
    fs.mkdirSync(pgDir, { recursive: true });
    acquireLock(lockFile);
  }
  try {
    // Loaded here, not with the module: a server on DATABASE_URL never needs PGlite.
    const [{ PGlite }, { PGLiteSocketServer }] = await Promise.all([import('@electric-sql/pglite'), import('@electric-sql/pglite-socket')]);
    const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`];
    const db = await PGlite.create(pgDir ? { dataDir: pgDir, startParams } : { startParams });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: EMBEDDED_MAX_CONNECTIONS });
    await server.start();
    const address = server.getServerConn(); // "127.0.0.1:PORT"
    return {
      url: `postgresql://postgres@${address}/postgres`,
      async stop() {
        await server.stop();
        await db.close();
        if (lockFile) releaseLock(lockFile);
      },
    };
  } catch (error) {
    if (lockFile) releaseLock(lockFile);
    throw error;
  }
}

function acquireLock(lockFile: string): void {
  try {
    const pid = Number(fs.readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `The embedded database in ${path.dirname(lockFile)} is in use by process ${pid}. Stop it, or set DATA_DIR to another folder.`,
      );
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
}

function releaseLock(lockFile: string): void {
  try {
    if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
  } catch {
    // Already gone: nothing to release.
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
