// Every REST path, as Express routes it (':id'), with its OpenAPI description. A path the app
// serves but this table lacks fails tests/integration/openapi.test.ts.
import { blogPostSchema, categorySchema, resourceSchema } from '../../../../schema/validation/content';
import { contactRequestSchema, playbookLeadSchema } from '../../../../schema/validation/leads';
import { leadNoteSchema, leadPipelineSchema } from '../../../../schema/validation/lead-pipeline';
import { emailSchema, reauthenticateSchema, twoFactorCodeSchema } from '../../../../schema/validation/accounts';
import { loginSchema } from '../../../../schema/validation/auth';
import { sitePageSchema } from '../../../../schema/validation/site-pages';
import { pageInputSchema } from '../../../../schema/validation/pages';
import { footerInputSchema } from '../../../../schema/validation/footer';
import { menuInputSchema } from '../../../../schema/validation/navigation';
import { z } from 'zod';
import { bodySchema } from './from-validation';
import {
  adminResourceListQuery,
  blogSearchQuery,
  categoryListQuery,
  contentListQuery,
  leadListQuery,
  pageQuery,
  resourceListQuery,
  searchPageQuery,
} from '../query-schemas';
import { changesQuery, deletedQuery } from '../../modules/sync/sync.routes';
import type { OperationSpec } from './operations';
import { analyticsPagesQuery, analyticsSummaryQuery } from '../../modules/analytics/analytics.routes';
import { ANALYTICS_EVENTS } from '../../../../schema/analytics-events';
import { experimentInputSchema } from '../../modules/experiments/experiment-input';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type PathTable = Record<string, Partial<Record<Method, OperationSpec>>>;

const content = { token: 'content' } as const;
const leads = { token: 'leads' } as const;
const versioned = { type: 'object', properties: { expectedVersion: { type: 'integer' } } };
const csv = { type: 'text/csv' };

/** The five admin paths of a content type (http/admin-crud-routes.ts). */
function crud(name: string, component: string, body: OperationSpec['body'], query: OperationSpec['query'], tokenWrites = false): PathTable {
  // Posts, resources and pages are saved by content:write tokens too (publishing needs content:publish).
  const save: OperationSpec['access'] = tokenWrites ? { token: 'content:write' } : 'staff';
  return {
    [`/api/admin/${name}`]: {
      get: { summary: `List ${name}`, access: content, query, ok: [200, [component]], paged: true },
      post: { summary: `Create one of ${name}`, access: save, body, ok: [201, component], errors: [409] },
    },
    [`/api/admin/${name}/:id`]: {
      get: { summary: `One of ${name}`, access: content, ok: [200, component] },
      put: { summary: `Update one of ${name}`, access: save, body, ok: [200, component], errors: [409] },
      delete: { summary: `Delete one of ${name}`, access: 'staff', ok: [204, null], errors: [409] },
    },
  };
}

/** A page save (schema/validation/pages.ts), generated from the zod schema the server checks with. */
const PAGE_INPUT = z.toJSONSchema(pageInputSchema, { io: 'input', unrepresentable: 'any' }) as OperationSpec['body'];

/** A scheduled update of a live page (decision 0072): the page save's fields, the version edited and when. */
const SCHEDULE_INPUT = z.toJSONSchema(
  pageInputSchema.omit({ status: true, publishedAt: true }).extend({
    expectedVersion: z.number().int().min(1).describe('The live version the update was made over.'),
    runAt: z.iso.datetime({ offset: true }).describe('When it goes live: a future date and time.'),
  }),
  { io: 'input', unrepresentable: 'any' },
) as OperationSpec['body'];

