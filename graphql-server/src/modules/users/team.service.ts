// The team (issue 13): staff accounts and their roles, invitations by e-mail, suspension,
// deletion (content reassigned) and the transfer of ownership. Every change is audited.
import crypto from 'node:crypto';
import { IsNull, MoreThan, type DataSource, type Repository } from 'typeorm';
import { acceptInvitationSchema, inviteSchema, isRole, ROLE_MESSAGE, roleRank, type Role } from '../../../../schema/validation/accounts';
import { InputValidationError, validateInput } from '../../../../schema/validation/validate';
import type { CurrentUser } from '../../auth/context';
import * as passwords from '../../auth/passwords';
import { conflict, forbidden, isUniqueViolation, isUuid, notFound } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import type { DeliveryQueue } from '../delivery/queue/delivery-queue';
import type { MailService } from '../delivery/mail/mail.service';
import { BlogPost } from '../posts/post.entity';
import { Resource } from '../resources/resource.entity';
import { invitationMail } from './account-mail';
import { AdminUser } from './admin-user.entity';
import { Invitation } from './invitation.entity';
import type { SessionsService } from './sessions.service';
import type { ClientInfo, SignInOutcome, UsersService } from './users.service';

export const LINK_INVALID_MESSAGE = 'This link has expired or was already used';
const USER_NOT_FOUND_MESSAGE = 'User not found.';
const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found.';
export const OWN_ROLE_MESSAGE = 'You cannot change your own role.';
export const ABOVE_OWN_MESSAGE = 'You cannot give a role above your own, or manage someone whose role is above yours.';
export const OWNER_PROTECTED_MESSAGE = 'The Owner cannot be demoted, suspended or deleted: transfer ownership first.';
export const OWNER_ROLE_MESSAGE = 'Ownership moves only by a transfer.';
export const SELF_MESSAGE = 'You cannot suspend or delete your own account.';
const TRANSFER_SELF_MESSAGE = 'You already own this site.';
const TRANSFER_SUSPENDED_MESSAGE = 'Ownership cannot go to a suspended account.';
export const EMAIL_TAKEN_MESSAGE = 'An account with that e-mail address already exists.';
const USERNAME_TAKEN_MESSAGE = 'That username is already taken.';

const INVITATION_DAYS = 7;

/** Who acts, and from where (for the audit log). */
export interface Acting {
  user: CurrentUser;
  ip: string;
}

export interface InvitationPreview {
  name: string;
  email: string;
  role: Role;
}

export const hashLinkToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
/**
 * 32 random bytes as 64 lower-case hex digits: what a link carries. Lower case, because the
 * server redirects an address with capitals to its lower-case form (schema/routes.ts).
 */
export const newLinkToken = () => crypto.randomBytes(32).toString('hex');
const LINK_TOKEN = /^[0-9a-f]{64}$/;
export const isLinkToken = (token: unknown): token is string => typeof token === 'string' && LINK_TOKEN.test(token);

export interface TeamServiceOptions {
  siteUrl: string;
  passwordCost?: passwords.ScryptCost;
}

export class TeamService {
  private readonly users: Repository<AdminUser>;
  private readonly invitations: Repository<Invitation>;

  constructor(
    private readonly db: DataSource,
    private readonly accounts: UsersService,
    private readonly sessions: SessionsService,
    private readonly queue: DeliveryQueue,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    private readonly options: TeamServiceOptions,
  ) {
    this.users = db.getRepository(AdminUser);
    this.invitations = db.getRepository(Invitation);
  }

