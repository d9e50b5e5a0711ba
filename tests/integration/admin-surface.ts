// The admin surface of the API, found rather than listed by hand, for the tests that check who may
// use it (authorization.test.ts, security-*.test.ts; not a test file: jest only runs *.test.ts):
// - every Query and Mutation field of schema/schema.graphql, each with a probe operation calling it
//   with dummy values for its required arguments; a field is public only if listed as such below,
//   so a new admin field is covered automatically;
// - which admin fields and REST paths an integrator API token may read, and with which scope;
// - every admin REST path.
import fs from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
} from 'graphql';
import { ADMIN_ROLES, EDITOR_ROLES, STAFF_ROLES, type Role } from '../../schema/validation/accounts';
import { randomUuid, validCategory, validPost, validResource } from './helpers';

export type Scope =
  'content' | 'content:drafts' | 'content:write' | 'content:publish' | 'leads' | 'leads:write' | 'webhooks:manage' | 'analytics';
/** What a token needs for a read: one scope, or either (the deleted feed shows each token its own kinds). */
export type ScopeNeed = Scope | 'content-or-leads';

const SDL_FILE = path.join(__dirname, '..', '..', 'schema', 'schema.graphql');
export const schema = buildSchema(fs.readFileSync(SDL_FILE, 'utf8'));

/** Operations anyone may call, by intent. Everything else needs a signed-in admin. */
export const PUBLIC_QUERIES = [
  'featuredPosts',
  'posts',
  'post',
  // A shareable preview link's token is the credential (decision 0031); null without a live one.
  'sharedPost',
  // The same for a page's shareable preview link (decision 0073).
  'sharedPage',
  'relatedPosts',
  'categories',
  'category',
  'resources',
  'sitePage',
  // A published page built from blocks (issue 31); staff also get drafts, for preview.
  'page',
  'navigation',
  'me',
  'registrationOpen',
  'invitation',
  'resetLinkUsable',
];
export const PUBLIC_MUTATIONS = [
  'recordResourceDownload',
  'submitPlaybookLead',
  'submitContactRequest',
  'login',
  'register',
  'logout',
  'acceptInvitation',
  'requestPasswordReset',
  'resetPassword',
  // The old address's undo link of an e-mail change: its token is the credential (decision 0056).
  'undoEmailChange',
  // The second step of a sign-in: the pending sign-in of a right password is the credential.
  'verifyTwoFactor',
  'beginRequiredTwoFactorSetup',
  'completeRequiredTwoFactorSetup',
];

/**
 * The admin queries an integrator API token may also read, and the scope each needs. Every other
 * admin field — every mutation, dashboardCounts, the token management itself, and any new field
 * not added here — is refused to every token.
 */
export const TOKEN_READABLE_QUERIES: Record<string, ScopeNeed> = {
  adminPosts: 'content',
  adminPost: 'content',
  adminCategory: 'content',
  adminResources: 'content',
  adminResource: 'content',
  playbookLeads: 'leads',
  contactRequests: 'leads',
  leadsOverTime: 'leads',
  lead: 'leads',
  // The sync feeds (issue 15, decision 0028); mediaChanges is for staff only, like the media library.
  postChanges: 'content',
  categoryChanges: 'content',
  resourceChanges: 'content',
  playbookLeadChanges: 'leads',
  contactRequestChanges: 'leads',
  deleted: 'content-or-leads',
  // Pages built from blocks (issue 31).
  adminPages: 'content',
  adminPage: 'content',
  pageChanges: 'content',
  adminNavigation: 'content',
  adminFooter: 'content',
  // Whom a lead may be given to: what a leads:write token needs to set an owner (issue 35).
  leadOwners: 'leads:write',
  analyticsSummary: 'analytics',
  // A webhooks:manage token lists the endpoints it registered (issue 35).
  webhookEndpoints: 'webhooks:manage',
  analyticsRealtime: 'analytics',
  analyticsPages: 'analytics',
  // A/B experiments and their results are read with the analytics scope (issue 32, decision 0069).
  experiments: 'analytics',
  experiment: 'analytics',
  experimentResults: 'analytics',
};

