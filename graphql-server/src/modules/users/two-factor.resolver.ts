// Two-factor sign-in over GraphQL (decision 0020): one's own 2FA (every role), the Owner's "require
// it for everyone", and the public second step of a sign-in, which needs the pending sign-in of a
// right password (cookie, or `pendingToken`) and gives a session only for a right code.
import { Arg, Authorized, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { CurrentUser, RequestContext } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { unauthenticated } from '../../shared/errors';
import { AuthPayload, sessionAnswer } from './auth.resolver';

@ObjectType({ description: 'A new authenticator to confirm: scan the QR code or type the secret, then send a code.' })
class TwoFactorSetup {
  @Field({ description: 'Base32, for typing into an app by hand.' }) secret: string;
  @Field({ description: 'The otpauth:// URL an authenticator app reads (also in the QR code).' }) otpauthUrl: string;
  @Field({ description: 'The QR code of otpauthUrl: an SVG data URL drawn by this server.' }) qrCode: string;
}

@ObjectType({ description: 'A required enrolment done: the recovery codes (shown only now) and the session.' })
class TwoFactorEnrolment {
  @Field(() => [String], { description: 'Ten single-use codes for when the app is lost; shown only now.' }) recoveryCodes: string[];
  @Field(() => AuthPayload, { description: 'The session the sign-in gives now that 2FA is set up.' }) session: AuthPayload;
}

function signedIn(user: CurrentUser | null): CurrentUser {
  if (!user) throw unauthenticated();
  return user;
}

const PENDING_TOKEN = 'The pending sign-in from login (TwoFactorChallenge.pendingToken); the cookie is used when omitted.';

const client = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
const pendingOf = (ctx: RequestContext, given?: string | null) => given || ctx.pendingToken;

@Resolver()
export class TwoFactorResolver {
  // ---- one's own account ----

  @Authorized(ALLOW.self)
  @Mutation(() => TwoFactorSetup, { description: 'Starts setting up two-factor sign-in: a new secret, not in use until confirmed.' })
  beginTwoFactorSetup(@Ctx() ctx: RequestContext) {
    return ctx.services.twoFactor.beginSetup(signedIn(ctx.user));
  }

  @Authorized(ALLOW.self)
  @Mutation(() => [String], { description: 'Confirms the new app with a code; answers 10 recovery codes, shown only this once.' })
  enableTwoFactor(@Arg('code', { description: 'A current code from the new app.' }) code: string, @Ctx() ctx: RequestContext) {
    return ctx.services.twoFactor.enable(signedIn(ctx.user), { code }, client(ctx));
  }

  @Authorized(ALLOW.self)
  @Mutation(() => Boolean, { description: 'Needs the password or a current code; refused while the site requires 2FA.' })
  async disableTwoFactor(@Arg('proof', { description: 'The password, or a current code.' }) proof: string, @Ctx() ctx: RequestContext) {
    await ctx.services.twoFactor.disable(signedIn(ctx.user), { proof }, client(ctx));
    return true;
  }

  @Authorized(ALLOW.self)
  @Mutation(() => [String], { description: 'Needs the password or a current code; the old recovery codes stop working.' })
  regenerateRecoveryCodes(@Arg('proof', { description: 'The password, or a current code.' }) proof: string, @Ctx() ctx: RequestContext) {
    return ctx.services.twoFactor.regenerateRecoveryCodes(signedIn(ctx.user), { proof }, client(ctx));
  }

  @Authorized(ALLOW.self)
  @Query(() => Boolean, { description: 'Whether the Owner requires two-factor sign-in for every account.' })
  twoFactorRequired(@Ctx() { services }: RequestContext) {
    return services.twoFactor.required();
  }

  @Authorized(ALLOW.ownership)
  @Mutation(() => Boolean, { description: 'Owner: require 2FA for every account (sessions of accounts without it end).' })
  setTwoFactorRequired(
    @Arg('required', { description: 'True to require 2FA for every account, false to make it optional.' }) required: boolean,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.twoFactor.setRequired(required, { user: signedIn(ctx.user), ip: ctx.ip });
  }

  // ---- the sign-in's second step (public: the pending sign-in is the credential) ----

  @Mutation(() => AuthPayload, { description: 'The second step of a sign-in: a code from the app, or a recovery code.' })
  async verifyTwoFactor(
    @Arg('code', { description: 'A code from the app, or an unused recovery code.' }) code: string,
    @Arg('pendingToken', () => String, { nullable: true, description: PENDING_TOKEN }) pendingToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<AuthPayload> {
    return sessionAnswer(await ctx.services.twoFactor.verifySignIn(pendingOf(ctx, pendingToken), { code }, client(ctx)), ctx);
  }

  @Mutation(() => TwoFactorSetup, { description: 'A sign-in told to ENROL: a new secret for the app.' })
  beginRequiredTwoFactorSetup(
    @Arg('pendingToken', () => String, { nullable: true, description: PENDING_TOKEN }) pendingToken: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.twoFactor.beginRequiredSetup(pendingOf(ctx, pendingToken));
  }

  @Mutation(() => TwoFactorEnrolment, {
    description: 'A sign-in told to ENROL: confirm the app with a code; recovery codes and a session.',
  })
  async completeRequiredTwoFactorSetup(
    @Arg('code', { description: 'A current code from the new app.' }) code: string,
    @Arg('pendingToken', () => String, { nullable: true, description: PENDING_TOKEN }) pendingToken: string | null,
    @Ctx() ctx: RequestContext,
  ): Promise<TwoFactorEnrolment> {
    const done = await ctx.services.twoFactor.completeRequiredSetup(pendingOf(ctx, pendingToken), { code }, client(ctx));
    return { recoveryCodes: done.recoveryCodes, session: sessionAnswer(done.session, ctx) };
  }
}
