// Team accounts over GraphQL (issue 13): the team and invitations (Owner, Administrators), one's
// own profile and sessions (every role), and the public steps of an invitation or a reset link.
import { Arg, Args, ArgsType, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Role } from '../../../../schema/validation/accounts';
import type { CurrentUser, RequestContext } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { pageOf } from '../../graphql/page-types';
import { notFound, unauthenticated } from '../../shared/errors';
import { AuditEntry } from '../audit/audit-entry.entity';
import { AdminUser, UserRole } from './admin-user.entity';
import { AuthPayload, signInAnswer } from './auth.resolver';
import { describeDevice } from './device';
import { Invitation } from './invitation.entity';
import type { Acting } from './team.service';
import { RESET_REQUESTED_MESSAGE } from './password-resets.service';

@InputType({ description: 'Who to invite: name, e-mail and role (not Owner).' })
export class InviteInput {
  @Field({ description: 'The invitee’s name, shown in the e-mail and on the team screen.' }) name: string;
  @Field({ description: 'Where the invitation is sent; must not belong to an existing account.' }) email: string;
  @Field(() => String, { description: 'ADMINISTRATOR, EDITOR or AUTHOR.' }) role: string;
}

@InputType({ description: 'The account the invitee creates when accepting.' })
export class AcceptInvitationInput {
  @Field({ description: 'The sign-in name chosen (stored lower-cased, unique).' }) username: string;
  @Field({ description: 'At least 8 characters, following the site’s password rules.' }) password: string;
}

@InputType({ description: 'A change of one’s own password.' })
export class PasswordChangeInput {
  @Field({ description: 'The password in use now.' }) currentPassword: string;
  @Field({ description: 'The new password, following the site’s password rules.' }) newPassword: string;
}

@ObjectType({ description: 'What the accept page shows about a usable invitation.' })
class InvitationPreview {
  @Field({ description: 'The name the invitation was sent to.' }) name: string;
  @Field({ description: 'The address the invitation was sent to.' }) email: string;
  @Field(() => UserRole, { description: 'The role the new account will have.' }) role: Role;
}

@ObjectType({ description: 'A signed-in device of the current user.' })
export class SessionView {
  @Field(() => ID, { description: 'The session’s id (for revokeMySession).' }) id: string;
  @Field({ description: 'Browser and system, from the User-Agent.' }) device: string;
  @Field(() => String, { nullable: true, description: 'The address the session signed in from, when known.' }) ip: string | null;
  @Field({ description: 'When the session signed in.' }) createdAt: Date;
  @Field({ description: 'When the session last made a request.' }) lastSeenAt: Date;
  @Field({ description: 'The session this request comes from.' }) current: boolean;
}

@ObjectType({ description: 'A page of the audit log.' })
class AuditPage extends pageOf(AuditEntry) {}

@ArgsType()
export class AuditArgs {
  @Field(() => ID, { nullable: true, description: 'Only entries by this staff account.' }) actorId?: string | null;
  @Field(() => String, { nullable: true, description: 'Only entries of this action (see auditActions).' }) action?: string | null;
  @Field(() => Date, { nullable: true, description: 'Only entries at or after this time.' }) from?: Date | null;
  @Field(() => Date, { nullable: true, description: 'Only entries at or before this time.' }) to?: Date | null;
  @Field(() => Int, { nullable: true, defaultValue: 1, description: 'The page, from 1.' }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 50, description: 'At most 100.' }) pageSize?: number;
}

function signedIn(user: CurrentUser | null): CurrentUser {
  if (!user) throw unauthenticated();
  return user;
}

