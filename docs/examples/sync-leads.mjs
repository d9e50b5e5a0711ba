#!/usr/bin/env node
// Keep a local copy of the site's leads in step (docs/integrators.md, "Walk-through").
// Plain Node 20+, no dependencies. Run it as often as you like (every minute, or on a webhook):
//
//   BASE_URL=https://www.example.com API_TOKEN=fin_... node docs/examples/sync-leads.mjs state.json leads.json
//
// API_TOKEN needs the "leads" scope. state.json holds each feed's last cursor; leads.json is the
// copy: { playbookLeads: { <id>: lead }, contactRequests: { <id>: lead } }. Both are created on the
// first run. After every page the copy is written first, then the cursor, so a run that stops half
// way (an error, Ctrl-C) resumes where it stopped and never loses or skips a change.
import fs from 'node:fs/promises';

const FEEDS = [
  { feed: 'playbook-leads', collection: 'playbookLeads' },
  { feed: 'contact-requests', collection: 'contactRequests' },
];
/** Tombstone kinds of the deleted feed, and the collection each one removes from. */
const TOMBSTONES = { PLAYBOOK_LEAD: 'playbookLeads', CONTACT_REQUEST: 'contactRequests' };
/** How often a 429 or 503 is retried (after the server's Retry-After) before giving up. */
const MAX_RETRIES = 3;

class SyncError extends Error {}

async function readJson(file, fallback) {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8'));
  } catch (error) {
    if (error.code === 'ENOENT') return fallback;
    throw new SyncError(`${file} is not readable JSON: ${error.message}`);
  }
}

/** Write through a temporary file and a rename, so a file is never left half written. */
async function writeJson(file, value) {
  await fs.writeFile(`${file}.tmp`, `${JSON.stringify(value, null, 2)}\n`);
  await fs.rename(`${file}.tmp`, file);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** GET one page; retries 429/503 after Retry-After; any other non-2xx is a SyncError with the server's message. */
async function getPage(url, token) {
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
    if (res.ok) return { body: await res.json(), link: res.headers.get('link') };
    const text = await res.text();
    let message = text;
    try {
      const body = JSON.parse(text); // { message, errors?: [{ field, message }] }
      const details = (body.errors ?? []).map((e) => `${e.field}: ${e.message}`).filter((d) => !d.endsWith(body.message));
      message = [body.message ?? text, ...details].join(' ');
    } catch {
      // not JSON: show the text as it came
    }
    if ((res.status === 429 || res.status === 503) && attempt < MAX_RETRIES) {
      const seconds = Number(res.headers.get('retry-after'));
      const wait = Number.isFinite(seconds) && seconds >= 0 ? seconds : 2 ** attempt;
      console.error(`HTTP ${res.status} (${message}): retrying in ${wait} s`);
      await sleep(wait * 1000);
      continue;
    }
    throw new SyncError(`HTTP ${res.status} from ${url.pathname}: ${message}`);
  }
}

/** The target of a `Link: <...>; rel="next"` header, or null. */
function nextLink(link, base) {
  const match = /<([^>]+)>\s*;\s*rel="next"/.exec(link ?? '');
  return match ? new URL(match[1], base) : null;
}

/**
 * Read one feed from its saved cursor to the end, calling apply(items) for each page and then
 * saving the page's endCursor. Answers how many items it read.
 */
async function syncFeed({ base, token, feed, state, apply, save }) {
  let url = new URL(`/api/admin/sync/${feed}`, base);
  if (state.cursors[feed]) url.searchParams.set('after', state.cursors[feed]);
  let count = 0;
  while (url) {
    const { body, link } = await getPage(url, token);
    apply(body.items);
    count += body.items.length;
    if (body.pageInfo.endCursor) state.cursors[feed] = body.pageInfo.endCursor;
    await save();
    url = body.pageInfo.hasNextPage ? nextLink(link, base) : null;
  }
  return count;
}

async function main() {
  const base = process.env.BASE_URL;
  const token = process.env.API_TOKEN;
  const [stateFile = 'sync-state.json', copyFile = 'leads.json'] = process.argv.slice(2);
  if (!base || !token) throw new SyncError('Set BASE_URL (e.g. http://localhost:3000) and API_TOKEN (a token with the leads scope).');

  const state = await readJson(stateFile, { cursors: {} });
  const copy = await readJson(copyFile, { playbookLeads: {}, contactRequests: {} });
  const save = async () => {
    await writeJson(copyFile, copy); // the copy first: re-applying a page is harmless, skipping one is not
    await writeJson(stateFile, state);
  };

  for (const { feed, collection } of FEEDS) {
    const apply = (items) => {
      for (const item of items) copy[collection][item.id] = item; // upsert: the later copy wins
    };
    console.log(`${feed}: ${await syncFeed({ base, token, feed, state, apply, save })} new or changed`);
  }
  const removeTombstones = (items) => {
    for (const { kind, id } of items) if (TOMBSTONES[kind]) delete copy[TOMBSTONES[kind]][id];
  };
  console.log(`deleted: ${await syncFeed({ base, token, feed: 'deleted', state, apply: removeTombstones, save })} tombstones`);
  console.log(
    `copy: ${Object.keys(copy.playbookLeads).length} playbook leads, ${Object.keys(copy.contactRequests).length} contact requests`,
  );
}

main().catch((error) => {
  console.error(error instanceof SyncError ? error.message : error);
  process.exit(1);
});
