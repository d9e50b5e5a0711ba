// Two-factor sign-in (issue 13, decision 0020): enrolment from the profile (QR code, secret, a
// confirming code, 10 recovery codes shown once), turning it off, new recovery codes, the sign-in's
// second step, the enrolment a pending sign-in must do when the Owner requires 2FA for everyone.
import { IsNull, Not, type DataSource, type Repository } from 'typeorm';
import * as msg from '../../../../schema/validation/accounts';
import { validateInput } from '../../../../schema/validation/validate';
import type { CurrentUser } from '../../auth/context';
import { passwordStamp, type PendingSignIns, type PendingStep } from '../../auth/pending-sign-in';
import { newTotpSecret, otpauthUrl, qrCodeDataUrl } from '../../auth/totp';
import { conflict, forbidden, InputValidationError, isUuid, unauthenticated } from '../../shared/errors';
import type { AuditService } from '../audit/audit.service';
import { AdminUser } from './admin-user.entity';
import type { SecondFactor } from './second-factor';
import type { SecuritySettings } from './security-settings';
import type { RecentAuth } from './recent-auth';
import type { SessionsService } from './sessions.service';
import type { Acting } from './team.service';
import type { AuthResult, ClientInfo, UsersService } from './users.service';

export interface TwoFactorSetup {
  /** Base32, for typing into an app by hand. */
  secret: string;
  otpauthUrl: string;
  /** The QR code of otpauthUrl, an SVG data URL drawn on this server. */
  qrCode: string;
}

export interface TwoFactorEnrolment {
  recoveryCodes: string[];
  session: AuthResult;
}

export interface TwoFactorDeps {
  accounts: UsersService;
  sessions: SessionsService;
  pending: PendingSignIns;
  settings: SecuritySettings;
  codes: SecondFactor;
  audit: AuditService;
  recentAuth: RecentAuth;
  /** The issuer an authenticator app shows (SITE_NAME). */
  issuer: string;
}

export class TwoFactorService {
  private readonly users: Repository<AdminUser>;

  constructor(
    db: DataSource,
    private readonly deps: TwoFactorDeps,
  ) {
    this.users = db.getRepository(AdminUser);
  }

  // ---- one's own account (signed in) ----

  /** A new secret for the signed-in account (replacing one not yet confirmed). */
  async beginSetup(current: CurrentUser): Promise<TwoFactorSetup> {
    return this.setupFor(await this.account(current.id));
  }

  /** Confirms the new app with a code from it; answers the 10 recovery codes (shown only now). */
  async enable(current: CurrentUser, input: unknown, client: ClientInfo): Promise<string[]> {
    return this.confirm(await this.account(current.id), input, client);
  }

