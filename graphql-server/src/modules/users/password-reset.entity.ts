import { Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AdminUser } from './admin-user.entity';
import { AccountLink } from './single-use-link';

/** A password-reset link (issue 13): single-use, valid for one hour; only its SHA-256 is stored. */
@Entity({ name: 'password_resets' })
@Index('IDX_password_resets_userId', ['userId'])
@Unique(['tokenHash'])
export class PasswordReset extends AccountLink {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_password_resets_userId' })
  user?: AdminUser;
}
