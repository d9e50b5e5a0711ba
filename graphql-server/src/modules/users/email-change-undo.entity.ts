import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AdminUser } from './admin-user.entity';
import { AccountLink } from './single-use-link';

/**
 * The link sent to the old address when an account's e-mail changes (decision 0056): for 72 hours
 * it puts the old address back and ends every session. Single-use; only its SHA-256 is stored.
 */
@Entity({ name: 'email_change_undos' })
@Index('IDX_email_change_undos_userId', ['userId'])
@Index('UQ_email_change_undos_tokenHash', ['tokenHash'], { unique: true })
export class EmailChangeUndo extends AccountLink {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_email_change_undos' })
  id: string;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_email_change_undos_userId' })
  user?: AdminUser;

  @Column({ type: 'varchar', length: 254 })
  oldEmail: string;

  @Column({ type: 'varchar', length: 254 })
  newEmail: string;
}