/** The block pages' admin paths (issue 31); PUT /api/admin/pages/privacy is the privacy page's { title, html }. */
function pagePaths(): PathTable {
  const table = crud('pages', 'Page', PAGE_INPUT, contentListQuery, true);
  table['/api/admin/pages/:id'].put = {
    summary: 'Update a page (`privacy` as the id: the privacy policy, with { title, html }, Editors and up only)',
    access: { token: 'content:write' },
    body: { anyOf: [PAGE_INPUT, bodySchema(sitePageSchema)] },
    ok: [200, 'PageOrSitePage'],
    errors: [409],
  };
  return {
    ...table,
    '/api/admin/pages/:id/revisions': {
      get: { summary: "A page's revisions, newest first", access: 'staff', ok: [200, ['PageRevision']] },
    },
    '/api/admin/pages/:id/pending': {
      get: { summary: "The signed-in editor's autosaved edits of a live page", access: 'staff', ok: [200, 'PendingPageChange'] },
      put: {
        summary: 'Autosave edits of a live page without changing it (decision 0074)',
        access: 'staff',
        body: PAGE_INPUT,
        ok: [200, 'PendingPageChange'],
      },
      delete: { summary: 'Discard the autosaved edits', access: 'staff', ok: [204, null] },
    },
    '/api/admin/pages/:id/preview-links': {
      get: { summary: "A page's active shareable preview links", access: 'staff', ok: [200, ['PagePreviewLink']] },
      post: {
        summary: 'Create a shareable preview link of a page (7 days, decision 0073)',
        access: 'staff',
        ok: [201, 'CreatedPagePreviewLink'],
      },
    },
    '/api/admin/page-preview-links/:id': {
      delete: { summary: 'Revoke a page preview link', access: 'staff', ok: [200, 'PagePreviewLink'] },
    },
    '/api/admin/pages/:id/scheduled-update': {
      get: { summary: "A live page's update scheduled for a time", access: 'staff', ok: [200, 'ScheduledPageUpdate'] },
      put: {
        summary: 'Schedule an update of a live page for runAt; visitors keep the live page until then (Editors and up, decision 0072)',
        access: 'staff',
        body: SCHEDULE_INPUT,
        ok: [200, 'ScheduledPageUpdate'],
        errors: [409],
      },
      delete: { summary: 'Cancel (or dismiss, when flagged) the scheduled update (Editors and up)', access: 'staff', ok: [204, null] },
    },
    '/api/admin/page-revisions/:id': { get: { summary: 'One page revision with its blocks', access: 'staff', ok: [200, 'PageRevision'] } },
    '/api/admin/page-revisions/:id/restore': {
      post: { summary: 'Restore a page revision as a new save', access: 'staff', body: versioned, ok: [200, 'Page'], errors: [409] },
    },
  };
}

const leadList = (kind: string, component: string): PathTable => ({
  [`/api/admin/${kind}`]: {
    get: { summary: `List ${kind}, newest first`, access: leads, query: leadListQuery, ok: [200, [component]], paged: true },
  },
  [`/api/admin/${kind}/export.csv`]: {
    get: { summary: `Every matching lead as CSV`, access: leads, query: leadListQuery, ok: [200, csv] },
  },
});

/** The sync feeds (modules/sync/sync.routes.ts): one per kind, and the deleted feed. */
// The media feed, like the media library, is staff-only: an API token is refused with 403.
const SYNC_FEEDS: Array<[string, string, 'content' | 'leads' | 'staff']> = [
  ['posts', 'Post', 'content'],
  ['categories', 'Category', 'content'],
  ['resources', 'Resource', 'content'],
  ['playbook-leads', 'PlaybookLead', 'leads'],
  ['contact-requests', 'ContactRequest', 'leads'],
  ['media', 'MediaItem', 'staff'],
  ['pages', 'Page', 'content'],
];
const syncFeeds: PathTable = Object.fromEntries([
  ...SYNC_FEEDS.map(([feed, component, token]) => [
    `/api/admin/sync/${feed}`,
    {
      get: {
        summary: `Changed ${feed}, oldest change first: a cursor page (docs/integrators.md#incremental-sync)`,
        access: token === 'staff' ? 'staff' : { token },
        query: changesQuery,
        ok: [200, `SyncPageOf${component}`],
        sync: true,
      },
    },
  ]),
  [
    '/api/admin/sync/deleted',
    {
      get: {
        summary: 'Tombstones of deleted items of the kinds the caller may read, oldest first: a cursor page',
        access: { token: ['content', 'leads'] },
        query: deletedQuery,
        ok: [200, 'SyncPageOfTombstone'],
        sync: true,
      },
    },
  ],
]);

