import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ALLOW } from '../../auth/permissions';
import type { RequestContext } from '../../auth/context';
import { unauthenticated } from '../../shared/errors';
import { ApiToken, ApiTokenStatus } from './api-token.entity';
import { ApiTokenInput } from './api-tokens.inputs';
import { apiTokenStatus } from './api-tokens.service';

@ObjectType({ description: 'A token just created, with its secret: the only time the secret is returned.' })
class CreatedApiToken {
  @Field(() => ApiToken, { description: 'The token as listed from now on.' }) token: ApiToken;
  @Field({ description: 'Send as `Authorization: Bearer <secret>`. Shown once; only a hash is kept.' }) secret: string;
}

// Managing tokens needs a signed-in Owner or Administrator: ALLOW.integrations has no scope, so no API
// token (whatever its scopes) can list, create or revoke tokens.
@Resolver(() => ApiToken)
export class ApiTokensResolver {
  @Authorized(ALLOW.integrations)
  @Query(() => [ApiToken], { description: 'Admin: every integrator token, revoked and expired ones included, newest first.' })
  apiTokens(@Ctx() { services }: RequestContext) {
    return services.apiTokens.list();
  }

  @Authorized(ALLOW.integrations)
  @Mutation(() => CreatedApiToken, {
    description: 'Admin: create a read-only integrator token. Needs a recent re-authentication; the caller’s other sessions end.',
  })
  createApiToken(
    @Arg('input', { description: 'Name, scopes and optional expiry.' }) input: ApiTokenInput,
    @Ctx() { services, user }: RequestContext,
  ) {
    if (!user) throw unauthenticated();
    // A token outlives every session: a stolen session must not mint one (decision 0056).
    return services.recentAuth.sensitive(user, () => services.apiTokens.create(input));
  }

  @Authorized(ALLOW.integrations)
  @Mutation(() => ApiToken, { description: 'Admin: revoke a token; it is refused from the next request on.' })
  revokeApiToken(@Arg('id', () => ID, { description: 'The token to revoke.' }) id: string, @Ctx() { services }: RequestContext) {
    return services.apiTokens.revoke(id);
  }

  @FieldResolver(() => ApiTokenStatus, { description: 'Whether the token works now.' })
  status(@Root() token: ApiToken): ApiTokenStatus {
    return apiTokenStatus(token);
  }
}
