import type { DataSource, Repository } from 'typeorm';
import { loginSchema, serverRegisterSchema } from '../../../../schema/validation/auth';
import { validateInput } from '../../../../schema/validation/validate';
import type { CurrentUser } from '../../auth/context';
import { PasswordCheckGate, type PasswordCheckCaps } from '../../auth/password-check-gate';
import * as passwords from '../../auth/passwords';
import { passwordStamp, type PendingChallenge, type PendingSignIns } from '../../auth/pending-sign-in';
import type { TokenService } from '../../auth/tokens';
import { TooManyRequestsError, type RateLimits, type Refusal } from '../../security/rate-limits';
import { DomainError, forbidden, isUniqueViolation, isUuid, unauthenticated } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import { AdminUser } from './admin-user.entity';
import type { SecuritySettings } from './security-settings';
import type { SessionsService } from './sessions.service';

export const REGISTRATION_CLOSED_MESSAGE =
  'Registration is closed: an administrator account already exists. Ask an administrator to sign in, or set ALLOW_ADMIN_REGISTRATION=true.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';
export const SUSPENDED_MESSAGE = 'This account is suspended. Ask an administrator to restore it.';
const BUSY_ADDRESS_MESSAGE = 'Too many login attempts from your network at the same time. Please try again in a few seconds.';
export const BUSY_MESSAGE = 'Too many login attempts at the same time. Please try again in a few seconds.';
/** Retry-After of a login refused because too many password checks are running. */
const BUSY_RETRY_SECONDS = 2;
const USERNAME_TAKEN_MESSAGE = 'That username is already taken.';
/** A failed login's username is recorded up to this many characters (then an ellipsis). */
const FAILED_USERNAME_MAX = 64;

const BUSY_REFUSALS: Record<'address' | 'total', Refusal> = {
  address: { message: BUSY_ADDRESS_MESSAGE, retryAfterSeconds: BUSY_RETRY_SECONDS },
  total: { message: BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_SECONDS },
};

function busyError(reason: 'address' | 'total'): TooManyRequestsError {
  return new TooManyRequestsError(BUSY_REFUSALS[reason].message, BUSY_RETRY_SECONDS);
}

export interface AuthResult {
  user: AdminUser;
  token: string;
}

/**
 * What a right password leads to: a session, or (two-factor sign-in, decision 0020) a pending
 * sign-in that needs a code (VERIFY) or an authenticator set up first (ENROL). No session then.
 */
export type SignInOutcome = ({ kind: 'session' } & AuthResult) | { kind: 'second-factor'; user: AdminUser; challenge: PendingChallenge };

/** Where a sign-in comes from: recorded on its session row. */
export interface ClientInfo {
  ip: string;
  userAgent?: string | null;
}

/** What else signing in needs: the audit log and the two-factor state. */
export interface AccountDeps {
  audit: AuditService;
  /** Pending sign-ins between the password and the second factor. */
  pending: PendingSignIns;
  settings: SecuritySettings;
}

export interface UsersServiceOptions {
  allowRegistration: boolean;
  /** scrypt cost of new hashes; only tests lower it. */
  passwordCost?: passwords.ScryptCost;
  /** Login brute-force limits (per account + address, per account, per address). */
  rateLimits: RateLimits;
  /** Password checks running at once in this process, per address and in total. */
  passwordChecks: PasswordCheckCaps;
}

export class UsersService {
  private readonly repo: Repository<AdminUser>;
  /** Admits password checks (security/rate-limits.ts has the failure counts; this, the CPU). */
  readonly passwordChecks: PasswordCheckGate;
  // A real hash to check against when the username is unknown, so both paths cost the same.
  private dummyHash?: Promise<string>;

  constructor(
    private readonly db: DataSource,
    private readonly tokens: TokenService,
    private readonly sessions: SessionsService,
    private readonly options: UsersServiceOptions,
    private readonly deps: AccountDeps,
  ) {
    this.repo = db.getRepository(AdminUser);
    this.passwordChecks = new PasswordCheckGate(options.passwordChecks);
  }

  private get cost(): passwords.ScryptCost {
    return this.options.passwordCost ?? passwords.SCRYPT_COST;
  }

  /** Self-registration is open while no admin exists, or always when the operator allows it. */
  async registrationOpen(): Promise<boolean> {
    return this.options.allowRegistration || (await this.repo.count()) === 0;
  }

