// Issue 14: a lead's detail (every field, tool results, consent record, delivery timeline, other
// submissions of the address), the pipeline (status, owner, labels, notes) over GraphQL and REST,
// the tables' server-side filters and the counts per status.
import { CONSENT_TEXTS } from '../../schema/validation/consent';
import {
  LABEL_MESSAGE,
  NOTE_LENGTH_MESSAGE,
  NOTE_REQUIRED_MESSAGE,
  OWNER_MESSAGE,
  STATUS_MESSAGE,
} from '../../schema/validation/lead-pipeline';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { waitFor } from './delivery-helpers';
import { dataOf, expectGqlError, randomUuid, START_TIMEOUT, startServer, validContact, validLead, type Agent } from './helpers';
import { staffMember } from './staff-helpers';

jest.setTimeout(60_000);

const DETAIL = `kind id name email company cloudSpending message privacyConsent toolResults createdAt status ownerId ownerName labels
  consent { version text at page addressHash }
  notes { id body authorName createdAt }
  deliveries { id kind what recipient state attempts queuedAt completedAt lastError redelivery }
  otherLeads { kind id status }`;

describe('the lead pipeline', () => {
  let server: TestServer;
  let admin: Agent;
  let token: string;
  const email = `pipeline-${randomUuid().slice(0, 8)}@example.com`;
  const toolResults = { tool: 'calculator', inputs: { monthlySpend: 50000 }, results: { savings: 12000 } };
  let contactId: string;
  let playbookId: string;

  beforeAll(async () => {
    server = await startServer({ delivery: { worker: true, pollIntervalMs: 30 } });
    ({ agent: admin, token } = await signedInAdmin(server));
    const contact = await server
      .agent()
      .post('/api/contact')
      .send(validContact({ email, toolResults, consentPage: '/calculator' }));
    expect(contact.status).toBe(201);
    contactId = contact.body.id;
    const lead = await server
      .agent()
      .post('/api/playbook-lead')
      .send(validLead({ email: email.toUpperCase() }));
    playbookId = lead.body.id;
    await waitFor('the e-mails sent', async () => {
      const [row] = await server.dataSource.query(`SELECT count(*)::int AS n FROM delivery_jobs WHERE status = 'succeeded'`);
      return row.n === 4;
    });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const gql = (query: string, variables?: Record<string, unknown>, bearer = token) => server.gql(query, variables, undefined, bearer);
  const detail = async (kind: string, id: string) =>
    dataOf(await gql(`query($kind: LeadKind!, $id: ID!) { lead(kind: $kind, id: $id) { ${DETAIL} } }`, { kind, id })).lead;

  it('shows every field, the tool results, the consent record, the timeline and the other submission', async () => {
    const lead = await detail('CONTACT', contactId);
    expect(lead).toMatchObject({
      kind: 'CONTACT',
      email,
      cloudSpending: '50k-100k',
      privacyConsent: true,
      toolResults,
      status: 'NEW',
      labels: [],
    });
    expect(lead.consent).toMatchObject({ version: 1, text: CONSENT_TEXTS.contact, page: '/calculator' });
    expect(lead.consent.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(lead.consent.addressHash).not.toContain('127.0.0.1');
    expect(lead.deliveries.map((d: { what: string; state: string }) => [d.what, d.state])).toEqual([
      ['contact-confirmation', 'DELIVERED'],
      ['contact-sales', 'DELIVERED'],
    ]);
    expect(lead.deliveries[0].recipient).toBe(email);
    expect(lead.otherLeads).toEqual([{ kind: 'PLAYBOOK', id: playbookId, status: 'NEW' }]);
    const playbook = await detail('PLAYBOOK', playbookId);
    expect(playbook.consent.text).toBe(CONSENT_TEXTS.playbook);
    expect(playbook.cloudSpending).toBeNull();
  });

  it('the same over REST; an unknown or malformed id is 404', async () => {
    const res = await admin.get(`/api/admin/leads/contact/${contactId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'contact', id: contactId, email, toolResults });
    expect((await admin.get(`/api/admin/leads/contact/${randomUuid()}`)).status).toBe(404);
    expect((await admin.get('/api/admin/leads/contact/not-a-uuid')).status).toBe(404);
    expect((await admin.get(`/api/admin/leads/other/${contactId}`)).status).toBe(404);
  });

  it('sets status, owner and labels, adds notes by author, and audits without personal data', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const updated = dataOf(
      await gql(
        `mutation($id: ID!, $input: LeadPipelineInput!) { updateLead(kind: CONTACT, id: $id, input: $input) { status ownerId ownerName labels } }`,
        { id: contactId, input: { status: 'CONTACTED', ownerId: editor.id, labels: [' Hot ', 'enterprise', 'hot'] } },
      ),
    ).updateLead;
    expect(updated).toEqual({ status: 'CONTACTED', ownerId: editor.id, ownerName: editor.username, labels: ['hot', 'enterprise'] });
    const note = await editor.agent.post(`/api/admin/leads/contact/${contactId}/notes`).send({ body: '  Called, follow up Monday.  ' });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ body: 'Called, follow up Monday.', authorName: editor.username });
    const patched = await editor.agent.patch(`/api/admin/leads/playbook/${playbookId}`).send({ status: 'QUALIFIED', labels: ['hot'] });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ status: 'QUALIFIED', labels: ['hot'] });
    const lead = await detail('CONTACT', contactId);
    expect(lead.notes.map((n: { body: string }) => n.body)).toEqual(['Called, follow up Monday.']);
    const audit: Array<{ action: string; target: string }> = await server.dataSource.query(
      `SELECT action, target FROM audit_log WHERE action LIKE 'lead.%' ORDER BY at`,
    );
    expect(audit.map((a) => a.action)).toEqual(['lead.update', 'lead.note', 'lead.update']);
    expect(JSON.stringify(audit)).not.toContain(email);
  });

  it('refuses bad input with clear messages, changing nothing', async () => {
    const bad = async (input: Record<string, unknown>, message: string) => {
      const res = await admin.patch(`/api/admin/leads/contact/${contactId}`).send(input);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    };
    await bad({ status: 'MAYBE' }, STATUS_MESSAGE);
    await bad({ ownerId: randomUuid() }, OWNER_MESSAGE);
    await bad({ ownerId: 'x' }, OWNER_MESSAGE);
    await bad({ labels: ['<script>'] }, LABEL_MESSAGE);
    await bad({ labels: 'hot' }, LABEL_MESSAGE);
    await bad({ labels: ['a'.repeat(31)] }, LABEL_MESSAGE);
    const note = await admin.post(`/api/admin/leads/contact/${contactId}/notes`).send({ body: '   ' });
    expect(note.status).toBe(400);
    expect(JSON.stringify(note.body)).toContain(NOTE_REQUIRED_MESSAGE);
    const long = await admin.post(`/api/admin/leads/contact/${contactId}/notes`).send({ body: 'x'.repeat(2001) });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain(NOTE_LENGTH_MESSAGE);
    expectGqlError(
      await gql(`mutation { addLeadNote(kind: CONTACT, id: "${contactId}", body: " ") { id } }`),
      'BAD_USER_INPUT',
      NOTE_REQUIRED_MESSAGE,
    );
    expect((await detail('CONTACT', contactId)).status).toBe('CONTACTED');
  });

  it('filters the tables by status, owner, label and date range on the server, and counts per status', async () => {
    await server.agent().post('/api/contact').send(validContact());
    const list = async (args: string) =>
      dataOf(await gql(`{ contactRequests${args ? `(${args})` : ''} { totalCount items { id } } }`)).contactRequests as {
        totalCount: number;
        items: Array<{ id: string }>;
      };
    expect((await list('')).totalCount).toBe(2);
    expect((await list('status: "CONTACTED"')).items).toEqual([{ id: contactId }]);
    expect((await list('label: "HOT"')).items).toEqual([{ id: contactId }]);
    expect((await list('label: "cold"')).totalCount).toBe(0);
    const ownerId = (await detail('CONTACT', contactId)).ownerId;
    expect((await list(`ownerId: "${ownerId}"`)).items).toEqual([{ id: contactId }]);
    expect((await list(`from: "${new Date(Date.now() + 60_000).toISOString()}"`)).totalCount).toBe(0);
    expect((await list(`to: "${new Date(Date.now() + 60_000).toISOString()}"`)).totalCount).toBe(2);
    expectGqlError(await gql('{ contactRequests(status: "MAYBE") { totalCount } }'), 'BAD_USER_INPUT', STATUS_MESSAGE);
    const rest = await admin.get('/api/admin/playbook-leads?status=QUALIFIED&label=hot');
    expect(rest.status).toBe(200);
    expect(rest.body.map((l: { id: string }) => l.id)).toEqual([playbookId]);
    expect((await admin.get('/api/admin/playbook-leads?from=2030-01-01&to=2020-01-01')).status).toBe(400);
    expect((await admin.get('/api/admin/playbook-leads?from=yesterday')).status).toBe(400);
    const counts = dataOf(await gql('{ leadStatusCounts { status playbookLeads contactRequests } }')).leadStatusCounts;
    expect(counts).toEqual([
      { status: 'NEW', playbookLeads: 0, contactRequests: 1 },
      { status: 'CONTACTED', playbookLeads: 0, contactRequests: 1 },
      { status: 'QUALIFIED', playbookLeads: 1, contactRequests: 0 },
      { status: 'WON', playbookLeads: 0, contactRequests: 0 },
      { status: 'LOST', playbookLeads: 0, contactRequests: 0 },
    ]);
  });

  it('refuses a bad consent page', async () => {
    const res = await server
      .agent()
      .post('/api/contact')
      .send(validContact({ consentPage: 'https://evil.example/' }));
    expect(res.status).toBe(400);
  });
});
