import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../../auth/context';
import { clearPendingCookie, setPendingCookie, type PendingStep } from '../../auth/pending-sign-in';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import type { AuthResult, SignInOutcome } from './users.service';
import { AdminUser } from './admin-user.entity';
import { CredentialsInput } from './users.inputs';

const TwoFactorStep: Record<PendingStep, PendingStep> = { VERIFY: 'VERIFY', ENROL: 'ENROL' };
registerEnumType(TwoFactorStep, {
  name: 'TwoFactorStep',
  description: 'What the second step of a sign-in asks for.',
  valuesConfig: {
    VERIFY: { description: 'Enter a code from the authenticator app (or a recovery code): verifyTwoFactor.' },
    ENROL: { description: 'The site requires 2FA and the account has none: set up an app first (beginRequiredTwoFactorSetup).' },
  },
});

@ObjectType({ description: 'A right password that still needs a second factor: no session yet. Valid 5 minutes.' })
export class TwoFactorChallenge {
  @Field(() => TwoFactorStep, { description: 'What to do next.' }) step: PendingStep;
  @Field({ description: 'Also set as an httpOnly cookie; API clients send it back as `pendingToken`.' }) pendingToken: string;
  @Field({ description: 'When the pending sign-in lapses (5 minutes after the password).' }) expiresAt: Date;
}

@ObjectType({
  description:
    'A sign-in: a session (user, token), or a second factor still due (twoFactor). The token also travels in an httpOnly cookie.',
})
export class AuthPayload {
  @Field(() => AdminUser, { nullable: true, description: 'Null while a second factor is due.' }) user: AdminUser | null;
  @Field(() => String, {
    nullable: true,
    description: 'A JWT for `Authorization: Bearer` (integrators). Null while a second factor is due.',
  })
  token: string | null;
  @Field(() => Date, { nullable: true, description: 'When the session ends unless renewed. Null while a second factor is due.' })
  expiresAt: Date | null;
  @Field(() => TwoFactorChallenge, { nullable: true, description: 'Set when the password was right and a second factor is due.' })
  twoFactor: TwoFactorChallenge | null;
}

/** A session: the cookie is set and any pending sign-in cookie cleared. */
export function sessionAnswer(result: AuthResult, { services, res, secureCookies }: RequestContext): AuthPayload {
  const seconds = services.users.sessionSeconds;
  setSessionCookie(res, result.token, seconds, secureCookies);
  clearPendingCookie(res, secureCookies);
  return { user: result.user, token: result.token, expiresAt: new Date(Date.now() + seconds * 1000), twoFactor: null };
}

/** What a right password leads to, as GraphQL answers it: a session, or the second step. */
export function signInAnswer(outcome: SignInOutcome, ctx: RequestContext): AuthPayload {
  if (outcome.kind === 'session') return sessionAnswer(outcome, ctx);
  setPendingCookie(ctx.res, outcome.challenge, ctx.secureCookies);
  const { step, token, expiresAt } = outcome.challenge;
  return { user: null, token: null, expiresAt: null, twoFactor: { step, pendingToken: token, expiresAt } };
}

@Resolver()
export class AuthResolver {
  @Query(() => AdminUser, { nullable: true, description: 'The signed-in administrator, or null.' })
  me(@Ctx() { services, user }: RequestContext) {
    return user ? services.users.getById(user.id) : null;
  }

  @Query(() => Boolean, { description: 'Whether the login screen may offer self-registration.' })
  registrationOpen(@Ctx() { services }: RequestContext) {
    return services.users.registrationOpen();
  }

  @Mutation(() => AuthPayload, { description: 'With two-factor sign-in, answers `twoFactor` instead of a session.' })
  async login(
    @Arg('input', { description: 'Username and password.' }) input: CredentialsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    return signInAnswer(await ctx.services.users.login(input, { ip: ctx.ip, userAgent: ctx.userAgent }), ctx);
  }

  @Mutation(() => AuthPayload, { description: 'Open only while no administrator exists, unless ALLOW_ADMIN_REGISTRATION=true.' })
  async register(
    @Arg('input', { description: 'The first administrator’s username and password.' }) input: CredentialsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    return signInAnswer(await ctx.services.users.register(input, { ip: ctx.ip, userAgent: ctx.userAgent }), ctx);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session on the server (its token stops working) and clears the cookie.' })
  async logout(@Ctx() { services, user, res, secureCookies }: RequestContext): Promise<boolean> {
    await services.users.logout(user);
    clearSessionCookie(res, secureCookies);
    clearPendingCookie(res, secureCookies);
    return true;
  }
}
