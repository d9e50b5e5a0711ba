import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AdminUser } from './admin-user.entity';

/**
 * A signed-in session (docs/architecture.md "Sessions"): its id is the `jti` of the session JWT, and every
 * request carrying that JWT must find its row live (not revoked, not expired). Logout revokes it.
 */
@Entity({ name: 'sessions' })
@Index('IDX_sessions_userId', ['userId'])
export class Session {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_sessions_userId' })
  user?: AdminUser;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Updated at most once a minute per session (sessions.service.ts), not on every request. */
  @Column({ type: 'timestamptz' })
  lastSeenAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /**
   * When the session last proved the password (or a code): at sign-in, and on re-authentication.
   * Sensitive changes need it within the last few minutes (recent-auth.ts, decision 0056).
   */
  @Column({ type: 'timestamptz', nullable: true })
  reauthenticatedAt: Date | null;

  /** The client address at sign-in, as the rate limits see it. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'varchar', length: 300, nullable: true })
  userAgent: string | null;
}
