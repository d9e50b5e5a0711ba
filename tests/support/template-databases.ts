// The template databases of one integration run on PostgreSQL (global-setup.ts makes them,
// global-teardown.ts drops them): `migrated` has every migration applied, `seeded` has the
// first-start content too. Made by the same openDatabase and seedIfEmpty a test server uses, so a
// copy is what a fresh database would have become; the names are random, so runs of different
// worktrees on one PostgreSQL never share a template.
import crypto from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from '../../graphql-server/src/db/database';
import { seedIfEmpty } from '../../graphql-server/src/db/seed/seed';

export interface TemplateNames {
  migrated: string;
  seeded: string;
}

export interface TemplateDatabases {
  names: TemplateNames;
  drop(): Promise<void>;
}

/** What a test database starts from: nothing, the migrations, or the migrations and the seed. */
export type DatabaseStart = 'empty' | keyof TemplateNames;

export function databaseUrlNamed(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(baseUrl: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function prepare(url: string, seed: boolean): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://', poolSize: 1 });
  try {
    if (seed) await seedIfEmpty(database.dataSource);
  } finally {
    await database.close();
  }
}

export async function makeTemplateDatabases(baseUrl: string): Promise<TemplateDatabases> {
  const prefix = `finops_template_${crypto.randomBytes(4).toString('hex')}`;
  const names: TemplateNames = { migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const drop = () =>
    withAdmin(baseUrl, async (client) => {
      for (const name of Object.values(names)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  try {
    await withAdmin(baseUrl, (client) => client.query(`CREATE DATABASE ${names.migrated}`));
    await prepare(databaseUrlNamed(baseUrl, names.migrated), false);
    await withAdmin(baseUrl, (client) => client.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`));
    await prepare(databaseUrlNamed(baseUrl, names.seeded), true);
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
  return { names, drop };
}

/** This run's template names (set by global-setup.ts on PostgreSQL), or undefined. */
export function templateNames(): TemplateNames | undefined {
  const json = process.env.TEST_TEMPLATE_DATABASES;
  return json ? (JSON.parse(json) as TemplateNames) : undefined;
}
