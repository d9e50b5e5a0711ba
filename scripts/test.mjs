// `npm test`: every test, cheapest first, each stage timed. Builds what is stale (the e2e tests
// drive the production build, started the way `npm start` starts it).
//
// On a developer machine: typecheck → unit + component → integration (on DATABASE_URL's
// PostgreSQL when set, the embedded database otherwise) → end-to-end.
// With CI=true (`bash .ci/run`): lint, format check, typecheck and the web app's build side by
// side first; then, when a PostgreSQL answers on 127.0.0.1:5432 (CI_DATABASE_URL), the integration
// suite runs once on it and, beside it, only the engine-sensitive files
// (tests/support/engine-sensitive.cjs) again on the embedded database, and the unit and component
// tests — decisions 0015, 0037, 0054.
// SKIP_E2E=1 stops before the end-to-end stage (to time or run the stages before it alone).
import fs from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import { markBuilt, staleParts } from './build-state.mjs';
import { npm, run, runTogether } from './run.mjs';

const ci = /^(1|true|yes)$/i.test(process.env.CI ?? '');
const started = Date.now();
const timings = [];

/**
 * CPU seconds (user + system) of the finished commands so far, from the kernel's account of waited-for
 * children (Linux's /proc/self/stat; null elsewhere). On a shared machine a stage's wall time says
 * as much about the neighbours as about the stage; its CPU time does not (decision 0046).
 */
function childCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // After the name: state is field 3, cutime and cstime are fields 16 and 17 (clock ticks, 100 a second).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}

function record(name, began, cpuBefore) {
  const seconds = Math.round((Date.now() - began) / 1000);
  const cpuAfter = childCpuSeconds();
  const cpu = cpuBefore === null || cpuAfter === null ? null : Math.round(cpuAfter - cpuBefore);
  timings.push([name, seconds, cpu]);
  console.log(`== ${name}: ${seconds}s${cpu === null ? '' : ` (CPU ${cpu}s)`}`);
}

function stage(name, command, args, env) {
  console.log(`\n== ${name}`);
  const began = Date.now();
  const cpuBefore = childCpuSeconds();
  run(command, args, env);
  record(name, began, cpuBefore);
}

/** Commands side by side; the stage's time, then each named command's own time, indented. */
async function stageTogether(name, commands) {
  console.log(`\n== ${name}`);
  const began = Date.now();
  const cpuBefore = childCpuSeconds();
  const each = await runTogether(commands);
  record(name, began, cpuBefore);
  for (const [part, partSeconds] of each) if (commands.find((c) => c.name === part)) timings.push([`  ${part}`, partSeconds, null]);
}

function postgresAnswers(url) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port || 5432), hostname);
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const buildCommand = (parts) => ({
  name: 'build',
  command: 'sh',
  args: ['-c', parts.map((part) => `npm run --silent ${part}`).join(' && ')],
  // On CI the build is the tests' only: its assets are pre-compressed at Brotli 5, not 11 (the
  // same files served the same way; quality 11 cost more CPU than the rest of the web build).
  env: ci ? { PRECOMPRESS_BROTLI_QUALITY: '5' } : {},
});
/** Builds, as a stage of its own, whatever part of the build is missing or older than its sources. */
function buildStale() {
  const stale = staleParts();
  if (!stale.length) return;
  const { command, args, env } = buildCommand(stale);
  stage(`build (${stale.join(', ')})`, command, args, env);
  stale.forEach(markBuilt);
}
/**
 * `npm run test:unit`, in Jest's default number of workers unless `workers` names one. The unit
 * project includes tests/unit/generated-code.test.ts, the one codegen check.
 */
