// The site's menus as content (issue 31): the seeded header and footer, entries resolved to
// addresses, an entry whose page is deleted or unpublished flagged for the admin and never shown
// to visitors, Editors and up save menus (Authors and tokens cannot), bad targets refused with the
// field named, version conflicts, and the caches emptied by a save. The footer's details
// (decision 0071): seeded with today's texts, saved by Editors and up over the version loaded,
// audited, bad fields refused by name, and public at once through REST and GraphQL.
import { VERSION_CONFLICT_MESSAGE } from '../../schema/validation/editorial';
import type { TestServer } from '../support/test-server';
import { bearer } from './api-token-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, type Agent } from './helpers';
import { editorialTeam, type Staff } from './staff-helpers';

// Today's footer, word for word (SPEC §2: placeholder contact details and social links).
const SEEDED_FOOTER = {
  blurb:
    'We help engineering, finance and product teams take control of cloud spend with the FinOps practices, tooling and habits that keep costs down for good.',
  email: 'hello@example.com',
  phone: '+1 (555) 010-0100',
  phoneHref: 'tel:+15550100100',
  address: '100 Example Street, Suite 400, San Francisco, CA 94105',
  social: [
    { network: 'linkedin', label: 'LinkedIn', url: '' },
    { network: 'twitter', label: 'Twitter', url: '' },
    { network: 'github', label: 'GitHub', url: '' },
    { network: 'youtube', label: 'YouTube', url: '' },
  ],
};
const FOOTER_GQL = '{ navigation { footerDetails { blurb email phone phoneHref address social { network label url } } } }';

