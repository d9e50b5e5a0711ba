// Security suite, issue 14 (the lead record, erasure, access requests, /privacy): anonymous and
// wrong-role callers are refused before any work, bad input gets a clear 400 (never a 500 or a
// stack trace) and changes nothing, injection texts are data, and the privacy page keeps no script.
import { signedInAdmin, type TestServer } from '../support/test-server';
import { dataOf, expectGqlError, expectNoStackTrace, randomUuid, START_TIMEOUT, startServer, validContact, type Agent } from './helpers';
import { staffMember, type Staff } from './staff-helpers';

jest.setTimeout(60_000);

describe('security of the lead record and privacy requests', () => {
  let server: TestServer;
  let admin: Agent;
  let token: string;
  let editor: Staff;
  let author: Staff;
  let leadId: string;

  beforeAll(async () => {
    server = await startServer();
    ({ agent: admin, token } = await signedInAdmin(server));
    editor = await staffMember(server, 'EDITOR');
    author = await staffMember(server, 'AUTHOR');
    leadId = (await server.agent().post('/api/contact').send(validContact())).body.id;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const leadCount = async () => Number((await server.dataSource.query('SELECT count(*)::int AS n FROM contact_requests'))[0].n);

  it('refuses anonymous callers on every new path, erasing and exporting nothing', async () => {
    const anon = server.agent();
    const calls = [
      anon.get(`/api/admin/leads/contact/${leadId}`),
      anon.patch(`/api/admin/leads/contact/${leadId}`).send({ status: 'WON' }),
      anon.post(`/api/admin/leads/contact/${leadId}/notes`).send({ body: 'x' }),
      anon.delete(`/api/admin/leads/contact/${leadId}`),
      anon.post('/api/admin/leads/erase').send({ email: 'a@example.com' }),
      anon.post('/api/admin/leads/access-export').send({ email: 'a@example.com' }),
      anon.get('/api/admin/lead-status-counts'),
      anon.put('/api/admin/pages/privacy').send({ title: 'x', html: '<p>x</p>' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expectNoStackTrace(res);
    }
    expect(await leadCount()).toBe(1);
    expectGqlError(await server.gql(`mutation { eraseLeadsByEmail(email: "a@example.com") { leads } }`), 'UNAUTHENTICATED');
  });

  it('lets Editors work leads but not erase or export them; Authors see no lead at all', async () => {
    expect((await editor.agent.patch(`/api/admin/leads/contact/${leadId}`).send({ status: 'WON' })).status).toBe(200);
    expect((await editor.agent.delete(`/api/admin/leads/contact/${leadId}`)).status).toBe(403);
    expect((await editor.agent.post('/api/admin/leads/access-export').send({ email: 'a@example.com' })).status).toBe(403);
    expect((await author.agent.get(`/api/admin/leads/contact/${leadId}`)).status).toBe(403);
    expect((await author.agent.patch(`/api/admin/leads/contact/${leadId}`).send({ status: 'LOST' })).status).toBe(403);
    expectGqlError(await server.gql(`{ leadAccessExport(email: "a@example.com") }`, undefined, undefined, editor.token), 'FORBIDDEN');
    expect(await leadCount()).toBe(1);
  });

  it('answers bad input with 400 and a clear message, never a 500', async () => {
    const cases: Array<[Promise<{ status: number; body: unknown; text: string }>, string]> = [
      [admin.patch(`/api/admin/leads/contact/${leadId}`).send({ status: 'won' }), 'Status must be one of'],
      [admin.patch(`/api/admin/leads/contact/${leadId}`).send({ labels: [{ x: 1 }] }), 'Each label must be'],
      [admin.patch(`/api/admin/leads/contact/${leadId}`).send({ labels: Array(11).fill('a') }), 'at most 10 labels'],
      [admin.post(`/api/admin/leads/contact/${leadId}/notes`).send({ body: { $ne: 1 } }), 'A note cannot be empty.'],
      [admin.post('/api/admin/leads/erase').send({ email: ['a@example.com'] }), 'Please enter a valid email address.'],
      [admin.post('/api/admin/leads/erase').send({ email: '%' }), 'Please enter a valid email address.'],
      [admin.post('/api/admin/leads/access-export').send({ email: { a: 1 } }), 'Please enter a valid email address.'],
      [admin.get("/api/admin/contact-requests?status=NEW'%20OR%201=1--"), 'Status must be one of'],
      [admin.get('/api/admin/contact-requests?ownerId=1%20OR%201=1'), 'The owner must be'],
      [
        server
          .agent()
          .post('/api/contact')
          .send(validContact({ consentPage: `/${'x'.repeat(400)}` })),
        'The page must be 300 characters',
      ],
      [admin.put('/api/admin/pages/privacy').send({ title: '', html: '<p>x</p>' }), 'Title is required.'],
    ];
    for (const [call, message] of cases) {
      const res = await call;
      expect([message, res.status]).toEqual([message, 400]);
      expect(res.text).toContain(message);
      expectNoStackTrace(res as never);
    }
    expect((await admin.get(`/api/admin/leads/contact%27--/${leadId}`)).status).toBe(404);
    expect((await admin.get('/api/admin/leads/contact/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    expect(await leadCount()).toBe(1);
  });

  it('treats injection texts as data: a label filter matches nothing, an erasure of a pattern erases nothing', async () => {
    const res = dataOf(await server.gql(`{ contactRequests(label: "' OR 1=1 --") { totalCount } }`, undefined, undefined, token));
    expect(res.contactRequests.totalCount).toBe(0);
    expect((await admin.post('/api/admin/leads/erase').send({ email: "x'or'1'='1@example.com" })).body).toMatchObject({ leads: 0 });
    expect(await leadCount()).toBe(1);
  });

  it('keeps no script in the privacy page, and knows no other page', async () => {
    const saved = await admin
      .put('/api/admin/pages/privacy')
      .send({ title: 'Privacy', html: '<p onclick="x()">Hi</p><script>alert(1)</script>' });
    expect(saved.status).toBe(200);
    expect(saved.body.html).toBe('<p>Hi</p>');
    expect((await server.agent().get('/api/pages/privacy')).body).toMatchObject({ title: 'Privacy', html: '<p>Hi</p>' });
    expect((await server.agent().get('/api/pages/no-such-page')).status).toBe(404);
    // A body the privacy page takes is no page built from blocks (400); a page's body for no page is 404.
    expect((await admin.put(`/api/admin/pages/${randomUuid()}`).send({ title: 'x', html: '<p>x</p>' })).status).toBe(400);
    expect((await admin.put(`/api/admin/pages/${randomUuid()}`).send({ slug: 'no-such-page', title: 'x', blocks: [] })).status).toBe(404);
  });
});
