// What every single-use link of the accounts stores (decision 0038: a base class only for columns
// identical to the letter): the SHA-256 of its secret, when it was sent and when it stops working.
// Invitations (issue 13), password resets (issue 13) and e-mail change undos (decision 0056) extend
// it; each table keeps its own uniqueness of tokenHash (a constraint or a named index) and indexes.
import { Column, CreateDateColumn } from 'typeorm';

export abstract class SingleUseLink {
  /** Hex SHA-256 of the link's secret: the secret itself is never stored. */
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}

/** A link that acts on one account, once: its account and when it was used. */
export abstract class AccountLink extends SingleUseLink {
  @Column('uuid')
  userId: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
