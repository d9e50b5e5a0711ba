// Realistic examples of the OpenAPI document (issue 35): one per response component (arrays and
// sync pages are built from them) and one per JSON request body, keyed by "METHOD /path". Each is
// checked against its own schema by tests/unit/openapi-lint.test.ts, so an example cannot drift
// from the contract it illustrates.
const POST_ID = '8a2f4c1e-5b7d-4e09-9c3a-1d2e3f4a5b6c';
const LEAD_ID = 'c3d4e5f6-0718-4a29-8b3c-4d5e6f708192';
const OWNER_ID = '5e6f7081-92a3-4b4c-9d5e-6f708192a3b4';
const PAGE_ID = '0f1e2d3c-4b5a-4968-8776-655443322110';
const CATEGORY_ID = '2b3c4d5e-6f70-4819-9a2b-3c4d5e6f7081';
const RESOURCE_ID = '7a8b9c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d';
const MEDIA_ID = '9c0d1e2f-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const EXPERIMENT_ID = '4d5e6f70-8192-4a3b-9c4d-5e6f70819203';
const AT = '2026-11-23T09:00:00.000Z';
const LINKEDIN = 'https://www.linkedin.com/company/finops-consulting';
const footerDetails = {
  blurb: 'We help engineering, finance and product teams take control of cloud spend.',
  email: 'hello@example.com',
  phone: '+1 (555) 010-0100',
  address: '100 Example Street, Suite 400, San Francisco, CA 94105',
  social: [{ network: 'linkedin', url: LINKEDIN }],
};
const LATER = '2026-11-23T09:05:00.000Z';
const CURSOR = 'eyJ0IjoiMjAyNi0xMS0yM1QwOTowNTowMC4wMDBaIiwiaSI6ImMzZDRlNWY2In0';

const postSummary = {
  id: POST_ID,
  slug: 'cut-egress-costs',
  title: 'Cut egress costs',
  excerpt: 'Where data transfer charges hide and how to bring them down.',
  coverImage: '/media/egress-cover.webp',
  category: 'cost-optimization',
  author: 'Ada Lovelace',
  tags: 'egress, networking',
  tagList: ['egress', 'networking'],
  featured: false,
  publishedAt: AT,
};
const post = {
  ...postSummary,
  content: '<p>Egress is often the second line of a cloud bill. Start with the flows between regions.</p>',
  status: 'PUBLISHED',
  version: 3,
  ownerId: OWNER_ID,
  createdAt: '2026-11-20T14:00:00.000Z',
  updatedAt: AT,
};
const category = {
  id: CATEGORY_ID,
  name: 'Cost optimization',
  slug: 'cost-optimization',
  description: 'Practical ways to lower the bill.',
  version: 1,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-10T10:00:00.000Z',
};
const resource = {
  id: RESOURCE_ID,
  title: 'FinOps maturity checklist',
  description: 'Forty questions to place your team on the crawl, walk, run scale.',
  type: 'template',
  fileUrl: '/media/finops-maturity-checklist.pdf',
  coverImage: '/media/checklist-cover.webp',
  category: 'best-practices',
  featured: true,
  publishedAt: AT,
  downloadCount: 42,
  status: 'PUBLISHED',
  version: 2,
  ownerId: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: AT,
};
const lead = {
  id: LEAD_ID,
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Compiler Works',
  createdAt: AT,
  updatedAt: LATER,
  version: 2,
  status: 'CONTACTED',
  ownerId: OWNER_ID,
  labels: ['enterprise'],
};
const contactRequest = { ...lead, cloudSpending: '100k-500k', message: 'Our bill doubled in a year.' };
const note = { id: 'd1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6', body: 'Called: a workshop in January.', createdAt: LATER };
const media = {
  id: MEDIA_ID,
  url: '/media/egress-cover.webp',
  mimeType: 'image/webp',
  kind: 'image',
  size: 48213,
  alt: 'A chart of egress costs by region',
  variants: [{ width: 640, url: '/media/egress-cover-640.webp' }],
  createdAt: AT,
};
const blocks = [
  {
    type: 'hero',
    eyebrow: 'Live webinar',
    headline: 'FinOps in 2027',
    ctas: [{ label: 'Save your seat', target: '#register' }],
  },
  { type: 'lead-form', anchor: 'register', form: 'contact', heading: 'Save your seat' },
];
const seo = { title: 'FinOps webinar', description: 'Join our live webinar.', noindex: false };
const page = {
  id: PAGE_ID,
  slug: 'webinar-finops-2027',
  title: 'FinOps webinar 2027',
  blocks,
  seo,
  status: 'PUBLISHED',
  version: 4,
  publishedAt: AT,
  updatedBy: 'editor',
  updatedAt: AT,
};
const sitePage = { slug: 'privacy', title: 'Privacy policy', html: '<h2>What we collect</h2><p>Only what you send us.</p>', updatedAt: AT };
const user = { id: OWNER_ID, username: 'editor' };
const syncPage = (item: unknown) => ({
  items: [item],
  totalCount: 5,
  remainingCount: 1,
  pageInfo: { endCursor: CURSOR, hasNextPage: false },
});
const numbers = { path: '/calculator', visitors: 410, pageviews: 620 };

