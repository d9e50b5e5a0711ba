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

for (const part of staleParts()) {
  console.log(`Building (${part})...`);
  run(npm, ['run', '--silent', part]);
  markBuilt(part);
}
createRequire(import.meta.url)(SERVER_ENTRY);
