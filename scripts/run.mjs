import { spawnSync } from 'node:child_process';
import { ROOT } from './build-state.mjs';

/** Run an npm script or a command in the repository, inheriting the terminal; exit on failure. */
export function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${[command, ...args].join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
