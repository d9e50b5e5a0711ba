// The audit log's view of GraphQL (issue 13): every admin mutation that succeeds is recorded with
// who, when, what and from where — content, categories, tokens, webhooks... — so a new mutation is
// audited without anyone remembering to. Account flows (sign-in, roles, invitations, passwords,
// sessions) record themselves in their services, with more detail; they are skipped here.
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { MiddlewareFn } from 'type-graphql';
import type { RequestContext } from '../auth/context';
import { titleBeforeDelete, titledSubject, titleOf } from '../modules/audit/audit-subjects';

const RECORDED_BY_SERVICES = new Set([
  'login',
  'register',
  'logout',
  'inviteUser',
  'revokeInvitation',
  'changeUserRole',
  'transferOwnership',
  'suspendUser',
  'restoreUser',
  'deleteUser',
  'changePassword',
  'setMyEmail',
  'reauthenticate',
  'undoEmailChange',
  'revokeMySession',
  'signOutEverywhereElse',
  'acceptInvitation',
  'requestPasswordReset',
  'resetPassword',
  'beginTwoFactorSetup',
  'enableTwoFactor',
  'disableTwoFactor',
  'regenerateRecoveryCodes',
  'setTwoFactorRequired',
  'verifyTwoFactor',
  'beginRequiredTwoFactorSetup',
  'completeRequiredTwoFactorSetup',
  // Leads (issue 14): recorded by their services, by id and counts only (no personal data).
  'updateLead',
  'addLeadNote',
  'eraseLead',
  'eraseLeadsByEmail',
]);

/** create-post, delete-webhook-endpoint... from createPost, deleteWebhookEndpoint. */
export function auditAction(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(' ');
  const [verb, ...thing] = words;
  return thing.length ? `${thing.join('-')}.${verb}` : verb;
}

/** A readable name for what a mutation acted on: the input's title, name, slug or url, else the id. */
export function auditTarget(args: Record<string, unknown>): string | null {
  const input = args.input as Record<string, unknown> | undefined;
  for (const key of ['title', 'name', 'slug', 'url']) {
    const value = input?.[key];
    if (typeof value === 'string' && value) return value;
  }
  return typeof args.id === 'string' ? args.id : null;
}

const auditMutations: MiddlewareFn<RequestContext> = async ({ context, info, args }, next) => {
  // A token's writes (content:write, issue 35) are recorded under its name.
  const audited = info.parentType.name === 'Mutation' && (context.user || context.apiToken) && !RECORDED_BY_SERVICES.has(info.fieldName);
  if (!audited) return next();
  const action = auditAction(info.fieldName);
  // Posts, resources and pages are named by id and title (issue 34): a deleted one's title is read
  // before it goes.
  const subject = titledSubject(action);
  const id = typeof args.id === 'string' ? args.id : null;
  const titleBefore = subject && id && action.endsWith('.delete') ? await titleBeforeDelete(context.services, subject, id) : undefined;
  const result: unknown = await next();
  const actor = { user: context.user, apiToken: context.apiToken, ip: context.ip };
  if (subject) {
    const target = id ?? (result as { id?: unknown } | null)?.id;
    await context.services.audit.record(actor, action, typeof target === 'string' ? target : auditTarget(args), {
      title: titleOf(result) ?? titleBefore,
    });
  } else await context.services.audit.record(actor, action, auditTarget(args));
  return result;
};

/**
 * `auditMutations` around the resolver of every Mutation field of `schema` (built by type-graphql):
 * every mutation, a new one included, is audited, and nothing else pays for it. As type-graphql's
 * global middleware it wrapped every field of every type, a post's title as much as a mutation:
 * each field of an answer became an async call through the middleware chain (several promises
 * per field), which made the GraphQL execution of a list several times dearer, renders included
 * (decision 0086). Wrapped here, it runs before type-graphql's authorization check rather than
 * after it: a signed-in caller refused a delete costs one read of the title, which is recorded
 * nowhere (the record is written only once the mutation succeeded).
 */
export function auditEveryMutation(schema: GraphQLSchema): void {
  const mutation = schema.getMutationType();
  if (!mutation) return;
  for (const field of Object.values(mutation.getFields())) {
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (root, args: Record<string, unknown>, context: RequestContext, info) =>
      auditMutations({ root, args, context, info }, async () => resolve(root, args, context, info));
  }
}
