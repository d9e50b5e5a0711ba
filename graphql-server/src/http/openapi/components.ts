// The OpenAPI document's response schemas (JSON Schema 2020-12, as OpenAPI 3.1 uses it). The
// answers are checked against them by tests/integration/openapi.test.ts with ajv: a field the
// server stops sending, or sends with another type, fails there. Extra fields are allowed, so a
// new field is not a breaking change.
import { CONTENT_STATUSES } from '../../../../schema/validation/editorial';
import { LEAD_STATUSES } from '../../../../schema/validation/lead-pipeline';
import { SYNC_KINDS } from '../../modules/sync/sync-kinds';
import { TOMBSTONE_REASONS } from '../../modules/sync/sync.service';
import type { JsonSchema } from './from-validation';
import { FOOTER_COLUMNS, SOCIAL_NETWORKS } from '../../../../schema/validation/footer';

const string = { type: 'string' };
const nullableString = { type: ['string', 'null'] };
const dateTime = { type: 'string', format: 'date-time' };
const nullableDateTime = { type: ['string', 'null'], format: 'date-time' };
const uuid = { type: 'string', format: 'uuid' };
const integer = { type: 'integer' };
const boolean = { type: 'boolean' };
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const object = (properties: Record<string, JsonSchema>, required: string[] = Object.keys(properties)) => ({
  type: 'object',
  properties,
  required,
});

const postSummary = {
  id: uuid,
  slug: string,
  title: string,
  excerpt: string,
  coverImage: string,
  category: { ...string, description: 'The slug of the post’s category (GET /api/categories lists them); write it as a slug too.' },
  author: string,
  tags: string,
  tagList: { type: 'array', items: string },
  featured: boolean,
  publishedAt: dateTime,
};

const lead = {
  id: uuid,
  name: string,
  email: string,
  company: string,
  createdAt: dateTime,
  updatedAt: { ...dateTime, description: 'When the lead last changed (a pipeline change or a note counts); the sync feeds order by it.' },
  version: { ...integer, description: 'Raised by every change of the lead; webhook events carry it too.' },
  status: { enum: LEAD_STATUSES },
  ownerId: { ...uuid, type: ['string', 'null'], description: 'The staff account that owns the lead; null: nobody.' },
  labels: { type: 'array', items: string, description: 'Free labels, at most 10.' },
};
const LEAD_REQUIRED = ['id', 'name', 'email', 'company', 'createdAt', 'updatedAt', 'version', 'status', 'ownerId', 'labels'];

/** A sync feed's page of `item`s (modules/sync): the items, the total after `since`, where to resume. */
const syncPage = (item: JsonSchema) =>
  object({
    items: { type: 'array', items: item },
    totalCount: { ...integer, description: 'Items from the since-time (or the start) to now, across all pages; the same on every page.' },
    remainingCount: { ...integer, description: 'Items after `after` (this page included) to now: what is left to read.' },
    pageInfo: object({ endCursor: nullableString, hasNextPage: boolean }),
  });

const SYNC_ITEMS = ['Post', 'Category', 'Resource', 'PlaybookLead', 'ContactRequest', 'MediaItem', 'Page', 'Tombstone'];

