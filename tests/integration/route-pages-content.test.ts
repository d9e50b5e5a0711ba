// The calculator and playbook screens' copy and the glossary as content (issue 31): a fresh install
// is seeded with today's texts word for word (migration 1795660000000), the calculator screen and
// its FAQPage JSON-LD are drawn from the page `calculator`, the playbook screen from `playbook`, every tooltip's definition from the page
// `glossary`, and an editor's published change reaches visitors at once (the page caches emptied).
// The server renderer is an ES module jest cannot load, so the server is the built app.
import { GLOSSARY } from '../../schema/glossary';
import { START_TIMEOUT } from './helpers';
import { assertBuilt, startBuiltApp, UNGATED_ANONYMOUS_WORK, type BuiltApp } from '../support/built-app';
import { freshDatabase, testDatabaseKind } from '../support/test-server';

assertBuilt('route-pages-content.test.ts');

type Blocks = Array<Record<string, unknown> & { type: string }>;
interface AdminPage {
  id: string;
  slug: string;
  title: string;
  version: number;
  blocks: Blocks;
}

const CALCULATOR_QUESTIONS = [
  'How accurate is this savings estimate?',
  'How quickly will we see savings?',
  'Where do the savings come from?',
  'Why does FinOps maturity change the estimate?',
  'Do you store the figures I enter?',
];

/** The FAQPage JSON-LD of a page's head, or undefined. */
function faqPageOf(html: string): { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> } | undefined {
  for (const match of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) {
    const value = JSON.parse(match[1]) as { '@type': string };
    if (value['@type'] === 'FAQPage') return value as never;
  }
  return undefined;
}

/** The text of the page's HTML as a visitor reads it (entities of quotes and apostrophes decoded). */
const decoded = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

