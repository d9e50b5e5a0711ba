// Pages built from blocks (issue 31, decision 0059): every block type's schema with good and bad
// input, the field each error names, links and images that cannot carry a script, and the page
// input around the blocks (slug rules against the route table, SEO, editorial fields).
import {
  BLOCK_SCHEMAS,
  BLOCK_TYPES,
  blocksSchema,
  fieldErrorsFromZod,
  isBlockImage,
  isBlockLink,
  UNKNOWN_BLOCK_MESSAGE,
  validateBlock,
  type BlockType,
} from '../../../schema/validation/page-blocks';
import { checkPageInput, isAllowedPageSlug, pagePath, RESERVED_SLUG_MESSAGE } from '../../../schema/validation/pages';
import { STARTER_PAGES } from '../../../graphql-server/src/modules/pages/starter-pages';
import { HOME_PAGE } from '../../../graphql-server/src/modules/pages/home-page';
import { CALCULATOR_PAGE, GLOSSARY_PAGE, PLAYBOOK_PAGE } from '../../../graphql-server/src/modules/pages/route-pages';
import { GLOSSARY } from '../../../schema/glossary';

const cta = { label: 'Book a call', target: '#contact' };

/** One valid block of each type, as small as its schema allows. */
const GOOD: Record<BlockType, Record<string, unknown>> = {
  hero: {
    type: 'hero',
    eyebrow: 'FinOps',
    headline: 'Take control',
    text: 'Intro',
    ctas: [cta, { label: 'Roadmap', target: '/maturity-assessment', style: 'link', icon: 'arrow' }],
    image: { src: '/media/a.png', alt: 'A' },
    claims: [{ value: '40%', label: 'average cost reduction' }],
    visual: 'spend-chart',
  },
  stats: { type: 'stats', items: [{ value: '40%', label: 'average cost reduction' }] },
  'feature-cards': {
    type: 'feature-cards',
    anchor: 'services',
    heading: 'Our Services',
    layout: 'facts',
    stories: {
      anchor: 'case-studies',
      heading: 'From recent engagements',
      link: { label: 'Read more', target: '/resources' },
      items: [{ title: 'B2B SaaS platform', text: 'Right-sized its fleet.' }],
    },
    list: { heading: 'Inside the playbook', items: [{ text: 'Foundations' }, { text: 'Cost visibility', badge: 'Free chapter' }] },
    items: [
      {
        title: 'Assessment',
        text: 'Review',
        bullets: ['One'],
        outcome: 'Up to 40%',
        icon: 'assessment',
        link: { label: 'Learn More', target: '#contact' },
      },
    ],
  },
  'rich-text': { type: 'rich-text', html: '<p>Hello</p>' },
  testimonials: { type: 'testimonials', items: [{ quote: 'Great', name: 'Ann', company: 'Acme', rating: 5 }] },
  faq: { type: 'faq', heading: 'FAQ', items: [{ question: 'Why?', answer: 'Because.' }] },
  'cta-band': { type: 'cta-band', headline: 'Ready?', ctas: [cta] },
  'image-text': {
    type: 'image-text',
    heading: 'About us',
    text: 'We help.',
    image: { src: 'https://cdn.example.com/a.png' },
    imagePosition: 'left',
  },
  'lead-form': {
    type: 'lead-form',
    form: 'contact',
    heading: 'Register',
    intro: 'Save your seat.',
    note: 'Readers report a **38% average cost reduction**.',
    formHeading: 'Request your consultation',
    formIntro: 'One business day.',
    points: [
      { text: 'A consultant replies within one business day.', icon: 'clock' },
      { title: 'Proven', text: 'Frameworks' },
    ],
    email: { label: 'Prefer e-mail? Write to', address: 'hello@example.com' },
    cta: { label: 'View Full Playbook', target: '/playbook', icon: 'arrow' },
  },
  calculator: { type: 'calculator', heading: 'Estimate your savings' },
  'maturity-teaser': {
    type: 'maturity-teaser',
    heading: 'How mature is your FinOps?',
    bullets: ['Scores across eight capability areas'],
    cta: { label: 'Start', target: '/maturity-assessment' },
  },
  'framework-teaser': { type: 'framework-teaser' },
  'blog-teaser': { type: 'blog-teaser', heading: 'Latest', count: 3 },
  'resources-teaser': { type: 'resources-teaser', heading: 'Resources' },
  glossary: {
    type: 'glossary',
    heading: 'FinOps Glossary',
    items: [
      { key: 'showback', term: 'Showback', definition: 'Reporting costs back to the teams that caused them.' },
      { key: 'cost-anomaly_2', term: 'Cost Anomaly', definition: 'An unexpected spike in spend.' },
    ],
  },
};

