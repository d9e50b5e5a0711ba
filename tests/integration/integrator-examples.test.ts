// The integrators' walk-through (issue 15, docs/integrators.md "Walk-through") run for real: the
// scripts of docs/examples as child processes against a listening server — sync-leads.mjs copies
// the leads, then converges after leads are added, changed and erased, and stops with the server's
// message on a bad token or cursor; verify-webhook.mjs receives signed test events, through a
// secret rotation (either secret alone verifies during the overlap, the old one no more after it).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { issueApiToken } from './api-token-helpers';
import { waitFor } from './delivery-helpers';
import { dataOf, START_TIMEOUT, startServer, validContact, validLead, type Agent } from './helpers';

jest.setTimeout(60_000);

const EXAMPLES = path.resolve(__dirname, '../../docs/examples');
const INSTANT_SLEEP = path.resolve(__dirname, '../support/instant-sleep.cjs');
const SETTLE_MS = 100;
const settle = () => new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 150));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('integrator examples', () => {
  let server: TestServer;
  let baseUrl: string;
  let admin: { agent: Agent; token: string };
  let leadsToken: string;
  let dir: string;
  let address = 0;
  const receivers: ChildProcess[] = [];

  beforeAll(async () => {
    server = await startServer({ syncSettleMs: SETTLE_MS, delivery: { worker: true, pollIntervalMs: 100 } });
    baseUrl = server.url;
    admin = await signedInAdmin(server);
    leadsToken = (await issueApiToken(server, admin.token, ['leads'])).secret;
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'integrator-examples-'));
  }, START_TIMEOUT);

  afterAll(async () => {
    for (const child of receivers) child.kill();
    await server?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const ip = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
  const newLead = async () => (await server.services.leads.submitPlaybookLead(validLead(), ip())).id;
  const newContact = async () => (await server.services.leads.submitContactRequest(validContact(), ip())).id;

  /** node docs/examples/sync-leads.mjs <state> <copy>, as the walk-through runs it. */
  function syncLeads(env: Record<string, string>, state = 'state.json', copy = 'leads.json', base = baseUrl): Promise<Run> {
    return new Promise((resolve) => {
      execFile(
        process.execPath,
        // The script's sleeps (Retry-After) are reported and skipped: the test does not wait on the clock.
        ['--require', INSTANT_SLEEP, path.join(EXAMPLES, 'sync-leads.mjs'), path.join(dir, state), path.join(dir, copy)],
        { env: { PATH: process.env.PATH ?? '', BASE_URL: base, API_TOKEN: leadsToken, ...env }, timeout: 30_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });
  }
  const readCopy = (copy = 'leads.json') =>
    JSON.parse(fs.readFileSync(path.join(dir, copy), 'utf8')) as Record<
      'playbookLeads' | 'contactRequests',
      Record<string, { id: string; status: string; email: string }>
    >;

  it('copies every lead, then converges after leads are added, changed and erased', async () => {
    const playbook = await Promise.all([newLead(), newLead(), newLead()]);
    const contacts = await Promise.all([newContact(), newContact()]);
    await settle();

    const first = await syncLeads({});
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toContain('playbook-leads: 3 new or changed');
    let copy = readCopy();
    expect(Object.keys(copy.playbookLeads).sort()).toEqual([...playbook].sort());
    expect(Object.keys(copy.contactRequests).sort()).toEqual([...contacts].sort());
    const state = JSON.parse(fs.readFileSync(path.join(dir, 'state.json'), 'utf8'));
    expect(Object.keys(state.cursors).sort()).toEqual(['contact-requests', 'playbook-leads']);

    // Nothing changed: a second run reads nothing and keeps the copy.
    const idle = await syncLeads({});
    expect(idle.stdout).toContain('playbook-leads: 0 new or changed');
    expect(readCopy()).toEqual(copy);

    const added = await newLead();
    expect((await admin.agent.patch(`/api/admin/leads/playbook/${playbook[0]}`).send({ status: 'CONTACTED' })).status).toBe(200);
    expect((await admin.agent.delete(`/api/admin/leads/playbook/${playbook[1]}`)).status).toBe(200);
    expect((await admin.agent.delete(`/api/admin/leads/contact/${contacts[0]}`)).status).toBe(200);
    await settle();

    const again = await syncLeads({});
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('playbook-leads: 2 new or changed');
    expect(again.stdout).toContain('deleted: 2 tombstones');
    copy = readCopy();
    expect(Object.keys(copy.playbookLeads).sort()).toEqual([playbook[0], playbook[2], added].sort());
    expect(Object.keys(copy.contactRequests)).toEqual([contacts[1]]);
    expect(copy.playbookLeads[playbook[0]].status).toBe('CONTACTED');
    expect(again.stdout).toContain('copy: 3 playbook leads, 1 contact requests');
  });

  it('pages with the Link header when a feed has more than one page', async () => {
    // A fresh state file and more than 100 leads: the default page holds 100, so the script must follow Link.
    for (let i = 0; i < 101; i++) await newLead();
    await settle();
    const run = await syncLeads({}, 'paged-state.json', 'paged.json');
    expect(run.code).toBe(0);
    const copy = readCopy('paged.json');
    const total = dataOf(await server.gql('{ playbookLeads(pageSize: 1) { totalCount } }', undefined, admin.agent)).playbookLeads
      .totalCount;
    expect(Object.keys(copy.playbookLeads)).toHaveLength(total);
    expect(total).toBeGreaterThan(100);
  });

  it('stops with the server message on a bad token or a bad saved cursor, and waits out a 429', async () => {
    const badToken = await syncLeads({ API_TOKEN: `fin_${'x'.repeat(43)}` }, 'bad-state.json', 'bad.json');
    expect(badToken.code).toBe(1);
    expect(badToken.stderr.trim()).toBe(
      'HTTP 401 from /api/admin/sync/playbook-leads: The API token is not valid: it is unknown, expired or revoked.',
    );

    fs.writeFileSync(path.join(dir, 'bad-state.json'), JSON.stringify({ cursors: { 'playbook-leads': 'not-a-cursor' } }));
    const badCursor = await syncLeads({}, 'bad-state.json', 'bad.json');
    expect(badCursor.code).toBe(1);
    expect(badCursor.stderr.trim()).toBe(
      'HTTP 400 from /api/admin/sync/playbook-leads: after is not a cursor of this feed: pass an endCursor exactly as it was returned.',
    );

    // A gateway in front of the site refuses the first request with 429 and Retry-After: 1.
    let refused = 0;
    const gateway = http.createServer(async (req, res) => {
      if (refused++ === 0)
        return void res.writeHead(429, { 'Retry-After': '1', 'Content-Type': 'application/json' }).end('{"message":"Slow down."}');
      const upstream = await fetch(new URL(req.url ?? '/', baseUrl), { headers: { authorization: req.headers.authorization ?? '' } });
      // fetch has decoded the body: pass on every header but the encoding and length.
      const headers = [...upstream.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length');
      res.writeHead(upstream.status, Object.fromEntries(headers)).end(Buffer.from(await upstream.arrayBuffer()));
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', () => resolve()));
    const slowed = await syncLeads({}, 'gw-state.json', 'gw.json', `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`);
    await new Promise((resolve) => gateway.close(resolve));
    expect(slowed).toMatchObject({ code: 0 });
    expect(slowed.stderr).toContain('HTTP 429 (Slow down.): retrying in 1 s');
    // It waited exactly the Retry-After (the instant-sleep preload reports the sleep instead of taking it), then asked again.
    expect(slowed.stderr.match(/\[clock\] slept \d+ ms/g)).toEqual(['[clock] slept 1000 ms']);
    expect((await syncLeads({}, 'direct-state.json', 'direct.json')).code).toBe(0);
    expect(readCopy('gw.json')).toEqual(readCopy('direct.json'));
  });

  /** node docs/examples/verify-webhook.mjs with these secrets, on a free port; resolves with its URL. */
  async function startReceiver(secrets: string[]) {
    const child = spawn(process.execPath, [path.join(EXAMPLES, 'verify-webhook.mjs')], {
      env: { PATH: process.env.PATH ?? '', FINOPS_WEBHOOK_SECRETS: secrets.join(','), PORT: '0', HOST: '127.0.0.1' },
    });
    receivers.push(child);
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const port = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', () => {
        const match = /Listening on http:\/\/localhost:(\d+)\//.exec(output);
        if (match) resolve(match[1]);
      });
      child.on('exit', (code) => reject(new Error(`receiver exited ${code}`)));
    });
    return { url: `http://127.0.0.1:${port}/finops`, output: () => output };
  }

  const gql = async (query: string, variables: Record<string, unknown>) =>
    dataOf(await server.gql(query, variables, undefined, admin.token));
  const pointAt = (id: string, url: string) =>
    gql('mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }', {
      id,
      input: { url, events: ['lead.updated'] },
    });
  const sendTest = async (id: string) =>
    (await gql('mutation($id: ID!) { sendWebhookTestEvent(id: $id) { delivered responseCode message eventId } }', { id }))
      .sendWebhookTestEvent;

  it('the example receiver verifies real deliveries, with either secret during a rotation and not the old one after it', async () => {
    const first = await startReceiver(['placeholder']);
    const created = (
      await gql('mutation($input: WebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }', {
        input: { url: first.url, events: ['lead.updated'] },
      })
    ).createWebhookEndpoint;
    const id = created.endpoint.id;
    const oldOnly = await startReceiver([created.secret]);
    await pointAt(id, oldOnly.url);
    const ping = await sendTest(id);
    expect(ping).toMatchObject({ delivered: true, responseCode: 204, message: 'Delivered: the receiver answered HTTP 204.' });
    expect(oldOnly.output()).toContain(`verified ping ${ping.eventId} {"endpointId":"${id}"`);
    // The placeholder receiver knows no secret of this endpoint: 400 with the reason.
    await pointAt(id, first.url);
    expect(await sendTest(id)).toMatchObject({ delivered: false, responseCode: 400 });
    expect((await sendTest(id)).message).toContain('No signature in X-FinOps-Signature matches our secrets');

    const rotated = (await gql('mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret } }', { id })).rotateWebhookSecret.secret;
    const newOnly = await startReceiver([rotated]);
    for (const receiver of [oldOnly, newOnly]) {
      await pointAt(id, receiver.url);
      const during = await sendTest(id);
      expect(during).toMatchObject({ delivered: true, responseCode: 204 });
      expect(receiver.output()).toContain(`verified ping ${during.eventId}`);
    }

    // The overlap ends: only the new secret signs, so the old one alone no longer verifies.
    await server.dataSource.query(`UPDATE webhook_endpoints SET "previousSecretExpiresAt" = now() - interval '1 minute' WHERE id = $1`, [
      id,
    ]);
    await pointAt(id, oldOnly.url);
    expect(await sendTest(id)).toMatchObject({ delivered: false, responseCode: 400 });
    await pointAt(id, newOnly.url);
    expect(await sendTest(id)).toMatchObject({ delivered: true, responseCode: 204 });

    // A real event (not only the test ping) verifies too.
    const lead = await newLead();
    expect((await admin.agent.patch(`/api/admin/leads/playbook/${lead}`).send({ status: 'CONTACTED' })).status).toBe(200);
    await waitFor('the receiver to verify lead.updated', () => newOnly.output().includes('verified lead.updated'));
    expect(newOnly.output()).toMatch(
      new RegExp(`verified lead\\.updated \\S+ \\{"lead":\\{"id":"${lead}","type":"playbook","status":"CONTACTED"`),
    );
  });
});