const unitTests = (workers) => ({
  name: workers ? `unit + component tests (${workers} worker${workers > 1 ? 's' : ''})` : 'unit + component tests',
  command: npm,
  args: ['run', '--silent', 'test:unit', ...(workers ? ['--', `--maxWorkers=${workers}`] : [])],
});
if (ci) {
  // The web app's build needs nothing the checks make: it runs beside them, and the server's part
  // of the build is the type check's (below). Five commands on two cores: none waits for another.
  const webParts = staleParts().filter((part) => part !== 'build:server');
  await stageTogether(`lint + format check ‖ typecheck${webParts.length ? ` ‖ build (${webParts.join(', ')})` : ''}`, [
    // `npm run lint` is ESLint then knip; here they are two commands, so neither waits for the other.
    { name: 'eslint', command: 'npx', args: ['eslint', '.'] },
    { name: 'knip', command: 'npx', args: ['knip'] },
    { name: 'format check', command: npm, args: ['run', '--silent', 'format:check'] },
    // `npm run typecheck`: TypeScript 7's native compiler over both chains of project references
    // (the server, built to dist/server, the build's server part, then the unit and integration
    // tests; the web app then the component tests), each file checked once — decisions 0046, 0053.
    { name: 'typecheck', command: npm, args: ['run', '--silent', 'typecheck'] },
    ...(webParts.length ? [buildCommand(webParts)] : []),
  ]);
  // Anything still stale (nothing, unless a source changed meanwhile) is built before the tests
  // that start the built app.
  buildStale();
} else {
  stage('typecheck', npm, ['run', '--silent', 'typecheck']);
  buildStale();
  const { name, command, args } = unitTests();
  stage(name, command, args);
}

const ciDatabaseUrl = process.env.CI_DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/postgres';
if (ci && (await postgresAnswers(ciDatabaseUrl))) {
  const engineSensitive = createRequire(import.meta.url)('../tests/support/engine-sensitive.cjs');
  // Side by side (decision 0037): a file on PostgreSQL mostly waits on the database server and its
  // own HTTP calls, so its two workers leave room for the engine-sensitive files on the embedded
  // database in a third, and for the unit and component tests in a fourth: pure CPU, they fill
  // what the integration files leave idle (decision 0054). Each run has databases of its own.
  await stageTogether('unit + component ‖ integration: PostgreSQL ‖ embedded (engine-sensitive)', [
    unitTests(1),
    {
      name: 'integration (PostgreSQL, 2 workers)',
      command: 'npx',
      args: ['jest', '--selectProjects', 'integration', '--maxWorkers=2'],
      env: { DATABASE_URL: ciDatabaseUrl },
    },
    {
      name: 'integration (embedded, engine-sensitive, 1 worker)',
      command: 'npx',
      args: ['jest', ...engineSensitive, '--selectProjects', 'integration', '--maxWorkers=1'],
      env: { DATABASE_URL: '' },
    },
  ]);
} else {
  // Without PostgreSQL the unit tests run first, alone on both cores.
  if (ci) {
    const { name, command, args } = unitTests(2);
    stage(name, command, args);
  }
  stage('integration', npm, ['run', '--silent', 'test:integration']);
}
const skipE2e = /^(1|true|yes)$/i.test(process.env.SKIP_E2E ?? '');
if (!skipE2e) stage('end-to-end (Chromium)', npm, ['run', '--silent', 'test:e2e']);

console.log("\n== Stage timings (wall, and CPU of the stage's commands)");
const cpuColumn = (cpu) => (cpu === null ? '' : `   CPU ${String(cpu).padStart(4)}s`);
for (const [name, seconds, cpu] of timings) console.log(`   ${name.padEnd(56)} ${String(seconds).padStart(4)}s${cpuColumn(cpu)}`);
const totalCpu = childCpuSeconds();
console.log(
  `   ${'total'.padEnd(56)} ${String(Math.round((Date.now() - started) / 1000)).padStart(4)}s${cpuColumn(totalCpu === null ? null : Math.round(totalCpu))}`,
);
console.log(skipE2e ? '\nAll test suites but the end-to-end ones (SKIP_E2E) passed.' : '\nAll test suites passed.');