/** The admin mutations a token may call (issue 35), and the write scope each needs; every other mutation is refused to every token. */
export const TOKEN_WRITABLE_MUTATIONS: Record<string, Scope> = {
  // Drafts and saves of content (publishing also needs content:publish, checked by the services).
  createPost: 'content:write',
  updatePost: 'content:write',
  createResource: 'content:write',
  updateResource: 'content:write',
  createPage: 'content:write',
  updatePage: 'content:write',
  createWebhookEndpoint: 'webhooks:manage',
  updateWebhookEndpoint: 'webhooks:manage',
  rotateWebhookSecret: 'webhooks:manage',
  sendWebhookTestEvent: 'webhooks:manage',
  deleteWebhookEndpoint: 'webhooks:manage',
  updateLead: 'leads:write',
  addLeadNote: 'leads:write',
  bulkUpdateLeads: 'leads:write',
};

const OWNER_ONLY: readonly Role[] = ['OWNER'];

/**
 * The roles that may call each admin operation (issue 13), written out here as the test's own
 * expectation: every other signed-in role is refused with FORBIDDEN. A protected operation missing
 * from this table fails the walk, so a new field must say who may use it.
 */
export const ROLE_ACCESS: Record<string, readonly Role[]> = {
  analyticsSummary: STAFF_ROLES,
  analyticsRealtime: STAFF_ROLES,
  analyticsPages: STAFF_ROLES,
  experiments: EDITOR_ROLES,
  experiment: EDITOR_ROLES,
  experimentResults: EDITOR_ROLES,
  createExperiment: EDITOR_ROLES,
  updateExperiment: EDITOR_ROLES,
  deleteExperiment: EDITOR_ROLES,
  startExperiment: EDITOR_ROLES,
  stopExperiment: EDITOR_ROLES,
  promoteExperiment: EDITOR_ROLES,
  pendingPageChange: STAFF_ROLES,
  savePendingPageChange: STAFF_ROLES,
  discardPendingPageChange: STAFF_ROLES,
  pagePreviewLinks: STAFF_ROLES,
  createPagePreviewLink: STAFF_ROLES,
  revokePagePreviewLink: STAFF_ROLES,
  scheduledPageUpdate: STAFF_ROLES,
  schedulePageUpdate: EDITOR_ROLES,
  cancelScheduledPageUpdate: EDITOR_ROLES,
  adminPosts: STAFF_ROLES,
  adminPost: STAFF_ROLES,
  createPost: STAFF_ROLES,
  updatePost: STAFF_ROLES,
  deletePost: EDITOR_ROLES,
  postRevisions: STAFF_ROLES,
  postRevision: STAFF_ROLES,
  restorePostRevision: STAFF_ROLES,
  postPreviewLinks: STAFF_ROLES,
  createPostPreviewLink: STAFF_ROLES,
  revokePostPreviewLink: STAFF_ROLES,
  slugRedirects: EDITOR_ROLES,
  deleteSlugRedirect: EDITOR_ROLES,
  pendingPostChange: STAFF_ROLES,
  savePendingPostChange: STAFF_ROLES,
  discardPendingPostChange: STAFF_ROLES,
  bulkUpdatePostStatus: STAFF_ROLES,
  deletePosts: EDITOR_ROLES,
  adminCategory: STAFF_ROLES,
  createCategory: EDITOR_ROLES,
  updateCategory: EDITOR_ROLES,
  deleteCategory: EDITOR_ROLES,
  adminResources: STAFF_ROLES,
  adminResource: STAFF_ROLES,
  createResource: STAFF_ROLES,
  updateResource: STAFF_ROLES,
  deleteResource: EDITOR_ROLES,
  bulkUpdateResourceStatus: STAFF_ROLES,
  deleteResources: EDITOR_ROLES,
  playbookLeads: EDITOR_ROLES,
  contactRequests: EDITOR_ROLES,
  leadsOverTime: EDITOR_ROLES,
  lead: EDITOR_ROLES,
  leadStatusCounts: STAFF_ROLES,
  leadOwners: EDITOR_ROLES,
  updateLead: EDITOR_ROLES,
  addLeadNote: EDITOR_ROLES,
  eraseLead: ADMIN_ROLES,
  bulkUpdateLeads: EDITOR_ROLES,
  eraseLeads: ADMIN_ROLES,
  eraseLeadsByEmail: ADMIN_ROLES,
  leadAccessExport: ADMIN_ROLES,
  updateSitePage: EDITOR_ROLES,
  dashboardCounts: STAFF_ROLES,
  apiTokens: ADMIN_ROLES,
  createApiToken: ADMIN_ROLES,
  revokeApiToken: ADMIN_ROLES,
  webhookEndpoints: ADMIN_ROLES,
  webhookDeliveries: ADMIN_ROLES,
  createWebhookEndpoint: ADMIN_ROLES,
  updateWebhookEndpoint: ADMIN_ROLES,
  deleteWebhookEndpoint: ADMIN_ROLES,
  redeliverWebhookDelivery: ADMIN_ROLES,
  rotateWebhookSecret: ADMIN_ROLES,
  sendWebhookTestEvent: ADMIN_ROLES,
  outboxMessages: ADMIN_ROLES,
  outboxMessage: ADMIN_ROLES,
  mailSettings: ADMIN_ROLES,
  users: ADMIN_ROLES,
  invitations: ADMIN_ROLES,
  inviteUser: ADMIN_ROLES,
  revokeInvitation: ADMIN_ROLES,
  changeUserRole: ADMIN_ROLES,
  transferOwnership: OWNER_ONLY,
  suspendUser: ADMIN_ROLES,
  restoreUser: ADMIN_ROLES,
  deleteUser: ADMIN_ROLES,
  auditLog: ADMIN_ROLES,
  auditActions: ADMIN_ROLES,
  changePassword: STAFF_ROLES,
  setMyEmail: STAFF_ROLES,
  reauthenticate: STAFF_ROLES,
  mySessions: STAFF_ROLES,
  revokeMySession: STAFF_ROLES,
  signOutEverywhereElse: STAFF_ROLES,
  beginTwoFactorSetup: STAFF_ROLES,
  enableTwoFactor: STAFF_ROLES,
  disableTwoFactor: STAFF_ROLES,
  regenerateRecoveryCodes: STAFF_ROLES,
  twoFactorRequired: STAFF_ROLES,
  setTwoFactorRequired: OWNER_ONLY,
  mediaItems: STAFF_ROLES,
  mediaItem: STAFF_ROLES,
  updateMediaAlt: STAFF_ROLES,
  deleteMedia: EDITOR_ROLES,
  postChanges: STAFF_ROLES,
  categoryChanges: STAFF_ROLES,
  resourceChanges: STAFF_ROLES,
  playbookLeadChanges: EDITOR_ROLES,
  contactRequestChanges: EDITOR_ROLES,
  mediaChanges: STAFF_ROLES,
  deleted: STAFF_ROLES,
  adminPages: STAFF_ROLES,
  adminPage: STAFF_ROLES,
  createPage: STAFF_ROLES,
  updatePage: STAFF_ROLES,
  deletePage: EDITOR_ROLES,
  pageRevisions: STAFF_ROLES,
  pageRevision: STAFF_ROLES,
  restorePageRevision: STAFF_ROLES,
  pageChanges: STAFF_ROLES,
  adminNavigation: STAFF_ROLES,
  updateNavigationMenu: EDITOR_ROLES,
  adminFooter: STAFF_ROLES,
  updateFooter: EDITOR_ROLES,
};

