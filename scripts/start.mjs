// `npm start`: build what is not built (or is older than its sources), then run the server
// in this process, so Ctrl-C reaches its graceful shutdown directly.
//
// Without NODE_ENV it serves the production build in production mode (React's production
// build, Express's production behaviour: 1.6-1.8x faster rendering than development), with
// LOCAL_MODE=true: a generated JWT secret under DATA_DIR and cookies without `Secure`, so it
// works on plain http://localhost. An explicit NODE_ENV (production, test, development) is
// kept as given; NODE_ENV=production without LOCAL_MODE requires JWT_SECRET. `npm run dev`
// is the development path.
import { createRequire } from 'node:module';
import { SERVER_ENTRY, markBuilt, staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';

if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = 'production';
  process.env.LOCAL_MODE ||= 'true';
}

// What each part is, for a newcomer watching the first start (issue 34: five build warnings to
// ignore, then half a minute without a word). The builds print warnings and errors only
// (BUILD_QUIET: the Vite configs' logLevel); each step says what it is and how long it took.
const PARTS = {
  'build:server': 'the server',
  'build:web': 'the web app',
  'build:ssr': 'the server-side renderer',
};

const parts = staleParts();
if (parts.length > 0) {
  const first = parts.length === Object.keys(PARTS).length;
  console.log(
    first
      ? 'First start: building the site before it starts (about a minute; later starts rebuild only what changed).'
      : `Sources changed since the last build: rebuilding ${parts.map((part) => PARTS[part]).join(' and ')}.`,
  );
}
parts.forEach((part, index) => {
  const began = Date.now();
  process.stdout.write(`[${index + 1}/${parts.length}] Building ${PARTS[part]}... `);
  run(npm, ['run', '--silent', part], { BUILD_QUIET: 'true' });
  markBuilt(part);
  console.log(`done (${Math.round((Date.now() - began) / 1000)} s)`);
});
console.log('Starting the server...');
createRequire(import.meta.url)(SERVER_ENTRY);