describe('the calculator page and the glossary as content', () => {
  let app: BuiltApp;
  let database: { url: string; drop(): Promise<void> } | undefined;
  let auth: Record<string, string>;

  // A loaded machine's server may shed a request with 503 (its admission gate): asked again, a few times.
  const html = async (pathname: string) => {
    for (let attempt = 1; ; attempt++) {
      const res = await fetch(app.url + pathname, { headers: { accept: 'text/html' } });
      if (res.status !== 503 || attempt === 5) return { status: res.status, text: await res.text() };
      await res.arrayBuffer();
    }
  };
  const adminPage = async (slug: string): Promise<AdminPage> => {
    const list = (await (await fetch(`${app.url}/api/admin/pages?search=${slug}`, { headers: auth })).json()) as AdminPage[];
    const id = list.find((item) => item.slug === slug)!.id;
    return (await (await fetch(`${app.url}/api/admin/pages/${id}`, { headers: auth })).json()) as AdminPage;
  };
  const save = (page: AdminPage, blocks: unknown[]) =>
    fetch(`${app.url}/api/admin/pages/${page.id}`, {
      method: 'PUT',
      headers: auth,
      body: JSON.stringify({ slug: page.slug, title: page.title, blocks, status: 'PUBLISHED', expectedVersion: page.version }),
    });

  beforeAll(async () => {
    if (testDatabaseKind() === 'postgres') database = await freshDatabase('seeded');
    app = await startBuiltApp({ DATABASE_URL: database?.url ?? '', ALLOW_ADMIN_REGISTRATION: 'true', ...UNGATED_ANONYMOUS_WORK });
    const registered = await fetch(`${app.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'secret123' }),
    });
    auth = { 'content-type': 'application/json', authorization: `Bearer ${((await registered.json()) as { token: string }).token}` };
  }, START_TIMEOUT);

  afterAll(async () => {
    await app?.stop();
    await database?.drop();
  }, 60_000);

  it('seeds the calculator page with today’s copy, and the screen and its FAQPage JSON-LD are drawn from it', async () => {
    const api = (await (await fetch(`${app.url}/api/pages/calculator`)).json()) as { blocks: Blocks };
    expect(api.blocks.map((block) => block.type)).toEqual(['hero', 'calculator', 'faq', 'cta-band']);
    const faq = api.blocks[2] as unknown as { items: Array<{ question: string }> };
    expect(faq.items.map((item) => item.question)).toEqual(CALCULATOR_QUESTIONS);

    const page = await html('/calculator');
    expect(page.status).toBe(200);
    const text = decoded(page.text);
    expect(text).toContain('<title>Cloud Savings Calculator | FinOps Consulting</title>');
    for (const copy of [
      'Free savings estimate',
      'Cloud Savings Calculator',
      'Estimate how much your organisation could save on cloud.',
      'typical estimate accuracy',
      'Your cloud environment',
      'Frequently Asked Questions',
      'Want a precise number?',
      'Model resources in the Cost Simulator',
      ...CALCULATOR_QUESTIONS,
    ]) {
      expect(text).toContain(copy);
    }
    // Same structure as before the copy became content: hero, tool, FAQ, closing band, in order.
    const order = ['class="calc-hero"', 'class="calc-page__tool"', 'class="calc-faq"', 'class="calc-contact"'].map((marker) =>
      page.text.indexOf(marker),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);
    expect(faqPageOf(page.text)?.mainEntity.map((entry) => entry.name)).toEqual(CALCULATOR_QUESTIONS);
  });

  it('shows an edited FAQ on the public page and in its FAQPage JSON-LD as soon as it is published', async () => {
    const page = await adminPage('calculator');
    const question = `Can the estimate include our Kubernetes clusters ${Date.now()}?`;
    const answer = 'Yes: cluster costs are allocated per namespace before the savings rates apply.';
    const blocks = page.blocks.map((block) =>
      block.type === 'faq' ? { ...block, items: [{ question, answer }, ...(block.items as unknown[]).slice(1)] } : block,
    );
    expect((await save(page, blocks)).status).toBe(200);

    const after = await html('/calculator');
    expect(decoded(after.text)).toContain(question);
    expect(decoded(after.text)).not.toContain(CALCULATOR_QUESTIONS[0]);
    const jsonLd = faqPageOf(after.text)!;
    expect(jsonLd.mainEntity[0]).toEqual({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text: answer } });
    expect(jsonLd.mainEntity.map((entry) => entry.name).slice(1)).toEqual(CALCULATOR_QUESTIONS.slice(1));
  });

  it('draws the playbook screen from the seeded page `playbook`, and an edited heading and testimonial reach it', async () => {
    const before = await html('/playbook');
    expect(before.status).toBe(200);
    const text = decoded(before.text);
    expect(text).toContain('<title>The Ultimate FinOps Playbook | FinOps Consulting</title>');
    for (const copy of [
      'Free chapter available',
      'Inside the playbook',
      'Principles and cycle',
      'Start with the free chapter',
      '<strong>38% average cost reduction</strong>',
      '<strong>ROI in 3 months</strong>',
      'Get Your Free Chapter',
      'What readers say',
      'Priya Raman',
    ]) {
      expect(text).toContain(copy);
    }
    const order = ['class="playbook-hero"', 'id="overview"', 'id="framework"', 'id="download-section"', 'id="testimonials"'].map((marker) =>
      before.text.indexOf(marker),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((x, y) => x - y)).toEqual(order);

    const page = await adminPage('playbook');
    const blocks = page.blocks.map((block) => {
      if (block.type === 'feature-cards') return { ...block, heading: 'Everything the playbook covers' };
      if (block.type === 'testimonials')
        return { ...block, items: [{ quote: 'It paid for itself in a week.', name: 'Ada Byron', rating: 4 }] };
      return block;
    });
    expect((await save(page, blocks)).status).toBe(200);
    const after = decoded((await html('/playbook')).text);
    expect(after).toContain('Everything the playbook covers');
    expect(after).toContain('aria-label="4 out of 5 stars"');
    expect(after).not.toContain('Priya Raman');
  });

  it('seeds the glossary with the 15 terms word for word; the tooltips and /glossary read them', async () => {
    const api = (await (await fetch(`${app.url}/api/pages/glossary`)).json()) as { blocks: Blocks };
    expect(api.blocks).toHaveLength(1);
    expect(api.blocks[0].items).toEqual(Object.entries(GLOSSARY).map(([key, entry]) => ({ key, ...entry })));

    const playbook = decoded((await html('/playbook')).text);
    // Every term's definition is in the page (read by screen readers through aria-describedby).
    for (const key of ['cloudFinancialManagement', 'showback', 'spotInstances'] as const) {
      expect(playbook).toContain(GLOSSARY[key].definition);
    }
    const glossary = await html('/glossary');
    expect(glossary.status).toBe(200);
    for (const entry of Object.values(GLOSSARY)) {
      expect(decoded(glossary.text)).toContain(entry.term);
      expect(decoded(glossary.text)).toContain(entry.definition);
    }
  });

  it('shows an edited definition in the tooltips of the playbook and the home, and on /glossary', async () => {
    const page = await adminPage('glossary');
    const definition = `Reporting each team's cloud costs back to it, edited ${Date.now()}.`;
    const [block] = page.blocks as Array<{ type: 'glossary'; items: Array<{ key: string; term: string; definition: string }> }>;
    const items = block.items.map((item) => (item.key === 'showback' ? { ...item, definition } : item));
    expect((await save(page, [{ ...block, items }])).status).toBe(200);

    for (const pathname of ['/playbook', '/', '/glossary']) {
      const text = decoded((await html(pathname)).text);
      expect({ pathname, edited: text.includes(definition), seed: text.includes(GLOSSARY.showback.definition) }).toEqual({
        pathname,
        edited: true,
        seed: false,
      });
    }
  });

  it('refuses a bad glossary whole, naming the field, and keeps the system pages’ addresses', async () => {
    const page = await adminPage('glossary');
    const [block] = page.blocks as Array<{ type: 'glossary'; items: Array<Record<string, string>> }>;
    const twice = await save(page, [{ ...block, items: [...block.items, { key: 'showback', term: 'Again', definition: 'Twice.' }] }]);
    expect(twice.status).toBe(400);
    expect(JSON.stringify(await twice.json())).toContain(`blocks.0.items.${block.items.length}.key`);
    const noDefinition = await save(page, [{ ...block, items: [{ key: 'finops', term: 'FinOps' }] }]);
    expect(noDefinition.status).toBe(400);
    expect(JSON.stringify(await noDefinition.json())).toContain('Definition is required.');
    expect((await adminPage('glossary')).version).toBe(page.version);

    for (const slug of ['glossary', 'calculator']) {
      const system = await adminPage(slug);
      const deleted = await fetch(`${app.url}/api/admin/pages/${system.id}`, { method: 'DELETE', headers: auth });
      expect(deleted.status).toBe(409);
    }
  });
});