export interface Operation {
  kind: 'query' | 'mutation';
  name: string;
  document: string;
  variables: Record<string, unknown>;
}

/** A dummy value for a required input of this type. */
export function dummyValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return dummyValue(type.ofType);
  if (isListType(type)) return [dummyValue(type.ofType)];
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields())) {
      if (isNonNullType(field.type) && field.defaultValue === undefined) value[field.name] = dummyValue(field.type);
    }
    return value;
  }
  if (isEnumType(type)) return type.getValues()[0].value;
  if (isScalarType(type)) {
    switch (type.name) {
      case 'ID':
        return randomUuid();
      case 'String':
        return 'x';
      case 'Int':
        return 1;
      case 'Float':
        return 1.5;
      case 'Boolean':
        return true;
      case 'DateTimeISO':
        return new Date().toISOString();
      case 'JSONObject':
        return {};
      default:
        throw new Error(`No dummy value for scalar ${type.name}: add one to admin-surface.ts`);
    }
  }
  throw new Error(`No dummy value for ${String(type)}`);
}

/** The smallest valid selection on a return type. */
function selectionFor(type: GraphQLNamedType): string {
  return isObjectType(type) || 'getFields' in type ? ' { __typename }' : '';
}

/** An operation calling `field` with dummy values for its required arguments only. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): Operation {
  const required = field.args.filter((a) => isNonNullType(a.type) && a.defaultValue === undefined);
  const declarations = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const variables = Object.fromEntries(required.map((a) => [a.name, dummyValue(a.type)]));
  const document = `${kind} Probe${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selectionFor(
    getNamedType(field.type),
  )} }`;
  return { kind, name: field.name, document, variables };
}

function operationsOf(kind: 'query' | 'mutation', root: GraphQLObjectType | null | undefined): Operation[] {
  return Object.values(root?.getFields() ?? {}).map((field) => operationFor(kind, field));
}

export const ALL_OPERATIONS = [...operationsOf('query', schema.getQueryType()), ...operationsOf('mutation', schema.getMutationType())];
const isPublic = (op: Operation) => (op.kind === 'query' ? PUBLIC_QUERIES : PUBLIC_MUTATIONS).includes(op.name);
/** Every admin operation: needs a signed-in admin (or, for some queries, a scoped token). */
export const PROTECTED = ALL_OPERATIONS.filter((op) => !isPublic(op));
export const PUBLIC = ALL_OPERATIONS.filter(isPublic);

