/**
 * Who may do what (issue 13), declared once for the server and the web app (issue 34, decision
 * 0068): every admin GraphQL field names one of these in its `@Authorized(...)`, every admin REST
 * path passes the same list to requireRole (graphql-server/src/http/require-admin.ts), and the
 * admin screens offer an action only when `may(role, permission)` says so. A list holds role names
 * (a signed-in staff member with one of them may) and, for reads only, integrator API token scopes.
 */
import type { ApiTokenScope } from './validation/api-tokens';
import { ADMIN_ROLES, EDITOR_ROLES, ROLE_LABELS, ROLES, STAFF_ROLES, type Role } from './validation/accounts';

export type Grant = Role | ApiTokenScope;

export const ALLOW = {
  /** Admin content lists and items (scheduled ones included): every staff role, or a content-scoped token (drafts: content:drafts). */
  readContent: [...STAFF_ROLES, 'content', 'content:drafts'],
  /** Creating and editing posts and resources: Authors too, but only their own (the services check). */
  writeContent: [...STAFF_ROLES],
  /**
   * Creating and saving posts, resources and pages (issue 35): staff as writeContent, or a
   * content:write token — an actor without an owner that publishes only with content:publish
   * (tokenActor). Only the create and save operations take it: revisions, previews, media and
   * bulk changes stay with staff.
   */
  saveContent: [...STAFF_ROLES, 'content:write'],
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
  /** A/B experiments and their results (issue 32, decision 0069): Editors and up, or an analytics-scoped token (reads). */
  readExperiments: [...EDITOR_ROLES, 'analytics'],
  /** Making, starting, stopping and promoting experiments: Editors and up (promoting saves the page). */
  manageExperiments: [...EDITOR_ROLES],
  /** The dashboard's counts (numbers only, no lead data). */
  dashboard: [...STAFF_ROLES],
  /** API tokens, webhooks, the outbox and mail settings. */
  integrations: [...ADMIN_ROLES],
  /** Webhook endpoints: administrators all of them; a webhooks:manage token only those it registered (issue 35). */
  manageWebhooks: [...ADMIN_ROLES, 'webhooks:manage'],
  /** The team: users, invitations, roles, suspension; the audit log. */
  manageUsers: [...ADMIN_ROLES],
  /** Transferring ownership; requiring two-factor sign-in for everyone. */
  ownership: ['OWNER'],
  /** One's own profile and sessions. */
  self: [...STAFF_ROLES],
} as const satisfies Record<string, readonly Grant[]>;

export type Permission = keyof typeof ALLOW;

export const NOT_OWN_WORK_MESSAGE = 'Authors can only change their own posts and resources.';

/** Who is acting, as far as ownership rules care (a CurrentUser fits; an API token is tokenActor). */
export interface Actor {
  /** The staff member; null for an API token (it owns nothing it creates). */
  id: string | null;
  role: Role;
  /** Set for an API token: whether it holds content:publish (it has no role's right to publish). */
  publishes?: boolean;
}

/**
 * An integrator token acting on content (issue 35): it may save any item, like an Editor, but
 * makes something public only with the content:publish scope. Its saves are recorded under
 * "API token <name>".
 */
export function tokenActor(token: { name: string; scopes: readonly string[] }): Actor & { username: string } {
  return { id: null, role: 'EDITOR', username: tokenActorName(token.name), publishes: token.scopes.includes('content:publish') };
}

/** The longest name the "saved by" columns and the audit log hold (varchar(100)). */
const ACTOR_NAME_MAX_LENGTH = 100;

/**
 * "API token <name>", cut to 100 characters: a token's name may itself be 100 long, and a save by
 * such a token failed with a 500 (found by tests/integration/openapi-every-operation.test.ts).
 */
export function tokenActorName(name: string): string {
  const full = `API token ${name}`;
  return full.length <= ACTOR_NAME_MAX_LENGTH ? full : `${full.slice(0, ACTOR_NAME_MAX_LENGTH - 1)}…`;
}

/** Whether a staff member of this role holds the permission (the check the server's guards make). */
export function may(role: Role | null | undefined, permission: Permission): boolean {
  return !!role && (ALLOW[permission] as readonly string[]).includes(role);
}

/** An Author may change only what they created; every other role anything its grants allow. */
export function mayChange(actor: Actor | null | undefined, ownerId: string | null): boolean {
  return !actor || actor.role !== 'AUTHOR' || ownerId === actor.id;
}

/** Whether this actor may make an item public (ALLOW.publishContent); services without an actor (seed, scripts) may. */
export function mayPublish(actor: Actor | null | undefined): boolean {
  if (!actor) return true;
  return actor.publishes ?? may(actor.role, 'publishContent');
}

/**
 * Why an action is not offered, for the hover and focus text of a disabled control:
 * "Only an Owner or Administrator can do this."
 */
export function deniedReason(permission: Permission): string {
  const roles = ROLES.filter((role) => may(role, permission)).map((role) => ROLE_LABELS[role]);
  const names = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} or ${roles[roles.length - 1]}` : roles[0];
  return `Only an ${names} can do this.`;
}
