// Issue 34: a lead goes only to someone who may open it. The owner pickers list the staff whose
// role may read leads (schema/permissions.ts, ALLOW.readLeads), and the server refuses an Author as
// a lead's owner however it is asked: the GraphQL mutation, the REST PATCH and the bulk change.
import { OWNER_ROLE_MESSAGE } from '../../schema/validation/lead-pipeline';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, validLead, type Agent } from './helpers';
import { staffMember, type Staff } from './staff-helpers';

jest.setTimeout(60_000);

describe("a lead's owner", () => {
  let server: TestServer;
  let admin: Agent;
  let author: Staff;
  let editor: Staff;
  let leadId: string;

  beforeAll(async () => {
    server = await startServer();
    ({ agent: admin } = await signedInAdmin(server));
    author = await staffMember(server, 'AUTHOR');
    editor = await staffMember(server, 'EDITOR');
    leadId = (await server.services.leads.submitPlaybookLead(validLead(), '10.34.0.1')).id;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const ownerOf = async () =>
    dataOf(await server.gql('query($id: ID!) { lead(kind: PLAYBOOK, id: $id) { ownerId } }', { id: leadId }, admin)).lead.ownerId;

  it('is chosen among those who may read leads: the picker lists no Author', async () => {
    const owners = dataOf(await server.gql('{ leadOwners { id name } }', undefined, admin)).leadOwners as Array<{ id: string }>;
    const ids = owners.map((owner) => owner.id);
    expect(ids).toContain(editor.id);
    expect(ids).not.toContain(author.id);
  });

  it('is never an Author: refused over GraphQL, REST and the bulk change, the lead unchanged', async () => {
    expectGqlError(
      await server.gql(
        'mutation($id: ID!, $input: LeadPipelineInput!) { updateLead(kind: PLAYBOOK, id: $id, input: $input) { ownerId } }',
        { id: leadId, input: { ownerId: author.id } },
        admin,
      ),
      'BAD_USER_INPUT',
      OWNER_ROLE_MESSAGE,
    );
    const patch = await admin.patch(`/api/admin/leads/playbook/${leadId}`).send({ ownerId: author.id });
    expect(patch.status).toBe(400);
    expect(JSON.stringify(patch.body)).toContain(OWNER_ROLE_MESSAGE);
    const bulk = await admin.post('/api/admin/leads/playbook/bulk').send({ ids: [leadId], ownerId: author.id });
    expect(JSON.stringify(bulk.body)).toContain(OWNER_ROLE_MESSAGE);
    expect(bulk.body.succeeded).toEqual([]);
    expect(await ownerOf()).toBeNull();
  });

  it('may be an Editor', async () => {
    const patch = await admin.patch(`/api/admin/leads/playbook/${leadId}`).send({ ownerId: editor.id });
    expect(patch.status).toBe(200);
    expect(await ownerOf()).toBe(editor.id);
  });
});
