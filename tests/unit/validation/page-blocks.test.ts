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

const cta = { label: 'Book a call', target: '#contact' };

/** One valid block of each type, as small as its schema allows. */
const GOOD: Record<BlockType, Record<string, unknown>> = {
  hero: { type: 'hero', eyebrow: 'FinOps', headline: 'Take control', text: 'Intro', ctas: [cta], image: { src: '/media/a.png', alt: 'A' } },
  stats: { type: 'stats', items: [{ value: '40%', label: 'average cost reduction' }] },
  'feature-cards': {
    type: 'feature-cards',
    anchor: 'services',
    heading: 'Our Services',
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
  'lead-form': { type: 'lead-form', form: 'contact', heading: 'Register', intro: 'Save your seat.' },
  calculator: { type: 'calculator', heading: 'Estimate your savings' },
  'maturity-teaser': {
    type: 'maturity-teaser',
    heading: 'How mature is your FinOps?',
    cta: { label: 'Start', target: '/maturity-assessment' },
  },
  'framework-teaser': { type: 'framework-teaser' },
  'blog-teaser': { type: 'blog-teaser', heading: 'Latest', count: 3 },
  'resources-teaser': { type: 'resources-teaser', heading: 'Resources' },
};

/** For each type: a bad value and the field its error must name. */
const BAD: Record<BlockType, Array<[Record<string, unknown>, string, RegExp]>> = {
  hero: [
    [{ headline: '' }, 'headline', /Headline is required/],
    [{ headline: 'x'.repeat(201) }, 'headline', /Headline must be 200 characters or less/],
    [{ ctas: [cta, cta, cta, cta] }, 'ctas', /at most 3/],
    [{ ctas: [{ label: 'Go', target: 'javascript:alert(1)' }] }, 'ctas.0.target', /Button link must be a path/],
    [{ image: { src: 'data:image/png;base64,AA' } }, 'image.src', /Image must be an image from the media library/],
  ],
  stats: [
    [{ items: [] }, 'items', /at least one/],
    [{ items: [{ value: '', label: 'x' }] }, 'items.0.value', /Figure is required/],
  ],
  'feature-cards': [
    [{ items: [{ title: 'A', icon: 'skull' }] }, 'items.0.icon', /Icon must be one of/],
    [{ items: [{ title: 'A', bullets: [''] }] }, 'items.0.bullets.0', /Bullet is required/],
    [{ items: [{ title: 'A', link: { label: 'x', target: '//evil.example' } }] }, 'items.0.link.target', /Card link must be/],
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
  ],
  calculator: [[{ heading: 'x'.repeat(201) }, 'heading', /Heading must be 200/]],
  'maturity-teaser': [[{ cta: { label: 'Go', target: 'vbscript:x' } }, 'cta.target', /Button link must be/]],
  'framework-teaser': [[{ intro: 'x'.repeat(1001) }, 'intro', /Intro must be 1000/]],
  'blog-teaser': [[{ count: 9 }, 'count', /Number of posts must be 1 to 6/]],
  'resources-teaser': [[{ eyebrow: ['a'] }, 'eyebrow', /Eyebrow must be text/]],
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

describe('starter pages', () => {
  it('pass the rules every save passes', () => {
    expect(STARTER_PAGES.map((page) => page.slug)).toEqual(['about', 'terms', 'cookies']);
    for (const page of STARTER_PAGES)
      expect(checkPageInput(page)).toEqual({ ok: true, value: expect.objectContaining({ slug: page.slug }) });
  });
});
