// `npm start`: build what is not built (or is older than its sources), then run the server
// in this process, so Ctrl-C reaches its graceful shutdown directly.
import { createRequire } from 'node:module';
import { SERVER_ENTRY, staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';

for (const part of staleParts()) {
  console.log(`Building (${part})...`);
  run(npm, ['run', '--silent', part]);
}
createRequire(import.meta.url)(SERVER_ENTRY);
