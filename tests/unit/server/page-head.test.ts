import { addHeadTags, canonicalPath, headTags } from '../../../graphql-server/src/http/page-head';
import { shareImagePath } from '../../../graphql-server/src/modules/seo/share-images';

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
});
