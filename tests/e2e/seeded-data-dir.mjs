// `node tests/e2e/seeded-data-dir.mjs <folder>`: fills <folder> (a DATA_DIR) with an embedded
// database that is already migrated and seeded, as the first `npm start` on an empty folder
// leaves it. Creating one costs PGlite's initdb and every migration (10-40 s on a busy 2-core
// machine); copying one costs well under a second. So the template is made once per build of the
// database code (migrations, seed, entities), PGlite version and day (the seed dates posts
// relative to today), in the temporary folder, and copied for each server the e2e tests start.
// Specs about the first start itself (data-dir, lifecycle) start on an empty folder instead.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleParts } from '../../scripts/build-state.mjs';
import { npm, run } from '../../scripts/run.mjs';

const require = createRequire(import.meta.url);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(ROOT, 'dist/server/graphql-server/src');
const PREFIX = 'finops-e2e-template-';

function filesUnder(folder) {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

function templateKey() {
  const hash = crypto.createHash('sha256');
  hash.update(fs.readFileSync(path.join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  hash.update(new Date().toISOString().slice(0, 10));
  const entities = filesUnder(path.join(SERVER, 'modules')).filter((file) => file.endsWith('.entity.js'));
  for (const file of [...filesUnder(path.join(SERVER, 'db')), ...entities]) hash.update(file).update(fs.readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(template) {
  const building = `${template}.building-${process.pid}`;
  const { openDatabase } = require(path.join(SERVER, 'db/database.js'));
  const { seedIfEmpty } = require(path.join(SERVER, 'db/seed/seed.js'));
  const database = await openDatabase({ dataDir: building });
  await seedIfEmpty(database.dataSource);
  await database.close();
  try {
    fs.renameSync(building, template);
  } catch {
    // Another process made it first: theirs is the same.
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Templates of older builds or days are of no more use.
  for (const name of fs.readdirSync(os.tmpdir())) {
    const other = path.join(os.tmpdir(), name);
    if (name.startsWith(PREFIX) && other !== template && !name.includes('.building-')) fs.rmSync(other, { recursive: true, force: true });
  }
}

/** Copies the template (made first when missing) into `target`. */
export async function seededDataDir(target) {
  // The template is made from the built server: build what is stale first, as `npm start` would.
  for (const part of staleParts()) run(npm, ['run', '--silent', part]);
  const template = path.join(os.tmpdir(), `${PREFIX}${templateKey()}`);
  if (!fs.existsSync(template)) await makeTemplate(template);
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(template, target, { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv[2]) throw new Error('Usage: node tests/e2e/seeded-data-dir.mjs <folder>');
  await seededDataDir(path.resolve(process.argv[2]));
}
