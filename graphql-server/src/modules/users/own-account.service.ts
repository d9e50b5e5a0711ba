import { IsNull, type DataSource, type Repository } from 'typeorm';
import { EMAIL_UNDO_DONE_MESSAGE, emailSchema, passwordChangeSchema } from '../../../../schema/validation/accounts';
import { validateInput } from '../../../../schema/validation/validate';
import type { CurrentUser } from '../../auth/context';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import type { MailService } from '../delivery/mail/mail.service';
import type { DeliveryQueue } from '../delivery/queue/delivery-queue';
import { emailChangedMail } from './account-mail';
import { AdminUser } from './admin-user.entity';
import { EmailChangeUndo } from './email-change-undo.entity';
import { PasswordReset } from './password-reset.entity';
import type { RecentAuth } from './recent-auth';
import type { SessionsService } from './sessions.service';
import { EMAIL_TAKEN_MESSAGE, hashLinkToken, isLinkToken, LINK_INVALID_MESSAGE, newLinkToken } from './team.service';
import type { ClientInfo, UsersService } from './users.service';

export const WRONG_PASSWORD_MESSAGE = 'Your current password is incorrect.';
/** How long the old address may undo an e-mail change. */
const UNDO_HOURS = 72;

export interface OwnAccountDeps {
  accounts: UsersService;
  sessions: SessionsService;
  recentAuth: RecentAuth;
  audit: AuditService;
  queue: DeliveryQueue;
  mail: MailService;
  siteUrl: string;
}

/** The signed-in user's own account: its password and its e-mail address. */
export class OwnAccountService {
  private readonly repo: Repository<AdminUser>;

  constructor(
    private readonly db: DataSource,
    private readonly deps: OwnAccountDeps,
  ) {
    this.repo = db.getRepository(AdminUser);
  }

  /**
   * Changes the signed-in user's password: the current one is required (and counted like a login
   * attempt; it also counts as a re-authentication); every other session of the account ends.
   */
  async changePassword(current: CurrentUser, input: unknown, client: ClientInfo): Promise<void> {
    const { currentPassword, newPassword } = await validateInput(passwordChangeSchema, input);
    if (!(await this.deps.accounts.checkPassword(current, currentPassword, client))) throw forbidden(WRONG_PASSWORD_MESSAGE);
    const passwordHash = await this.deps.accounts.hashNewPassword(newPassword, client.ip);
    await this.repo.update({ id: current.id }, { passwordHash });
    await this.deps.recentAuth.proved(current);
    await this.deps.sessions.revokeAllForUser(current.id, current.sessionId);
    await this.deps.audit.record({ user: current, ip: client.ip }, 'user.password-change', current.username);
  }

  /**
   * Sets the signed-in user's e-mail address (the admin of earlier releases has none yet). Needs a
   * recent re-authentication; the old address is told, with a link that undoes the change for 72
   * hours; every other session ends.
   */
  async setEmail(current: CurrentUser, input: unknown, client: ClientInfo): Promise<AdminUser> {
    const { email } = await validateInput(emailSchema, input);
    await this.deps.recentAuth.require(current);
    const before = await this.repo.findOne({ where: { id: current.id } });
    if (!before) throw notFound('Account not found.');
    if (before.email === email) return before;
    const taken = await this.repo.findOne({ where: { email } });
    if (taken && taken.id !== current.id) throw conflict(EMAIL_TAKEN_MESSAGE);
    try {
      await this.db.transaction(async (manager) => {
        await manager.getRepository(AdminUser).update({ id: current.id }, { email });
        if (before.email) await this.queueUndoNotice(manager, before, email);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    await this.deps.recentAuth.endOtherSessions(current);
    await this.deps.audit.record({ user: current, ip: client.ip }, 'user.email-change', email);
    return (await this.repo.findOne({ where: { id: current.id } })) as AdminUser;
  }

  /**
   * The old address's undo link: puts the old address back, ends every session of the account and
   * voids its unused password-reset links (one may have gone to the new address). Single-use.
   */
  async undoEmailChange(token: unknown, client: ClientInfo): Promise<string> {
    const undo = isLinkToken(token)
      ? await this.db.getRepository(EmailChangeUndo).findOne({ where: { tokenHash: hashLinkToken(token) } })
      : null;
    if (!undo || undo.usedAt || undo.expiresAt.getTime() <= Date.now()) throw notFound(LINK_INVALID_MESSAGE);
    const user = await this.db.transaction(async (manager) => {
      const used = await manager
        .getRepository(EmailChangeUndo)
        .createQueryBuilder()
        .update()
        .set({ usedAt: () => 'now()' })
        .where('"id" = :id AND "usedAt" IS NULL AND "expiresAt" > now()', { id: undo.id })
        .execute();
      if (!used.affected) throw notFound(LINK_INVALID_MESSAGE);
      const users = manager.getRepository(AdminUser);
      const holder = await users.findOne({ where: { email: undo.oldEmail } });
      // Another account took the address meanwhile: it stays theirs; this one keeps no address
      // (null asks for one at the next sign-in) rather than the attacker's.
      await users.update({ id: undo.userId }, { email: holder && holder.id !== undo.userId ? null : undo.oldEmail });
      await manager.getRepository(PasswordReset).update({ userId: undo.userId, usedAt: IsNull() }, { usedAt: new Date() });
      return users.findOne({ where: { id: undo.userId } });
    });
    await this.deps.sessions.revokeAllForUser(undo.userId);
    if (user) await this.deps.audit.record({ user, ip: client.ip }, 'user.email-change-undo', undo.oldEmail);
    return EMAIL_UNDO_DONE_MESSAGE;
  }

  private async queueUndoNotice(manager: DataSource['manager'], user: AdminUser, newEmail: string): Promise<void> {
    const token = newLinkToken();
    const undos = manager.getRepository(EmailChangeUndo);
    await undos.save(
      undos.create({
        userId: user.id,
        oldEmail: user.email as string,
        newEmail,
        tokenHash: hashLinkToken(token),
        expiresAt: new Date(Date.now() + UNDO_HOURS * 3600_000),
      }),
    );
    // The token travels in the fragment: never in a request line, so never in an access log.
    const link = `${this.deps.siteUrl}/admin/undo-email-change#${token}`;
    const mail = emailChangedMail({ username: user.username, newEmail, link }, this.deps.mail.branding);
    await this.deps.queue.enqueue(manager, [this.deps.mail.accountMailJob('email-change', user.email as string, mail)]);
  }
}
