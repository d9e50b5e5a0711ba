// Checking a second factor (decision 0020): a TOTP code or a recovery code, counted in the login
// limits like a password (per account + address, per account, per address: 429 beyond), each code
// accepted once. Used by the sign-in's second step and by the profile's 2FA changes.
import { IsNull, type DataSource } from 'typeorm';
import { hashRecoveryCode, isTotpCode, newRecoveryCodes, verifyTotp } from '../../auth/totp';
import type { SecretBox } from '../../auth/secret-box';
import type { RateLimits } from '../../security/rate-limits';
import type { AuditService } from '../audit/audit.service';
import { AdminUser } from './admin-user.entity';
import { RecoveryCode } from './recovery-code.entity';
import type { ClientInfo } from './users.service';

export interface CodeCheckOptions {
  /** A recovery code may stand for a TOTP code (signing in); not when confirming an app. */
  recovery: boolean;
  /** The secret to check against, when it is not the account's stored one (confirming a new app). */
  secret?: string;
}

export type CodeCheck = { ok: false } | { ok: true; step: number | null; recoveryCodesLeft?: number };

export class SecondFactor {
  constructor(
    private readonly db: DataSource,
    private readonly box: SecretBox,
    private readonly rateLimits: RateLimits,
    private readonly audit: AuditService,
  ) {}

  /** The account's TOTP secret in clear, or null (none, or sealed with another key). */
  secretOf(user: AdminUser): string | null {
    return user.totpSecret ? this.box.open(user.totpSecret) : null;
  }

  seal(secret: string): string {
    return this.box.seal(secret);
  }

  /**
   * Whether `code` is a right second factor for `user` now. The attempt is reserved in the limits
   * before anything is checked; a wrong code is a failure there and an audit entry.
   */
  async check(user: AdminUser, code: string, client: ClientInfo, options: CodeCheckOptions): Promise<CodeCheck> {
    const attempt = await this.rateLimits.reserveLoginAttempt(client.ip, user.username, 'code');
    let result: CodeCheck;
    try {
      result = await this.tryCode(user, code, options);
    } catch (error) {
      await attempt.cancel().catch(() => undefined);
      throw error;
    }
    if (!result.ok) {
      await attempt.failed();
      await this.audit.record({ user, ip: client.ip }, 'user.2fa-failed', user.username);
      return result;
    }
    await attempt.succeeded();
    if (result.recoveryCodesLeft !== undefined) {
      await this.audit.record({ user, ip: client.ip }, 'user.2fa-recovery-code-used', `${result.recoveryCodesLeft} left`);
    }
    return result;
  }

  private async tryCode(user: AdminUser, code: string, options: CodeCheckOptions): Promise<CodeCheck> {
    if (isTotpCode(code)) {
      const secret = options.secret ?? this.secretOf(user);
      const step = secret ? verifyTotp(secret, code, user.totpLastStep) : null;
      if (step === null) return { ok: false };
      // A code is accepted once: the step only moves forward, in one conditional UPDATE (a race
      // of two requests with the same code lets one through).
      const moved = await this.db
        .getRepository(AdminUser)
        .createQueryBuilder()
        .update()
        .set({ totpLastStep: step })
        .where('"id" = :id AND ("totpLastStep" IS NULL OR "totpLastStep" < :step)', { id: user.id, step })
        .execute();
      return moved.affected ? { ok: true, step } : { ok: false };
    }
    if (!options.recovery) return { ok: false };
    const used = await this.db
      .getRepository(RecoveryCode)
      .createQueryBuilder()
      .update()
      .set({ usedAt: () => 'now()' })
      .where('"userId" = :userId AND "codeHash" = :hash AND "usedAt" IS NULL', { userId: user.id, hash: hashRecoveryCode(code) })
      .execute();
    if (!used.affected) return { ok: false };
    const left = await this.db.getRepository(RecoveryCode).count({ where: { userId: user.id, usedAt: IsNull() } });
    return { ok: true, step: null, recoveryCodesLeft: left };
  }

  async deleteRecoveryCodes(userId: string): Promise<void> {
    await this.db.getRepository(RecoveryCode).delete({ userId });
  }

  /** Replaces the account's recovery codes with 10 new ones; answers them (the only time they are shown). */
  async replaceRecoveryCodes(userId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await this.db.transaction(async (manager) => {
      const repo = manager.getRepository(RecoveryCode);
      await repo.delete({ userId });
      await repo.insert(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })));
    });
    return codes;
  }
}
