// The architecture's fences (eslint.config.mjs, docs/decisions/0015 and 0058) hold: each forbidden
// import is planted in a temporary file inside the tree, where the real config applies to it, and
// lint must name the rule that refuses it; a file that only crosses allowed boundaries passes.
// ESLint runs in a child process because its config is an ES module, which Jest's CommonJS module
// registry cannot import. The files are removed afterwards, also when a test fails.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '../..');
const TAG = `__fence-${process.pid}`;

interface Plant {
  name: string;
  /** Path of the planted file, relative to the repository, without the tag. */
  dir: string;
  file: string;
  source: string;
  /** The rule expected to refuse it; null: the file must lint clean. */
  rule: string | null;
  /** Part of the message, so the right zone or pattern refused it. */
  message?: RegExp;
}

const use = (specifier: string, binding = 'm') => `import * as ${binding} from '${specifier}';\nexport const used = ${binding};\n`;

/**
 * A function of `lines` lines counted as max-lines-per-function counts them (its first and last
 * line included), plus blank and comment lines that must not count.
 */
const longFunction = (lines: number, uncounted = 0) => {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  total += ${i};`);
  const padding = Array.from({ length: uncounted }, (_, i) => (i % 2 ? '' : `  // note ${i}`));
  return `let total = 0;\nexport function long(): void {\n${[...padding, ...body].join('\n')}\n}\nexport const sum = () => total;\n`;
};

const PLANTS: Plant[] = [
  {
    name: 'an import cycle (two modules importing each other)',
    dir: 'web/src/domain',
    file: 'cycle-a.ts',
    source: use(`./${TAG}-cycle-b`),
    rule: 'import-x/no-cycle',
  },
  {
    name: 'the other half of the cycle',
    dir: 'web/src/domain',
    file: 'cycle-b.ts',
    source: use(`./${TAG}-cycle-a`),
    rule: 'import-x/no-cycle',
  },
  {
    name: "app/ importing a feature's internals",
    dir: 'web/src/app',
    file: 'app-internal.ts',
    source: use('../features/contact/lead-notice'),
    rule: 'import-x/no-restricted-paths',
    message: /route table only/,
  },
  {
    name: "app/ importing even a feature's public module (features only through the route table)",
    dir: 'web/src/app',
    file: 'app-public.ts',
    source: use('../features/auth/use-logout'),
    rule: 'import-x/no-restricted-paths',
    message: /route table only/,
  },
  {
    name: "a feature importing another feature's internals",
    dir: 'web/src/features/blog',
    file: 'feature.ts',
    source: use('../contact/lead-notice'),
    rule: 'import-x/no-restricted-paths',
    message: /public modules/,
  },
  {
    name: "the delivery queue importing the webhooks room (the job entity and the endpoint's entity)",
    dir: 'graphql-server/src/modules/delivery/queue',
    file: 'queue.ts',
    source: use('../../webhooks/webhook-endpoint.entity'),
    rule: 'import-x/no-restricted-paths',
    message: /queue knows no kind of message/,
  },
  {
    name: 'the queue importing the mail room',
    dir: 'graphql-server/src/modules/delivery/queue',
    file: 'queue-mail.ts',
    source: use('../mail/mail.service'),
    rule: 'import-x/no-restricted-paths',
    message: /queue knows no kind of message/,
  },
  {
    name: 'the web app importing the server',
    dir: 'web/src/app',
    file: 'server.ts',
    source: use('../../../graphql-server/src/config'),
    rule: 'import-x/no-restricted-paths',
    message: /over GraphQL only/,
  },
  {
    name: "the server importing the web app's UI",
    dir: 'graphql-server/src',
    file: 'web.ts',
    source: use('../../web/src/app/theme'),
    rule: 'import-x/no-restricted-paths',
    message: /never imports the web app/,
  },
  {
    name: 'pure logic (web/src/domain) importing React',
    dir: 'web/src/domain',
    file: 'react.ts',
    source: use('react'),
    rule: 'no-restricted-imports',
    message: /no React/,
  },
  {
    name: 'pure logic (web/src/domain) importing a feature',
    dir: 'web/src/domain',
    file: 'ui.ts',
    source: use('../features/glossary/glossary-term'),
    rule: 'no-restricted-imports',
    message: /never imports the UI/,
  },
  {
    name: 'shared validation (schema/) importing the server',
    dir: 'schema/validation',
    file: 'server.ts',
    source: use('../../graphql-server/src/config'),
    rule: 'no-restricted-imports',
    message: /server and its database stay out/,
  },
  {
    name: 'shared validation (schema/) importing Apollo',
    dir: 'schema/validation',
    file: 'apollo.ts',
    source: use('@apollo/client'),
    rule: 'no-restricted-imports',
    message: /no Apollo/,
  },
  {
    name: 'a service importing Express',
    dir: 'graphql-server/src/modules/posts',
    file: 'express.service.ts',
    source: use('express'),
    rule: 'no-restricted-imports',
    message: /HTTP stays in http/,
  },
  {
    name: 'a service importing type-graphql',
    dir: 'graphql-server/src/modules/posts',
    file: 'graphql.service.ts',
    source: use('type-graphql'),
    rule: 'no-restricted-imports',
    message: /GraphQL stays in the resolvers/,
  },
  {
    name: 'a service importing its transport',
    dir: 'graphql-server/src/modules/posts',
    file: 'transport.service.ts',
    source: use('./posts.resolver'),
    rule: 'no-restricted-imports',
    message: /never call their transports/,
  },
  {
    name: 'the server writing to the console',
    dir: 'graphql-server/src',
    file: 'console.ts',
    source: "console.log('boot');\nexport const used = 1;\n",
    rule: 'no-console',
  },
  {
    name: 'a server function of 121 lines',
    dir: 'graphql-server/src/modules/posts',
    file: 'long.ts',
    source: longFunction(121),
    rule: 'max-lines-per-function',
    message: /too many lines \(121\)/,
  },
  {
    name: 'a web component of 121 lines',
    dir: 'web/src/features/blog',
    file: 'long.tsx',
    source: longFunction(121),
    rule: 'max-lines-per-function',
    message: /too many lines \(121\)/,
  },
  {
    name: 'a function of 120 lines, with blank and comment lines besides',
    dir: 'web/src/app',
    file: 'long-enough.ts',
    source: longFunction(120, 20),
    rule: null,
  },
  {
    name: 'a feature through the allowed doors (public modules, app/, domain/, shared validation)',
    dir: 'web/src/features/blog',
    file: 'clean.ts',
    source:
      use('../contact/contact-form', 'form') +
      use('../../app/use-current-user', 'user').replace('used', 'usedUser') +
      use('../../domain/dates', 'dates').replace('used', 'usedDates') +
      use('../../../../schema/validation/content', 'content').replace('used', 'usedContent'),
    rule: null,
  },
  {
    name: 'the queue importing its own room and the shared helpers',
    dir: 'graphql-server/src/modules/delivery/queue',
    file: 'clean.ts',
    source: use('./job-payloads') + use('../../../shared/pagination', 'pages').replace('used', 'usedPages'),
    rule: null,
  },
];

