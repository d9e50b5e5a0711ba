import {
  emptyText,
  filterCategories,
  filterContactRequests,
  filterPlaybookLeads,
  filterPosts,
  filterResources,
  leadsExportUrl,
  matchesSearch,
  parseDashboardTab,
} from '../../../web/src/features/admin/shared/admin-search';

const post = (over: Partial<Record<'title' | 'excerpt' | 'author' | 'category' | 'tags' | 'content', string>> = {}) => ({
  title: 'Showback before chargeback',
  excerpt: 'Start with visibility.',
  author: 'FinOps Consulting',
  category: 'strategy',
  tags: 'showback, culture',
  content: '<p>secret body words</p>',
  ...over,
});

describe('matchesSearch', () => {
  it('matches everything for an empty or blank search', () => {
    expect(matchesSearch('', ['a'])).toBe(true);
    expect(matchesSearch('   ', [])).toBe(true);
  });
  it('is case-insensitive and ignores surrounding spaces', () => {
    expect(matchesSearch('  SHOW ', ['Showback'])).toBe(true);
  });
  it('skips null and undefined values', () => {
    expect(matchesSearch('x', [null, undefined])).toBe(false);
  });
});

describe('filterPosts: title, excerpt, author, category, tags', () => {
  const posts = [post(), post({ title: 'Other', excerpt: 'Nothing', author: 'Jane Doe', category: 'technical', tags: 'kubernetes' })];
  it.each([
    ['chargeback', 1], // title
    ['visibility', 1], // excerpt
    ['jane', 1], // author
    ['technical', 1], // category
    ['KUBERNETES', 1], // tags
    ['secret', 0], // content is not searched
    ['', 2],
  ])('%s -> %i', (search, count) => {
    expect(filterPosts(posts, search)).toHaveLength(count);
  });
  it('matches the category as shown (SPEC §2: "Case Studies" finds posts of that category)', () => {
    const names = new Map([
      ['technical', 'Technical Deep Dives'],
      ['case-studies', 'Case Studies'],
    ]);
    const withCase = [...posts, post({ title: 'Migration story', category: 'case-studies' })];
    expect(filterPosts(withCase, 'Case Studies', (slug) => names.get(slug)).map((p) => p.title)).toEqual(['Migration story']);
    expect(filterPosts(withCase, 'deep dives', (slug) => names.get(slug))).toHaveLength(1);
    expect(filterPosts(withCase, 'Case Studies')).toHaveLength(0);
  });
  it('returns a new array and keeps the order', () => {
    const result = filterPosts(posts, '');
    expect(result).not.toBe(posts);
    expect(result).toEqual(posts);
  });
});

describe('the status as shown (decision 0027)', () => {
  it('finds posts and resources by their status label', () => {
    const posts = [
      { ...post({ title: 'One' }), status: 'DRAFT' as const },
      { ...post({ title: 'Two' }), status: 'PUBLISHED' as const },
    ];
    expect(filterPosts(posts, 'draft').map((p) => p.title)).toEqual(['One']);
    expect(filterPosts(posts, 'In review')).toEqual([]);
    const resources = [{ title: 'R', description: 'd', type: 'guide', category: 'strategy', status: 'IN_REVIEW' as const }];
    expect(filterResources(resources, 'in review')).toHaveLength(1);
  });
});

describe('filterCategories: name, description, slug', () => {
  const categories = [
    { name: 'Strategy', slug: 'strategy', description: 'Planning the practice' },
    { name: 'Case Studies', slug: 'case-studies', description: null },
  ];
  it.each([
    ['strat', 1],
    ['planning', 1],
    ['case-stud', 1],
    ['studies', 1],
    ['nothing', 0],
  ])('%s -> %i', (search, count) => expect(filterCategories(categories, search)).toHaveLength(count));
});

describe('filterResources: title, description, type, category', () => {
  const resources = [
    {
      title: 'FinOps guide',
      description: 'A long read about savings',
      type: 'whitepaper',
      category: 'strategy',
      fileUrl: 'https://x/secret.pdf',
    },
    {
      title: 'Tagging template',
      description: 'A spreadsheet to start from',
      type: 'template',
      category: 'best-practices',
      fileUrl: 'https://x/t.xlsx',
    },
  ];
  it.each([
    ['guide', 1],
    ['spreadsheet', 1],
    ['WHITEPAPER', 1],
    ['best-practices', 1],
    ['secret', 0],
    // As the table shows them: the type and category labels.
    ['Whitepaper', 1],
    ['Best Practices', 1],
    ['Template', 1],
  ])('%s -> %i', (search, count) => expect(filterResources(resources, search)).toHaveLength(count));
});

describe('lead filters', () => {
  const leads = [
    { name: 'Ada Lovelace', email: 'ada@example.com', company: 'Analytical Engines' },
    { name: 'Grace Hopper', email: 'grace@navy.mil', company: 'US Navy' },
  ];
  it('playbook leads match name, email and company', () => {
    expect(filterPlaybookLeads(leads, 'ada')).toHaveLength(1);
    expect(filterPlaybookLeads(leads, 'NAVY.MIL')).toHaveLength(1);
    expect(filterPlaybookLeads(leads, 'engines')).toHaveLength(1);
    expect(filterPlaybookLeads(leads, 'zzz')).toHaveLength(0);
  });
  it('contact requests also match cloud spending and message', () => {
    const requests = leads.map((lead, i) => ({ ...lead, cloudSpending: i ? '1m+' : '10k-50k', message: i ? null : 'We use Kubernetes' }));
    expect(filterContactRequests(requests, '10k-50k')).toHaveLength(1);
    expect(filterContactRequests(requests, '1m+')).toHaveLength(1);
    expect(filterContactRequests(requests, 'kubernetes')).toHaveLength(1);
    expect(filterContactRequests(requests, 'grace')).toHaveLength(1);
  });
});

describe('emptyText', () => {
  it('names the things, and says when a search found nothing', () => {
    expect(emptyText('blog posts', '')).toBe('No blog posts found');
    expect(emptyText('contact requests', '  ')).toBe('No contact requests found');
    expect(emptyText('playbook leads', 'x')).toBe('No playbook leads found for your search');
  });
});

describe('parseDashboardTab', () => {
  it.each([
    ['categories', 'categories'],
    ['contact-requests', 'contact-requests'],
    ['nope', 'blog'],
    [null, 'blog'],
  ] as const)('%s -> %s', (value, tab) => expect(parseDashboardTab(value)).toBe(tab));
});

describe('leadsExportUrl', () => {
  it('adds the search when there is one, encoded', () => {
    expect(leadsExportUrl('playbook-leads', '')).toBe('/api/admin/playbook-leads/export.csv');
    expect(leadsExportUrl('contact-requests', ' a&b ')).toBe('/api/admin/contact-requests/export.csv?search=a%26b');
  });
});
