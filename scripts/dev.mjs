// `npm run dev`: the server recompiled on change (tsc --watch, node --watch) on :3000 and the
// Vite dev server with hot reload on :5173, which proxies /graphql and /api to the server.
import { spawn } from 'node:child_process';
import { ROOT, SERVER_ENTRY, TSC } from './build-state.mjs';
import { npm, run } from './run.mjs';

run(npm, ['run', '--silent', 'build:server']);
const children = [
  spawn(process.execPath, [TSC, '-p', 'graphql-server/tsconfig.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(process.execPath, ['--watch', SERVER_ENTRY], { cwd: ROOT, stdio: 'inherit' }),
  // The config is bundled to load (Vite's default): its notice about a future native loader is not for us.
  spawn('npx', ['vite', '--config', 'web/vite.config.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