/** For each type: a bad value and the field its error must name. */
const BAD: Record<BlockType, Array<[Record<string, unknown>, string, RegExp]>> = {
  hero: [
    [{ headline: '' }, 'headline', /Headline is required/],
    [{ headline: 'x'.repeat(201) }, 'headline', /Headline must be 200 characters or less/],
    [{ ctas: [cta, cta, cta, cta] }, 'ctas', /at most 3/],
    [{ ctas: [{ label: 'Go', target: 'javascript:alert(1)' }] }, 'ctas.0.target', /Button link must be a path/],
    [{ image: { src: 'data:image/png;base64,AA' } }, 'image.src', /Image must be an image from the media library/],
    [{ ctas: [{ ...cta, style: 'ghost' }] }, 'ctas.0.style', /Button style must be primary, secondary or link/],
    [{ ctas: [{ ...cta, icon: 'skull' }] }, 'ctas.0.icon', /Button icon must be one of calendar, calculator, arrow/],
    [{ claims: [{ value: '40%' }] }, 'claims.0.label', /Figure label is required/],
    [{ claims: [{ value: 'x'.repeat(21), label: 'y' }] }, 'claims.0.value', /Figure must be 20 characters or less/],
    [{ claims: Array(5).fill({ value: '1', label: 'a' }) }, 'claims', /at most 4/],
    [{ visual: 'video' }, 'visual', /Visual must be spend-chart/],
  ],
  stats: [
    [{ items: [] }, 'items', /at least one/],
    [{ items: [{ value: '', label: 'x' }] }, 'items.0.value', /Figure is required/],
  ],
  'feature-cards': [
    [{ items: [{ title: 'A', icon: 'skull' }] }, 'items.0.icon', /Icon must be one of/],
    [{ items: [{ title: 'A', bullets: [''] }] }, 'items.0.bullets.0', /Bullet is required/],
    [{ items: [{ title: 'A', link: { label: 'x', target: '//evil.example' } }] }, 'items.0.link.target', /Card link must be/],
    [{ layout: 'carousel' }, 'layout', /Layout must be cards, checklist or facts/],
    [{ stories: { items: [{ title: 'A', text: 'B' }] } }, 'stories.heading', /Stories heading is required/],
    [{ stories: { heading: 'H', items: [{ title: 'A' }] } }, 'stories.items.0.text', /Story is required/],
    [
      { stories: { heading: 'H', items: [{ title: 'A', text: 'B' }], link: { label: 'x', target: 'javascript:x' } } },
      'stories.link.target',
      /Stories link must be/,
    ],
    [{ stories: { heading: 'H', items: [], colour: 'red' } }, 'stories.colour', /Unknown field "colour"/],
    [{ list: { items: [{ text: 'Chapter' }] } }, 'list.heading', /List heading is required/],
    [{ list: { heading: 'Chapters', items: [] } }, 'list.items', /at least one/],
    [{ list: { heading: 'Chapters', items: [{ text: 'C', badge: 'x'.repeat(41) }] } }, 'list.items.0.badge', /Badge must be 40 characters/],
  ],
  'rich-text': [
    [{ html: '' }, 'html', /Content is required/],
    [{ html: 42 }, 'html', /Content must be text/],
  ],
  testimonials: [
    [{ items: [{ quote: 'Q', name: 'N', rating: 6 }] }, 'items.0.rating', /Rating must be 1 to 5/],
    [{ items: [{ quote: 'Q' }] }, 'items.0.name', /Name is required/],
  ],
  faq: [[{ items: [{ question: 'Q?' }] }, 'items.0.answer', /Answer is required/]],
  'cta-band': [[{ ctas: [] }, 'ctas', /at least one/]],
  'image-text': [
    [{ image: undefined }, 'image', /./],
    [{ imagePosition: 'top' }, 'imagePosition', /Image position must be left or right/],
  ],
  'lead-form': [
    [{ form: 'newsletter' }, 'form', /Form must be playbook or contact/],
    [{ heading: undefined }, 'heading', /Heading is required/],
    [{ formHeading: 'x'.repeat(201) }, 'formHeading', /Form heading must be 200 characters or less/],
    [{ formIntro: 7 }, 'formIntro', /Form intro must be text/],
    [{ points: [{ title: 'A' }] }, 'points.0.text', /Point text is required/],
    [{ points: [{ text: 'A', icon: 'skull' }] }, 'points.0.icon', /Icon must be one of/],
    [{ email: { label: 'Write to', address: 'not-an-address' } }, 'email.address', /E-mail address must be an address/],
    [{ email: { label: 'Write to', address: 'a@b.c"><script>' } }, 'email.address', /E-mail address must be an address/],
    [{ email: { address: 'hello@example.com' } }, 'email.label', /E-mail label is required/],
    [{ cta: { label: 'Go', target: 'data:text/html,x' } }, 'cta.target', /Button link must be/],
    [{ note: 'x'.repeat(301) }, 'note', /Note must be 300 characters or less/],
  ],
  calculator: [[{ heading: 'x'.repeat(201) }, 'heading', /Heading must be 200/]],
  'maturity-teaser': [
    [{ cta: { label: 'Go', target: 'vbscript:x' } }, 'cta.target', /Button link must be/],
    [{ bullets: [''] }, 'bullets.0', /Bullet is required/],
    [{ bullets: 'one' }, 'bullets', /Bullets must be a list/],
  ],
  'framework-teaser': [[{ intro: 'x'.repeat(1001) }, 'intro', /Intro must be 1000/]],
  'blog-teaser': [[{ count: 9 }, 'count', /Number of posts must be 1 to 6/]],
  'resources-teaser': [[{ eyebrow: ['a'] }, 'eyebrow', /Eyebrow must be text/]],
  glossary: [
    [{ items: [] }, 'items', /at least one/],
    [{ items: [{ term: 'Showback', definition: 'D' }] }, 'items.0.key', /Term key is required/],
    [{ items: [{ key: 'show back', term: 'Showback', definition: 'D' }] }, 'items.0.key', /Term key must start with a letter/],
    [{ items: [{ key: '1st', term: 'Showback', definition: 'D' }] }, 'items.0.key', /Term key must start with a letter/],
    [{ items: [{ key: 'showback', term: '', definition: 'D' }] }, 'items.0.term', /Term is required/],
    [{ items: [{ key: 'showback', term: 'x'.repeat(81), definition: 'D' }] }, 'items.0.term', /Term must be 80 characters or less/],
    [{ items: [{ key: 'showback', term: 'Showback' }] }, 'items.0.definition', /Definition is required/],
    [{ items: [{ key: 'showback', term: 'S', definition: 'x'.repeat(601) }] }, 'items.0.definition', /Definition must be 600 characters/],
    [{ items: [{ key: 'showback', term: 'S', definition: 'D', html: '<b>' }] }, 'items.0.html', /Unknown field "html"/],
    [
      {
        items: [
          { key: 'showback', term: 'S', definition: 'D' },
          { key: 'showback', term: 'T', definition: 'E' },
        ],
      },
      'items.1.key',
      /Term key "showback" is used twice/,
    ],
  ],
};

