// Abuse of the menus and the footer's details (issue 31, decision 0071): bad credentials on every
// admin path and operation (nothing written), a cookie-authenticated write from another site, and
// stored XSS through every new text field: the blurb, the address and a menu label are kept as
// plain text (the public site escapes it: tests/component/app/site-footer.test.tsx), while the
// e-mail, phone, social addresses and footer columns cannot carry markup or a script address.
import type { TestServer } from '../support/test-server';
import { signedInAdmin } from '../support/test-server';
import { XSS_PAYLOADS } from '../support/xss-payloads';
import { badCredentials, dataOf, expectGqlError, expectNoStackTrace, START_TIMEOUT, startServer, type Agent } from './helpers';

const BAD_LINKS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  '//evil.example/',
  'http://evil.example/',
  'https://ok.example/"onmouseover="window.__xss=1',
  'https://ok.example/<script>',
];

const GOOD = {
  blurb: 'A blurb.',
  email: 'hello@example.com',
  phone: '+1 (555) 010-0100',
  address: '1 Example Street',
  social: [{ network: 'github', url: 'https://github.com/finops-example' }],
};

describe('security of the menus and the footer’s details', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const saveFooter = (details: Record<string, unknown>) =>
    rest()
      .put('/api/admin/footer')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ details: { ...GOOD, ...details } });
  const stored = async () => (await server.dataSource.query(`SELECT details, version FROM site_footer WHERE name = 'footer'`))[0];

  it('refuses anonymous callers and bad credentials on every footer path and operation, writing nothing', async () => {
    const before = await stored();
    for (const credential of [null, ...badCredentials(admin.token)]) {
      for (const [method, path] of [
        ['get', '/api/admin/footer'],
        ['put', '/api/admin/footer'],
      ] as const) {
        const req = rest()[method](path);
        const res = await (credential ? req.set('Authorization', `Bearer ${credential}`) : req).send({ details: GOOD });
        expect([method, path, res.status]).toEqual([method, path, 401]);
        expectNoStackTrace(res);
      }
      const token = credential ?? undefined;
      expectGqlError(await server.gql('{ adminFooter { version } }', {}, undefined, token), 'UNAUTHENTICATED');
      expectGqlError(
        await server.gql('mutation($i: FooterInput!) { updateFooter(input: $i) { version } }', { i: { details: GOOD } }, undefined, token),
        'UNAUTHENTICATED',
      );
    }
    expect(await stored()).toEqual(before);
    // The public read stays open.
    expect((await rest().get('/api/navigation')).body.footerDetails.email).toBe('hello@example.com');
  });

  it('refuses a cookie-authenticated save from another site', async () => {
    const before = await stored();
    const res = await admin.agent.put('/api/admin/footer').set('Origin', 'https://evil.example').send({ details: GOOD });
    expect(res.status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('keeps markup in the blurb, the address and a menu label as plain text, the same on every read', async () => {
    // The payloads in as few saves as the blurb's 400 characters allow.
    const blurbs: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const last = blurbs[blurbs.length - 1];
      if (last !== undefined && last.length + payload.length <= 400) blurbs[blurbs.length - 1] = last + payload;
      else blurbs.push(payload);
    }
    for (const payload of blurbs) {
      const saved = await saveFooter({ blurb: payload, address: payload.slice(0, 200) });
      expect([payload, saved.status]).toEqual([payload, 200]);
      const reads = [
        (await rest().get('/api/navigation')).body.footerDetails,
        dataOf(await server.gql('{ navigation { footerDetails { blurb address } } }')).navigation.footerDetails,
      ];
      for (const read of reads) expect([read.blurb, read.address]).toEqual([payload, payload.slice(0, 200)]);
    }
    const label = '<img src=x onerror="window.__xss=1">';
    const menu = await rest()
      .put('/api/admin/navigation/footer')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ items: [{ label, target: { kind: 'route', route: 'blog' }, column: 'resources' }] });
    expect(menu.status).toBe(200);
    expect((await rest().get('/api/navigation')).body.footer).toEqual([{ label, href: '/blog', external: false, column: 'resources' }]);
  });

  it('refuses markup or a script address in the e-mail, phone, social links and columns', async () => {
    const before = await stored();
    for (const link of BAD_LINKS) {
      const res = await saveFooter({ social: [{ network: 'linkedin', url: link }] });
      expect([link, res.status]).toEqual([link, 400]);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain('details.social.0.url');
    }
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ email: '"><script>window.__xss=1</script>@x.example' }, 'details.email'],
      [{ email: 'a@b.example?subject=<script>' }, 'details.email'],
      [{ email: 'javascript:alert(1)//@x.example' }, 'details.email'],
      [{ phone: '<img src=x onerror=alert(1)>' }, 'details.phone'],
      [{ phone: '+1 555" onclick="alert(1)' }, 'details.phone'],
      [{ social: [{ network: '<script>', url: '' }] }, 'details.social.0.network'],
      [{ social: [{ network: 'github', url: '', onclick: 'x' }] }, 'details.social.0.onclick'],
    ];
    for (const [details, field] of cases) {
      const res = await saveFooter(details);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expectNoStackTrace(res);
    }
    // A prototype key is refused before it reaches the checks (the JSON parser's guard).
    const proto = await rest()
      .put('/api/admin/footer')
      .set('Authorization', `Bearer ${admin.token}`)
      .set('Content-Type', 'application/json')
      .send(`{"details":{"__proto__":{"polluted":true},${JSON.stringify(GOOD).slice(1, -1)}}}`);
    expect(proto.status).toBe(400);
    expectNoStackTrace(proto);
    const column = await rest()
      .put('/api/admin/navigation/footer')
      .set('Authorization', `Bearer ${admin.token}`)
      .send({ items: [{ label: 'x', target: { kind: 'route', route: 'blog' }, column: '"><script>' }] });
    expect(column.status).toBe(400);
    expect(column.body.errors.map((e: { field: string }) => e.field)).toContain('items.0.column');
    expect(await stored()).toEqual(before);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
