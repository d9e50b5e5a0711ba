import { spawn, spawnSync } from 'node:child_process';
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

/**
 * Run several commands at once (each is single-threaded, so two share the 2 cores well), their
 * output buffered and printed whole, one after the other; exit on the first failure once all end.
 * Returns each command's own time in seconds (`name` labels it; default: the command line).
 */
export async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ({ name, command, args, env = {} }) =>
        new Promise((resolve) => {
          const began = Date.now();
          const child = spawn(command, args, { cwd: ROOT, env: { ...process.env, FORCE_COLOR: '0', ...env } });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status, signal) =>
            resolve({
              name: name ?? [command, ...args].join(' '),
              command,
              args,
              status,
              signal,
              seconds: Math.round((Date.now() - began) / 1000),
              output: Buffer.concat(output).toString(),
            }),
          );
        }),
    ),
  );
  let failed = null;
  for (const result of results) {
    const text = result.output.trimEnd();
    if (text) console.log(text);
    console.log(`   (${result.name}: ${result.seconds}s)`);
    if (result.status !== 0 && !failed) failed = result;
  }
  if (failed) {
    console.error(`\n✖ ${[failed.command, ...failed.args].join(' ')} failed (exit ${failed.status ?? failed.signal}).`);
    process.exit(failed.status ?? 1);
  }
  return results.map(({ name, seconds }) => [name, seconds]);
}