describe('block schemas', () => {
  it('cover every type the issue names', () => {
    expect(BLOCK_TYPES.sort()).toEqual(
      [
        'blog-teaser',
        'calculator',
        'cta-band',
        'faq',
        'feature-cards',
        'framework-teaser',
        'glossary',
        'hero',
        'image-text',
        'lead-form',
        'maturity-teaser',
        'resources-teaser',
        'rich-text',
        'stats',
        'testimonials',
      ].sort(),
    );
  });

  describe.each(BLOCK_TYPES)('%s', (type) => {
    it('accepts a good block', () => {
      const result = validateBlock(GOOD[type]);
      expect(result).toEqual({ ok: true, block: expect.objectContaining({ type }) });
      expect(BLOCK_SCHEMAS[type].safeParse(GOOD[type]).success).toBe(true);
    });

    it.each(BAD[type].map(([change, field, message]) => [field, change, message] as const))(
      'refuses a bad %s, naming it',
      (field, change, message) => {
        const result = validateBlock({ ...GOOD[type], ...change });
        expect(result.ok).toBe(false);
        if (result.ok) return;
        const error = result.errors.find((e) => e.field === field);
        expect(error).toBeDefined();
        expect(error?.message).toMatch(message);
      },
    );

    it('refuses an unknown field, naming it', () => {
      const result = validateBlock({ ...GOOD[type], colour: 'red' });
      expect(result).toEqual({ ok: false, errors: [{ field: 'colour', message: 'Unknown field "colour".' }] });
    });
  });

  it('trims text', () => {
    const result = validateBlock({ type: 'hero', headline: '  Spaced  ' });
    expect(result.ok && result.block.type === 'hero' && result.block.headline).toBe('Spaced');
  });

  it('refuses an unknown or missing block type, naming type', () => {
    for (const block of [{ type: 'carousel' }, { headline: 'x' }]) {
      expect(validateBlock(block)).toEqual({ ok: false, errors: [{ field: 'type', message: UNKNOWN_BLOCK_MESSAGE }] });
    }
  });

  it('names the block by its place in a page', () => {
    const parsed = blocksSchema.safeParse([GOOD.hero, { type: 'faq', items: [{ question: 'Q' }] }]);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrorsFromZod(parsed.error, ['blocks'])).toEqual([{ field: 'blocks.1.items.0.answer', message: 'Answer is required.' }]);
  });
});