const acting = (ctx: RequestContext): Acting => ({ user: signedIn(ctx.user), ip: ctx.ip });
const client = (ctx: RequestContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

@Resolver()
export class TeamResolver {
  // ---- the team (Owner and Administrators) ----

  @Authorized(ALLOW.manageUsers)
  @Query(() => [AdminUser], { description: 'Every staff account, oldest first.' })
  users(@Ctx() { services }: RequestContext) {
    return services.team.list();
  }

  @Authorized(ALLOW.manageUsers)
  @Query(() => [Invitation], { description: 'Invitations neither accepted, revoked nor expired.' })
  invitations(@Ctx() { services }: RequestContext) {
    return services.team.pendingInvitations();
  }

  @Authorized(ALLOW.manageUsers)
  @Mutation(() => Invitation, { description: 'Sends an invitation e-mail with a single-use link valid for 7 days.' })
  inviteUser(@Arg('input', { description: 'Who to invite.' }) input: InviteInput, @Ctx() ctx: RequestContext) {
    return ctx.services.team.invite(input, acting(ctx));
  }

  @Authorized(ALLOW.manageUsers)
  @Mutation(() => Invitation, { description: 'The invitation’s link stops working at once.' })
  revokeInvitation(@Arg('id', () => ID, { description: 'The invitation.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.team.revokeInvitation(id, acting(ctx));
  }

  @Authorized(ALLOW.manageUsers)
  @Mutation(() => AdminUser, { description: 'Not one’s own role, not above one’s own; the Owner only changes by a transfer.' })
  // A String (checked by the service), so the admin's operations pass it as a plain variable.
  changeUserRole(
    @Arg('id', () => ID, { description: 'The account.' }) id: string,
    @Arg('role', () => String, { description: 'ADMINISTRATOR, EDITOR or AUTHOR.' }) role: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.team.changeRole(id, role, acting(ctx));
  }

  @Authorized(ALLOW.ownership)
  @Mutation(() => AdminUser, { description: 'Owner: hand ownership to another account and become an Administrator.' })
  transferOwnership(@Arg('id', () => ID, { description: 'The account that becomes Owner.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.team.transferOwnership(id, acting(ctx));
  }

  @Authorized(ALLOW.manageUsers)
  @Mutation(() => AdminUser, { description: 'Every session of the account ends at once; it cannot sign in until restored.' })
  suspendUser(@Arg('id', () => ID, { description: 'The account to suspend.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.team.setSuspended(id, true, acting(ctx));
  }

  @Authorized(ALLOW.manageUsers)
  @Mutation(() => AdminUser, { description: 'Lifts a suspension: the account can sign in again.' })
  restoreUser(@Arg('id', () => ID, { description: 'The suspended account.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.team.setSuspended(id, false, acting(ctx));
  }

  @Authorized(ALLOW.manageUsers)
  @Mutation(() => Boolean, { description: 'Deletes an account; its posts and resources pass to the one deleting it.' })
  async deleteUser(@Arg('id', () => ID, { description: 'The account to delete.' }) id: string, @Ctx() ctx: RequestContext) {
    await ctx.services.team.deleteUser(id, acting(ctx));
    return true;
  }

  @Authorized(ALLOW.manageUsers)
  @Query(() => AuditPage, { description: 'The audit log, newest first, filtered by user, action and date.' })
  auditLog(@Args() args: AuditArgs, @Ctx() { services }: RequestContext) {
    return services.audit.list(args);
  }

  @Authorized(ALLOW.manageUsers)
  @Query(() => [String], { description: 'The action names the audit log holds.' })
  auditActions(@Ctx() { services }: RequestContext) {
    return services.audit.actions();
  }

  // ---- one's own account (every role) ----

  @Authorized(ALLOW.self)
  @Mutation(() => Boolean, { description: 'Needs the current password; every other session ends.' })
  async changePassword(
    @Arg('input', { description: 'The current and the new password.' }) input: PasswordChangeInput,
    @Ctx() ctx: RequestContext,
  ) {
    await ctx.services.ownAccount.changePassword(signedIn(ctx.user), input, client(ctx));
    return true;
  }

  @Authorized(ALLOW.self)
  @Mutation(() => Date, {
    description:
      'Proves the password (or a current code) again on this session: e-mail and password changes, turning 2FA off and new API tokens need it within the last 5 minutes (they answer FORBIDDEN with extensions.reason REAUTHENTICATE otherwise). Answers when the window closes.',
  })
  reauthenticate(@Arg('proof', { description: 'The password, or a current code.' }) proof: string, @Ctx() ctx: RequestContext) {
    return ctx.services.recentAuth.reauthenticate(signedIn(ctx.user), { proof }, client(ctx));
  }

  @Authorized(ALLOW.self)
  @Mutation(() => AdminUser, {
    description:
      'Sets the current user’s e-mail address (unique among accounts). Needs a recent re-authentication; the old address gets a 72-hour undo link; every other session ends.',
  })
  setMyEmail(@Arg('email', { description: 'The new address.' }) email: string, @Ctx() ctx: RequestContext) {
    return ctx.services.ownAccount.setEmail(signedIn(ctx.user), { email }, client(ctx));
  }

  @Authorized(ALLOW.self)
  @Query(() => [SessionView], { description: 'The current user’s live sessions, newest first.' })
  async mySessions(@Ctx() ctx: RequestContext): Promise<SessionView[]> {
    const user = signedIn(ctx.user);
    const now = Date.now();
    const sessions = await ctx.services.sessions.listForUser(user.id);
    return sessions
      .filter((s) => !s.revokedAt && s.expiresAt.getTime() > now)
      .map((s) => ({
        id: s.id,
        device: describeDevice(s.userAgent),
        ip: s.ip,
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt,
        current: s.id === user.sessionId,
      }));
  }

  @Authorized(ALLOW.self)
  @Mutation(() => Boolean, { description: 'Signs out one of the current user’s sessions.' })
  async revokeMySession(@Arg('id', () => ID, { description: 'One of mySessions.' }) id: string, @Ctx() ctx: RequestContext) {
    const user = signedIn(ctx.user);
    const mine = (await ctx.services.sessions.listForUser(user.id)).some((s) => s.id === id);
    if (!mine) throw notFound('Session not found.');
    await ctx.services.sessions.revoke(id);
    await ctx.services.audit.record(acting(ctx), 'session.revoke');
    return true;
  }

  @Authorized(ALLOW.self)
  @Mutation(() => Int, { description: 'Signs out every other session of the current user; answers how many ended.' })
  async signOutEverywhereElse(@Ctx() ctx: RequestContext) {
    const user = signedIn(ctx.user);
    const ended = await ctx.services.sessions.revokeAllForUser(user.id, user.sessionId);
    await ctx.services.audit.record(acting(ctx), 'session.revoke-others', String(ended));
    return ended;
  }

  // ---- public steps of a link ----

  @Query(() => InvitationPreview, { description: 'A usable invitation, or NOT_FOUND "This link has expired or was already used".' })
  invitation(@Arg('token', { description: 'The secret from the invitation link.' }) token: string, @Ctx() { services }: RequestContext) {
    return services.team.previewInvitation(token);
  }

  @Mutation(() => AuthPayload, {
    description: 'Creates the invited account and signs it in (or asks it to set up 2FA). The link works once.',
  })
  async acceptInvitation(
    @Arg('token', { description: 'The secret from the invitation link.' }) token: string,
    @Arg('input', { description: 'The account to create.' }) input: AcceptInvitationInput,
    @Ctx() ctx: RequestContext,
  ) {
    return signInAnswer(await ctx.services.team.acceptInvitation(token, input, client(ctx)), ctx);
  }

  @Mutation(() => String, { description: 'Sends a reset link if an account uses this address; the answer is the same either way.' })
  async requestPasswordReset(@Arg('email', { description: 'The account’s e-mail address.' }) email: string, @Ctx() ctx: RequestContext) {
    await ctx.services.passwordResets.requestPasswordReset({ email }, client(ctx));
    return RESET_REQUESTED_MESSAGE;
  }

  @Mutation(() => String, {
    description: 'The old address’s undo link of an e-mail change: the old address is back and every session of the account ends.',
  })
  undoEmailChange(@Arg('token', { description: 'The secret from the undo link.' }) token: string, @Ctx() ctx: RequestContext) {
    return ctx.services.ownAccount.undoEmailChange(token, client(ctx));
  }

  @Query(() => Boolean, { description: 'Whether a reset link can still be used.' })
  resetLinkUsable(@Arg('token', { description: 'The secret from the reset link.' }) token: string, @Ctx() { services }: RequestContext) {
    return services.passwordResets.resetLinkUsable(token);
  }

  @Mutation(() => Boolean, { description: 'Sets a new password from a reset link; every session of the account ends.' })
  async resetPassword(
    @Arg('token', { description: 'The secret from the reset link.' }) token: string,
    @Arg('password', { description: 'The new password.' }) password: string,
    @Ctx() ctx: RequestContext,
  ) {
    await ctx.services.passwordResets.resetPassword(token, { password }, client(ctx));
    return true;
  }
}
