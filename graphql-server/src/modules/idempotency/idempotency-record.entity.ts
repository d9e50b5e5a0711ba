import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * The first answer to a write sent with an `Idempotency-Key` (issue 35, decision 0067): kept per
 * caller (a staff member or an API token) for IDEMPOTENCY_TTL_HOURS, so a retried key gets the same
 * answer instead of a second change. `status` null: the first request is still being answered.
 */
@Entity({ name: 'idempotency_keys' })
export class IdempotencyRecord {
  /** `user:<id>` or `token:<id>`: a key is only ever matched within its caller's own requests. */
  @PrimaryColumn({ type: 'varchar', length: 60, primaryKeyConstraintName: 'PK_idempotency_keys' })
  caller: string;

  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'PK_idempotency_keys' })
  key: string;

  /** SHA-256 of the method, path and body: the same key with another request is refused (422). */
  @Column({ type: 'char', length: 64 })
  fingerprint: string;

  @Column({ type: 'int', nullable: true })
  status: number | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  contentType: string | null;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @Index('IDX_idempotency_keys_createdAt')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
