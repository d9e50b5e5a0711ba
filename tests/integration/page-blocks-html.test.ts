// Pages built from blocks as the server renders them (issue 31), on the built app (the server
// renderer is an ES module jest cannot load): a page at /{slug} gets the canonical, Open Graph and
// JSON-LD treatment of posts (FAQPage from its faq blocks, BreadcrumbList), the home page keeps
// Organization and WebSite; a shareable preview link (decision 0073) shows a draft to anyone,
// noindex and `private, no-store`, until revoked; and stored XSS through EVERY text field of EVERY
// block type (generated from the block schemas), the title and the SEO fields leaves nothing in
// the served HTML or its JSON-LD that could run.
import { START_TIMEOUT } from './helpers';
import { assertBuilt, startBuiltApp, UNGATED_ANONYMOUS_WORK, type BuiltApp } from '../support/built-app';
import { freshDatabase, testDatabaseKind } from '../support/test-server';
import { sampleEveryBlock } from '../support/block-samples';
import { jsonLdOf, scriptFindings } from '../support/html-script-check';
import { XSS_PAYLOADS } from '../support/xss-payloads';

assertBuilt('page-blocks-html.test.ts');

const NOINDEX = '<meta name="robots" content="noindex">';
const MARKER = '__xss';
/** Short ones too, for the short fields (a figure: 20 characters). */
const TEXT_PAYLOADS = [...XSS_PAYLOADS, '<svg/onload=__xss>', '"><b onclick=__xss>', '<script>__xss</script>'];

async function get(base: string, pathname: string) {
  const res = await fetch(base + pathname, { headers: { accept: 'text/html' }, redirect: 'manual' });
  return { status: res.status, headers: Object.fromEntries(res.headers), text: await res.text() };
}

describe('pages built from blocks, served', () => {
  let app: BuiltApp;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let token: string;
  let counter = 0;
  const send = async (method: string, pathname: string, body?: unknown) => {
    const res = await fetch(app.url + pathname, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Record<string, string> };
  };
  const createPage = async (input: Record<string, unknown>) => {
    const made = await send('POST', '/api/admin/pages', { slug: `served-${Date.now()}-${++counter}`, ...input });
    expect([made.status, made.body]).toEqual([201, expect.anything()]);
    return made.body;
  };

  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') database = await freshDatabase('seeded');
    app = await startBuiltApp({
      DATABASE_URL: database?.url ?? '',
      ALLOW_ADMIN_REGISTRATION: 'true',
      SITE_URL: 'https://finops.example.com',
      ...UNGATED_ANONYMOUS_WORK,
    });
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'secret123' }),
    });
    token = ((await registered.json()) as { token: string }).token;
  }, START_TIMEOUT);
  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  });

  it('a page at /{slug} gets canonical, Open Graph, BreadcrumbList and FAQPage from its faq block', async () => {
    const page = await createPage({
      title: 'FinOps webinar 2027',
      status: 'PUBLISHED',
      seo: { description: 'Join our FinOps webinar.' },
      blocks: [
        { type: 'hero', headline: 'Join the FinOps webinar' },
        { type: 'faq', heading: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes, [[rightSizing|right-sizing]] included.' }] },
      ],
    });
    const served = await get(app.url, `/${page.slug}`);
    expect(served.status).toBe(200);
    expect(served.text).toContain(`<link rel="canonical" href="https://finops.example.com/${page.slug}" />`);
    expect(served.text).toContain('<meta property="og:title" content="FinOps webinar 2027" />');
    expect(served.text).toContain('<meta property="og:description" content="Join our FinOps webinar." />');
    expect(served.text).not.toContain(NOINDEX);
    const ld = jsonLdOf(served.text);
    expect(ld.map((item) => item['@type'])).toEqual(['BreadcrumbList', 'FAQPage']);
    expect(ld[1].mainEntity).toEqual([
      { '@type': 'Question', name: 'Is it free?', acceptedAnswer: { '@type': 'Answer', text: 'Yes, right-sizing included.' } },
    ]);
    // A page without a faq block: no FAQPage.
    const plain = await createPage({ title: 'About', status: 'PUBLISHED', blocks: [{ type: 'hero', headline: 'About us' }] });
    expect(jsonLdOf((await get(app.url, `/${plain.slug}`)).text).map((item) => item['@type'])).toEqual(['BreadcrumbList']);
    // Home keeps Organization and WebSite.
    expect(jsonLdOf((await get(app.url, '/')).text).map((item) => item['@type'])).toEqual(['Organization', 'WebSite']);
  });

  it('a shareable link shows a draft page to anyone, noindex and never cached, until revoked', async () => {
    const page = await createPage({ title: 'Campaign draft', blocks: [{ type: 'hero', headline: 'A headline not yet public' }] });
    expect((await get(app.url, `/${page.slug}`)).status).toBe(404);
    const made = await send('POST', `/api/admin/pages/${page.id}/preview-links`, {});
    expect(made.status).toBe(201);
    const address = new URL(made.body.url);
    const pathWithToken = address.pathname + address.search;
    for (let i = 0; i < 2; i++) {
      const shared = await get(app.url, pathWithToken);
      expect(shared.status).toBe(200);
      expect(shared.text).toContain('A headline not yet public');
      expect(shared.text).toContain(NOINDEX);
      expect(shared.headers['cache-control']).toBe('private, no-store');
      expect(shared.headers['x-robots-tag']).toBe('noindex');
    }
    expect((await get(app.url, `/${page.slug}`)).status).toBe(404);
    expect((await send('DELETE', `/api/admin/page-preview-links/${made.body.id}`)).status).toBe(200);
    expect((await get(app.url, pathWithToken)).status).toBe(404);
    expect((await get(app.url, `/${page.slug}?preview=not-a-token`)).status).toBe(404);
  });

  it('stored XSS through every text field of every block, the title and the SEO fields runs nowhere in the served page', async () => {
    const samples = sampleEveryBlock(TEXT_PAYLOADS);
    const blocks = samples.map((sample) =>
      sample.type === 'rich-text' ? { ...sample.block, html: XSS_PAYLOADS.map((html) => `<p>ok</p>${html}`).join('') } : sample.block,
    );
    const title = '<script>window.__xss=1</script>"><img src=x onerror=__xss>';
    const seo = { title, description: '<img src=x onerror="window.__xss=1"></script><script>__xss</script>' };
    const page = await createPage({ title, seo, blocks, status: 'PUBLISHED' });
    const link = await send('POST', `/api/admin/pages/${page.id}/preview-links`, {});
    const address = new URL(link.body.url);
    for (const path of [`/${page.slug}`, address.pathname + address.search]) {
      const served = await get(app.url, path);
      expect([path, served.status]).toEqual([path, 200]);
      // The payloads are on the page, as text: the check below has something to find.
      expect(served.text.replace(/<script[\s\S]*?<\/script>/g, '')).toContain('window.__xss=1');
      expect(scriptFindings(served.text, MARKER)).toEqual([]);
      const ld = jsonLdOf(served.text);
      const faq = ld.find((item) => item['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> } | undefined;
      const faqSample = samples.find((sample) => sample.type === 'faq')!.block as { items: Array<{ question: string }> };
      // The questions arrive whole, as data (JSON.parse above would have failed on a breakout).
      expect(faq?.mainEntity[0].name).toBe(faqSample.items[0].question.replace(/\s+/g, ' ').trim());
      for (const match of served.text.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g))
        expect(match[1]).not.toMatch(/</);
    }
  });
});