describe('navigation menus', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let editor: Staff;
  let author: Staff;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    ({ admin, editor, author } = await editorialTeam(server));
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const menuOf = async (name: string) =>
    (
      (await rest().get('/api/admin/navigation').set(bearer(editor.token))).body as Array<{
        name: string;
        version: number;
        items: unknown[];
      }>
    ).find((menu) => menu.name === name)!;

  it('starts with the spec’s header links and a footer whose legal links lead to /privacy, /terms and /cookies', async () => {
    const { body } = await rest().get('/api/navigation');
    expect(body.header.map((e: { label: string; href: string }) => [e.label, e.href])).toEqual([
      ['Home', '/'],
      ['Playbook', '/playbook'],
      ['Calculator', '/calculator'],
      ['Cost Simulator', '/simulator'],
      ['Maturity Assessment', '/maturity-assessment'],
      ['Framework', '/framework'],
      ['Blog', '/blog'],
      ['Resources', '/resources'],
    ]);
    expect(body.footer.map((e: { label: string; href: string; column: string }) => [e.column, e.label, e.href])).toEqual([
      ['services', 'Cloud Cost Assessment', '/#services'],
      ['services', 'FinOps Implementation', '/#services'],
      ['services', 'FinOps Workshops', '/#services'],
      ['resources', 'FinOps Playbook', '/#playbook'],
      ['resources', 'Blog', '/#blog'],
      ['resources', 'Case Studies', '/#case-studies'],
      ['resources', 'Savings Calculator', '/#calculator'],
      ['legal', 'Privacy Policy', '/privacy'],
      ['legal', 'Terms of Service', '/terms'],
      ['legal', 'Cookie Policy', '/cookies'],
    ]);
    expect(body.footerDetails).toEqual(SEEDED_FOOTER);
    expect(dataOf(await server.gql('{ navigation { header { label href } } }')).navigation.header).toHaveLength(8);
  });

  it('adds a landing page to the header; once the page is deleted, the entry is flagged and visitors no longer see it', async () => {
    const slug = `webinar-finops-2027-${uniq()}`;
    const page = await rest()
      .post('/api/admin/pages')
      .set(bearer(editor.token))
      .send({ slug, title: 'Webinar', status: 'PUBLISHED', blocks: [{ type: 'hero', headline: 'Webinar' }] });
    const header = await menuOf('header');
    // Warm the public read cache: the save must empty it.
    await rest().get('/api/navigation');
    const saved = await rest()
      .put('/api/admin/navigation/header')
      .set(bearer(editor.token))
      .send({
        expectedVersion: header.version,
        items: [
          ...header.items.map((item) => ({ label: (item as { label: string }).label, target: (item as { target: unknown }).target })),
          { label: 'Webinar', target: { kind: 'page', slug } },
          { label: 'Docs', target: { kind: 'external', url: 'https://docs.example.com/finops' } },
        ],
      });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(header.version + 1);
    const visible = (await rest().get('/api/navigation')).body.header;
    expect(visible.slice(-2)).toEqual([
      { label: 'Webinar', href: `/${slug}`, external: false },
      { label: 'Docs', href: 'https://docs.example.com/finops', external: true },
    ]);

    expect((await rest().delete(`/api/admin/pages/${page.body.id}`).set(bearer(editor.token))).status).toBe(204);
    const flagged = (await menuOf('header')).items.find((item) => (item as { label: string }).label === 'Webinar');
    expect(flagged).toMatchObject({ broken: true, href: `/${slug}` });
    expect((await rest().get('/api/navigation')).body.header.map((e: { label: string }) => e.label)).not.toContain('Webinar');
  });

  it('lets Editors and up save menus, not Authors or tokens; refuses a stale version', async () => {
    const footer = await menuOf('footer');
    const body = { items: [{ label: 'Blog', target: { kind: 'route', route: 'blog' } }] };
    const byAuthor = await rest().put('/api/admin/navigation/footer').set(bearer(author.token)).send(body);
    expect(byAuthor.status).toBe(403);
    expectGqlError(
      await server.gql(
        'mutation($i: NavigationMenuInput!) { updateNavigationMenu(menu: "footer", input: $i) { version } }',
        { i: body },
        undefined,
        author.token,
      ),
      'FORBIDDEN',
    );
    const content = dataOf(
      await server.gql(
        'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }',
        { input: { name: 'Nav', scopes: ['CONTENT'] } },
        undefined,
        admin.token,
      ),
    ).createApiToken.secret as string;
    expect((await rest().get('/api/admin/navigation').set(bearer(content))).status).toBe(200);
    expect((await rest().put('/api/admin/navigation/footer').set(bearer(content)).send(body)).status).toBe(403);
    const stale = await rest()
      .put('/api/admin/navigation/footer')
      .set(bearer(editor.token))
      .send({ ...body, expectedVersion: footer.version + 5 });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ message: VERSION_CONFLICT_MESSAGE, currentVersion: footer.version });
    expect((await menuOf('footer')).items).toHaveLength(footer.items.length);
  });

  it('refuses bad entries naming the field, and unknown menus', async () => {
    const cases: Array<[unknown, string]> = [
      [{ label: '', target: { kind: 'route', route: 'blog' } }, 'items.0.label'],
      [{ label: 'x', target: { kind: 'route', route: 'admin-users' } }, 'items.0.target.route'],
      [{ label: 'x', target: { kind: 'external', url: 'javascript:alert(1)' } }, 'items.0.target.url'],
      [{ label: 'x', target: { kind: 'external', url: 'http://example.com' } }, 'items.0.target.url'],
      [{ label: 'x', target: { kind: 'page', slug: '../admin' } }, 'items.0.target.slug'],
      [{ label: 'x', target: { kind: 'anchor', anchor: '"><script>' } }, 'items.0.target.anchor'],
      [{ label: 'x', target: { kind: 'script' } }, 'items.0.target.kind'],
      [{ label: 'x', target: { kind: 'route', route: 'blog' }, extra: 1 }, 'items.0.extra'],
    ];
    for (const [item, field] of cases) {
      const res = await rest()
        .put('/api/admin/navigation/header')
        .set(bearer(editor.token))
        .send({ items: [item] });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await rest().put('/api/admin/navigation/sidebar').set(bearer(editor.token)).send({ items: [] })).status).toBe(404);
    expect((await rest().put('/api/admin/navigation/header').send({ items: [] })).status).toBe(401);
  });

  describe('the footer’s details', () => {
    const footer = async () => (await rest().get('/api/admin/footer').set(bearer(editor.token))).body;
    const details = (overrides: Record<string, unknown> = {}) => ({
      blurb: 'FinOps for teams that ship.',
      email: 'team@finops.example',
      phone: '+44 20 7946 0958',
      address: '1 Example Square, London',
      social: [
        { network: 'linkedin', url: 'https://www.linkedin.com/company/finops-example' },
        { network: 'youtube', url: '' },
      ],
      ...overrides,
    });

    it('starts with today’s footer, the same through REST and GraphQL, with its version for the admin', async () => {
      expect(dataOf(await server.gql(FOOTER_GQL)).navigation.footerDetails).toEqual(SEEDED_FOOTER);
      const admin = await footer();
      expect(admin.version).toBeGreaterThanOrEqual(1);
      expect(admin.details.phone).toBe('+1 (555) 010-0100');
      expect(dataOf(await server.gql('{ adminFooter { version details { phone } } }', {}, undefined, author.token)).adminFooter).toEqual({
        version: admin.version,
        details: { phone: '+1 (555) 010-0100' },
      });
    });

    it('an editor’s save is public at once (caches emptied, content version raised) and audited', async () => {
      const before = await footer();
      // Warm the public read caches: the save must empty them.
      await rest().get('/api/navigation');
      await server.gql(FOOTER_GQL);
      const token = server.services.content.token();
      const saved = await rest()
        .put('/api/admin/footer')
        .set(bearer(editor.token))
        .send({ details: details(), expectedVersion: before.version });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ version: before.version + 1, updatedBy: editor.username, details: details() });
      expect(server.services.content.token()).not.toBe(token);
      const expected = {
        blurb: 'FinOps for teams that ship.',
        email: 'team@finops.example',
        phone: '+44 20 7946 0958',
        phoneHref: 'tel:+442079460958',
        address: '1 Example Square, London',
        social: [
          { network: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/company/finops-example' },
          { network: 'youtube', label: 'YouTube', url: '' },
        ],
      };
      expect((await rest().get('/api/navigation')).body.footerDetails).toEqual(expected);
      expect(dataOf(await server.gql(FOOTER_GQL)).navigation.footerDetails).toEqual(expected);
      const [audit] = await server.dataSource.query(
        `SELECT "action", "target" FROM audit_log WHERE "action" = 'navigation.footer.update' ORDER BY "at" DESC LIMIT 1`,
      );
      expect(audit).toEqual({ action: 'navigation.footer.update', target: 'footer' });

      // Through GraphQL too, over the version just saved; a stale version is refused.
      const viaGql = dataOf(
        await server.gql(
          'mutation($i: FooterInput!) { updateFooter(input: $i) { version details { phone phoneHref } } }',
          { i: { details: details({ phone: '+1 (555) 010-0199' }), expectedVersion: saved.body.version } },
          undefined,
          editor.token,
        ),
      ).updateFooter;
      expect(viaGql).toEqual({ version: saved.body.version + 1, details: { phone: '+1 (555) 010-0199', phoneHref: 'tel:+15550100199' } });
      const stale = await rest()
        .put('/api/admin/footer')
        .set(bearer(editor.token))
        .send({ details: details(), expectedVersion: saved.body.version });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({ message: VERSION_CONFLICT_MESSAGE, currentVersion: viaGql.version });
      expect((await rest().get('/api/navigation')).body.footerDetails.phone).toBe('+1 (555) 010-0199');
    });

    it('lets Editors and up save it, not Authors, tokens or anonymous callers', async () => {
      const before = await footer();
      const body = { details: details({ blurb: 'Not saved' }) };
      expect((await rest().put('/api/admin/footer').set(bearer(author.token)).send(body)).status).toBe(403);
      expectGqlError(
        await server.gql('mutation($i: FooterInput!) { updateFooter(input: $i) { version } }', { i: body }, undefined, author.token),
        'FORBIDDEN',
      );
      expect((await rest().put('/api/admin/footer').send(body)).status).toBe(401);
      const content = dataOf(
        await server.gql(
          'mutation($input: ApiTokenInput!) { createApiToken(input: $input) { secret } }',
          { input: { name: 'Footer', scopes: ['CONTENT'] } },
          undefined,
          admin.token,
        ),
      ).createApiToken.secret as string;
      expect((await rest().get('/api/admin/footer').set(bearer(content))).status).toBe(200);
      expect((await rest().put('/api/admin/footer').set(bearer(content)).send(body)).status).toBe(403);
      expect(await footer()).toEqual(before);
    });

    it('refuses bad fields naming each, and writes nothing', async () => {
      const before = await footer();
      const cases: Array<[Record<string, unknown>, string]> = [
        [details({ blurb: '' }), 'details.blurb'],
        [details({ blurb: 'x'.repeat(401) }), 'details.blurb'],
        [details({ blurb: 'a\u0000b' }), 'details.blurb'],
        [details({ email: 'not-an-address' }), 'details.email'],
        [details({ email: 'a@b.example"><script>' }), 'details.email'],
        [details({ phone: 'call us' }), 'details.phone'],
        [details({ phone: '+1 <script>' }), 'details.phone'],
        [details({ address: '' }), 'details.address'],
        [details({ social: [{ network: 'linkedin', url: 'http://linkedin.com/x' }] }), 'details.social.0.url'],
        [details({ social: [{ network: 'linkedin', url: 'javascript:alert(1)' }] }), 'details.social.0.url'],
        [details({ social: [{ network: 'myspace', url: '' }] }), 'details.social.0.network'],
        [
          details({
            social: [
              { network: 'github', url: '' },
              { network: 'github', url: '' },
            ],
          }),
          'details.social',
        ],
        [details({ fax: '123' }), 'details.fax'],
      ];
      for (const [bad, field] of cases) {
        const res = await rest().put('/api/admin/footer').set(bearer(editor.token)).send({ details: bad });
        expect([field, res.status]).toEqual([field, 400]);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      const missing = await rest().put('/api/admin/footer').set(bearer(editor.token)).send({});
      expect(missing.status).toBe(400);
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toContain('details');
      expectGqlError(
        await server.gql(
          'mutation($i: FooterInput!) { updateFooter(input: $i) { version } }',
          { i: { details: details({ email: 'nope' }) } },
          undefined,
          editor.token,
        ),
        'BAD_USER_INPUT',
      );
      expect(await footer()).toEqual(before);
    });

    it('files a footer entry under the column it names, and refuses an unknown column', async () => {
      const menu = await menuOf('footer');
      const items = [
        { label: 'Webinars', target: { kind: 'external', url: 'https://events.example.com' }, column: 'services' },
        { label: 'Terms of Service', target: { kind: 'page', slug: 'terms' }, column: 'legal' },
      ];
      const saved = await rest()
        .put('/api/admin/navigation/footer')
        .set(bearer(editor.token))
        .send({ items, expectedVersion: menu.version });
      expect(saved.status).toBe(200);
      expect((await rest().get('/api/navigation')).body.footer).toEqual([
        { label: 'Webinars', href: 'https://events.example.com', external: true, column: 'services' },
        { label: 'Terms of Service', href: '/terms', external: false, column: 'legal' },
      ]);
      const bad = await rest()
        .put('/api/admin/navigation/footer')
        .set(bearer(editor.token))
        .send({ items: [{ ...items[0], column: 'sidebar' }] });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toContain('items.0.column');
    });
  });
});
