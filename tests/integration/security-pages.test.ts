// Abuse of the pages built from blocks (issue 31): bad credentials on every admin path and field,
// bad input (wrong shapes, unknown fields and types, oversize, NUL, prototype keys) refused with a
// 400 that names the field and writes nothing, and stored XSS through every text field of every
// block: plain text is kept as text (the public site escapes it), links and images cannot carry a
// script address, and rich text comes back through the article allow-list.
import { BLOCKS_MAX } from '../../schema/validation/page-blocks';
import {
  SCHEDULE_NOT_LIVE_MESSAGE,
  SCHEDULE_TIME_MESSAGE,
  SCHEDULE_TIME_PAST_MESSAGE,
  SCHEDULE_VERSION_MESSAGE,
} from '../../schema/validation/page-schedule';
import { staffMember } from './staff-helpers';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { DANGEROUS_OUTPUT, XSS_PAYLOADS } from '../support/xss-payloads';
import { badCredentials, expectGqlError, expectNoStackTrace, randomUuid, START_TIMEOUT, startServer, uniq, type Agent } from './helpers';

// Short enough for every field (a button label: 60 characters).
const SCRIPT_TEXT = '<img src=x onerror="window.__xss=1"><script>';
const BAD_LINKS = [
  'javascript:window.__xss=1',
  'JaVaScRiPt:window.__xss=1',
  ' javascript:window.__xss=1',
  'java\tscript:window.__xss=1',
  'data:text/html;base64,PHNjcmlwdD4=',
  'vbscript:msgbox(1)',
  '//evil.example/',
  '/\\evil.example',
  'https://ok.example/"onmouseover="window.__xss=1',
];

/** A page with every block type, every text field filled with `text`. */
function everyBlock(text: string) {
  const cta = { label: text, target: '#contact' };
  return [
    {
      type: 'hero',
      eyebrow: text,
      headline: text,
      text,
      ctas: [cta],
      image: { src: '/media/a.png', alt: text },
      claims: [{ value: text.slice(0, 20), label: text }],
    },
    { type: 'stats', heading: text, items: [{ value: text.slice(0, 20), label: text }] },
    {
      type: 'feature-cards',
      eyebrow: text,
      heading: text,
      intro: text,
      items: [
        { title: text, text, bullets: [text], bulletsTitle: text, outcome: text, focusArea: text, link: { label: text, target: '/about' } },
      ],
      stories: { heading: text, link: { label: text, target: '/resources' }, items: [{ title: text, text }] },
      list: { heading: text, items: [{ text, badge: text.slice(0, 40) }] },
    },
    { type: 'testimonials', eyebrow: text, heading: text, intro: text, items: [{ quote: text, name: text, role: text, company: text }] },
    { type: 'faq', eyebrow: text, heading: text, intro: text, items: [{ question: text, answer: text }] },
    { type: 'cta-band', headline: text, text, ctas: [cta] },
    { type: 'image-text', heading: text, text, image: { src: 'https://cdn.example.com/a.png', alt: text }, cta },
    {
      type: 'lead-form',
      form: 'contact',
      eyebrow: text,
      heading: text,
      intro: text,
      formHeading: text,
      formIntro: text,
      points: [{ title: text, text }],
      note: text,
      cta,
      email: { label: text, address: 'hello@example.com' },
    },
    { type: 'maturity-teaser', eyebrow: text, heading: text, intro: text, cta, bullets: [text] },
    { type: 'glossary', eyebrow: text, heading: text, intro: text, items: [{ key: 'showback', term: text, definition: text }] },
    ...['calculator', 'framework-teaser', 'blog-teaser', 'resources-teaser'].map((type) => ({
      type,
      eyebrow: text,
      heading: text,
      intro: text,
      cta,
    })),
  ];
}

/** Every link or image field of every block, as a path and a function that puts a value there. */
const LINK_FIELDS: Array<[string, (link: string) => Record<string, unknown>]> = [
  ['blocks.0.ctas.0.target', (link) => ({ type: 'hero', headline: 'h', ctas: [{ label: 'l', target: link }] })],
  ['blocks.0.image.src', (link) => ({ type: 'hero', headline: 'h', image: { src: link } })],
  ['blocks.0.items.0.link.target', (link) => ({ type: 'feature-cards', items: [{ title: 't', link: { label: 'l', target: link } }] })],
  ['blocks.0.ctas.0.target', (link) => ({ type: 'cta-band', headline: 'h', ctas: [{ label: 'l', target: link }] })],
  ['blocks.0.image.src', (link) => ({ type: 'image-text', heading: 'h', text: 't', image: { src: link } })],
  [
    'blocks.0.cta.target',
    (link) => ({ type: 'image-text', heading: 'h', text: 't', image: { src: '/media/a.png' }, cta: { label: 'l', target: link } }),
  ],
  ['blocks.0.cta.target', (link) => ({ type: 'blog-teaser', cta: { label: 'l', target: link } })],
  ['blocks.0.cta.target', (link) => ({ type: 'lead-form', form: 'playbook', heading: 'h', cta: { label: 'l', target: link } })],
  [
    'blocks.0.stories.link.target',
    (link) => ({
      type: 'feature-cards',
      items: [{ title: 't' }],
      stories: { heading: 'h', link: { label: 'l', target: link }, items: [{ title: 't', text: 'x' }] },
    }),
  ],
];

