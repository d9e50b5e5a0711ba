// A database of its own for one bench run on the PostgreSQL at `baseUrl`: created empty (the app
// migrates and seeds it on first start), dropped afterwards whatever connections remain.
import crypto from 'node:crypto';
import pg from 'pg';

/** Creates `<prefix>_<random>`; returns its URL and a `drop()` to call in the run's `finally`. */
export async function createThrowawayDatabase(baseUrl, prefix) {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const query = async (sql) => {
    const client = new pg.Client({ connectionString: baseUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
