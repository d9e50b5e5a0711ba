// Which parts of the build are missing or older than their sources. `npm start` and
// `npm test` use it to build only what is not built.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_ENTRY = path.join(ROOT, 'dist/server/graphql-server/src/main.js');
export const WEB_INDEX = path.join(ROOT, 'dist/web/index.html');
export const SSR_ENTRY = path.join(ROOT, 'dist/ssr/entry-server.mjs');

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
  if (outdated(SERVER_ENTRY, ['graphql-server', ...SHARED])) parts.push('build:server');
  const web = ['web/src', 'web/index.html', 'web/vite.config.ts', ...SHARED];
  if (outdated(WEB_INDEX, [...web, 'web/public'])) parts.push('build:web');
  if (outdated(SSR_ENTRY, web)) parts.push('build:ssr');
  return parts;
}