export const SCHEMAS: Record<string, JsonSchema> = {
  ...Object.fromEntries(SYNC_ITEMS.map((name) => [`SyncPageOf${name}`, syncPage(ref(name))])),
  Tombstone: {
    description:
      'An item that left the reader’s view: its id, its kind, when and why (no other data). UNPUBLISHED: taken back to draft or review; only readers of published items only (a content token without content:drafts) get it.',
    ...object({ id: uuid, kind: { enum: [...SYNC_KINDS] }, deletedAt: dateTime, reason: { enum: [...TOMBSTONE_REASONS] } }),
  },
  Error: {
    ...object(
      {
        message: string,
        errors: { type: 'array', items: ref('FieldError') },
        field: { type: 'string', description: 'The field a 409 is about, when it is one field’s value (`slug`: the slug is in use).' },
      },
      ['message'],
    ),
    description:
      'Every error answer. `errors` lists each broken rule (400); some answers add facts such as `currentVersion` or `field` (409).',
  },
  FieldError: object({ field: string, message: string }),
  PostSummary: object(postSummary),
  Post: object(
    {
      ...postSummary,
      content: string,
      status: { enum: CONTENT_STATUSES, description: 'The one status field: DRAFT, IN_REVIEW, SCHEDULED or PUBLISHED.' },
      version: integer,
      ownerId: { ...uuid, type: ['string', 'null'] },
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    [...Object.keys(postSummary), 'content', 'status', 'version'],
  ),
  Category: object(
    { id: uuid, name: string, slug: string, description: nullableString, version: integer, createdAt: dateTime, updatedAt: dateTime },
    ['id', 'name', 'slug', 'description'],
  ),
  Resource: object(
    {
      id: uuid,
      title: string,
      description: string,
      type: string,
      fileUrl: string,
      coverImage: string,
      category: string,
      featured: boolean,
      publishedAt: dateTime,
      downloadCount: { type: ['integer', 'null'] },
      status: { enum: CONTENT_STATUSES, description: 'Admin reads and the sync feed: DRAFT, IN_REVIEW, SCHEDULED or PUBLISHED.' },
      version: integer,
      ownerId: { ...uuid, type: ['string', 'null'] },
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    ['id', 'title', 'description', 'type', 'fileUrl', 'category', 'publishedAt'],
  ),
  DownloadCount: object({ id: uuid, fileUrl: string, downloadCount: integer }),
  LeadReceipt: object({ id: uuid, createdAt: dateTime }),
  PlaybookLead: object(lead, LEAD_REQUIRED),
  ContactRequest: object({ ...lead, cloudSpending: string, message: string }, LEAD_REQUIRED),
  LeadDetail: object(
    {
      ...lead,
      kind: { enum: ['playbook', 'contact'] },
      cloudSpending: { ...nullableString, description: 'Contact requests only.' },
      message: { ...nullableString, description: 'Contact requests only.' },
      ownerName: { ...nullableString, description: 'The owner’s name, when the lead has one.' },
      consent: { type: ['object', 'null'], description: 'The consent text the visitor agreed to, its version and when.' },
      deliveries: { type: 'array', description: 'The lead’s e-mails and webhook deliveries, with their state.' },
      notes: { type: 'array', items: ref('LeadNote') },
      attribution: object({
        landingPage: nullableString,
        referrer: nullableString,
        utmSource: nullableString,
        utmMedium: nullableString,
        utmCampaign: nullableString,
        utmTerm: nullableString,
        utmContent: nullableString,
        pagesBeforeLead: { type: ['array', 'null'], items: string },
        toolsBeforeLead: { type: ['array', 'null'], items: string },
        secondsToLead: { type: ['integer', 'null'] },
      }),
    },
    [...LEAD_REQUIRED, 'kind', 'notes', 'attribution'],
  ),
  AnalyticsSummary: object({
    from: dateTime,
    to: dateTime,
    visitors: integer,
    visits: integer,
    pageviews: integer,
    viewsPerVisit: { type: 'number' },
    bounceRate: { type: 'number', minimum: 0, maximum: 1 },
    visitDuration: integer,
    leads: integer,
    interval: { enum: ['day', 'hour'] },
    series: {
      type: 'array',
      items: object({ at: dateTime, visitors: integer, visits: integer, pageviews: integer, leads: integer }),
    },
    topPages: { type: 'array', items: object({ path: string, visitors: integer, pageviews: integer }) },
    entryPages: { type: 'array', items: object({ path: string, visitors: integer, pageviews: integer }) },
    exitPages: { type: 'array', items: object({ path: string, visitors: integer, pageviews: integer }) },
    sources: { type: 'array', items: object({ source: string, visitors: integer, visits: integer, leads: integer }) },
    referrers: { type: 'array', items: object({ source: string, visitors: integer, visits: integer, leads: integer }) },
    campaigns: {
      type: 'array',
      items: object({ utmSource: nullableString, utmMedium: nullableString, utmCampaign: nullableString, visits: integer, leads: integer }),
    },
    devices: { type: 'array', items: object({ name: string, visitors: integer, count: integer }) },
    browsers: { type: 'array', items: object({ name: string, visitors: integer, count: integer }) },
    operatingSystems: { type: 'array', items: object({ name: string, visitors: integer, count: integer }) },
    events: { type: 'array', items: object({ name: string, visitors: integer, count: integer }) },
    conversions: {
      type: 'array',
      items: object({
        dimension: { enum: ['landingPage', 'source', 'campaign', 'article', 'tool'] },
        value: string,
        visits: integer,
        leads: integer,
        conversionRate: { type: 'number' },
      }),
    },
    funnel: {
      type: 'array',
      items: object({
        step: { enum: ['landed', 'usedTool', 'startedForm', 'lead'] },
        visits: integer,
        ofFirst: { type: 'number', minimum: 0, maximum: 1 },
        dropOff: { type: 'number', minimum: 0, maximum: 1 },
      }),
    },
  }),
  AnalyticsRealtime: object({
    at: dateTime,
    visitors: integer,
    pageviews: integer,
    events: integer,
    perMinute: { type: 'array', items: object({ minute: dateTime, pageviews: integer, visitors: integer }) },
    topPages: { type: 'array', items: object({ path: string, visitors: integer, pageviews: integer }) },
    sources: { type: 'array', items: object({ source: string, visitors: integer }) },
  }),
  AnalyticsPageNumbers: object({ path: string, visitors: integer, pageviews: integer, entries: integer, leads: integer }),
  Experiment: object(
    {
      id: uuid,
      name: string,
      pageId: uuid,
      blockIndex: integer,
      blockType: string,
      arms: {
        type: 'array',
        items: object({ key: string, name: string, weight: integer, fields: { type: 'object' } }),
      },
      goal: { enum: ['lead', 'event'] },
      goalEvent: nullableString,
      minVisitorsPerArm: integer,
      status: { enum: ['DRAFT', 'RUNNING', 'STOPPED'] },
      startedAt: nullableDateTime,
      stoppedAt: nullableDateTime,
      promotedArm: nullableString,
      updatedBy: nullableString,
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    ['id', 'name', 'pageId', 'blockIndex', 'blockType', 'arms', 'goal', 'status', 'minVisitorsPerArm'],
  ),
  ExperimentResults: object({
    experimentId: uuid,
    goal: string,
    minVisitorsPerArm: integer,
    enoughData: boolean,
    winner: nullableString,
    arms: {
      type: 'array',
      items: object(
        {
          arm: string,
          visitors: integer,
          conversions: integer,
          conversionRate: { type: 'number' },
          interval: object({ low: { type: 'number' }, high: { type: 'number' } }),
          uplift: { type: ['number', 'null'] },
          difference: {
            oneOf: [object({ estimate: { type: 'number' }, low: { type: 'number' }, high: { type: 'number' } }), { type: 'null' }],
          },
          pValue: { type: ['number', 'null'] },
          probabilityToBeatControl: { type: ['number', 'null'] },
        },
        ['arm', 'visitors', 'conversions', 'conversionRate', 'interval'],
      ),
    },
  }),
  LeadNote: object({ id: uuid, body: string, createdAt: dateTime }, ['id', 'body']),
  ErasureCount: object({ leads: integer }),
  StatusCount: object({ status: { enum: LEAD_STATUSES }, playbookLeads: integer, contactRequests: integer }),
  User: object({ id: uuid, username: string }),
  Me: object({ user: { oneOf: [ref('User'), { type: 'null' }] } }),
  SignIn: {
    description: 'A session (user, token; the session cookie is set), or a second factor to give (user and token null).',
    ...object(
      {
        user: { oneOf: [ref('User'), { type: 'null' }] },
        token: nullableString,
        twoFactor: object({ step: { enum: ['VERIFY', 'ENROL'] }, pendingToken: string, expiresAt: dateTime }),
      },
      ['user', 'token'],
    ),
  },
  TwoFactorSetup: object({ secret: string, otpauthUrl: string, qrCode: string }),
  Ok: object({ ok: { const: true } }),
  Reauthenticated: {
    description: 'Re-authenticated: sensitive changes are allowed until `until`.',
    ...object({ ok: { const: true }, until: dateTime }),
  },
  Message: object({ message: string }),
  MediaItem: object(
    {
      id: uuid,
      url: string,
      mimeType: string,
      kind: string,
      size: integer,
      alt: nullableString,
      variants: { type: 'array' },
      createdAt: dateTime,
    },
    ['id', 'url', 'mimeType', 'kind', 'size'],
  ),
  Revision: object({ id: uuid, postId: uuid, createdAt: dateTime }, ['id', 'createdAt']),
  SitePage: object({ slug: string, title: string, html: string, updatedAt: nullableDateTime }, ['slug', 'title', 'html']),
  PublicPage: {
    description: 'A published page built from blocks (docs/integrators.md#pages-built-from-blocks), or the privacy page (SitePage).',
    anyOf: [
      object({
        id: uuid,
        slug: string,
        title: string,
        blocks: { type: 'array', items: { type: 'object' } },
        seo: { type: 'object' },
        updatedAt: dateTime,
      }),
      ref('SitePage'),
    ],
  },
  Page: {
    description: 'A page built from blocks as the admin paths show it: the posts’ editorial fields and `updatedBy`.',
    ...object(
      {
        id: uuid,
        slug: string,
        title: string,
        blocks: { type: 'array', items: { type: 'object' } },
        seo: { type: 'object' },
        status: { enum: [...CONTENT_STATUSES] },
        version: integer,
        publishedAt: dateTime,
        updatedBy: nullableString,
        updatedAt: dateTime,
      },
      ['id', 'slug', 'title', 'blocks', 'seo', 'status', 'version'],
    ),
  },
  Navigation: {
    description:
      'The menus as visitors see them (each entry a label and an address; a footer entry its column too) and the footer’s details: blurb, contact details, social links (`url` empty: a placeholder).',
    ...object({
      header: { type: 'array', items: object({ label: string, href: string, external: boolean }) },
      footer: { type: 'array', items: object({ label: string, href: string, external: boolean, column: { enum: [...FOOTER_COLUMNS] } }) },
      footerDetails: object({
        blurb: string,
        email: string,
        phone: string,
        phoneHref: string,
        address: string,
        social: { type: 'array', items: object({ network: { enum: [...SOCIAL_NETWORKS] }, label: string, url: string }) },
      }),
    }),
  },
  AdminMenu: object(
    {
      name: { enum: ['header', 'footer'] },
      version: integer,
      items: {
        type: 'array',
        items: object(
          { label: string, href: string, target: { type: 'object' }, column: { enum: [...FOOTER_COLUMNS, null] }, broken: boolean },
          ['label', 'href', 'target', 'broken'],
        ),
      },
    },
    ['name', 'version', 'items'],
  ),
  AdminFooter: {
    description: 'The footer’s details as saved, with their version (pass it back as `expectedVersion`).',
    ...object(
      {
        version: integer,
        updatedBy: nullableString,
        updatedAt: dateTime,
        details: object({
          blurb: string,
          email: string,
          phone: string,
          address: string,
          social: { type: 'array', items: object({ network: { enum: [...SOCIAL_NETWORKS] }, url: string }) },
        }),
      },
      ['version', 'details'],
    ),
  },
  PageOrSitePage: { anyOf: [ref('Page'), ref('SitePage')] },
  PageRevision: object({ id: uuid, pageId: uuid, version: integer, title: string, blocks: { type: 'array' }, createdAt: dateTime }, [
    'id',
    'pageId',
    'version',
  ]),
  AccessExport: object({ exportedAt: dateTime }),
  BulkResult: {
    description: 'Each item checked as the single action would be: the ids done, and each refused one with why.',
    ...object({
      succeeded: { type: 'array', items: uuid },
      refused: { type: 'array', items: object({ id: string, title: nullableString, message: string }) },
    }),
  },
  PreviewLink: {
    description: 'A shareable preview link of a post (the token itself is shown only when created).',
    ...object({ id: uuid, postId: uuid, createdBy: nullableString, createdAt: dateTime, expiresAt: dateTime }, [
      'id',
      'postId',
      'expiresAt',
    ]),
  },
  CreatedPreviewLink: object(
    { id: uuid, postId: uuid, expiresAt: dateTime, url: { type: 'string', description: 'The link to share; shown only now.' } },
    ['id', 'postId', 'expiresAt', 'url'],
  ),
  PagePreviewLink: {
    description: 'A shareable preview link of a page (the token itself is shown only when created).',
    ...object({ id: uuid, pageId: uuid, createdBy: nullableString, createdAt: dateTime, expiresAt: dateTime }, [
      'id',
      'pageId',
      'expiresAt',
    ]),
  },
  CreatedPagePreviewLink: object(
    {
      id: uuid,
      pageId: uuid,
      expiresAt: dateTime,
      url: { type: 'string', description: 'The link to share: /{slug}?preview={token}; shown only now.' },
    },
    ['id', 'pageId', 'expiresAt', 'url'],
  ),
  SlugRedirect: object({ id: uuid, fromSlug: string, toSlug: string, createdAt: dateTime }, ['id', 'fromSlug', 'toSlug']),
  PendingChange: {
    description: "The signed-in editor's autosaved edits of a live post, not public until saved.",
    ...object({ postId: uuid, baseVersion: integer, updatedAt: dateTime, title: string, slug: string, content: string }),
  },
  PendingPageChange: {
    description: "The signed-in editor's autosaved edits of a live page, not public until saved (decision 0074).",
    ...object({
      pageId: uuid,
      baseVersion: integer,
      updatedAt: dateTime,
      title: string,
      slug: string,
      blocks: { type: 'array', items: { type: 'object' } },
      seo: { type: 'object' },
    }),
  },
  ScheduledPageUpdate: {
    description:
      'An update of a live page that goes live at runAt (decision 0072): applied only over baseVersion; refusal says why it was not applied (the page changed since).',
    ...object(
      {
        pageId: uuid,
        runAt: dateTime,
        baseVersion: integer,
        scheduledBy: string,
        refusal: nullableString,
        createdAt: dateTime,
        title: string,
        slug: string,
        blocks: { type: 'array', items: { type: 'object' } },
        seo: { type: 'object' },
      },
      ['pageId', 'runAt', 'baseVersion', 'refusal', 'title', 'slug', 'blocks'],
    ),
  },
};
