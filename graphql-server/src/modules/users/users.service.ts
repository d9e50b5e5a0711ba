import type { DataSource, Repository } from 'typeorm';
import { loginSchema, serverRegisterSchema } from '../../../../schema/validation/auth';
import { validateInput } from '../../../../schema/validation/validate';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { TokenService } from '../../auth/tokens';
import type { RateLimits } from '../../security/rate-limits';
import { DomainError, isUniqueViolation, isUuid, unauthenticated } from '../../shared/errors';
import { AdminUser } from './admin-user.entity';

export const REGISTRATION_CLOSED_MESSAGE =
  'Registration is closed: an administrator account already exists. Ask an administrator to sign in, or set ALLOW_ADMIN_REGISTRATION=true.';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export interface AuthResult {
  user: AdminUser;
  token: string;
}

export interface UsersServiceOptions {
  allowRegistration: boolean;
  bcryptCost?: number;
  /** Login brute-force limits (per account and per address). */
  rateLimits: RateLimits;
}

export class UsersService {
  private readonly repo: Repository<AdminUser>;
  // A real hash to compare against when the username is unknown, so both paths take the same time.
  private dummyHash?: Promise<string>;

  constructor(
    db: DataSource,
    private readonly tokens: TokenService,
    private readonly options: UsersServiceOptions,
  ) {
    this.repo = db.getRepository(AdminUser);
  }

  /** Self-registration is open while no admin exists, or always when the operator allows it. */
  async registrationOpen(): Promise<boolean> {
    return this.options.allowRegistration || (await this.repo.count()) === 0;
  }

  async register(input: unknown): Promise<AuthResult> {
    const { username, password } = await validateInput(serverRegisterSchema, input);
    if (!(await this.registrationOpen())) throw new DomainError('FORBIDDEN', REGISTRATION_CLOSED_MESSAGE);
    const normalized = username.toLowerCase();
    if (await this.repo.exists({ where: { username: normalized } })) {
      throw new DomainError('CONFLICT', 'That username is already taken.');
    }
    const passwordHash = await hashPassword(password, this.options.bcryptCost);
    try {
      const user = await this.repo.save(this.repo.create({ username: normalized, passwordHash }));
      return { user, token: this.issue(user) };
    } catch (error) {
      if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'That username is already taken.');
      throw error;
    }
  }

  /**
   * Signs in from the client address `ip`. Refused while the account or the address is locked
   * (security/rate-limits.ts); a wrong password counts towards both locks, a right one clears
   * the account's count.
   */
  async login(input: unknown, ip: string): Promise<AuthResult> {
    const { username, password } = await validateInput(loginSchema, input);
    const limits = this.options.rateLimits;
    await limits.assertLoginAllowed(ip, username);
    const user = await this.repo.findOne({ where: { username: username.trim().toLowerCase() } });
    if (!user) {
      this.dummyHash ??= hashPassword('not-a-real-password', this.options.bcryptCost);
      await verifyPassword(password, await this.dummyHash);
    }
    if (!user || !(await verifyPassword(password, user.passwordHash))) {
      await limits.loginFailed(ip, username);
      throw unauthenticated(INVALID_CREDENTIALS_MESSAGE);
    }
    await limits.loginSucceeded(username);
    return { user, token: this.issue(user) };
  }

  /** The admin a session token belongs to, or null (bad token, or the account no longer exists). */
  async userForToken(token: string): Promise<{ id: string; username: string } | null> {
    const claims = this.tokens.verify(token);
    // A subject that is not a UUID names no account (and must not reach PostgreSQL as one).
    if (!claims || !isUuid(claims.sub)) return null;
    const user = await this.repo.findOne({ where: { id: claims.sub }, select: { id: true, username: true } });
    return user ? { id: user.id, username: user.username } : null;
  }

  async getById(id: string): Promise<AdminUser | null> {
    return this.repo.findOne({ where: { id } });
  }

  get sessionSeconds(): number {
    return this.tokens.expiresInSeconds;
  }

  private issue(user: AdminUser): string {
    return this.tokens.sign({ sub: user.id, username: user.username });
  }
}
