// `npm test`: every test, cheapest first. Builds what is stale (the e2e tests drive the
// production build, started the way `npm start` starts it).
import { staleParts } from './build-state.mjs';
import { npm, run } from './run.mjs';

for (const part of staleParts()) run(npm, ['run', '--silent', part]);
run(npm, ['run', '--silent', 'typecheck']);
run(npm, ['run', '--silent', 'test:unit']);
run(npm, ['run', '--silent', 'test:integration']);
run(npm, ['run', '--silent', 'test:e2e']);
console.log('\nAll test suites passed.');
