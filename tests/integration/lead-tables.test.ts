// The lead tables (issue 12's tables, lead side; decision 0033): every column sorts on the server
// (GraphQL `sort`/`order`, REST ?sort=&order=, anything off the whitelist refused with the allowed
// values), and the bulk actions (status, owner, label, erase) check each lead as the single action.
import { PlaybookLead } from '../../graphql-server/src/modules/leads/playbook-lead.entity';
import { BULK_CHANGE_MESSAGE } from '../../graphql-server/src/modules/leads/lead-bulk.service';
import { BULK_SIZE_MESSAGE } from '../../graphql-server/src/shared/bulk-content';
import { LABELS_COUNT_MESSAGE, LEAD_NOT_FOUND_MESSAGE, OWNER_MESSAGE, type LeadStatus } from '../../schema/validation/lead-pipeline';
import { PLAYBOOK_LEAD_SORT_COLUMNS, sortMessage } from '../../schema/validation/list-sort';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { dataOf, expectGqlError, randomUuid, START_TIMEOUT, startServer, uniq, type Agent } from './helpers';
import { staffMember } from './staff-helpers';

jest.setTimeout(60_000);

const LIST = `query($search: String, $sort: String, $order: String) {
  playbookLeads(search: $search, sort: $sort, order: $order, pageSize: 100) { items { id name email company status labels createdAt } }
}`;
const BULK = `mutation($kind: LeadKind!, $ids: [ID!]!, $input: LeadBulkInput!) {
  bulkUpdateLeads(kind: $kind, ids: $ids, input: $input) { succeeded refused { id title message } }
}`;
const ERASE = `mutation($kind: LeadKind!, $ids: [ID!]!) { eraseLeads(kind: $kind, ids: $ids) { succeeded refused { id message } } }`;

type Row = { id: string; name: string; email: string; company: string; status: string; labels: string[]; createdAt: string };

