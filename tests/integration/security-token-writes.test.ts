// Write access for integrations (issue 35, decision 0060): a `leads:write` token — a CRM writing
// back — changes a lead's status, owner and labels and adds notes, over GraphQL and REST, under the
// same rules as staff (validation, expectedVersion conflicts), recorded in the audit log under the
// token's name. Everything else stays refused, with a 403 naming the missing scope: erasure, the
// content, another token's write, a read-only leads token. (The full matrix of every operation and
// path against a leads:write token is in security-api-tokens.test.ts.)
import { LEAD_VERSION_CONFLICT_MESSAGE } from '../../schema/validation/lead-pipeline';
import { missingScopeMessage, READ_ONLY_TOKEN_MESSAGE } from '../../graphql-server/src/auth/access';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer, issueApiToken } from './api-token-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, validCategory, validLead, type Agent } from './helpers';

const UPDATE = `mutation($id: ID!, $input: LeadPipelineInput!) {
  updateLead(kind: PLAYBOOK, id: $id, input: $input) { id status ownerId labels version }
}`;

describe('integrator write access: leads:write', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let writer: string;
  let reader: string;
  let ownerId: string;
  let address = 0;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
    writer = (await issueApiToken(server, admin.token, ['leads', 'leads:write'], { name: 'Acme CRM' })).secret;
    reader = (await issueApiToken(server, admin.token, ['leads'], { name: 'Reporting' })).secret;
    ownerId = dataOf(await server.gql('{ me { id } }', undefined, admin.agent)).me.id;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const newLead = async () => (await server.services.leads.submitPlaybookLead(validLead(), `10.61.0.${++address}`)).id;
  const audit = async () =>
    dataOf(await server.gql('{ auditLog(pageSize: 20) { items { action actorId actorName target } } }', undefined, admin.agent)).auditLog
      .items as Array<{ action: string; actorId: string | null; actorName: string | null; target: string }>;

  it('changes status, owner and labels and adds a note over GraphQL, audited under the token’s name', async () => {
    const id = await newLead();
    const owners = dataOf(await server.gql('{ leadOwners { id name } }', undefined, undefined, writer)).leadOwners;
    expect(owners.map((o: { id: string }) => o.id)).toContain(ownerId);
    const read = dataOf(await server.gql('query($id: ID!) { lead(kind: PLAYBOOK, id: $id) { version } }', { id }, undefined, writer)).lead;
    const updated = dataOf(
      await server.gql(
        UPDATE,
        { id, input: { status: 'CONTACTED', ownerId, labels: ['crm'], expectedVersion: read.version } },
        undefined,
        writer,
      ),
    ).updateLead;
    expect(updated).toEqual({ id, status: 'CONTACTED', ownerId, labels: ['crm'], version: read.version + 1 });
    const note = dataOf(
      await server.gql(
        'mutation($id: ID!) { addLeadNote(kind: PLAYBOOK, id: $id, body: "Synced from the CRM") { authorName } }',
        { id },
        undefined,
        writer,
      ),
    ).addLeadNote;
    expect(note.authorName).toBe('API token Acme CRM');
    const entries = (await audit()).filter((e) => e.target.includes(id));
    expect(entries.map((e) => [e.action, e.actorId, e.actorName])).toEqual([
      ['lead.note', null, 'API token Acme CRM'],
      ['lead.update', null, 'API token Acme CRM'],
    ]);
  });

  it('does the same over REST, refusing a stale expectedVersion with 409 and the current version', async () => {
    const id = await newLead();
    const patched = await server
      .agent()
      .patch(`/api/admin/leads/playbook/${id}`)
      .set(bearer(writer))
      .send({ status: 'QUALIFIED', expectedVersion: 1 });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, status: 'QUALIFIED', version: 2 });
    const stale = await server
      .agent()
      .patch(`/api/admin/leads/playbook/${id}`)
      .set(bearer(writer))
      .send({ status: 'WON', expectedVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({ message: LEAD_VERSION_CONFLICT_MESSAGE, currentVersion: 2 });
    const noted = await server.agent().post(`/api/admin/leads/playbook/${id}/notes`).set(bearer(writer)).send({ body: 'Called' });
    expect(noted.status).toBe(201);
    // Over GraphQL the conflict is CONFLICT with the current version too.
    const conflict = await server.gql(UPDATE, { id, input: { status: 'WON', expectedVersion: 2 } }, undefined, writer);
    expectGqlError(conflict, 'CONFLICT', LEAD_VERSION_CONFLICT_MESSAGE);
    expect(conflict.body.errors[0].extensions.currentVersion).toBe(3);
    const lead = await server.agent().get(`/api/admin/leads/playbook/${id}`).set(bearer(writer));
    expect(lead.body).toMatchObject({ status: 'QUALIFIED', version: 3 });
  });

  it.each([
    ['an unknown status', { status: 'SOLD' }, 'status'],
    ['an owner who is nobody', { ownerId: '00000000-0000-4000-8000-000000000000' }, 'ownerId'],
    ['eleven labels', { labels: Array.from({ length: 11 }, (_, i) => `l${i}`) }, 'labels'],
    ['a label with markup', { labels: ['<script>'] }, 'labels[0]'],
    ['a version that is not one', { expectedVersion: 'latest' }, 'expectedVersion'],
  ])('refuses %s with 400 naming the field, like for staff', async (_what, body, field) => {
    const id = await newLead();
    const res = await server.agent().patch(`/api/admin/leads/playbook/${id}`).set(bearer(writer)).send(body);
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    expect((await server.agent().get(`/api/admin/leads/playbook/${id}`).set(bearer(writer))).body).toMatchObject({
      status: 'NEW',
      version: 1,
    });
  });

  it('refuses what the scope does not cover: erasure, content, with a message naming what is missing', async () => {
    const id = await newLead();
    const erase = await server.gql('mutation($id: ID!) { eraseLead(kind: PLAYBOOK, id: $id) { leads } }', { id }, undefined, writer);
    expectGqlError(erase, 'FORBIDDEN', READ_ONLY_TOKEN_MESSAGE);
    expect((await server.agent().delete(`/api/admin/leads/playbook/${id}`).set(bearer(writer))).status).toBe(403);
    const bulkErase = await server
      .agent()
      .post('/api/admin/leads/playbook/bulk-erase')
      .set(bearer(writer))
      .send({ ids: [id] });
    expect(bulkErase.status).toBe(403);
    const category = await server.agent().post('/api/admin/categories').set(bearer(writer)).send(validCategory());
    expect(category.body).toEqual({ message: READ_ONLY_TOKEN_MESSAGE });
    // A read-only leads token is told which scope the write needs.
    const asReader = await server.agent().patch(`/api/admin/leads/playbook/${id}`).set(bearer(reader)).send({ status: 'WON' });
    expect(asReader.status).toBe(403);
    expect(asReader.body).toEqual({ message: missingScopeMessage(['leads:write']) });
    expectGqlError(
      await server.gql(UPDATE, { id, input: { status: 'WON' } }, undefined, reader),
      'FORBIDDEN',
      missingScopeMessage(['leads:write']),
    );
    expect((await server.agent().get(`/api/admin/leads/playbook/${id}`).set(bearer(writer))).body).toMatchObject({ status: 'NEW' });
  });
});
