// Recent re-authentication (issue 33, decision 0056): a stolen session must not be able to take
// the account for good. Changing the e-mail address or the password, turning 2FA off and creating
// API tokens need the password (or a current code) proved within the last few minutes on this
// very session: at sign-in, or again through `reauthenticate`. Checked here, in the services, so
// GraphQL and REST (and a Bearer session JWT) are held alike. Every such change then ends the
// account's other sessions.
import * as msg from '../../../../schema/validation/accounts';
import { validateInput } from '../../../../schema/validation/validate';
import type { CurrentUser } from '../../auth/context';
import { DomainError, forbidden, unauthenticated } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import type { AdminUser } from './admin-user.entity';
import type { SecondFactor } from './second-factor';
import type { SessionsService } from './sessions.service';
import type { ClientInfo, UsersService } from './users.service';

const WINDOW_MS = msg.REAUTH_WINDOW_MINUTES * 60_000;

/** FORBIDDEN with `reason: REAUTHENTICATE`: the client asks for the password, re-authenticates and retries. */
const reauthRequired = () => new DomainError('FORBIDDEN', msg.REAUTH_REQUIRED_MESSAGE, { reason: msg.REAUTH_REQUIRED_REASON });

export class RecentAuth {
  constructor(
    private readonly sessions: SessionsService,
    private readonly accounts: UsersService,
    private readonly codes: SecondFactor,
    private readonly audit: AuditService,
  ) {}

  /**
   * Whether `proof` is the account's password, or (2FA on) a current code. Six digits are tried as
   * a code first; a password of six digits still works after that. Both count in the login limits.
   */
  async proves(current: CurrentUser, user: AdminUser, proof: string, client: ClientInfo): Promise<boolean> {
    const trimmed = proof.trim();
    if (user.totpEnabledAt && /^\d{6}$/.test(trimmed) && (await this.codes.check(user, trimmed, client, { recovery: false })).ok) {
      return true;
    }
    return this.accounts.checkPassword(current, proof, client);
  }

  /** Proves the password or a code again on the caller's session; FORBIDDEN when it is wrong. */
  async reauthenticate(current: CurrentUser, input: unknown, client: ClientInfo): Promise<Date> {
    const { proof } = await validateInput(msg.reauthenticateSchema, { proof: (input as { proof?: unknown } | null)?.proof });
    const user = await this.accounts.getById(current.id);
    if (!user || !current.sessionId) throw unauthenticated();
    if (!(await this.proves(current, user, proof, client))) throw forbidden(msg.WRONG_PROOF_MESSAGE);
    await this.sessions.markReauthenticated(current.sessionId);
    await this.audit.record({ user: current, ip: client.ip }, 'user.reauthenticate', current.username);
    return new Date(Date.now() + WINDOW_MS);
  }

  /** Refuses (FORBIDDEN, reason REAUTHENTICATE) unless the caller's session proved itself within the window. */
  async require(current: CurrentUser): Promise<void> {
    const at = current.sessionId ? await this.sessions.reauthenticatedAt(current.sessionId) : null;
    if (!at || Date.now() - at.getTime() > WINDOW_MS) throw reauthRequired();
  }

  /** The proof given with a change (the current password, say) counts as a re-authentication. */
  async proved(current: CurrentUser): Promise<void> {
    if (current.sessionId) await this.sessions.markReauthenticated(current.sessionId);
  }

  /** After a sensitive change: every other session of the account ends. */
  async endOtherSessions(current: CurrentUser): Promise<number> {
    return this.sessions.revokeAllForUser(current.id, current.sessionId);
  }

  /** A sensitive change needing a recent re-authentication; the other sessions end once it is done. */
  async sensitive<T>(current: CurrentUser, change: () => Promise<T>): Promise<T> {
    await this.require(current);
    const result = await change();
    await this.endOtherSessions(current);
    return result;
  }
}
