// Which parts of the build are missing or older than their sources. `npm start` and
// `npm test` use it to build only what is not built.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/graphql-server/src/main.js');
export const WEB_INDEX = path.join(ROOT, 'dist/web/index.html');
export const SSR_ENTRY = path.join(ROOT, 'dist/ssr/entry-server.mjs');
// TypeScript 7, the native compiler, builds and checks (decision 0053); TypeScript 6 stays as
// `typescript` for the tools that need its JavaScript API (typescript-eslint, knip, codegen). Called
// by its path: both packages name their command `tsc`, so `npx tsc` may be either.
export const TSC = path.join(ROOT, 'node_modules/typescript-native/bin/tsc');
// The server is a composite TypeScript project (decision 0046): tsc rewrites only the outputs that
// change, so main.js can be older than a source edited since; the build info is rewritten by every
// build that changed anything (by `npm run typecheck` too, which builds the server once).
const SERVER_BUILD_INFO = path.join(ROOT, 'dist/server/graphql-server/tsconfig.tsbuildinfo');

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function outdated(output, sources) {
  if (!fs.existsSync(output)) return true;
  const built = fs.statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > built);
}

const SHARED = ['schema/validation', 'package-lock.json', 'tsconfig.json'];

export function staleParts() {
  const parts = [];
  if (!fs.existsSync(SERVER_ENTRY) || outdated(SERVER_BUILD_INFO, ['graphql-server', ...SHARED])) parts.push('build:server');
  const web = ['web/src', 'web/index.html', 'web/vite.config.ts', ...SHARED];
  if (outdated(WEB_INDEX, [...web, 'web/public'])) parts.push('build:web');
  if (outdated(SSR_ENTRY, web)) parts.push('build:ssr');
  return parts;
}

/**
 * Records that `part` was just built successfully. tsc leaves the server's build info as it was
 * when no output changed (a source only touched, by a formatter for one), which left the server
 * stale for every later start until a real change; its build info is dated now instead.
 */
export function markBuilt(part) {
  if (part === 'build:server' && fs.existsSync(SERVER_BUILD_INFO)) {
    const now = new Date();
    fs.utimesSync(SERVER_BUILD_INFO, now, now);
  }
}
