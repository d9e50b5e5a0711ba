import type { DataSource, Repository } from 'typeorm';
import { emailSchema, passwordChangeSchema } from '../../../../schema/validation/accounts';
import { validateInput } from '../../../../schema/validation/validate';
import type { CurrentUser } from '../../auth/context';
import { conflict, forbidden, isUniqueViolation } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import { AdminUser } from './admin-user.entity';
import type { SessionsService } from './sessions.service';
import { EMAIL_TAKEN_MESSAGE } from './team.service';
import type { ClientInfo, UsersService } from './users.service';

export const WRONG_PASSWORD_MESSAGE = 'Your current password is incorrect.';

/** The signed-in user's own account: its password and its e-mail address. */
export class OwnAccountService {
  private readonly repo: Repository<AdminUser>;

  constructor(
    db: DataSource,
    private readonly accounts: UsersService,
    private readonly sessions: SessionsService,
    private readonly audit: AuditService,
  ) {
    this.repo = db.getRepository(AdminUser);
  }

  /**
   * Changes the signed-in user's password: the current one is required (and counted like a login
   * attempt); every other session of the account ends.
   */
  async changePassword(current: CurrentUser, input: unknown, client: ClientInfo): Promise<void> {
    const { currentPassword, newPassword } = await validateInput(passwordChangeSchema, input);
    if (!(await this.accounts.checkPassword(current, currentPassword, client))) throw forbidden(WRONG_PASSWORD_MESSAGE);
    const passwordHash = await this.accounts.hashNewPassword(newPassword, client.ip);
    await this.repo.update({ id: current.id }, { passwordHash });
    await this.sessions.revokeAllForUser(current.id, current.sessionId);
    await this.audit.record({ user: current, ip: client.ip }, 'user.password-change', current.username);
  }

  /** Sets the signed-in user's e-mail address (the admin of earlier releases has none yet). */
  async setEmail(current: CurrentUser, input: unknown, client: ClientInfo): Promise<AdminUser> {
    const { email } = await validateInput(emailSchema, input);
    const taken = await this.repo.findOne({ where: { email } });
    if (taken && taken.id !== current.id) throw conflict(EMAIL_TAKEN_MESSAGE);
    try {
      await this.repo.update({ id: current.id }, { email });
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MESSAGE);
      throw error;
    }
    await this.audit.record({ user: current, ip: client.ip }, 'user.email-change', email);
    return (await this.repo.findOne({ where: { id: current.id } })) as AdminUser;
  }
}
