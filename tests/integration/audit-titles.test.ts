// The audit log names posts, resources and pages by title (issue 34): the entry keeps the id as its
// target and the title, as it was then, in its details — written with the entry, so it stays after
// a rename or a delete — over GraphQL and REST alike. Older entries (no details) have no title.
import { signedInAdmin, type TestServer } from '../support/test-server';
import { dataOf, START_TIMEOUT, startServer, validCategory, validPost, validResource, type Agent } from './helpers';

const LOG = '{ auditLog(pageSize: 100) { items { action target title } } }';

describe('audit log titles', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const entriesFor = async (target: string) =>
    (dataOf(await server.gql(LOG, {}, admin.agent)).auditLog.items as Array<{ action: string; target: string; title: string | null }>)
      .filter((entry) => entry.target === target)
      .reverse();

  it('records a post’s title with its id on create, rename and delete over GraphQL, the deleted one included', async () => {
    const input = validPost({ title: 'Kubernetes cost allocation' });
    const created = dataOf(
      await server.gql('mutation($input: BlogPostInput!) { createPost(input: $input) { id } }', { input }, admin.agent),
    ).createPost;
    const renamed = await server.gql(
      'mutation($id: ID!, $input: BlogPostInput!) { updatePost(id: $id, input: $input) { id } }',
      { id: created.id, input: { ...input, title: 'Kubernetes cost allocation, revised', expectedVersion: 1 } },
      admin.agent,
    );
    dataOf(renamed);
    dataOf(await server.gql('mutation($id: ID!) { deletePost(id: $id) }', { id: created.id }, admin.agent));
    expect(await entriesFor(created.id)).toEqual([
      { action: 'post.create', target: created.id, title: 'Kubernetes cost allocation' },
      { action: 'post.update', target: created.id, title: 'Kubernetes cost allocation, revised' },
      { action: 'post.delete', target: created.id, title: 'Kubernetes cost allocation, revised' },
    ]);
  });

  it('does the same over REST, and the CSV export has the title in its last column', async () => {
    const created = await admin.agent.post('/api/admin/resources').send(validResource({ title: 'FinOps maturity workbook' }));
    expect(created.status).toBe(201);
    expect((await admin.agent.delete(`/api/admin/resources/${created.body.id}`)).status).toBe(204);
    expect(await entriesFor(created.body.id)).toEqual([
      { action: 'resource.create', target: created.body.id, title: 'FinOps maturity workbook' },
      { action: 'resource.delete', target: created.body.id, title: 'FinOps maturity workbook' },
    ]);
    const csv = await admin.agent.get('/api/admin/audit-log/export.csv?action=resource.delete');
    expect(csv.text).toContain('"When","User","Action","Target","Address","Title"\r\n');
    expect(csv.text).toContain(`"resource.delete","${created.body.id}",`);
    expect(csv.text).toContain('"FinOps maturity workbook"\r\n');
  });

  it('gives no title to other entries, nor to entries written before titles were recorded', async () => {
    const category = await admin.agent.post('/api/admin/categories').send(validCategory());
    expect(category.status).toBe(201);
    expect(await entriesFor(category.body.id)).toEqual([{ action: 'category.create', target: category.body.id, title: null }]);
    const oldId = '00000000-0000-4000-8000-000000000034';
    await server.dataSource.query(`INSERT INTO audit_log (action, target) VALUES ('post.delete', $1)`, [oldId]);
    expect(await entriesFor(oldId)).toEqual([{ action: 'post.delete', target: oldId, title: null }]);
  });
});
