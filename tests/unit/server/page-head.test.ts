import { addHeadTags, canonicalPath, headTags } from '../../../graphql-server/src/http/page-head';
import { shareImagePath } from '../../../graphql-server/src/modules/seo/share-images';
import { clipAtWord, fitDescription, fitTitle } from '../../../schema/format/page-meta';

const site = { name: 'FinOps Consulting', url: 'https://finops.example.com' };
const ldOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);

describe('page head', () => {
  it('canonical paths are lower-case, without trailing slash or query', () => {
    expect(canonicalPath('/Blog/')).toBe('/blog');
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/blog?page=2')).toBe('/blog');
  });

  it('share images: PNG variants of local SVG covers, raster URLs as they are, else the default', () => {
    expect(shareImagePath('/images/covers/kubernetes-cost.svg')).toBe('/og/covers/kubernetes-cost.png');
    expect(shareImagePath('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    for (const image of [undefined, '', 'https://cdn.example.com/a.svg', '/images/covers/../x.svg', 'javascript:alert(1)']) {
      expect(shareImagePath(image)).toBe('/og/default.png');
    }
  });

  it('home: canonical, Open Graph, Twitter card and Organization JSON-LD', () => {
    const html = headTags({ title: 'Home | FinOps Consulting', description: 'Cut "cloud" costs & more' }, '/', site);
    expect(html).toContain('<link rel="canonical" href="https://finops.example.com/" />');
    expect(html).toContain('<meta property="og:image" content="https://finops.example.com/og/default.png" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('content="Cut &quot;cloud&quot; costs &amp; more"');
    expect(ldOf(html)).toEqual([
      expect.objectContaining({ '@type': 'Organization', name: 'FinOps Consulting', url: 'https://finops.example.com/' }),
      expect.objectContaining({
        '@type': 'WebSite',
        name: 'FinOps Consulting',
        url: 'https://finops.example.com/',
        potentialAction: expect.objectContaining({
          target: { '@type': 'EntryPoint', urlTemplate: 'https://finops.example.com/blog?q={search_term_string}' },
        }),
      }),
    ]);
    expect(html).not.toContain('article:published_time');
  });

  it('article: article times, BlogPosting with author, dates and image, and breadcrumbs', () => {
    const html = headTags(
      {
        title: 'Kubernetes costs | FinOps Insights',
        description: 'Excerpt',
        type: 'article',
        image: '/images/covers/k8s.svg',
        publishedTime: '2026-01-02T03:04:05.000Z',
        modifiedTime: '2026-02-02T03:04:05.000Z',
        author: 'Jane Doe',
        section: 'Technical',
        tags: ['Kubernetes', 'FinOps'],
        breadcrumbs: [
          { name: 'Blog', path: '/blog' },
          { name: 'Technical', path: '/blog/category/technical' },
        ],
      },
      '/blog/k8s',
      site,
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
    expect(html).toContain('<meta property="article:published_time" content="2026-01-02T03:04:05.000Z" />');
    expect(html).toContain('<meta property="article:modified_time" content="2026-02-02T03:04:05.000Z" />');
    const [breadcrumbs, posting] = ldOf(html);
    expect(posting).toEqual(
      expect.objectContaining({
        '@type': 'BlogPosting',
        headline: 'Kubernetes costs',
        image: ['https://finops.example.com/og/covers/k8s.png'],
        datePublished: '2026-01-02T03:04:05.000Z',
        dateModified: '2026-02-02T03:04:05.000Z',
        author: { '@type': 'Person', name: 'Jane Doe' },
      }),
    );
    expect((breadcrumbs.itemListElement as Array<{ name: string; item: string }>).map((c) => [c.name, c.item])).toEqual([
      ['Home', 'https://finops.example.com/'],
      ['Blog', 'https://finops.example.com/blog'],
      ['Technical', 'https://finops.example.com/blog/category/technical'],
      ['Kubernetes costs', 'https://finops.example.com/blog/k8s'],
    ]);
  });

  it('JSON-LD cannot close its script element', () => {
    const html = headTags({ title: '</script><script>alert(1)</script>', type: 'article' }, '/blog/x', site);
    expect(html).not.toMatch(/<\/script><script>alert/);
  });

  it('error pages get no head tags', () => {
    const page = '<html><head><title>x</title></head><body></body></html>';
    expect(addHeadTags(page, { status: 404, title: 'Not found' }, '/nope', site)).toBe(page);
    expect(addHeadTags(page, { title: 'Blog' }, '/blog', site)).toContain('rel="canonical"');
  });

  it('a list page 2 and up is its own canonical, with prev and next; page 1 is the bare address', () => {
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const link = (html: string, rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(html)?.[1];
    const first = headTags({ title: 'Blog', page: 1, pageCount: 3 }, '/blog', site);
    expect(canonical(first)).toBe('https://finops.example.com/blog');
    expect(link(first, 'prev')).toBeUndefined();
    expect(link(first, 'next')).toBe('https://finops.example.com/blog?page=2');
    const second = headTags({ title: 'Blog', page: 2, pageCount: 3 }, '/Blog/', site);
    expect(canonical(second)).toBe('https://finops.example.com/blog?page=2');
    expect(link(second, 'prev')).toBe('https://finops.example.com/blog');
    expect(link(second, 'next')).toBe('https://finops.example.com/blog?page=3');
    expect(second).toContain('<meta property="og:url" content="https://finops.example.com/blog?page=2" />');
    const last = headTags({ title: 'Technical', page: 3, pageCount: 3 }, '/blog/category/technical', site);
    expect(link(last, 'prev')).toBe('https://finops.example.com/blog/category/technical?page=2');
    expect(link(last, 'next')).toBeUndefined();
  });

  it('a page with questions and answers gets FAQPage JSON-LD', () => {
    const html = headTags({ title: 'Calculator', faq: [{ question: 'How accurate?', answer: 'Within <10-15%>.' }] }, '/calculator', site);
    expect(ldOf(html).find((ld) => ld['@type'] === 'FAQPage')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [{ '@type': 'Question', name: 'How accurate?', acceptedAnswer: { '@type': 'Answer', text: 'Within <10-15%>.' } }],
    });
    expect(ldOf(headTags({ title: 'Blog' }, '/blog', site)).map((ld) => ld['@type'])).toEqual(['BreadcrumbList']);
  });

  it("an article's BlogPosting keeps its whole headline when the title was cut", () => {
    const html = headTags(
      {
        title: 'Kubernetes Cost Allocation: Splitting…',
        headline: 'Kubernetes Cost Allocation: Splitting Shared Clusters',
        type: 'article',
      },
      '/blog/k8s',
      site,
    );
    expect(ldOf(html).find((ld) => ld['@type'] === 'BlogPosting')?.headline).toBe('Kubernetes Cost Allocation: Splitting Shared Clusters');
    expect(html).toContain('<meta property="og:title" content="Kubernetes Cost Allocation: Splitting…" />');
  });
});

describe('titles and descriptions fit search results', () => {
  const long = 'Kubernetes Cost Allocation: Splitting Shared Clusters by Namespace and Label | FinOps Insights';

  it('a title that fits is kept whole, suffix and all', () => {
    expect(fitTitle('Cloud Savings Calculator | FinOps Consulting')).toBe('Cloud Savings Calculator | FinOps Consulting');
  });

  it('a long title loses its site suffix first, then is cut at a word with an ellipsis', () => {
    expect(long).toHaveLength(94);
    const fitted = fitTitle(long);
    expect(fitted).toBe('Kubernetes Cost Allocation: Splitting Shared Clusters by…');
    expect(fitted.length).toBeLessThanOrEqual(60);
    expect(fitTitle('A Practical Guide to Kubernetes Cost Allocation | FinOps Insights')).toBe(
      'A Practical Guide to Kubernetes Cost Allocation',
    );
  });

  it('cuts leave no dangling punctuation, and a single endless word is cut inside', () => {
    expect(clipAtWord('Savings, commitments, and rightsizing: what works', 24)).toBe('Savings, commitments…');
    expect(clipAtWord('x'.repeat(80), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(clipAtWord('  spaced   out  ', 20)).toBe('spaced out');
  });

  it('descriptions are cut to 160 characters at a word', () => {
    const description = 'word '.repeat(50).trim();
    const fitted = fitDescription(description);
    expect(fitted.length).toBeLessThanOrEqual(160);
    expect(fitted.endsWith('word…')).toBe(true);
    expect(fitDescription('Short and sweet.')).toBe('Short and sweet.');
  });
});
