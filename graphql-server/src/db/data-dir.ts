// DATA_DIR holds the embedded database (password hashes, leads' e-mail addresses in its tables
// and WAL), the development JWT secret and the outbox's e-mails: only the server's own user may
// read it. The process's umask becomes 0077 before anything is written, so every file the
// server or the mailer creates there is 0600 and every folder 0700. PGlite's file system sets
// its own files' modes (0666) regardless of the umask, so what is there is narrowed again once
// the database is open and when it is closed; meanwhile the 0700 folder keeps others out.
import fs from 'node:fs';
import path from 'node:path';

const DATA_DIR_MODE = 0o700;
const DATA_FILE_MODE = 0o600;

/** Creates `dataDir` (0700) if needed, sets umask 0077 for the process, narrows what is there. */
export function secureDataDir(dataDir: string): void {
  process.umask(0o077);
  fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  narrowDataDir(dataDir);
}

/** Narrows every folder under `dataDir` to 0700 and every file to 0600 (links are not followed). */
export function narrowDataDir(dataDir: string): void {
  const pending = [dataDir];
  while (pending.length > 0) {
    const dir = pending.pop()!;
    narrow(dir, DATA_DIR_MODE);
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      // Symbolic links are left alone (and not followed): what they point at is not ours to change.
      if (entry.isDirectory()) pending.push(full);
      else if (entry.isFile()) narrow(full, DATA_FILE_MODE);
    }
  }
}

function narrow(target: string, mode: number): void {
  const current = fs.statSync(target).mode & 0o777;
  if ((current & ~mode) !== 0) fs.chmodSync(target, current & mode);
}