/** POST /api/admin/{blog,resources}/bulk (http/admin-bulk-routes.ts). */
const contentBulk = (name: string): PathTable => ({
  [`/api/admin/${name}/bulk`]: {
    post: {
      summary: `Publish, unpublish, submit or delete many ${name} items (at most 100)`,
      access: 'staff',
      body: {
        type: 'object',
        properties: { action: { enum: ['publish', 'unpublish', 'submit', 'delete'] }, ids },
        required: ['action', 'ids'],
      },
      ok: [200, 'BulkResult'],
    },
  },
});

const ids = { type: 'array', items: { type: 'string' }, maxItems: 100 };
const leadBulkBody = {
  type: 'object',
  properties: { ids, status: { type: ['string', 'null'] }, ownerId: { type: ['string', 'null'] }, addLabel: { type: ['string', 'null'] } },
  required: ['ids'],
};

export const PATHS: PathTable = {
  ...contentBulk('blog'),
  ...contentBulk('resources'),
  '/api/admin/leads/:kind/bulk': {
    post: {
      summary: 'Set the status or owner of, or add a label to, many leads (at most 100)',
      access: { token: 'leads:write' },
      body: leadBulkBody,
      ok: [200, 'BulkResult'],
    },
  },
  '/api/admin/leads/:kind/bulk-erase': {
    post: {
      summary: 'Erase many leads (at most 100)',
      access: 'staff',
      body: { type: 'object', properties: { ids }, required: ['ids'] },
      ok: [200, 'BulkResult'],
    },
  },
  '/api/admin/blog/:id/pending': {
    get: { summary: "The signed-in editor's autosaved edits of a live post", access: 'staff', ok: [200, 'PendingChange'] },
    put: {
      summary: 'Autosave edits of a live post without changing it (decision 0032)',
      access: 'staff',
      body: { allOf: [{ $ref: '#/components/schemas/PostInput' }, versioned] },
      ok: [200, 'PendingChange'],
    },
    delete: { summary: 'Discard the autosaved edits', access: 'staff', ok: [204, null] },
  },
  '/api/admin/blog/:id/preview-links': {
    get: { summary: "A post's active shareable preview links", access: 'staff', ok: [200, ['PreviewLink']] },
    post: { summary: 'Create a shareable preview link (7 days)', access: 'staff', ok: [201, 'CreatedPreviewLink'] },
  },
  '/api/admin/preview-links/:id': { delete: { summary: 'Revoke a preview link', access: 'staff', ok: [200, 'PreviewLink'] } },
  '/api/admin/redirects': { get: { summary: 'Old blog addresses answering 301', access: 'staff', ok: [200, ['SlugRedirect']] } },
  '/api/admin/redirects/:id': { delete: { summary: 'Delete a redirect', access: 'staff', ok: [200, 'SlugRedirect'] } },
  ...syncFeeds,
  '/api/openapi.json': { get: { summary: 'This document', access: 'public', ok: [200, { type: 'application/json' }] } },
  '/api/docs/integrators': {
    get: {
      summary: "The integrators' guide as a web page (revalidate with If-None-Match)",
      access: 'public',
      ok: [200, { type: 'text/html' }],
    },
  },
  '/api/auth/me': { get: { summary: 'The signed-in staff member, or null', access: 'public', ok: [200, 'Me'] } },
  '/api/auth/login': {
    post: { summary: 'Sign in', access: 'public', body: loginSchema, ok: [200, 'SignIn'], errors: [400, 401, 403, 429] },
  },
  '/api/auth/register': {
    post: {
      summary: 'Register the first administrator',
      access: 'public',
      body: loginSchema,
      ok: [201, 'SignIn'],
      errors: [400, 403, 409, 429],
    },
  },
  '/api/auth/login/verify': {
    post: {
      summary: 'The second factor of a sign-in',
      access: 'public',
      body: twoFactorCodeSchema,
      ok: [200, 'SignIn'],
      errors: [400, 401, 429],
    },
  },
  '/api/auth/login/enrol': {
    post: { summary: 'Set up an authenticator during sign-in', access: 'public', ok: [200, 'TwoFactorSetup'], errors: [401] },
  },
  '/api/auth/login/enrol/confirm': {
    post: {
      summary: 'Confirm the authenticator',
      access: 'public',
      body: twoFactorCodeSchema,
      ok: [200, 'SignIn'],
      errors: [400, 401, 429],
    },
  },
  '/api/auth/logout': { post: { summary: 'Sign out', access: 'public', ok: [200, 'Ok'] } },
  '/api/auth/reauthenticate': {
    post: {
      summary: 'Prove the password (or a current code) again: sensitive changes need it within 5 minutes',
      access: 'staff',
      body: reauthenticateSchema,
      ok: [200, 'Reauthenticated'],
      errors: [400, 429],
    },
  },
  '/api/auth/undo-email-change': {
    post: {
      summary: "The old address's undo link of an e-mail change: the old address is back, every session ends",
      access: 'public',
      body: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
      ok: [200, 'Message'],
      errors: [404],
    },
  },
  '/api/playbook-lead': {
    post: { summary: 'Ask for the playbook', access: 'public', body: playbookLeadSchema, ok: [201, 'LeadReceipt'], errors: [429] },
  },
  '/api/contact': {
    post: { summary: 'Send a contact request', access: 'public', body: contactRequestSchema, ok: [201, 'LeadReceipt'], errors: [429] },
  },
  '/api/blog': {
    get: { summary: 'Published posts, newest first', access: 'public', query: pageQuery, ok: [200, ['PostSummary']], paged: true },
  },
  '/api/blog/featured': { get: { summary: 'At most 3 featured posts', access: 'public', ok: [200, ['PostSummary']] } },
  '/api/blog/search': {
    get: { summary: 'Full-text search of posts', access: 'public', query: blogSearchQuery, ok: [200, ['PostSummary']], paged: true },
  },
  '/api/blog/category/:category': {
    get: {
      summary: "A category's posts ('all': every one)",
      access: 'public',
      query: categoryListQuery,
      ok: [200, ['PostSummary']],
      paged: true,
    },
  },
  '/api/blog/:slug': {
    get: {
      summary: 'One published post',
      access: 'public',
      ok: [200, 'Post'],
      moved: 'The slug is an old address of a post renamed since it was published: follow `Location`.',
    },
  },
  '/api/categories': { get: { summary: 'Categories', access: 'public', query: pageQuery, ok: [200, ['Category']], paged: true } },
  '/api/resources': {
    get: { summary: 'Published resources', access: 'public', query: resourceListQuery, ok: [200, ['Resource']], paged: true },
  },
  '/api/resources/type/:type': {
    get: { summary: 'Resources of a type', access: 'public', query: pageQuery, ok: [200, ['Resource']], paged: true },
  },
  '/api/resources/:id/download': { post: { summary: 'Count a download', access: 'public', ok: [200, 'DownloadCount'] } },
  '/api/pages/:slug': {
    get: {
      summary: 'A published page built from blocks (`home`: the home page); `privacy`: the privacy policy as { slug, title, html }',
      access: 'public',
      ok: [200, 'PublicPage'],
    },
  },
  ...pagePaths(),
  '/api/navigation': {
    get: {
      summary: "The header and footer menus (no entry leads to a page that is not public) and the footer's details",
      access: 'public',
      ok: [200, 'Navigation'],
    },
  },
  '/api/admin/navigation': {
    get: { summary: 'Both menus with every entry, broken ones flagged', access: content, ok: [200, ['AdminMenu']] },
  },
  '/api/admin/navigation/:menu': {
    put: {
      summary: "Replace a menu's entries (header or footer; Editors and up)",
      access: 'staff',
      body: z.toJSONSchema(menuInputSchema, { io: 'input', unrepresentable: 'any' }) as OperationSpec['body'],
      ok: [200, 'AdminMenu'],
      errors: [409],
    },
  },
  '/api/admin/footer': {
    get: {
      summary: "The footer's details (blurb, contact details, social links) with their version",
      access: content,
      ok: [200, 'AdminFooter'],
    },
    put: {
      summary: "Replace the footer's details (Editors and up)",
      access: 'staff',
      body: z.toJSONSchema(footerInputSchema, { io: 'input', unrepresentable: 'any' }) as OperationSpec['body'],
      ok: [200, 'AdminFooter'],
      errors: [409],
    },
  },
  ...crud('blog', 'Post', { allOf: [{ $ref: '#/components/schemas/PostInput' }, versioned] }, contentListQuery, true),
  ...crud('categories', 'Category', categorySchema, pageQuery),
  ...crud('resources', 'Resource', { allOf: [{ $ref: '#/components/schemas/ResourceInput' }, versioned] }, adminResourceListQuery, true),
  '/api/admin/blog/:id/revisions': { get: { summary: "A post's revisions, newest first", access: 'staff', ok: [200, ['Revision']] } },
  '/api/admin/post-revisions/:id': { get: { summary: 'One revision with its content', access: 'staff', ok: [200, 'Revision'] } },
  '/api/admin/post-revisions/:id/restore': {
    post: { summary: 'Restore a revision as a new save', access: 'staff', body: versioned, ok: [200, 'Post'], errors: [409] },
  },
  ...leadList('playbook-leads', 'PlaybookLead'),
  ...leadList('contact-requests', 'ContactRequest'),
  '/api/admin/leads/:kind/:id': {
    get: { summary: 'One lead with its pipeline, notes and deliveries', access: leads, ok: [200, 'LeadDetail'] },
    patch: {
      summary: "Change a lead's status, owner or labels (expectedVersion: 409 when the lead changed since)",
      access: { token: 'leads:write' },
      body: leadPipelineSchema,
      ok: [200, 'LeadDetail'],
      errors: [409],
    },
    delete: { summary: 'Erase a lead', access: 'staff', ok: [200, 'ErasureCount'] },
  },
  '/api/admin/leads/:kind/:id/notes': {
    post: { summary: 'Add a note', access: { token: 'leads:write' }, body: leadNoteSchema, ok: [201, 'LeadNote'] },
  },
  '/api/admin/leads/erase': {
    post: { summary: 'Erase every lead of an address', access: 'staff', body: emailSchema, ok: [200, 'ErasureCount'] },
  },
  '/api/admin/leads/access-export': {
    post: {
      summary: 'Everything held about an address (?format=html: a page)',
      access: 'staff',
      body: emailSchema,
      ok: [200, 'AccessExport'],
    },
  },
  '/api/analytics/events': {
    post: {
      summary:
        'One analytics event from the site’s beacon (navigator.sendBeacon; text/plain JSON, at most 1 KB). 204 once the event is stored (it is not lost if the server crashes), or when it is not counted (DNT, Sec-GPC, bots and staff); 503 when it could not be stored (a full buffer)',
      access: 'public',
      body: {
        type: 'object',
        properties: {
          n: { enum: Object.keys(ANALYTICS_EVENTS) },
          p: { type: 'string', pattern: '^/', maxLength: 300 },
          props: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
        },
        required: ['n', 'p'],
        additionalProperties: false,
      },
      ok: [204, null],
      errors: [413, 429],
    },
  },
  '/api/admin/analytics/summary': {
    get: {
      summary:
        'Visitors, visits, page views, bounce rate, visit duration, top pages, sources, campaigns, devices, events and conversions of a date range',
      access: { token: 'analytics' },
      query: analyticsSummaryQuery,
      ok: [200, 'AnalyticsSummary'],
    },
  },
  '/api/admin/analytics/realtime': {
    get: {
      summary: 'The last 30 minutes: visitors, page views, events, per minute, top pages and sources',
      access: { token: 'analytics' },
      ok: [200, 'AnalyticsRealtime'],
    },
  },
  '/api/admin/analytics/pages': {
    get: {
      summary: 'Pages’ own numbers over a date range (visitors, page views, entries, leads): `path` repeated up to 100 times',
      access: { token: 'analytics' },
      query: analyticsPagesQuery,
      ok: [200, ['AnalyticsPageNumbers']],
    },
  },
  '/api/admin/experiments': {
    get: { summary: 'Every A/B experiment, newest first (Editors and up)', access: { token: 'analytics' }, ok: [200, ['Experiment']] },
    post: {
      summary: 'Make a draft experiment on a page block (Editors and up): control + 1 to 4 variants, traffic split, goal',
      access: 'staff',
      body: z.toJSONSchema(experimentInputSchema, { io: 'input', unrepresentable: 'any' }) as OperationSpec['body'],
      ok: [201, 'Experiment'],
    },
  },
  '/api/admin/experiments/:id': {
    get: { summary: 'One experiment', access: { token: 'analytics' }, ok: [200, 'Experiment'] },
    put: {
      summary: 'Change a draft experiment (409 once started)',
      access: 'staff',
      body: z.toJSONSchema(experimentInputSchema, { io: 'input', unrepresentable: 'any' }) as OperationSpec['body'],
      ok: [200, 'Experiment'],
      errors: [409],
    },
    delete: { summary: 'Delete an experiment that is not running', access: 'staff', ok: [204, null], errors: [409] },
  },
  '/api/admin/experiments/:id/start': {
    post: {
      summary: 'Start a draft (published page; one running experiment per page)',
      access: 'staff',
      ok: [200, 'Experiment'],
      errors: [409],
    },
  },
  '/api/admin/experiments/:id/stop': {
    post: { summary: 'Stop a running experiment', access: 'staff', ok: [200, 'Experiment'], errors: [409] },
  },
  '/api/admin/experiments/:id/results': {
    get: {
      summary: 'Visitors, conversions, rate with Wilson 95% interval, uplift, p-value and probability to beat control per arm',
      access: { token: 'analytics' },
      ok: [200, 'ExperimentResults'],
    },
  },
  '/api/admin/experiments/:id/promote': {
    post: {
      summary: "Save a variant's fields into the page as a normal revision, and stop the experiment",
      access: 'staff',
      body: { type: 'object', properties: { arm: { type: 'string' } }, required: ['arm'], additionalProperties: false },
      ok: [200, 'Experiment'],
      errors: [409],
    },
  },
  '/api/admin/lead-status-counts': { get: { summary: 'Leads per status', access: 'staff', ok: [200, ['StatusCount']] } },
  '/api/admin/outbox/:id/message.eml': {
    get: { summary: 'The raw e-mail of an outbox message', access: 'staff', ok: [200, { type: 'message/rfc822' }] },
  },
  '/api/admin/audit-log/export.csv': { get: { summary: 'The audit log as CSV', access: 'staff', ok: [200, csv] } },
  '/api/admin/media': {
    get: { summary: 'The media library, newest first', access: 'staff', query: searchPageQuery, ok: [200, ['MediaItem']], paged: true },
    post: {
      summary: 'Upload a file',
      access: 'staff',
      multipart: true,
      body: {
        type: 'object',
        properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' }, alt: { type: 'string' } },
        required: ['file'],
      },
      ok: [201, 'MediaItem'],
    },
  },
  '/api/admin/media/:id': {
    get: { summary: 'One media item', access: 'staff', ok: [200, 'MediaItem'] },
    patch: {
      summary: 'Change its alt text',
      access: 'staff',
      body: { type: 'object', properties: { alt: { type: 'string' } } },
      ok: [200, 'MediaItem'],
    },
    delete: { summary: 'Delete it (409 while used)', access: 'staff', ok: [204, null], errors: [409] },
  },
};

/** Input bodies shared by paths, generated from the shared validation. */
export const INPUT_SCHEMAS = { PostInput: blogPostSchema, ResourceInput: resourceSchema };