/** An example of each response component (schemas other components only embed have none). */
export const RESPONSE_EXAMPLES: Record<string, unknown> = {
  PostSummary: postSummary,
  Post: post,
  Category: category,
  Resource: resource,
  PlaybookLead: lead,
  ContactRequest: contactRequest,
  MediaItem: media,
  Page: page,
  Tombstone: { id: LEAD_ID, kind: 'CONTACT_REQUEST', deletedAt: LATER, reason: 'DELETED' },
  LeadNote: note,
  LeadDetail: {
    ...contactRequest,
    kind: 'contact',
    ownerName: 'editor',
    consent: { text: 'I agree to be contacted about my request.', version: 'v3', at: AT },
    deliveries: [{ channel: 'email', state: 'SENT', at: AT }],
    notes: [note],
    attribution: {
      landingPage: '/calculator',
      referrer: 'https://www.google.com/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      utmTerm: null,
      utmContent: null,
      pagesBeforeLead: ['/calculator', '/contact'],
      toolsBeforeLead: ['calculator'],
      secondsToLead: 312,
    },
  },
  Error: { message: 'title must be at least 5 characters', errors: [{ field: 'title', message: 'title must be at least 5 characters' }] },
  DownloadCount: { id: RESOURCE_ID, fileUrl: resource.fileUrl, downloadCount: 43 },
  LeadReceipt: { id: LEAD_ID, createdAt: AT },
  ErasureCount: { leads: 2 },
  StatusCount: { status: 'NEW', playbookLeads: 12, contactRequests: 4 },
  Me: { user },
  SignIn: { user, token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiI1ZTZmIn0.c2lnbmF0dXJl' },
  TwoFactorSetup: {
    secret: 'JBSWY3DPEHPK3PXP',
    otpauthUrl: 'otpauth://totp/FinOps:editor?secret=JBSWY3DPEHPK3PXP&issuer=FinOps',
    qrCode: 'data:image/png;base64,iVBORw0KGgo=',
  },
  Ok: { ok: true },
  Reauthenticated: { ok: true, until: LATER },
  Message: { message: 'Your e-mail address is back to the old one, and every session has ended.' },
  Revision: { id: 'e2f3a4b5-c6d7-4e8f-9a0b-c1d2e3f4a5b6', postId: POST_ID, createdAt: AT },
  PublicPage: { id: PAGE_ID, slug: page.slug, title: page.title, blocks, seo, updatedAt: AT },
  PageOrSitePage: page,
  SitePage: sitePage,
  PageRevision: { id: 'f3a4b5c6-d7e8-4f90-8a1b-2c3d4e5f6a7b', pageId: PAGE_ID, version: 3, title: page.title, blocks, createdAt: AT },
  Navigation: {
    header: [{ label: 'Blog', href: '/blog', external: false }],
    footer: [
      { label: 'FinOps Workshops', href: '/#services', external: false, column: 'services' },
      { label: 'Privacy Policy', href: '/privacy', external: false, column: 'legal' },
    ],
    footerDetails: { ...footerDetails, phoneHref: 'tel:+15550100100', social: [{ network: 'linkedin', label: 'LinkedIn', url: LINKEDIN }] },
  },
  AdminMenu: {
    name: 'header',
    version: 5,
    items: [{ label: 'Blog', href: '/blog', target: { kind: 'route', route: 'blog' }, column: null, broken: false }],
  },
  AdminFooter: { version: 3, updatedBy: 'editor', updatedAt: AT, details: footerDetails },
  AccessExport: { exportedAt: AT, playbookLeads: [lead], contactRequests: [] },
  BulkResult: {
    succeeded: [POST_ID],
    refused: [{ id: '3c4d5e6f-7081-4a92-8b3c-4d5e6f708192', title: 'Draft without a cover', message: 'coverImage is required' }],
  },
  PreviewLink: {
    id: 'a4b5c6d7-e8f9-4a0b-9c1d-2e3f4a5b6c7d',
    postId: POST_ID,
    createdBy: 'editor',
    createdAt: AT,
    expiresAt: '2026-11-30T09:00:00.000Z',
  },
  CreatedPreviewLink: {
    id: 'a4b5c6d7-e8f9-4a0b-9c1d-2e3f4a5b6c7d',
    postId: POST_ID,
    expiresAt: '2026-11-30T09:00:00.000Z',
    url: 'https://finops.example.com/preview/pl_4f9c2e7b1a',
  },
  PagePreviewLink: {
    id: 'c6d7e8f9-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
    pageId: PAGE_ID,
    createdBy: 'editor',
    createdAt: AT,
    expiresAt: '2026-11-30T09:00:00.000Z',
  },
  CreatedPagePreviewLink: {
    id: 'c6d7e8f9-0a1b-4c2d-8e3f-4a5b6c7d8e9f',
    pageId: PAGE_ID,
    expiresAt: '2026-11-30T09:00:00.000Z',
    url: 'https://finops.example.com/webinar-finops-2027?preview=Qm9va2luZy1hLXByZXZpZXctbGluay1leGFtcGxlLXR',
  },
  SlugRedirect: { id: 'b5c6d7e8-f90a-4b1c-8d2e-3f4a5b6c7d8e', fromSlug: 'egress-costs', toSlug: 'cut-egress-costs', createdAt: AT },
  PendingPageChange: {
    pageId: PAGE_ID,
    baseVersion: 4,
    updatedAt: LATER,
    title: 'FinOps webinar 2027 (draft)',
    slug: 'webinar-finops-2027',
    blocks: [{ type: 'hero', headline: 'Join the FinOps webinar' }],
    seo: { title: 'FinOps webinar' },
  },
  ScheduledPageUpdate: {
    pageId: PAGE_ID,
    runAt: '2027-01-12T08:00:00.000Z',
    baseVersion: 4,
    scheduledBy: 'editor',
    refusal: null,
    createdAt: LATER,
    title: 'Home',
    slug: 'home',
    blocks: [{ type: 'hero', headline: 'Cut your cloud bill by a third this quarter' }],
    seo: {},
  },
  Experiment: {
    id: EXPERIMENT_ID,
    name: 'Hero headline test',
    pageId: PAGE_ID,
    blockIndex: 0,
    blockType: 'hero',
    arms: [
      { key: 'control', name: 'Control', weight: 50, fields: {} },
      { key: 'v1', name: 'Savings first', weight: 50, fields: { headline: 'Cut your cloud bill by 40% with FinOps' } },
    ],
    goal: 'lead',
    goalEvent: null,
    minVisitorsPerArm: 100,
    status: 'RUNNING',
    startedAt: AT,
    stoppedAt: null,
    promotedArm: null,
    updatedBy: 'editor',
    createdAt: AT,
    updatedAt: LATER,
  },
  ExperimentResults: {
    experimentId: EXPERIMENT_ID,
    goal: 'lead',
    minVisitorsPerArm: 100,
    enoughData: true,
    winner: null,
    arms: [
      { arm: 'control', visitors: 1200, conversions: 36, conversionRate: 0.03, interval: { low: 0.0218, high: 0.0412 } },
      {
        arm: 'v1',
        visitors: 1180,
        conversions: 47,
        conversionRate: 0.0398,
        interval: { low: 0.0301, high: 0.0526 },
        uplift: 0.3277,
        difference: { estimate: 0.0098, low: -0.0052, high: 0.0251 },
        pValue: 0.1902,
        probabilityToBeatControl: 0.9051,
      },
    ],
  },
  PendingChange: {
    postId: POST_ID,
    baseVersion: 3,
    updatedAt: LATER,
    title: 'Cut egress costs (draft)',
    slug: post.slug,
    content: post.content,
  },
  AnalyticsSummary: {
    from: '2026-11-01T00:00:00.000Z',
    to: '2026-12-01T00:00:00.000Z',
    visitors: 1234,
    visits: 1560,
    pageviews: 4210,
    viewsPerVisit: 2.7,
    bounceRate: 0.41,
    visitDuration: 95,
    leads: 18,
    interval: 'day',
    series: [{ at: '2026-11-01T00:00:00.000Z', visitors: 40, visits: 52, pageviews: 140, leads: 1 }],
    topPages: [numbers],
    entryPages: [{ path: '/', visitors: 700, pageviews: 760 }],
    exitPages: [{ path: '/contact', visitors: 90, pageviews: 95 }],
    sources: [{ source: 'newsletter', visitors: 120, visits: 130, leads: 6 }],
    referrers: [{ source: 'google.com', visitors: 300, visits: 320, leads: 4 }],
    campaigns: [{ utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'nov', visits: 130, leads: 6 }],
    devices: [{ name: 'desktop', visitors: 800, count: 3000 }],
    browsers: [{ name: 'Firefox', visitors: 200, count: 640 }],
    operatingSystems: [{ name: 'Linux', visitors: 150, count: 480 }],
    events: [{ name: 'calculator_result', visitors: 300, count: 340 }],
    conversions: [{ dimension: 'source', value: 'newsletter', visits: 130, leads: 6, conversionRate: 0.0462 }],
    funnel: [
      { step: 'landed', visits: 1560, ofFirst: 1, dropOff: 0 },
      { step: 'lead', visits: 14, ofFirst: 0.009, dropOff: 0.7667 },
    ],
  },
  AnalyticsRealtime: {
    at: AT,
    visitors: 12,
    pageviews: 30,
    events: 4,
    perMinute: [{ minute: '2026-11-23T08:59:00.000Z', pageviews: 2, visitors: 2 }],
    topPages: [numbers],
    sources: [{ source: 'google.com', visitors: 5 }],
  },
  AnalyticsPageNumbers: { ...numbers, entries: 300, leads: 3 },
};
for (const name of ['Post', 'Category', 'Resource', 'PlaybookLead', 'ContactRequest', 'MediaItem', 'Page', 'Tombstone'])
  RESPONSE_EXAMPLES[`SyncPageOf${name}`] = syncPage(RESPONSE_EXAMPLES[name]);

const postInput = {
  title: 'Cut egress costs',
  slug: 'cut-egress-costs',
  excerpt: 'Where data transfer charges hide and how to bring them down.',
  content: '<p>Egress is often the second line of a cloud bill. Start with the flows between regions.</p>',
  coverImage: '/media/egress-cover.webp',
  author: 'Ada Lovelace',
  category: 'cost-optimization',
  tags: 'egress, networking',
  featured: false,
  status: 'DRAFT',
};
const resourceInput = {
  title: 'FinOps maturity checklist',
  description: 'Forty questions to place your team on the crawl, walk, run scale.',
  type: 'template',
  category: 'best-practices',
  fileUrl: '/media/finops-maturity-checklist.pdf',
  coverImage: '/media/checklist-cover.webp',
  featured: true,
  status: 'DRAFT',
};
const pageInput = { slug: 'webinar-finops-2027', title: 'FinOps webinar 2027', blocks, seo: { title: 'FinOps webinar' } };
const experimentInput = {
  name: 'Hero headline test',
  pageId: PAGE_ID,
  blockIndex: 0,
  controlWeight: 50,
  variants: [{ name: 'Savings first', weight: 50, fields: { headline: 'Cut your cloud bill by 40% with FinOps' } }],
  goal: 'lead',
  minVisitorsPerArm: 100,
};
const categoryInput = { name: 'Cost optimization', slug: 'cost-optimization', description: 'Practical ways to lower the bill.' };
const credentials = { username: 'editor', password: 'correct horse battery staple' };
const bulk = { action: 'publish', ids: [POST_ID] };

/** An example of each JSON request body, by "METHOD /path" as the document writes it. */
export const REQUEST_EXAMPLES: Record<string, unknown> = {
  'POST /api/admin/blog/bulk': bulk,
  'POST /api/admin/resources/bulk': { ...bulk, ids: [RESOURCE_ID] },
  'POST /api/admin/leads/{kind}/bulk': { ids: [LEAD_ID], status: 'QUALIFIED', addLabel: 'webinar' },
  'POST /api/admin/leads/{kind}/bulk-erase': { ids: [LEAD_ID] },
  'PUT /api/admin/blog/{id}/pending': { ...postInput, expectedVersion: 3 },
  'PUT /api/admin/pages/{id}/pending': { ...pageInput, expectedVersion: 4 },
  'PUT /api/admin/pages/{id}/scheduled-update': { ...pageInput, expectedVersion: 4, runAt: '2027-01-12T08:00:00Z' },
  'POST /api/admin/experiments': experimentInput,
  'PUT /api/admin/experiments/{id}': experimentInput,
  'POST /api/admin/experiments/{id}/promote': { arm: 'v1' },
  'POST /api/auth/login': credentials,
  'POST /api/auth/register': credentials,
  'POST /api/auth/login/verify': { code: '492039' },
  'POST /api/auth/login/enrol/confirm': { code: '492039' },
  'POST /api/auth/reauthenticate': { proof: 'correct horse battery staple' },
  'POST /api/auth/undo-email-change': { token: 'uec_7f3a9c2e4b1d' },
  'POST /api/playbook-lead': { name: 'Grace Hopper', email: 'grace@example.com', company: 'Compiler Works', consentPage: '/playbook' },
  'POST /api/contact': {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    company: 'Compiler Works',
    cloudSpending: '100k-500k',
    message: 'Our bill doubled in a year.',
    privacyConsent: true,
  },
  'POST /api/admin/pages': pageInput,
  'PUT /api/admin/pages/{id}': { ...pageInput, expectedVersion: 4 },
  'POST /api/admin/page-revisions/{id}/restore': { expectedVersion: 4 },
  'PUT /api/admin/footer': { details: footerDetails, expectedVersion: 3 },
  'PUT /api/admin/navigation/{menu}': {
    items: [
      { label: 'Blog', target: { kind: 'route', route: 'blog' } },
      { label: 'Webinar', target: { kind: 'page', slug: 'webinar-finops-2027' } },
    ],
    expectedVersion: 5,
  },
  'POST /api/admin/blog': postInput,
  'PUT /api/admin/blog/{id}': { ...postInput, expectedVersion: 3 },
  'POST /api/admin/categories': categoryInput,
  'PUT /api/admin/categories/{id}': categoryInput,
  'POST /api/admin/resources': resourceInput,
  'PUT /api/admin/resources/{id}': { ...resourceInput, expectedVersion: 2 },
  'POST /api/admin/post-revisions/{id}/restore': { expectedVersion: 3 },
  'PATCH /api/admin/leads/{kind}/{id}': { status: 'QUALIFIED', ownerId: OWNER_ID, labels: ['enterprise', 'webinar'], expectedVersion: 2 },
  'POST /api/admin/leads/{kind}/{id}/notes': { body: 'Called: a workshop in January.' },
  'POST /api/admin/leads/erase': { email: 'grace@example.com' },
  'POST /api/admin/leads/access-export': { email: 'grace@example.com' },
  'POST /api/analytics/events': { n: 'calculator_result', p: '/calculator', props: { monthlySpend: 120000 } },
  'PATCH /api/admin/media/{id}': { alt: 'A chart of egress costs by region' },
};