describe('lead tables: sort and bulk actions', () => {
  let server: TestServer;
  let admin: Agent;
  let token: string;
  const run = uniq();
  const ids: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    ({ agent: admin, token } = await signedInAdmin(server));
    const repo = server.dataSource.getRepository(PlaybookLead);
    const people = [
      { name: `Carol ${run}`, company: 'Beta', status: 'WON', labels: ['b'] },
      { name: `alice ${run}`, company: 'gamma', status: 'NEW', labels: [] },
      { name: `Bob ${run}`, company: 'Alpha', status: 'LOST', labels: ['a', 'z'] },
    ] satisfies Array<{ name: string; company: string; status: LeadStatus; labels: string[] }>;
    for (const [index, person] of people.entries()) {
      const saved = await repo.save(
        repo.create({ ...person, email: `${index}-${run}@example.com`, createdAt: new Date(Date.UTC(2026, 0, index + 1)) }),
      );
      ids.push(saved.id);
    }
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const gql = (query: string, variables: Record<string, unknown>, bearer = token) => server.gql(query, variables, undefined, bearer);
  const rows = async (sort: string, order = 'asc'): Promise<Row[]> =>
    dataOf(await gql(LIST, { search: run, sort, order })).playbookLeads.items;

  it('sorts by every column both ways, on GraphQL and REST', async () => {
    const names = async (sort: string, order?: string) => (await rows(sort, order)).map((row) => row.name.split(' ')[0]);
    expect(await names('name')).toEqual(['alice', 'Bob', 'Carol']);
    expect(await names('name', 'desc')).toEqual(['Carol', 'Bob', 'alice']);
    expect(await names('company')).toEqual(['Bob', 'Carol', 'alice']);
    expect(await names('email')).toEqual(['Carol', 'alice', 'Bob']);
    expect(await names('status')).toEqual(['alice', 'Carol', 'Bob']); // NEW, WON, LOST: pipeline order
    expect(await names('labels')).toEqual(['alice', 'Bob', 'Carol']); // '', 'a,z', 'b'
    expect(await names('date', 'desc')).toEqual(['Bob', 'alice', 'Carol']);
    for (const column of PLAYBOOK_LEAD_SORT_COLUMNS) expect(await rows(column, 'desc')).toHaveLength(3);
    const rest = await admin.get('/api/admin/playbook-leads').query({ search: run, sort: 'name', order: 'desc' });
    expect(rest.status).toBe(200);
    expect(rest.body.map((row: Row) => row.name.split(' ')[0])).toEqual(['Carol', 'Bob', 'alice']);
  });

  it('refuses a sort off the whitelist with the allowed columns (GraphQL and REST)', async () => {
    expectGqlError(await gql(LIST, { sort: 'passwordHash' }), 'BAD_USER_INPUT', sortMessage(PLAYBOOK_LEAD_SORT_COLUMNS));
    expectGqlError(await gql(LIST, { sort: 'name', order: 'sideways' }), 'BAD_USER_INPUT', 'order must be asc or desc.');
    const rest = await admin.get('/api/admin/contact-requests').query({ sort: 'name; DROP TABLE users' });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain('cloudSpending');
  });

  it('sets the status of several leads, refusing unknown ids item by item', async () => {
    const missing = randomUuid();
    const outcome = dataOf(await gql(BULK, { kind: 'PLAYBOOK', ids: [ids[0], ids[1], missing, ids[0]], input: { status: 'QUALIFIED' } }));
    expect(outcome.bulkUpdateLeads.succeeded.sort()).toEqual([ids[0], ids[1]].sort());
    expect(outcome.bulkUpdateLeads.refused).toEqual([{ id: missing, title: null, message: LEAD_NOT_FOUND_MESSAGE }]);
    const statuses = (await rows('name')).map((row) => row.status);
    expect(statuses).toEqual(['QUALIFIED', 'LOST', 'QUALIFIED']);
    // The wrong kind does not find them.
    const wrongKind = dataOf(await gql(BULK, { kind: 'CONTACT', ids: [ids[2]], input: { status: 'WON' } }));
    expect(wrongKind.bulkUpdateLeads.refused[0].message).toBe(LEAD_NOT_FOUND_MESSAGE);
  });

  it('sets and clears the owner (an active staff account only) and adds a label (at most ten)', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const set = dataOf(await gql(BULK, { kind: 'PLAYBOOK', ids, input: { ownerId: editor.id } }));
    expect(set.bulkUpdateLeads.succeeded).toHaveLength(3);
    const [{ n }] = await server.dataSource.query(`SELECT count(*)::int AS n FROM playbook_leads WHERE "ownerId" = $1`, [editor.id]);
    expect(n).toBe(3);
    const stranger = dataOf(await gql(BULK, { kind: 'PLAYBOOK', ids: [ids[0]], input: { ownerId: randomUuid() } }));
    expect(stranger.bulkUpdateLeads.refused).toEqual([{ id: ids[0], title: `Carol ${run}`, message: OWNER_MESSAGE }]);
    dataOf(await gql(BULK, { kind: 'PLAYBOOK', ids, input: { ownerId: null } }));
    const [{ owned }] = await server.dataSource.query(`SELECT count(*)::int AS owned FROM playbook_leads WHERE "ownerId" = $1`, [
      editor.id,
    ]);
    expect(owned).toBe(0);

    await server.dataSource.query(`UPDATE playbook_leads SET labels = $2 WHERE id = $1`, [ids[2], 'abcdefghij'.split('')]);
    const label = dataOf(await gql(BULK, { kind: 'PLAYBOOK', ids, input: { addLabel: ' Hot ' } }));
    expect(label.bulkUpdateLeads.succeeded.sort()).toEqual([ids[0], ids[1]].sort());
    expect(label.bulkUpdateLeads.refused).toEqual([{ id: ids[2], title: `Bob ${run}`, message: LABELS_COUNT_MESSAGE }]);
    expect((await rows('name')).map((row) => row.labels)).toEqual([['hot'], 'abcdefghij'.split(''), ['b', 'hot']]);
  });

  it('asks for exactly one change and 1 to 100 ids', async () => {
    expectGqlError(await gql(BULK, { kind: 'PLAYBOOK', ids, input: {} }), 'BAD_USER_INPUT', BULK_CHANGE_MESSAGE);
    expectGqlError(
      await gql(BULK, { kind: 'PLAYBOOK', ids, input: { status: 'WON', addLabel: 'x' } }),
      'BAD_USER_INPUT',
      BULK_CHANGE_MESSAGE,
    );
    expectGqlError(await gql(BULK, { kind: 'PLAYBOOK', ids: [], input: { status: 'WON' } }), 'BAD_USER_INPUT', BULK_SIZE_MESSAGE);
    const many = Array.from({ length: 101 }, () => randomUuid());
    expectGqlError(await gql(ERASE, { kind: 'PLAYBOOK', ids: many }), 'BAD_USER_INPUT', BULK_SIZE_MESSAGE);
    const rest = await admin.post('/api/admin/leads/playbook/bulk').send({ ids: 'all', status: 'WON' });
    expect(rest.status).toBe(400);
  });

  it('REST: the same bulk change and erasure, with the roles of the single actions', async () => {
    const editor = await staffMember(server, 'EDITOR');
    const changed = await editor.agent.post('/api/admin/leads/playbook/bulk').send({ ids: [ids[1]], status: 'CONTACTED' });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ succeeded: [ids[1]], refused: [] });
    // Erasure is for Owner and Administrators only, as the single erasure.
    expect((await editor.agent.post('/api/admin/leads/playbook/bulk-erase').send({ ids: [ids[1]] })).status).toBe(403);
    expectGqlError(await gql(ERASE, { kind: 'PLAYBOOK', ids: [ids[1]] }, editor.token), 'FORBIDDEN');
    const erased = await admin.post('/api/admin/leads/playbook/bulk-erase').send({ ids: [ids[1]] });
    expect(erased.body).toEqual({ succeeded: [ids[1]], refused: [] });
  });

  it('erases several leads as the single erasure does, and leaves nothing of them', async () => {
    const missing = randomUuid();
    const outcome = dataOf(await gql(ERASE, { kind: 'PLAYBOOK', ids: [ids[0], ids[2], missing, 'not-an-id'] }));
    expect(outcome.eraseLeads.succeeded.sort()).toEqual([ids[0], ids[2]].sort());
    expect(outcome.eraseLeads.refused.map((r: { id: string }) => r.id).sort()).toEqual([missing, 'not-an-id'].sort());
    const [{ n }] = await server.dataSource.query(`SELECT count(*)::int AS n FROM playbook_leads WHERE email LIKE $1`, [
      `%-${run}@example.com`,
    ]);
    expect(n).toBe(0);
    const [{ audits }] = await server.dataSource.query(
      `SELECT count(*)::int AS audits FROM audit_log WHERE action = 'lead.erase' AND target LIKE '1 lead(s)%'`,
    );
    expect(audits).toBeGreaterThanOrEqual(3);
  });
});
