// Article HTML is cleaned when written and again when served (issue: security and reliability):
// every XSS payload of the table, written through the admin API or straight into the table
// (an import, a restored backup), reaches no reader in a form that runs.
import { signedInAdmin, type TestServer } from '../support/test-server';
import { DANGEROUS_OUTPUT, XSS_PAYLOADS } from '../support/xss-payloads';
import { dataOf, startServer, START_TIMEOUT, validPost, type Agent } from './helpers';

const CREATE_POST = `mutation ($input: BlogPostInput!) { createPost(input: $input) { id slug content } }`;
const READ_POST = `query ($slug: String!) { post(slug: $slug) { content } }`;

function expectHarmless(html: string) {
  for (const [what, pattern] of DANGEROUS_OUTPUT) expect({ what, found: pattern.test(html) }).toEqual({ what, found: false });
}

describe('stored article HTML', () => {
  let server: TestServer;
  let admin: Agent;
  const body = `<p>An article that carries every payload of the table, and text around them.</p>${XSS_PAYLOADS.join('\n')}<p>The end.</p>`;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = (await signedInAdmin(server)).agent;
  }, START_TIMEOUT);
  afterAll(() => server.close());

  it('is cleaned on write: what is stored is harmless', async () => {
    const created = dataOf(await server.gql(CREATE_POST, { input: validPost({ content: body }) }, admin)).createPost;
    expectHarmless(created.content);
    const [row] = await server.dataSource.query('SELECT "content" FROM "blog_posts" WHERE "id" = $1', [created.id]);
    expectHarmless(row.content);
    expect(row.content).toContain('The end.');
  });

  it('is cleaned again on read, for rows written around the API', async () => {
    const post = validPost({ content: '<p>placeholder that the raw update below replaces entirely.</p>' });
    const created = dataOf(await server.gql(CREATE_POST, { input: post }, admin)).createPost;
    await server.dataSource.query('UPDATE "blog_posts" SET "content" = $1 WHERE "id" = $2', [body, created.id]);

    const viaGraphql = dataOf(await server.gql(READ_POST, { slug: created.slug })).post.content as string;
    expectHarmless(viaGraphql);
    expect(viaGraphql).toContain('The end.');
    const viaRest = await server.agent().get(`/api/blog/${created.slug}`).expect(200);
    expectHarmless(viaRest.body.content);
    const viaAdmin = dataOf(await server.gql(`query ($id: ID!) { adminPost(id: $id) { content } }`, { id: created.id }, admin)).adminPost
      .content;
    expectHarmless(viaAdmin);
  });
});
