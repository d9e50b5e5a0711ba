import { IsNull, type DataSource } from 'typeorm';
import { emailSchema, passwordResetSchema } from '../../../../schema/validation/accounts';
import { validateInput } from '../../../../schema/validation/validate';
import { log } from '../../logger';
import type { RateLimits } from '../../security/rate-limits';
import { notFound } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import type { DeliveryQueue } from '../delivery/queue/delivery-queue';
import type { MailService } from '../delivery/mail/mail.service';
import { passwordResetMail } from './account-mail';
import { AdminUser } from './admin-user.entity';
import { PasswordReset } from './password-reset.entity';
import type { SessionsService } from './sessions.service';
import { hashLinkToken, isLinkToken, LINK_INVALID_MESSAGE, newLinkToken } from './team.service';
import type { ClientInfo, UsersService } from './users.service';

export const RESET_REQUESTED_MESSAGE =
  'If an account uses that e-mail address, a link to reset its password is on its way. It expires in 1 hour.';
const RESET_HOURS = 1;

/** What the reset flow needs besides the accounts: limits, e-mail, sessions and the audit log. */
export interface PasswordResetDeps {
  /** Hashes the new password inside a password-check slot. */
  accounts: UsersService;
  sessions: SessionsService;
  rateLimits: RateLimits;
  queue: DeliveryQueue;
  mail: MailService;
  audit: AuditService;
  siteUrl: string;
}

/** "Forgot password?": single-use, 1-hour links sent by e-mail, and the new password they set. */
export class PasswordResetsService {
  /** Reset requests answered whose work is still running. */
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: DataSource,
    private readonly deps: PasswordResetDeps,
  ) {}

  /**
   * Sends a single-use, 1-hour link to the account with this e-mail address, if there is one (and
   * it is not suspended). The caller answers the same either way, and at the same moment: only the
   * input check and the per-address count (429 beyond) happen before the answer; the look-up, the
   * per-e-mail count (beyond, nothing is sent) and the link are done after it, off the response
   * path, so the answer's timing says nothing about which addresses have accounts (decision 0056).
   */
  async requestPasswordReset(input: unknown, client: ClientInfo): Promise<void> {
    const { email } = await validateInput(emailSchema, input);
    await this.deps.rateLimits.consumePasswordResetRequest(client.ip);
    const work = this.sendLink(email, client).catch((error: unknown) => log().error({ err: error }, 'password reset request failed'));
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
  }

  /** Resolves once every reset request answered so far is done (tests, and shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private async sendLink(email: string, client: ClientInfo): Promise<void> {
    // A tick, so the answer is on its way before any of this work starts.
    await new Promise<void>((resolve) => setImmediate(resolve));
    if (!(await this.deps.rateLimits.mayMailPasswordReset(email))) return;
    const user = await this.db.getRepository(AdminUser).findOne({ where: { email } });
    if (!user || user.suspendedAt) return;
    const token = newLinkToken();
    // The token travels in the fragment: never in a request line, so never in an access log.
    const link = `${this.deps.siteUrl}/admin/reset-password#${token}`;
    await this.db.transaction(async (manager) => {
      const resets = manager.getRepository(PasswordReset);
      await resets.update({ userId: user.id, usedAt: IsNull() }, { usedAt: new Date() });
      await resets.save(
        resets.create({ userId: user.id, tokenHash: hashLinkToken(token), expiresAt: new Date(Date.now() + RESET_HOURS * 3600_000) }),
      );
      const mail = passwordResetMail({ username: user.username, link }, this.deps.mail.branding);
      await this.deps.queue.enqueue(manager, [this.deps.mail.accountMailJob('password-reset', email, mail)]);
    });
    await this.deps.audit.record({ user: null, ip: client.ip }, 'user.password-reset-request', user.username);
  }

  /** Whether a reset link can still be used (the reset page asks before showing its form). */
  async resetLinkUsable(token: unknown): Promise<boolean> {
    return (await this.usableReset(token)) !== null;
  }

  /** Sets a new password from a reset link: the link works once, and every session of the account ends. */
  async resetPassword(token: unknown, input: unknown, client: ClientInfo): Promise<void> {
    const { password } = await validateInput(passwordResetSchema, input);
    const reset = await this.usableReset(token);
    if (!reset) throw notFound(LINK_INVALID_MESSAGE);
    const passwordHash = await this.deps.accounts.hashNewPassword(password, client.ip);
    const user = await this.db.transaction(async (manager) => {
      const used = await manager
        .getRepository(PasswordReset)
        .createQueryBuilder()
        .update()
        .set({ usedAt: () => 'now()' })
        .where('"id" = :id AND "usedAt" IS NULL AND "expiresAt" > now()', { id: reset.id })
        .execute();
      if (!used.affected) throw notFound(LINK_INVALID_MESSAGE);
      await manager.getRepository(AdminUser).update({ id: reset.userId }, { passwordHash });
      return manager.getRepository(AdminUser).findOne({ where: { id: reset.userId } });
    });
    await this.deps.sessions.revokeAllForUser(reset.userId);
    if (user) await this.deps.audit.record({ user, ip: client.ip }, 'user.password-reset', user.username);
  }

  private async usableReset(token: unknown): Promise<PasswordReset | null> {
    if (!isLinkToken(token)) return null;
    const reset = await this.db.getRepository(PasswordReset).findOne({ where: { tokenHash: hashLinkToken(token) } });
    if (!reset || reset.usedAt || reset.expiresAt.getTime() <= Date.now()) return null;
    return reset;
  }
}