const plantedPath = (plant: Plant) => path.join(ROOT, plant.dir, `${TAG}-${plant.file}`);

// The fences under test need no types: the type-aware rule and its project service (seconds of
// start-up) are switched off for this run only.
const LINT = `
import { ESLint } from 'eslint';
const eslint = new ESLint({
  cwd: process.argv[1],
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off' },
  },
});
const results = await eslint.lintFiles(process.argv.slice(2));
process.stdout.write(JSON.stringify(results.map((r) => ({ filePath: r.filePath, messages: r.messages }))));
`;

type Results = Map<string, Array<{ ruleId: string | null; message: string }>>;
let results: Results;

beforeAll(async () => {
  for (const plant of PLANTS) fs.writeFileSync(plantedPath(plant), plant.source);
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LINT, ROOT, ...PLANTS.map(plantedPath)], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  });
  const parsed = JSON.parse(stdout) as Array<{ filePath: string; messages: Array<{ ruleId: string | null; message: string }> }>;
  results = new Map(parsed.map((r) => [r.filePath, r.messages]));
}, 120_000);

afterAll(() => {
  for (const plant of PLANTS) fs.rmSync(plantedPath(plant), { force: true });
});

describe('lint fences', () => {
  it.each(PLANTS.filter((plant) => plant.rule).map((plant) => [plant.name, plant] as const))('refuse %s', (_name, plant) => {
    const messages = results.get(plantedPath(plant)) ?? [];
    const refusals = messages.filter((m) => m.ruleId === plant.rule);
    expect(refusals).not.toEqual([]);
    if (plant.message) expect(refusals.map((m) => m.message).join('\n')).toMatch(plant.message);
  });

  it.each(PLANTS.filter((plant) => !plant.rule).map((plant) => [plant.name, plant] as const))('let %s pass', (_name, plant) => {
    expect(results.get(plantedPath(plant))).toEqual([]);
  });

  it('lint every planted file (none was ignored by the config)', () => {
    expect([...results.keys()].sort()).toEqual(PLANTS.map(plantedPath).sort());
  });
});
