import { Arg, Ctx, Field, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../auth/context';
import { clearSessionCookie, setSessionCookie } from '../../auth/session-cookie';
import type { AuthResult } from './users.service';
import { AdminUser } from './admin-user.entity';
import { CredentialsInput } from './users.inputs';

@ObjectType({ description: 'A signed-in session. The token also travels in an httpOnly cookie.' })
export class AuthPayload {
  @Field(() => AdminUser) user: AdminUser;
  @Field({ description: 'A JWT for `Authorization: Bearer` (integrators).' }) token: string;
  @Field() expiresAt: Date;
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

  @Mutation(() => AuthPayload)
  async login(@Arg('input') input: CredentialsInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return this.startSession(await ctx.services.users.login(input, { ip: ctx.ip, userAgent: ctx.userAgent }), ctx);
  }

  @Mutation(() => AuthPayload, { description: 'Open only while no administrator exists, unless ALLOW_ADMIN_REGISTRATION=true.' })
  async register(@Arg('input') input: CredentialsInput, @Ctx() ctx: RequestContext): Promise<AuthPayload> {
    return this.startSession(await ctx.services.users.register(input, { ip: ctx.ip, userAgent: ctx.userAgent }), ctx);
  }

  @Mutation(() => Boolean, { description: 'Ends the current session on the server (its token stops working) and clears the cookie.' })
  async logout(@Ctx() { services, user, res, secureCookies }: RequestContext): Promise<boolean> {
    await services.users.logout(user);
    clearSessionCookie(res, secureCookies);
    return true;
  }

  private startSession(result: AuthResult, { services, res, secureCookies }: RequestContext): AuthPayload {
    const seconds = services.users.sessionSeconds;
    setSessionCookie(res, result.token, seconds, secureCookies);
    return { user: result.user, token: result.token, expiresAt: new Date(Date.now() + seconds * 1000) };
  }
}