/** The scope that lets a token run this admin operation, or undefined when no token may. */
export function tokenScopeOf(op: Operation): ScopeNeed | undefined {
  return op.kind === 'query' ? TOKEN_READABLE_QUERIES[op.name] : undefined;
}

// ---------------------------------------------------------------------------------------
// REST
// ---------------------------------------------------------------------------------------

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RestPath {
  method: Method;
  url: string;
  body?: object;
  /** For a read path: the scope that lets a token use it. */
  scope?: ScopeNeed;
  /** For a write path: the write scope that lets a token use it (issue 35); none: never a token. */
  writeScope?: Scope;
  /** The signed-in roles that may use it (issue 13); every other role gets 403. */
  roles: readonly Role[];
}

export interface RestIds {
  postId: string;
  categoryId: string;
  resourceId: string;
  unknownId: string;
}

/** Every admin REST path, with real ids (reads and writes of each content type, the lead lists and exports). */
export function adminRestPaths({ postId, categoryId, resourceId, unknownId }: RestIds): RestPath[] {
  return [
    { method: 'get', url: '/api/admin/blog', scope: 'content', roles: STAFF_ROLES },
    { method: 'post', url: '/api/admin/blog', body: validPost(), writeScope: 'content:write', roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/blog/${postId}`, scope: 'content', roles: STAFF_ROLES },
    { method: 'put', url: `/api/admin/blog/${postId}`, body: validPost(), writeScope: 'content:write', roles: STAFF_ROLES },
    { method: 'delete', url: `/api/admin/blog/${postId}`, roles: EDITOR_ROLES },
    { method: 'get', url: `/api/admin/blog/${unknownId}`, scope: 'content', roles: STAFF_ROLES },
    { method: 'post', url: '/api/admin/blog/bulk', body: { action: 'publish', ids: [unknownId] }, roles: STAFF_ROLES },
    { method: 'post', url: '/api/admin/blog/bulk', body: { action: 'delete', ids: [unknownId] }, roles: EDITOR_ROLES },
    { method: 'get', url: `/api/admin/blog/${unknownId}/revisions`, roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/post-revisions/${unknownId}`, roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/blog/${unknownId}/pending`, roles: STAFF_ROLES },
    { method: 'put', url: `/api/admin/blog/${unknownId}/pending`, body: validPost({ expectedVersion: 1 }), roles: STAFF_ROLES },
    { method: 'delete', url: `/api/admin/blog/${unknownId}/pending`, roles: STAFF_ROLES },
    { method: 'post', url: `/api/admin/post-revisions/${unknownId}/restore`, body: {}, roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/blog/${unknownId}/preview-links`, roles: STAFF_ROLES },
    { method: 'post', url: `/api/admin/blog/${unknownId}/preview-links`, body: {}, roles: STAFF_ROLES },
    { method: 'delete', url: `/api/admin/preview-links/${unknownId}`, roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/redirects', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/pages', scope: 'content', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/navigation', scope: 'content', roles: STAFF_ROLES },
    { method: 'put', url: '/api/admin/navigation/nowhere', body: { items: [] }, roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/footer', scope: 'content', roles: STAFF_ROLES },
    { method: 'put', url: '/api/admin/footer', body: {}, roles: EDITOR_ROLES },
    {
      method: 'post',
      url: '/api/admin/pages',
      body: { slug: 'surface-page', title: 'Surface' },
      writeScope: 'content:write',
      roles: STAFF_ROLES,
    },
    { method: 'get', url: `/api/admin/pages/${unknownId}`, scope: 'content', roles: STAFF_ROLES },
    {
      method: 'put',
      url: `/api/admin/pages/${unknownId}`,
      body: { slug: 'surface-page', title: 'Surface' },
      writeScope: 'content:write',
      roles: STAFF_ROLES,
    },
    { method: 'delete', url: `/api/admin/pages/${unknownId}`, roles: EDITOR_ROLES },
    { method: 'get', url: `/api/admin/pages/${unknownId}/revisions`, roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/page-revisions/${unknownId}`, roles: STAFF_ROLES },
    { method: 'post', url: `/api/admin/page-revisions/${unknownId}/restore`, body: {}, roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/pages/${unknownId}/preview-links`, roles: STAFF_ROLES },
    { method: 'post', url: `/api/admin/pages/${unknownId}/preview-links`, body: {}, roles: STAFF_ROLES },
    { method: 'delete', url: `/api/admin/page-preview-links/${unknownId}`, roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/pages/${unknownId}/scheduled-update`, roles: STAFF_ROLES },
    { method: 'put', url: `/api/admin/pages/${unknownId}/scheduled-update`, body: {}, roles: EDITOR_ROLES },
    { method: 'delete', url: `/api/admin/pages/${unknownId}/scheduled-update`, roles: EDITOR_ROLES },
    { method: 'delete', url: `/api/admin/redirects/${unknownId}`, roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/categories', scope: 'content', roles: STAFF_ROLES },
    { method: 'post', url: '/api/admin/categories', body: validCategory(), roles: EDITOR_ROLES },
    { method: 'get', url: `/api/admin/categories/${categoryId}`, scope: 'content', roles: STAFF_ROLES },
    { method: 'put', url: `/api/admin/categories/${categoryId}`, body: validCategory(), roles: EDITOR_ROLES },
    { method: 'delete', url: `/api/admin/categories/${categoryId}`, roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/resources', scope: 'content', roles: STAFF_ROLES },
    { method: 'post', url: '/api/admin/resources', body: validResource(), writeScope: 'content:write', roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/resources/${resourceId}`, scope: 'content', roles: STAFF_ROLES },
    { method: 'put', url: `/api/admin/resources/${resourceId}`, body: validResource(), writeScope: 'content:write', roles: STAFF_ROLES },
    { method: 'delete', url: `/api/admin/resources/${resourceId}`, roles: EDITOR_ROLES },
    { method: 'post', url: '/api/admin/resources/bulk', body: { action: 'unpublish', ids: [unknownId] }, roles: STAFF_ROLES },
    { method: 'post', url: '/api/admin/resources/bulk', body: { action: 'delete', ids: [unknownId] }, roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/playbook-leads', scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/playbook-leads/export.csv', scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/contact-requests/export.csv?search=x', scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/playbook-leads?search=lead&page=1', scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/contact-requests', scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: `/api/admin/outbox/${unknownId}/message.eml`, roles: ADMIN_ROLES },
    { method: 'get', url: '/api/admin/audit-log/export.csv', roles: ADMIN_ROLES },
    { method: 'get', url: '/api/admin/media?search=x&page=1', roles: STAFF_ROLES },
    { method: 'post', url: '/api/admin/media', body: {}, roles: STAFF_ROLES },
    { method: 'get', url: `/api/admin/media/${unknownId}`, roles: STAFF_ROLES },
    { method: 'patch', url: `/api/admin/media/${unknownId}`, body: { alt: 'x' }, roles: STAFF_ROLES },
    { method: 'delete', url: `/api/admin/media/${unknownId}`, roles: EDITOR_ROLES },
    { method: 'get', url: `/api/admin/leads/contact/${unknownId}`, scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/playbook-leads?status=NEW&label=hot', scope: 'leads', roles: EDITOR_ROLES },
    {
      method: 'patch',
      url: `/api/admin/leads/playbook/${unknownId}`,
      body: { status: 'WON' },
      writeScope: 'leads:write',
      roles: EDITOR_ROLES,
    },
    {
      method: 'post',
      url: `/api/admin/leads/playbook/${unknownId}/notes`,
      body: { body: 'x' },
      writeScope: 'leads:write',
      roles: EDITOR_ROLES,
    },
    { method: 'delete', url: `/api/admin/leads/contact/${unknownId}`, roles: ADMIN_ROLES },
    {
      method: 'post',
      url: '/api/admin/leads/playbook/bulk',
      body: { ids: [unknownId], status: 'WON' },
      writeScope: 'leads:write',
      roles: EDITOR_ROLES,
    },
    { method: 'post', url: '/api/admin/leads/contact/bulk-erase', body: { ids: [unknownId] }, roles: ADMIN_ROLES },
    { method: 'post', url: '/api/admin/leads/erase', body: { email: 'nobody@example.com' }, roles: ADMIN_ROLES },
    { method: 'post', url: '/api/admin/leads/access-export', body: { email: 'nobody@example.com' }, roles: ADMIN_ROLES },
    { method: 'get', url: '/api/admin/lead-status-counts', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/analytics/summary', scope: 'analytics', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/analytics/realtime', scope: 'analytics', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/analytics/pages?path=/blog', scope: 'analytics', roles: STAFF_ROLES },
    { method: 'put', url: '/api/admin/pages/privacy', body: { title: 'Privacy', html: '<p>x</p>' }, roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/sync/posts?limit=5', scope: 'content', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/sync/categories', scope: 'content', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/sync/resources?updated_since=2020-01-01T00:00:00Z', scope: 'content', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/sync/playbook-leads', scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/sync/contact-requests?limit=1', scope: 'leads', roles: EDITOR_ROLES },
    { method: 'get', url: '/api/admin/sync/media', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/sync/pages', scope: 'content', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/sync/deleted', scope: 'content-or-leads', roles: STAFF_ROLES },
    { method: 'get', url: '/api/ADMIN/Blog', scope: 'content', roles: STAFF_ROLES },
    { method: 'get', url: '/api/admin/blog/', scope: 'content', roles: STAFF_ROLES },
  ];
}

export const describeRest = (p: RestPath) => `${p.method.toUpperCase()} ${p.url}`;
