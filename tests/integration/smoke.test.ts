import { signedInAdmin, type TestServer } from '../support/test-server';
import { START_TIMEOUT, startServer } from './helpers';

describe('server smoke', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ seed: true });
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  it('serves seeded posts over GraphQL and REST', async () => {
    const gql = await server.gql('{ posts { totalCount items { slug } } }');
    expect(gql.status).toBe(200);
    expect(gql.body.data.posts.totalCount).toBeGreaterThanOrEqual(12);
    const rest = await server.agent().get('/api/blog');
    expect(rest.status).toBe(200);
    expect(rest.body.length).toBe(gql.body.data.posts.totalCount);
  });

  it('lets the first admin register and read leads', async () => {
    const { agent } = await signedInAdmin(server);
    const res = await agent.get('/api/admin/playbook-leads');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});
