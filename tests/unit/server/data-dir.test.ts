// DATA_DIR is the server's alone (issue 10): the folder 0700, its files 0600, whatever existed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { secureDataDir } from '../../../graphql-server/src/db/data-dir';

const mode = (file: string) => fs.statSync(file).mode & 0o777;

describe('secureDataDir', () => {
  let root: string;
  let umask: number;
  beforeEach(() => {
    umask = process.umask();
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'finops-data-dir-'));
  });
  afterEach(() => {
    process.umask(umask);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('creates a missing DATA_DIR 0700 and makes later files 0600, folders 0700', () => {
    process.umask(0o022);
    const dir = path.join(root, 'fresh', 'data');
    secureDataDir(dir);
    expect(mode(dir)).toBe(0o700);
    fs.writeFileSync(path.join(dir, 'jwt-secret'), 'x');
    fs.mkdirSync(path.join(dir, 'outbox'));
    fs.writeFileSync(path.join(dir, 'outbox', 'm.eml'), 'x', { mode: 0o666 });
    expect(mode(path.join(dir, 'jwt-secret'))).toBe(0o600);
    expect(mode(path.join(dir, 'outbox'))).toBe(0o700);
    expect(mode(path.join(dir, 'outbox', 'm.eml'))).toBe(0o600);
  });

  it('narrows what an earlier start left world-readable, without following links', () => {
    process.umask(0o000);
    const dir = path.join(root, 'old');
    fs.mkdirSync(path.join(dir, 'pgdata', 'pg_wal'), { recursive: true, mode: 0o777 });
    fs.writeFileSync(path.join(dir, 'pgdata', 'pg_wal', '000000010000000000000001'), 'wal', { mode: 0o666 });
    fs.writeFileSync(path.join(dir, 'outbox.eml'), 'x', { mode: 0o644 });
    fs.writeFileSync(path.join(dir, 'script'), 'x', { mode: 0o755 });
    const outside = path.join(root, 'outside');
    fs.writeFileSync(outside, 'x', { mode: 0o644 });
    fs.symlinkSync(outside, path.join(dir, 'link'));

    secureDataDir(dir);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'pgdata'))).toBe(0o700);
    expect(mode(path.join(dir, 'pgdata', 'pg_wal'))).toBe(0o700);
    expect(mode(path.join(dir, 'pgdata', 'pg_wal', '000000010000000000000001'))).toBe(0o600);
    expect(mode(path.join(dir, 'outbox.eml'))).toBe(0o600);
    expect(mode(path.join(dir, 'script'))).toBe(0o600);
    expect(mode(outside)).toBe(0o644);
  });
});
