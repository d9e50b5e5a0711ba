import path from 'node:path';
import type { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { authChecker } from '../auth/auth-checker';
import { auditMutations } from './audit-mutations';
import { ApiTokensResolver } from '../modules/api-tokens/api-tokens.resolver';
import { CategoriesResolver } from '../modules/categories/categories.resolver';
import { DashboardResolver } from '../modules/dashboard/dashboard.resolver';
import { OutboxResolver } from '../modules/delivery/outbox.resolver';
import { LeadsResolver } from '../modules/leads/leads.resolver';
import { MediaResolver, PostCoverSourcesResolver } from '../modules/media/media.resolver';
import { LeadAdminResolver } from '../modules/leads/lead-admin.resolver';
import { SitePagesResolver } from '../modules/privacy/site-pages.resolver';
import { PostsResolver } from '../modules/posts/posts.resolver';
import { PostRevisionsResolver } from '../modules/posts/post-revisions.resolver';
import { ResourcesResolver } from '../modules/resources/resources.resolver';
import { AuthResolver } from '../modules/users/auth.resolver';
import { TeamResolver } from '../modules/users/team.resolver';
import { TwoFactorResolver } from '../modules/users/two-factor.resolver';
import { WebhooksResolver } from '../modules/webhooks/webhooks.resolver';
import { repositoryRoot } from '../shared/repository-root';

const RESOLVERS = [
  PostsResolver,
  PostRevisionsResolver,
  CategoriesResolver,
  ResourcesResolver,
  LeadsResolver,
  LeadAdminResolver,
  SitePagesResolver,
  AuthResolver,
  DashboardResolver,
  WebhooksResolver,
  OutboxResolver,
  ApiTokensResolver,
  TeamResolver,
  TwoFactorResolver,
  MediaResolver,
  PostCoverSourcesResolver,
] as const;

/** The committed SDL that codegen reads (schema/schema.graphql at the repository root). */
export const SCHEMA_FILE = path.join(repositoryRoot(__dirname), 'schema', 'schema.graphql');

export function createSchema(options: { emitSchemaFile?: string } = {}): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: RESOLVERS,
    authChecker,
    globalMiddlewares: [auditMutations],
    // Input rules live in schema/validation (yup) and run inside the services.
    validate: false,
    emitSchemaFile: options.emitSchemaFile ? { path: options.emitSchemaFile, sortedSchema: true } : false,
  });
}