describe('links and images', () => {
  it.each(['/', '/about', '/blog/a-post?x=1#top', '#contact', 'https://example.com/x', 'mailto:hello@example.com', 'tel:+442079460000'])(
    'accepts %s',
    (value) => expect(isBlockLink(value)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>',
    'http://example.com',
    '//evil.example',
    '/\\evil.example',
    '#"><script>',
    'https://exa mple.com',
    'vbscript:x',
    '',
  ])('refuses %s', (value) => expect(isBlockLink(value)).toBe(false));

  it('takes images from the media library or https only', () => {
    expect(isBlockImage('/media/abc.png')).toBe(true);
    expect(isBlockImage('https://cdn.example.com/a.png')).toBe(true);
    expect(isBlockImage('/media/../../etc/passwd')).toBe(false);
    expect(isBlockImage('javascript:alert(1)')).toBe(false);
    expect(isBlockImage('http://cdn.example.com/a.png')).toBe(false);
  });
});

describe('page input', () => {
  const page = { slug: 'webinar-finops-2027', title: 'Webinar', blocks: [GOOD.hero] };

  it('accepts a page and defaults blocks and seo', () => {
    const result = checkPageInput({ slug: 'about', title: 'About' });
    expect(result).toEqual({ ok: true, value: expect.objectContaining({ slug: 'about', title: 'About', blocks: [], seo: {} }) });
  });

  it('refuses a slug a route of the route table or the server takes', () => {
    for (const slug of ['blog', 'admin', 'resources', 'privacy', 'simulator', 'api', 'graphql', 'media']) {
      expect(isAllowedPageSlug(slug)).toBe(false);
      expect(checkPageInput({ ...page, slug })).toEqual({ ok: false, errors: [{ field: 'slug', message: RESERVED_SLUG_MESSAGE }] });
    }
    expect(isAllowedPageSlug('home')).toBe(true);
    expect(isAllowedPageSlug('playbook')).toBe(true);
    expect(isAllowedPageSlug('terms')).toBe(true);
  });

  it('refuses a malformed slug', () => {
    for (const slug of ['About', 'a/b', '-a', 'a--b', '']) {
      const result = checkPageInput({ ...page, slug });
      expect(result.ok).toBe(false);
    }
  });

  it('names the field of a bad block, SEO field or status', () => {
    const result = checkPageInput({
      ...page,
      blocks: [GOOD.hero, { type: 'script' }],
      seo: { title: 'x'.repeat(121), image: 'javascript:alert(1)', noindex: 'yes' },
      status: 'LIVE',
      expectedVersion: 1.5,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((e) => e.field).sort()).toEqual(
      ['blocks.1.type', 'expectedVersion', 'seo.image', 'seo.noindex', 'seo.title', 'status'].sort(),
    );
  });

  it('refuses unknown page fields', () => {
    expect(checkPageInput({ ...page, html: '<p>x</p>' })).toEqual({
      ok: false,
      errors: [{ field: 'html', message: 'Unknown field "html".' }],
    });
  });

  it('puts home at / and every other page at /{slug}', () => {
    expect(pagePath('home')).toBe('/');
    expect(pagePath('terms')).toBe('/terms');
  });
});

describe('the home page seed', () => {
  it('passes the rules every save passes', () => {
    expect(checkPageInput(HOME_PAGE)).toEqual({ ok: true, value: expect.objectContaining({ slug: 'home' }) });
  });

  it("keeps the spec's home copy word for word", () => {
    const hero = HOME_PAGE.blocks[0];
    expect(hero).toMatchObject({ type: 'hero', headline: 'Take control of your cloud spend with FinOps' });
    expect(hero.type === 'hero' && hero.claims).toEqual([
      { value: '40%', label: 'average cost reduction' },
      { value: '200+', label: 'clients served' },
      { value: '2-3 month', label: 'ROI' },
    ]);
    expect(HOME_PAGE.blocks.map((block) => block.anchor ?? block.type)).toEqual([
      'hero',
      'services',
      'playbook',
      'calculator',
      'possibilities',
      'blog',
      'maturity',
      'framework',
      'contact',
    ]);
  });
});

describe('starter pages', () => {
  it('pass the rules every save passes', () => {
    expect(STARTER_PAGES.map((page) => page.slug)).toEqual(['about', 'terms', 'cookies']);
    for (const page of STARTER_PAGES)
      expect(checkPageInput(page)).toEqual({ ok: true, value: expect.objectContaining({ slug: page.slug }) });
  });
});

describe('the calculator, playbook and glossary seeds (issue 31)', () => {
  it.each([CALCULATOR_PAGE, PLAYBOOK_PAGE, GLOSSARY_PAGE])('$slug passes the rules every save passes', (page) => {
    expect(checkPageInput(page)).toEqual({ ok: true, value: expect.objectContaining({ slug: page.slug }) });
  });

  it("keeps the spec's calculator copy word for word", () => {
    expect(CALCULATOR_PAGE.blocks.map((block) => block.type)).toEqual(['hero', 'calculator', 'faq', 'cta-band']);
    expect(CALCULATOR_PAGE.blocks[0]).toMatchObject({ eyebrow: 'Free savings estimate', headline: 'Cloud Savings Calculator' });
    const faq = CALCULATOR_PAGE.blocks[2];
    expect(faq.type === 'faq' && faq.items).toHaveLength(5);
  });

  it("keeps the spec's playbook copy and claims word for word, its sections at their anchors", () => {
    expect(PLAYBOOK_PAGE.blocks.map((block) => block.anchor ?? block.type)).toEqual([
      'hero',
      'overview',
      'framework',
      'download-section',
      'testimonials',
    ]);
    const [hero, overview, , download, testimonials] = PLAYBOOK_PAGE.blocks;
    expect(hero).toMatchObject({ headline: 'The Ultimate FinOps Playbook' });
    expect(hero.type === 'hero' && hero.claims?.map((claim) => `${claim.value} ${claim.label}`)).toContain('4.9/5 from 324 reviews');
    expect(download).toMatchObject({
      form: 'playbook',
      formHeading: 'Get Your Free Chapter',
      note: 'Readers who apply it report a **38% average cost reduction** and **ROI in 3 months**.',
    });
    expect(testimonials.type === 'testimonials' && testimonials.items).toHaveLength(3);
    // The overview names every one of the 15 glossary terms, each once.
    const named =
      overview.type === 'feature-cards' ? overview.items.flatMap((card) => [...(card.text ?? '').matchAll(/\[\[(\w+)\|/g)]) : [];
    expect(named.map((match) => match[1]).sort()).toEqual(Object.keys(GLOSSARY).sort());
  });

  it('seeds the glossary with the 15 terms of the spec, in its order', () => {
    const [block] = GLOSSARY_PAGE.blocks;
    expect(block.type === 'glossary' && block.items).toEqual(Object.entries(GLOSSARY).map(([key, entry]) => ({ key, ...entry })));
  });
});