  /**
   * Registers an admin. The first one is decided under a table lock: of several registrations
   * racing on an empty database exactly one wins, the others are told registration is closed.
   */
  async register(input: unknown, client: ClientInfo): Promise<SignInOutcome> {
    const { username, password } = await validateInput(serverRegisterSchema, input);
    return this.withPasswordCheck(client.ip, async () => {
      if (!(await this.registrationOpen())) throw new DomainError('FORBIDDEN', REGISTRATION_CLOSED_MESSAGE);
      const normalized = username.toLowerCase();
      if (await this.repo.exists({ where: { username: normalized } })) throw new DomainError('CONFLICT', USERNAME_TAKEN_MESSAGE);
      const passwordHash = await passwords.hashPassword(password, this.cost);
      let user: AdminUser;
      try {
        user = await this.db.transaction(async (manager) => {
          // Self-conflicting, so registrations take turns; reads (logins) go on meanwhile.
          await manager.query('LOCK TABLE "admin_users" IN SHARE ROW EXCLUSIVE MODE');
          const repo = manager.getRepository(AdminUser);
          if (!this.options.allowRegistration && (await repo.count()) > 0) throw new DomainError('FORBIDDEN', REGISTRATION_CLOSED_MESSAGE);
          if (await repo.exists({ where: { username: normalized } })) throw new DomainError('CONFLICT', USERNAME_TAKEN_MESSAGE);
          // The first account is the Owner; any later self-registration (ALLOW_ADMIN_REGISTRATION) an Administrator.
          const role = (await repo.count()) === 0 ? 'OWNER' : 'ADMINISTRATOR';
          return repo.save(repo.create({ username: normalized, passwordHash, role }));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('CONFLICT', USERNAME_TAKEN_MESSAGE);
        throw error;
      }
      return this.afterPassword(user, client);
    });
  }

  /**
   * Signs in from `client.ip`. The attempt is reserved in the login limits before the password
   * is checked (security/rate-limits.ts): refused while the account is locked for this address,
   * the account has reached its ceiling or the address its own. A legacy (bcrypt) hash is
   * replaced by a scrypt one on a good login.
   */
  async login(input: unknown, client: ClientInfo): Promise<SignInOutcome> {
    const { username, password } = await validateInput(loginSchema, input);
    // A lock this process has already seen is answered from memory: no slot, no database work.
    this.options.rateLimits.refuseIfKnownLocked(client.ip, username);
    return this.withPasswordCheck(client.ip, async () => {
      const attempt = await this.options.rateLimits.reserveLoginAttempt(client.ip, username);
      let user: AdminUser | null;
      let check: passwords.PasswordCheck;
      try {
        user = await this.repo.findOne({ where: { username: username.trim().toLowerCase() } });
        check = await passwords.verifyPassword(password, user?.passwordHash ?? (await this.unknownUserHash()), this.cost);
      } catch (error) {
        await attempt.cancel().catch(() => undefined);
        throw error;
      }
      if (!user || !check.ok) {
        await attempt.failed();
        // Whatever was typed, as data: escaped and capped (audit.service.ts auditText).
        const typed = Array.from(username.trim().toLowerCase());
        const shown = typed.length > FAILED_USERNAME_MAX ? `${typed.slice(0, FAILED_USERNAME_MAX).join('')}…` : typed.join('');
        await this.deps.audit.record({ user: null, ip: client.ip }, 'user.sign-in-failed', shown);
        throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
      }
      await attempt.succeeded();
      if (user.suspendedAt) throw forbidden(SUSPENDED_MESSAGE);
      if (check.rehash) await this.repo.update({ id: user.id }, { passwordHash: await passwords.hashPassword(password, this.cost) });
      const outcome = await this.afterPassword(user, client);
      // With a second factor, the sign-in is recorded once the code is right.
      if (outcome.kind === 'session') await this.deps.audit.record({ user, ip: client.ip }, 'user.sign-in');
      return outcome;
    });
  }

  /**
   * After a right password (or a new account's first one): a session, unless the account has
   * two-factor sign-in (a pending VERIFY) or the site requires it and the account has none yet
   * (a pending ENROL). Either pending sign-in lasts 5 minutes and gives no access.
   */
  async afterPassword(user: AdminUser, client: ClientInfo): Promise<SignInOutcome> {
    const step = user.totpEnabledAt ? 'VERIFY' : (await this.deps.settings.requireTwoFactor()) ? 'ENROL' : null;
    if (!step) return { kind: 'session', ...(await this.startSession(user, client)) };
    const challenge = this.deps.pending.issue({ userId: user.id, step, passwordStamp: passwordStamp(user.passwordHash) });
    return { kind: 'second-factor', user, challenge };
  }

  /**
   * Checks the signed-in user's password (changing it, turning off 2FA...), counted like a login
   * attempt; false when it is wrong.
   */
  async checkPassword(current: CurrentUser, password: string, client: ClientInfo): Promise<boolean> {
    return this.withPasswordCheck(client.ip, async () => {
      const attempt = await this.options.rateLimits.reserveLoginAttempt(client.ip, current.username);
      const user = await this.repo.findOne({ where: { id: current.id } });
      const check = user ? await passwords.verifyPassword(password, user.passwordHash, this.cost) : { ok: false };
      await (check.ok ? attempt.succeeded() : attempt.failed());
      return check.ok;
    });
  }

  /**
   * The 429 a login from `ip` would get whatever its body says, if it is known now: the address
   * is locked (as this process has seen), or no password-check slot is free for it. Lets the HTTP
   * layer refuse a flood before reading, parsing or validating anything (http/login-front-door.ts).
   */
  loginRefusalFor(ip: string): Refusal | null {
    const locked = this.options.rateLimits.knownAddressLock(ip);
    if (locked) return locked;
    const busy = this.passwordChecks.wouldRefuse(ip);
    return busy ? BUSY_REFUSALS[busy] : null;
  }

  /** Ends a session (logout): its token stops working on the next request. */
  async logout(user: CurrentUser | null): Promise<void> {
    if (user?.sessionId) await this.sessions.revoke(user.sessionId);
  }

  /** The admin a session token belongs to, or null (bad token, session ended, or the account no longer exists). */
  async userForToken(token: string): Promise<CurrentUser | null> {
    const claims = this.tokens.verify(token);
    // A subject that is not a UUID names no account (and must not reach PostgreSQL as one).
    if (!claims || !isUuid(claims.sub)) return null;
    const live = await this.sessions.findLive(claims.sid, claims.sub);
    return live ? { id: live.userId, username: live.username, role: live.role, sessionId: live.sessionId } : null;
  }

  async getById(id: string): Promise<AdminUser | null> {
    return this.repo.findOne({ where: { id } });
  }

  get sessionSeconds(): number {
    return this.tokens.expiresInSeconds;
  }

  /** Claims a pending sign-in's single session (two-factor.service.ts). */
  claimPendingSignIn(nonce: string): Promise<{ claimed: boolean; release: () => Promise<void> }> {
    return this.options.rateLimits.claimPendingSignIn(nonce);
  }

  /** Opens a session: after the second factor (two-factor.service.ts). */
  openSession(user: AdminUser, client: ClientInfo): Promise<AuthResult> {
    return this.startSession(user, client);
  }

  /** A hash of a new password (a change or a reset), made only if a password-check slot is free for `ip`. */
  hashNewPassword(password: string, ip: string): Promise<string> {
    return this.withPasswordCheck(ip, () => passwords.hashPassword(password, this.cost));
  }

  /** Runs `work` (which hashes) only if a password-check slot is free for `ip`; 429 otherwise. */
  private async withPasswordCheck<T>(ip: string, work: () => Promise<T>): Promise<T> {
    const slot = this.passwordChecks.tryEnter(ip);
    if (!slot.admitted) throw busyError(slot.reason);
    try {
      return await work();
    } finally {
      slot.release();
    }
  }

  private unknownUserHash(): Promise<string> {
    this.dummyHash ??= passwords.hashPassword('not-a-real-password', this.cost);
    return this.dummyHash;
  }

  private async startSession(user: AdminUser, client: ClientInfo): Promise<AuthResult> {
    const expiresAt = new Date(Date.now() + this.tokens.expiresInSeconds * 1000);
    const session = await this.sessions.create({ userId: user.id, expiresAt, ip: client.ip, userAgent: client.userAgent });
    return { user, token: this.tokens.sign({ sub: user.id, username: user.username, sid: session.id }) };
  }
}
