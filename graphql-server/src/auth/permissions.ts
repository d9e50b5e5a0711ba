// Who may do what (issue 13), declared once: every admin GraphQL field names one of these in its
// `@Authorized(...)`, and every admin REST path passes the same list to requireRole
// (require-admin.ts). Both end in the one check of access.ts. A list holds role names (a signed-in
// staff member with one of them may) and, for reads only, integrator API token scopes.
import type { ApiTokenScope } from '../../../schema/validation/api-tokens';
import { ADMIN_ROLES, EDITOR_ROLES, STAFF_ROLES, type Role } from '../../../schema/validation/accounts';

export type Grant = Role | ApiTokenScope;

export const ALLOW = {
  /** Admin content lists and items (scheduled ones included): every staff role, or a content-scoped token (drafts: content:drafts). */
  readContent: [...STAFF_ROLES, 'content', 'content:drafts'],
  /** Creating and editing posts and resources: Authors too, but only their own (the services check). */
  writeContent: [...STAFF_ROLES],
  /** Publishing, scheduling and unpublishing posts and resources (an Author submits for review): Editors and up. */
  publishContent: [...EDITOR_ROLES],
  /** Deleting posts and resources, and every category change: Editors and up. */
  manageContent: [...EDITOR_ROLES],
  /** Leads (lists, exports, the chart): Editors and up, or a leads-scoped token. */
  readLeads: [...EDITOR_ROLES, 'leads'],
  /** A lead's pipeline: status, owner, labels, notes (issue 14): the roles that read leads, or a leads:write token (issue 35). */
  workLeads: [...EDITOR_ROLES, 'leads:write'],
  /** Erasing leads and answering access requests (issue 14, decision 0022): Owner and Administrators. */
  leadPrivacy: [...ADMIN_ROLES],
  /** Site analytics (issue 32): numbers only, no personal data: every staff role, or an analytics-scoped token. */
  analytics: [...STAFF_ROLES, 'analytics'],
  /** The dashboard's counts (numbers only, no lead data). */
  dashboard: [...STAFF_ROLES],
  /** API tokens, webhooks, the outbox and mail settings. */
  integrations: [...ADMIN_ROLES],
  /** The team: users, invitations, roles, suspension; the audit log. */
  manageUsers: [...ADMIN_ROLES],
  /** Transferring ownership; requiring two-factor sign-in for everyone. */
  ownership: ['OWNER'],
  /** One's own profile and sessions. */
  self: [...STAFF_ROLES],
} as const satisfies Record<string, readonly Grant[]>;

export const NOT_OWN_WORK_MESSAGE = 'Authors can only change their own posts and resources.';

/** Who is acting, as far as ownership rules care (a CurrentUser fits). */
export interface Actor {
  id: string;
  role: Role;
}

/** An Author may change only what they created; every other role anything its grants allow. */
export function mayChange(actor: Actor | null | undefined, ownerId: string | null): boolean {
  return !actor || actor.role !== 'AUTHOR' || ownerId === actor.id;
}

/** Whether this actor may make an item public (ALLOW.publishContent); services without an actor (seed, scripts) may. */
export function mayPublish(actor: Actor | null | undefined): boolean {
  return !actor || (ALLOW.publishContent as readonly string[]).includes(actor.role);
}