  list(): Promise<AdminUser[]> {
    return this.users.find({ order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** Pending invitations: neither accepted, revoked nor expired; newest first. */
  pendingInvitations(): Promise<Invitation[]> {
    return this.invitations.find({
      where: { acceptedAt: IsNull(), revokedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
  }

  /** Sends an invitation (one e-mail, through the outbox). An earlier pending one to the same address is revoked. */
  async invite(input: unknown, acting: Acting): Promise<Invitation> {
    const values = await validateInput(inviteSchema, input);
    const role = values.role as Role;
    if (roleRank(role) > roleRank(acting.user.role)) throw forbidden(ABOVE_OWN_MESSAGE);
    if (await this.users.exists({ where: { email: values.email } })) throw conflict(EMAIL_TAKEN_MESSAGE);
    const token = newLinkToken();
    const invitation = await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(Invitation);
      await repo.update({ email: values.email, acceptedAt: IsNull(), revokedAt: IsNull() }, { revokedAt: new Date() });
      const saved = await repo.save(
        repo.create({
          name: values.name,
          email: values.email,
          role,
          tokenHash: hashLinkToken(token),
          invitedById: acting.user.id,
          expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 3600_000),
        }),
      );
      // The token travels in the fragment: never in a request line, so never in an access log.
      const link = `${this.options.siteUrl}/admin/accept-invitation#${token}`;
      const mail = invitationMail({ name: values.name, role, link, invitedBy: acting.user.username }, this.mail.branding);
      await this.queue.enqueue(manager, [this.mail.accountMailJob('account-invitation', values.email, mail)]);
      return saved;
    });
    await this.audit.record(acting, 'invitation.create', `${values.email} (${role})`);
    return invitation;
  }

  async revokeInvitation(id: string, acting: Acting): Promise<Invitation> {
    const invitation = isUuid(id) ? await this.invitations.findOne({ where: { id } }) : null;
    if (!invitation) throw notFound(INVITATION_NOT_FOUND_MESSAGE);
    if (!invitation.revokedAt && !invitation.acceptedAt) {
      invitation.revokedAt = new Date();
      await this.invitations.save(invitation);
      await this.audit.record(acting, 'invitation.revoke', invitation.email);
    }
    return invitation;
  }

  /** What the accept page shows, or the "expired or already used" refusal. */
  async previewInvitation(token: unknown): Promise<InvitationPreview> {
    const invitation = await this.usableInvitation(token);
    return { name: invitation.name, email: invitation.email, role: invitation.role };
  }

  /**
   * Creates the account (role and e-mail from the invitation) and signs it in — or, when the site
   * requires two-factor sign-in, sends it to enrol first. The link works once.
   */
  async acceptInvitation(token: unknown, input: unknown, client: ClientInfo): Promise<SignInOutcome> {
    const { username, password } = await validateInput(acceptInvitationSchema, input);
    const invitation = await this.usableInvitation(token);
    const normalized = username.toLowerCase();
    if (await this.users.exists({ where: { username: normalized } })) throw conflict(USERNAME_TAKEN_MESSAGE);
    const passwordHash = await passwords.hashPassword(password, this.options.passwordCost ?? passwords.SCRYPT_COST);
    let user: AdminUser;
    try {
      user = await this.db.transaction(async (manager) => {
        const used = await manager
          .getRepository(Invitation)
          .createQueryBuilder()
          .update()
          .set({ acceptedAt: () => 'now()' })
          .where('"id" = :id AND "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > now()', { id: invitation.id })
          .execute();
        if (!used.affected) throw notFound(LINK_INVALID_MESSAGE);
        const repo = manager.getRepository(AdminUser);
        if (await repo.exists({ where: { email: invitation.email } })) throw conflict(EMAIL_TAKEN_MESSAGE);
        return repo.save(
          repo.create({ username: normalized, passwordHash, role: invitation.role, email: invitation.email, displayName: invitation.name }),
        );
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(USERNAME_TAKEN_MESSAGE);
      throw error;
    }
    await this.audit.record({ user, ip: client.ip }, 'invitation.accept', `${user.username} (${user.role})`);
    return this.accounts.afterPassword(user, client);
  }

  async changeRole(userId: string, requested: string, acting: Acting): Promise<AdminUser> {
    const target = await this.target(userId);
    if (!isRole(requested)) throw new InputValidationError([{ field: 'role', message: ROLE_MESSAGE }]);
    const role: Role = requested;
    if (target.id === acting.user.id) throw forbidden(OWN_ROLE_MESSAGE);
    if (role === 'OWNER') throw forbidden(OWNER_ROLE_MESSAGE);
    if (target.role === 'OWNER') throw forbidden(OWNER_PROTECTED_MESSAGE);
    this.mayManage(target, acting);
    if (roleRank(role) > roleRank(acting.user.role)) throw forbidden(ABOVE_OWN_MESSAGE);
    if (target.role !== role) {
      const from = target.role;
      target.role = role;
      await this.users.update({ id: target.id }, { role });
      await this.audit.record(acting, 'user.role-change', `${target.username}: ${from} → ${role}`);
    }
    return target;
  }

  /** The Owner hands ownership to another active account and becomes an Administrator. */
  async transferOwnership(userId: string, acting: Acting): Promise<AdminUser> {
    const target = await this.target(userId);
    if (acting.user.role !== 'OWNER') throw forbidden(OWNER_ROLE_MESSAGE);
    if (target.id === acting.user.id) throw forbidden(TRANSFER_SELF_MESSAGE);
    if (target.suspendedAt) throw forbidden(TRANSFER_SUSPENDED_MESSAGE);
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(AdminUser);
      // One Owner at every moment (a unique index): step down first, then hand over.
      await repo.update({ id: acting.user.id, role: 'OWNER' }, { role: 'ADMINISTRATOR' });
      await repo.update({ id: target.id }, { role: 'OWNER' });
    });
    await this.audit.record(acting, 'user.ownership-transfer', target.username);
    return (await this.users.findOne({ where: { id: target.id } })) as AdminUser;
  }

  /** Suspends an account: every session ends at once, and it cannot sign in until restored. */
  async setSuspended(userId: string, suspended: boolean, acting: Acting): Promise<AdminUser> {
    const target = await this.target(userId);
    if (target.id === acting.user.id) throw forbidden(SELF_MESSAGE);
    if (target.role === 'OWNER') throw forbidden(OWNER_PROTECTED_MESSAGE);
    this.mayManage(target, acting);
    if (suspended && !target.suspendedAt) {
      target.suspendedAt = new Date();
      await this.users.update({ id: target.id }, { suspendedAt: target.suspendedAt });
      await this.sessions.revokeAllForUser(target.id);
      await this.audit.record(acting, 'user.suspend', target.username);
    } else if (!suspended && target.suspendedAt) {
      target.suspendedAt = null;
      await this.users.update({ id: target.id }, { suspendedAt: null });
      await this.audit.record(acting, 'user.restore', target.username);
    }
    return target;
  }

  /** Deletes an account; its posts and resources pass to the one deleting it. */
  async deleteUser(userId: string, acting: Acting): Promise<void> {
    const target = await this.target(userId);
    if (target.id === acting.user.id) throw forbidden(SELF_MESSAGE);
    if (target.role === 'OWNER') throw forbidden(OWNER_PROTECTED_MESSAGE);
    this.mayManage(target, acting);
    await this.db.transaction(async (manager) => {
      await manager.getRepository(BlogPost).update({ ownerId: target.id }, { ownerId: acting.user.id });
      await manager.getRepository(Resource).update({ ownerId: target.id }, { ownerId: acting.user.id });
      await manager.getRepository(AdminUser).delete({ id: target.id });
    });
    await this.audit.record(acting, 'user.delete', target.username);
  }

  private async target(userId: string): Promise<AdminUser> {
    const user = isUuid(userId) ? await this.users.findOne({ where: { id: userId } }) : null;
    if (!user) throw notFound(USER_NOT_FOUND_MESSAGE);
    return user;
  }

  private mayManage(target: AdminUser, acting: Acting): void {
    if (roleRank(target.role) > roleRank(acting.user.role)) throw forbidden(ABOVE_OWN_MESSAGE);
  }

  private async usableInvitation(token: unknown): Promise<Invitation> {
    const invitation = isLinkToken(token) ? await this.invitations.findOne({ where: { tokenHash: hashLinkToken(token) } }) : null;
    if (!invitation || invitation.acceptedAt || invitation.revokedAt || invitation.expiresAt.getTime() <= Date.now()) {
      throw notFound(LINK_INVALID_MESSAGE);
    }
    return invitation;
  }
}