  /**
   * Turns two-factor sign-in off (password or current code, which count as a re-authentication);
   * refused while the site requires it. Every other session of the account ends.
   */
  async disable(current: CurrentUser, input: unknown, client: ClientInfo): Promise<void> {
    const user = await this.enabledAccount(current.id);
    if (await this.deps.settings.requireTwoFactor()) throw forbidden(msg.TWO_FACTOR_REQUIRED_MESSAGE);
    await this.prove(current, user, input, client);
    await this.users.update({ id: user.id }, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await this.deps.codes.deleteRecoveryCodes(user.id);
    await this.deps.recentAuth.endOtherSessions(current);
    await this.deps.audit.record({ user: current, ip: client.ip }, 'user.2fa-disable', current.username);
  }

  /** 10 new recovery codes (password or current code); the old ones stop working. */
  async regenerateRecoveryCodes(current: CurrentUser, input: unknown, client: ClientInfo): Promise<string[]> {
    const user = await this.enabledAccount(current.id);
    await this.prove(current, user, input, client);
    const codes = await this.deps.codes.replaceRecoveryCodes(user.id);
    await this.deps.audit.record({ user: current, ip: client.ip }, 'user.2fa-recovery-codes-regenerate', current.username);
    return codes;
  }

  required(): Promise<boolean> {
    return this.deps.settings.requireTwoFactor();
  }

  /**
   * Owner: require 2FA for every account. The Owner must have it first. Sessions of accounts
   * without it end at once: their next sign-in sends them to enrol.
   */
  async setRequired(required: boolean, acting: Acting): Promise<boolean> {
    if (required && !(await this.account(acting.user.id)).totpEnabledAt) throw conflict(msg.OWNER_NEEDS_TWO_FACTOR_MESSAGE);
    await this.deps.settings.setRequireTwoFactor(required);
    if (required) {
      const without = await this.users.find({ where: { totpEnabledAt: IsNull() }, select: { id: true } });
      for (const { id } of without) await this.deps.sessions.revokeAllForUser(id);
    }
    await this.deps.audit.record(acting, 'settings.require-2fa', required ? 'on' : 'off');
    return required;
  }

  // ---- the sign-in's second step (a pending sign-in, no session yet) ----

  /**
   * A right code (or an unused recovery code) turns a pending VERIFY into a session: one session
   * per pending sign-in (its nonce is claimed first; a wrong code gives it back).
   */
  async verifySignIn(token: unknown, input: unknown, client: ClientInfo): Promise<AuthResult> {
    const { code } = await validateInput(msg.twoFactorCodeSchema, { code: (input as { code?: unknown } | null)?.code });
    const { user, nonce } = await this.pendingUser(token, 'VERIFY');
    await this.once(nonce, async () => {
      if (!(await this.deps.codes.check(user, code, client, { recovery: true })).ok) throw unauthenticated(msg.WRONG_CODE_MESSAGE);
    });
    await this.deps.audit.record({ user, ip: client.ip }, 'user.sign-in', '2fa');
    return this.deps.accounts.openSession(user, client);
  }

  /** The set-up of a pending ENROL (the site requires 2FA and the account has none). */
  async beginRequiredSetup(token: unknown): Promise<TwoFactorSetup> {
    return this.setupFor((await this.pendingUser(token, 'ENROL')).user);
  }

  /** Confirms the pending ENROL's app: recovery codes, and at last a session. */
  async completeRequiredSetup(token: unknown, input: unknown, client: ClientInfo): Promise<TwoFactorEnrolment> {
    const { user, nonce } = await this.pendingUser(token, 'ENROL');
    const recoveryCodes = await this.once(nonce, () => this.confirm(user, input, client));
    await this.deps.audit.record({ user, ip: client.ip }, 'user.sign-in', '2fa');
    return { recoveryCodes, session: await this.deps.accounts.openSession(user, client) };
  }

  // ---- internals ----

  private async setupFor(user: AdminUser): Promise<TwoFactorSetup> {
    if (user.totpEnabledAt) throw conflict(msg.TWO_FACTOR_ALREADY_ON_MESSAGE);
    const secret = newTotpSecret();
    await this.users.update({ id: user.id }, { totpSecret: this.deps.codes.seal(secret), totpLastStep: null });
    const url = otpauthUrl(secret, this.deps.issuer, user.email ?? user.username);
    return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
  }

  private async confirm(user: AdminUser, input: unknown, client: ClientInfo): Promise<string[]> {
    const { code } = await validateInput(msg.twoFactorCodeSchema, { code: (input as { code?: unknown } | null)?.code });
    if (user.totpEnabledAt) throw conflict(msg.TWO_FACTOR_ALREADY_ON_MESSAGE);
    const secret = this.deps.codes.secretOf(user);
    if (!secret) throw conflict(msg.TWO_FACTOR_NOT_STARTED_MESSAGE);
    if (!(await this.deps.codes.check(user, code, client, { recovery: false, secret })).ok) {
      throw new InputValidationError([{ field: 'code', message: msg.WRONG_CODE_MESSAGE }]);
    }
    const enabled = await this.users.update(
      { id: user.id, totpEnabledAt: IsNull(), totpSecret: Not(IsNull()) },
      { totpEnabledAt: new Date() },
    );
    if (!enabled.affected) throw conflict(msg.TWO_FACTOR_ALREADY_ON_MESSAGE);
    const codes = await this.deps.codes.replaceRecoveryCodes(user.id);
    await this.deps.audit.record({ user, ip: client.ip }, 'user.2fa-enable', user.username);
    return codes;
  }

  /** The password or a current TOTP code of the signed-in account; FORBIDDEN otherwise. */
  private async prove(current: CurrentUser, user: AdminUser, input: unknown, client: ClientInfo): Promise<void> {
    const { proof } = await validateInput(msg.twoFactorProofSchema, { proof: (input as { proof?: unknown } | null)?.proof });
    if (!(await this.deps.recentAuth.proves(current, user, proof, client))) throw forbidden(msg.WRONG_PROOF_MESSAGE);
    await this.deps.recentAuth.proved(current);
  }

  /** Runs `step` holding the pending sign-in's single use; a failed step gives the use back. */
  private async once<T>(nonce: string, step: () => Promise<T>): Promise<T> {
    const use = await this.deps.accounts.claimPendingSignIn(nonce);
    if (!use.claimed) throw unauthenticated(msg.PENDING_SIGN_IN_MESSAGE);
    try {
      return await step();
    } catch (error) {
      await use.release().catch(() => undefined);
      throw error;
    }
  }

  private async pendingUser(token: unknown, step: PendingStep): Promise<{ user: AdminUser; nonce: string }> {
    const claims = this.deps.pending.verify(token, step);
    const user = claims && isUuid(claims.userId) ? await this.users.findOne({ where: { id: claims.userId } }) : null;
    const stillValid =
      user &&
      !user.suspendedAt &&
      passwordStamp(user.passwordHash) === claims?.passwordStamp &&
      Boolean(user.totpEnabledAt) === (step === 'VERIFY');
    if (!user || !stillValid || !claims) throw unauthenticated(msg.PENDING_SIGN_IN_MESSAGE);
    return { user, nonce: claims.nonce };
  }

  private async account(id: string): Promise<AdminUser> {
    const user = await this.users.findOne({ where: { id } });
    if (!user) throw unauthenticated();
    return user;
  }

  private async enabledAccount(id: string): Promise<AdminUser> {
    const user = await this.account(id);
    if (!user.totpEnabledAt) throw conflict(msg.TWO_FACTOR_OFF_MESSAGE);
    return user;
  }
}
