import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AdminUser } from './admin-user.entity';

/** A two-factor recovery code (decision 0020): shown once, only its SHA-256 stored, usable once. */
@Entity({ name: 'recovery_codes' })
@Index('IDX_recovery_codes_userId', ['userId'])
export class RecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  userId: string;

  @ManyToOne(() => AdminUser, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_recovery_codes_userId' })
  user?: AdminUser;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