describe('pages: abuse', () => {
  let server: TestServer;
  let admin: { agent: Agent; token: string };

  beforeAll(async () => {
    server = await startServer({ siteUrl: 'https://finops.example.com' });
    admin = await signedInAdmin(server);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const rest = () => server.agent();
  const asAdmin = (req: ReturnType<Agent['post']>) => req.set('Authorization', `Bearer ${admin.token}`);
  const count = async () => Number((await server.dataSource.query('SELECT count(*)::int AS n FROM pages'))[0].n);
  const page = (overrides: Record<string, unknown> = {}) => ({ slug: `p-${uniq()}`, title: 'A page', blocks: [], ...overrides });

  it('refuses anonymous callers and bad credentials on every admin path and field', async () => {
    const id = randomUuid();
    const paths: Array<[string, string]> = [
      ['get', '/api/admin/pages'],
      ['post', '/api/admin/pages'],
      ['get', `/api/admin/pages/${id}`],
      ['put', `/api/admin/pages/${id}`],
      ['delete', `/api/admin/pages/${id}`],
      ['get', `/api/admin/pages/${id}/revisions`],
      ['get', `/api/admin/page-revisions/${id}`],
      ['post', `/api/admin/page-revisions/${id}/restore`],
      ['get', `/api/admin/pages/${id}/pending`],
      ['put', `/api/admin/pages/${id}/pending`],
      ['delete', `/api/admin/pages/${id}/pending`],
      ['get', `/api/admin/pages/${id}/scheduled-update`],
      ['put', `/api/admin/pages/${id}/scheduled-update`],
      ['delete', `/api/admin/pages/${id}/scheduled-update`],
      ['get', '/api/admin/sync/pages'],
      ['get', '/api/admin/navigation'],
      ['put', '/api/admin/navigation/header'],
    ];
    const before = await count();
    for (const credential of [null, ...badCredentials(admin.token)]) {
      for (const [method, path] of paths) {
        const req = (rest() as unknown as Record<string, (p: string) => ReturnType<Agent['get']>>)[method](path);
        const res = await (credential ? req.set('Authorization', `Bearer ${credential}`) : req).send(page());
        expect([method, path, res.status]).toEqual([method, path, 401]);
        expectNoStackTrace(res);
      }
      const token = credential ?? undefined;
      expectGqlError(
        await server.gql('mutation($i: PageInput!) { createPage(input: $i) { id } }', { i: page() }, undefined, token),
        'UNAUTHENTICATED',
      );
      expectGqlError(await server.gql('query { adminPages { totalCount } }', {}, undefined, token), 'UNAUTHENTICATED');
      expectGqlError(await server.gql('mutation($id: ID!) { deletePage(id: $id) }', { id }, undefined, token), 'UNAUTHENTICATED');
      expectGqlError(await server.gql('query { pageChanges { totalCount } }', {}, undefined, token), 'UNAUTHENTICATED');
      expectGqlError(
        await server.gql('query($id: ID!) { pendingPageChange(pageId: $id) { title } }', { id }, undefined, token),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql(
          'mutation($id: ID!, $i: PageInput!) { savePendingPageChange(pageId: $id, input: $i) { title } }',
          { id, i: page() },
          undefined,
          token,
        ),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql('mutation($id: ID!) { discardPendingPageChange(pageId: $id) }', { id }, undefined, token),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql('query($id: ID!) { scheduledPageUpdate(pageId: $id) { title } }', { id }, undefined, token),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql(
          'mutation($id: ID!, $i: PageInput!) { schedulePageUpdate(pageId: $id, input: $i, runAt: "2099-01-01T00:00:00Z") { title } }',
          { id, i: page() },
          undefined,
          token,
        ),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql('mutation($id: ID!) { cancelScheduledPageUpdate(pageId: $id) }', { id }, undefined, token),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql('mutation { updateNavigationMenu(menu: "header", input: { items: [] }) { version } }', {}, undefined, token),
        'UNAUTHENTICATED',
      );
    }
    expect(await count()).toBe(before);
    expect((await rest().get('/api/navigation')).body.header.length).toBeGreaterThan(0);
  });

  it('refuses anonymous callers and bad credentials on the page preview links', async () => {
    const id = randomUuid();
    const paths: Array<[string, string]> = [
      ['get', `/api/admin/pages/${id}/preview-links`],
      ['post', `/api/admin/pages/${id}/preview-links`],
      ['delete', `/api/admin/page-preview-links/${id}`],
    ];
    for (const credential of [null, ...badCredentials(admin.token)]) {
      for (const [method, path] of paths) {
        const req = (rest() as unknown as Record<string, (p: string) => ReturnType<Agent['get']>>)[method](path);
        const res = await (credential ? req.set('Authorization', `Bearer ${credential}`) : req).send({});
        expect([method, path, res.status]).toEqual([method, path, 401]);
        expectNoStackTrace(res);
      }
      const token = credential ?? undefined;
      expectGqlError(
        await server.gql('query($id: ID!) { pagePreviewLinks(pageId: $id) { id } }', { id }, undefined, token),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql('mutation($id: ID!) { createPagePreviewLink(pageId: $id) { url } }', { id }, undefined, token),
        'UNAUTHENTICATED',
      );
      expectGqlError(
        await server.gql('mutation($id: ID!) { revokePagePreviewLink(id: $id) { id } }', { id }, undefined, token),
        'UNAUTHENTICATED',
      );
    }
    expect((await server.dataSource.query('SELECT count(*)::int AS n FROM page_preview_links'))[0].n).toBe(0);
  });

  it('answers bad preview-link input without SQL errors: unknown ids 404, bad tokens open nothing', async () => {
    for (const id of ['not-a-uuid', "1' OR '1'='1", randomUuid()]) {
      const path = encodeURIComponent(id);
      for (const res of [
        await asAdmin(rest().post(`/api/admin/pages/${path}/preview-links`)).send({}),
        await asAdmin(rest().get(`/api/admin/pages/${path}/preview-links`) as unknown as ReturnType<Agent['post']>),
        await asAdmin(rest().delete(`/api/admin/page-preview-links/${path}`) as unknown as ReturnType<Agent['post']>),
      ]) {
        expect([id, res.status]).toEqual([id, 404]);
        expectNoStackTrace(res);
      }
    }
    const live = await asAdmin(rest().post('/api/admin/pages')).send(page());
    const shared = 'query($s: String!, $t: String!) { sharedPage(slug: $s, token: $t) { id } }';
    for (const token of ['', 'x', "' OR 1=1 --", 'A'.repeat(43), 'A'.repeat(10_000), '../../etc/passwd']) {
      const res = await server.gql(shared, { s: live.body.slug, t: token });
      // An oversize argument may be refused before the resolver (no data at all): either way, nothing opens.
      expect([token.slice(0, 20), res.body.data?.sharedPage ?? null]).toEqual([token.slice(0, 20), null]);
      expectNoStackTrace(res);
    }
    const badType = await server.gql('query { sharedPage(slug: "x", token: 1) { id } }', {});
    expect(badType.body.errors?.length).toBeGreaterThan(0);
    await asAdmin(rest().delete(`/api/admin/pages/${live.body.id}`));
  });

  it('refuses a cookie-authenticated write from another site', async () => {
    const before = await count();
    const res = await admin.agent.post('/api/admin/pages').set('Origin', 'https://evil.example').send(page());
    expect(res.status).toBe(403);
    expect(await count()).toBe(before);
  });

  it('answers malformed input with 400 naming the field, and stores nothing', async () => {
    const before = await count();
    const cases: Array<[unknown, string]> = [
      [{ ...page(), blocks: 'hero' }, 'blocks'],
      [{ ...page(), blocks: [1, 'x', null] }, 'blocks.0'],
      [{ ...page(), blocks: [{ type: { $ne: null } }] }, 'blocks.0.type'],
      [{ ...page(), blocks: [{ type: 'hero', headline: ['a'] }] }, 'blocks.0.headline'],
      [{ ...page(), blocks: [{ type: 'hero', headline: 'x', __proto__x: 1 }] }, 'blocks.0.__proto__x'],
      [{ ...page(), blocks: Array.from({ length: BLOCKS_MAX + 1 }, () => ({ type: 'framework-teaser' })) }, 'blocks'],
      [{ ...page(), blocks: [{ type: 'rich-text', html: 'x'.repeat(100_001) }] }, 'blocks.0.html'],
      [{ ...page(), blocks: [{ type: 'hero', headline: 'a\u0000b' }] }, 'blocks.0.headline'],
      [{ ...page(), title: 'a\u0000b' }, 'title'],
      [{ ...page(), seo: { image: 'javascript:alert(1)' } }, 'seo.image'],
      [{ ...page(), seo: 'x' }, 'seo'],
      [{ ...page(), slug: '../admin' }, 'slug'],
      [{ ...page(), status: 'PUBLISHED; DROP TABLE pages' }, 'status'],
      [{ ...page(), expectedVersion: '1 OR 1=1' }, 'expectedVersion'],
    ];
    for (const [body, field] of cases) {
      const res = await asAdmin(rest().post('/api/admin/pages')).send(body as object);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      expectNoStackTrace(res);
    }
    for (const id of ['not-a-uuid', "1' OR '1'='1", randomUuid()]) {
      expect((await asAdmin(rest().put(`/api/admin/pages/${encodeURIComponent(id)}`)).send(page())).status).toBe(404);
      const pending = await asAdmin(rest().put(`/api/admin/pages/${encodeURIComponent(id)}/pending`)).send({
        ...page(),
        expectedVersion: 1,
      });
      expect([id, pending.status]).toEqual([id, 404]);
    }
    // A live page's pending change is checked whole like a save: the same 400s, nothing kept.
    const live = await asAdmin(rest().post('/api/admin/pages')).send(page({ status: 'PUBLISHED' }));
    for (const [body, field] of cases) {
      const res = await asAdmin(rest().put(`/api/admin/pages/${live.body.id}/pending`)).send({ expectedVersion: 1, ...(body as object) });
      expect([field, res.status]).toEqual([field, 400]);
      expectNoStackTrace(res);
    }
    expect((await server.dataSource.query('SELECT count(*)::int AS n FROM page_pending_changes'))[0].n).toBe(0);
    await asAdmin(rest().delete(`/api/admin/pages/${live.body.id}`));
    expect(await count()).toBe(before);
  });

  it('scheduled updates of a live page: Editors and up only; bad times, versions, ids and blocks are 400/404 and keep nothing', async () => {
    const scheduled = async () => Number((await server.dataSource.query('SELECT count(*)::int AS n FROM page_scheduled_changes'))[0].n);
    const live = await asAdmin(rest().post('/api/admin/pages')).send(page({ status: 'PUBLISHED' }));
    const path = `/api/admin/pages/${live.body.id}/scheduled-update`;
    const good = { slug: live.body.slug, title: 'Later', blocks: [], expectedVersion: 1, runAt: '2099-01-01T09:00:00Z' };
    // Authors may not schedule publishing of a live page (REST and GraphQL), nor cancel it.
    const author = await staffMember(server, 'AUTHOR');
    expect((await rest().put(path).set('Authorization', `Bearer ${author.token}`).send(good)).status).toBe(403);
    expectGqlError(
      await server.gql(
        'mutation($id: ID!, $i: PageInput!, $at: String!) { schedulePageUpdate(pageId: $id, input: $i, runAt: $at) { title } }',
        { id: live.body.id, i: { slug: good.slug, title: good.title, expectedVersion: 1 }, at: good.runAt },
        undefined,
        author.token,
      ),
      'FORBIDDEN',
    );
    expect((await rest().delete(path).set('Authorization', `Bearer ${author.token}`)).status).toBe(403);
    const bad: Array<[Record<string, unknown>, string, string?]> = [
      [{ ...good, runAt: '2000-01-01T00:00:00Z' }, 'runAt', SCHEDULE_TIME_PAST_MESSAGE],
      [{ ...good, runAt: 'tomorrow' }, 'runAt', SCHEDULE_TIME_MESSAGE],
      [{ ...good, runAt: '2099-02-31T25:00:00Z' }, 'runAt', SCHEDULE_TIME_MESSAGE],
      [{ ...good, runAt: { $gt: '' } }, 'runAt', SCHEDULE_TIME_MESSAGE],
      [{ ...good, runAt: undefined }, 'runAt', SCHEDULE_TIME_MESSAGE],
      [{ ...good, expectedVersion: undefined }, 'expectedVersion', SCHEDULE_VERSION_MESSAGE],
      [{ ...good, expectedVersion: '1 OR 1=1' }, 'expectedVersion'],
      [{ ...good, blocks: [{ type: 'hero' }] }, 'blocks.0.headline'],
      [{ ...good, blocks: [{ type: 'hero', headline: 'a\u0000b' }] }, 'blocks.0.headline'],
      [{ ...good, slug: '../admin' }, 'slug'],
    ];
    for (const [body, field, message] of bad) {
      const res = await asAdmin(rest().put(path)).send(body);
      expect([field, res.status]).toEqual([field, 400]);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      if (message) expect(res.body.message).toBe(message);
      expectNoStackTrace(res);
    }
    // Over an older version: CONFLICT; a draft: not live; unknown or malformed ids: 404.
    expect((await asAdmin(rest().put(path)).send({ ...good, expectedVersion: 2 })).status).toBe(409);
    const draft = await asAdmin(rest().post('/api/admin/pages')).send(page());
    const onDraft = await asAdmin(rest().put(`/api/admin/pages/${draft.body.id}/scheduled-update`)).send({
      ...good,
      slug: draft.body.slug,
    });
    expect([onDraft.status, onDraft.body.message]).toEqual([400, SCHEDULE_NOT_LIVE_MESSAGE]);
    for (const id of ['not-a-uuid', "1' OR '1'='1", randomUuid()]) {
      const res = await asAdmin(rest().put(`/api/admin/pages/${encodeURIComponent(id)}/scheduled-update`)).send(good);
      expect([id, res.status]).toEqual([id, 404]);
    }
    expect(await scheduled()).toBe(0);
    // Rich text of a scheduled update goes through the article allow-list before it is kept.
    const xss = await asAdmin(rest().put(path)).send({ ...good, blocks: XSS_PAYLOADS.map((html) => ({ type: 'rich-text', html })) });
    expect(xss.status).toBe(200);
    for (const block of xss.body.blocks as Array<{ html: string }>) {
      for (const [what, pattern] of DANGEROUS_OUTPUT) expect([what, pattern.test(block.html)]).toEqual([what, false]);
    }
    await asAdmin(rest().delete(`/api/admin/pages/${live.body.id}`));
    await asAdmin(rest().delete(`/api/admin/pages/${draft.body.id}`));
    expect(await scheduled()).toBe(0);
  });

  it('keeps plain text as text in every text field of every block; the public JSON is not HTML', async () => {
    const input = page({ blocks: everyBlock(SCRIPT_TEXT), status: 'PUBLISHED', seo: { title: SCRIPT_TEXT, description: SCRIPT_TEXT } });
    const created = await asAdmin(rest().post('/api/admin/pages')).send(input);
    expect(created.status).toBe(201);
    const read = await rest().get(`/api/pages/${input.slug}`);
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    // Stored exactly as typed: escaping is the renderer's job (React), never a half-escaped copy.
    expect(read.body.blocks).toEqual(
      everyBlock(SCRIPT_TEXT).map((block) =>
        block.type === 'stats' ? { ...block, items: [{ value: SCRIPT_TEXT.slice(0, 20).trim(), label: SCRIPT_TEXT }] } : block,
      ),
    );
  });

  it('refuses every script-capable address in every link and image field', async () => {
    const before = await count();
    for (const [field, blockWith] of LINK_FIELDS) {
      for (const link of BAD_LINKS) {
        const res = await asAdmin(rest().post('/api/admin/pages')).send(page({ blocks: [blockWith(link)] }));
        expect([field, link, res.status]).toEqual([field, link, 400]);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    }
    expect(await count()).toBe(before);
  });

  it('serves rich text only through the article allow-list, on every read', async () => {
    const input = page({ status: 'PUBLISHED', blocks: XSS_PAYLOADS.map((html) => ({ type: 'rich-text', html: `<p>ok</p>${html}` })) });
    const created = await asAdmin(rest().post('/api/admin/pages')).send(input);
    expect(created.status).toBe(201);
    // Even a row written around the API (an import, a restored backup) is cleaned when read.
    await server.dataSource.query(`UPDATE pages SET blocks = blocks || $2::jsonb WHERE id = $1`, [
      created.body.id,
      JSON.stringify([{ type: 'rich-text', html: '<p>x</p><script>window.__xss=1</script>' }]),
    ]);
    await server.services.content.changed('pages');
    const reads = [
      (await rest().get(`/api/pages/${input.slug}`)).body.blocks,
      (await asAdmin(rest().get(`/api/admin/pages/${created.body.id}`))).body.blocks,
      (await server.gql('query($s: String!) { page(slug: $s) { blocks } }', { s: input.slug })).body.data.page.blocks,
    ];
    for (const blocks of reads) {
      expect(blocks).toHaveLength(XSS_PAYLOADS.length + 1);
      for (const block of blocks as Array<{ html: string }>) {
        for (const [what, pattern] of DANGEROUS_OUTPUT)
          expect([what, block.html, pattern.test(block.html)]).toEqual([what, block.html, false]);
      }
    }
  });
});
