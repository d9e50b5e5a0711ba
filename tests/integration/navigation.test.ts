// The site's menus as content (issue 31): the seeded header and footer, entries resolved to
// addresses, an entry whose page is deleted or unpublished flagged for the admin and never shown
// to visitors, Editors and up save menus (Authors and tokens cannot), bad targets refused with the
// field named, version conflicts, and the caches emptied by a save.
import { VERSION_CONFLICT_MESSAGE } from '../../schema/validation/editorial';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { bearer } from './api-token-helpers';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, type Agent } from './helpers';
import { staffMember, type Staff } from './staff-helpers';

describe('navigation menus', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };
  let editor: Staff;
  let author: Staff;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    admin = await signedInAdmin(server);
    editor = await staffMember(server, 'EDITOR');
    author = await staffMember(server, 'AUTHOR');
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
  const menuOf = async (name: string) =>
    (
      (await rest().get('/api/admin/navigation').set(auth(editor.token))).body as Array<{ name: string; version: number; items: unknown[] }>
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
    expect(body.footer.slice(-3)).toEqual([
      { label: 'Privacy Policy', href: '/privacy', external: false },
      { label: 'Terms of Service', href: '/terms', external: false },
      { label: 'Cookie Policy', href: '/cookies', external: false },
    ]);
    expect(dataOf(await server.gql('{ navigation { header { label href } } }')).navigation.header).toHaveLength(8);
  });

  it('adds a landing page to the header; once the page is deleted, the entry is flagged and visitors no longer see it', async () => {
    const slug = `webinar-finops-2027-${uniq()}`;
    const page = await rest()
      .post('/api/admin/pages')
      .set(auth(editor.token))
      .send({ slug, title: 'Webinar', status: 'PUBLISHED', blocks: [{ type: 'hero', headline: 'Webinar' }] });
    const header = await menuOf('header');
    // Warm the public read cache: the save must empty it.
    await rest().get('/api/navigation');
    const saved = await rest()
      .put('/api/admin/navigation/header')
      .set(auth(editor.token))
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

    expect((await rest().delete(`/api/admin/pages/${page.body.id}`).set(auth(editor.token))).status).toBe(204);
    const flagged = (await menuOf('header')).items.find((item) => (item as { label: string }).label === 'Webinar');
    expect(flagged).toMatchObject({ broken: true, href: `/${slug}` });
    expect((await rest().get('/api/navigation')).body.header.map((e: { label: string }) => e.label)).not.toContain('Webinar');
  });

  it('lets Editors and up save menus, not Authors or tokens; refuses a stale version', async () => {
    const footer = await menuOf('footer');
    const body = { items: [{ label: 'Blog', target: { kind: 'route', route: 'blog' } }] };
    const byAuthor = await rest().put('/api/admin/navigation/footer').set(auth(author.token)).send(body);
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
      .set(auth(editor.token))
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
        .set(auth(editor.token))
        .send({ items: [item] });
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await rest().put('/api/admin/navigation/sidebar').set(auth(editor.token)).send({ items: [] })).status).toBe(404);
    expect((await rest().put('/api/admin/navigation/header').send({ items: [] })).status).toBe(401);
  });
});
