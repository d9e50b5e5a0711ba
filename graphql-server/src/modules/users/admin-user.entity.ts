import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { USERNAME_MAX_LENGTH } from '../../../../schema/validation/auth';
import type { Role } from '../../../../schema/validation/accounts';

/** The roles of schema/validation/accounts.ts as a GraphQL enum (same names, same order). */
export const UserRole: Record<Role, Role> = { OWNER: 'OWNER', ADMINISTRATOR: 'ADMINISTRATOR', EDITOR: 'EDITOR', AUTHOR: 'AUTHOR' };
registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'Owner (exactly one), Administrator, Editor (all content, reads leads), Author (own posts and resources).',
});

@Entity({ name: 'admin_users' })
// Exactly one Owner: a second row with role OWNER is refused by the database itself.
@Index('IDX_admin_users_one_owner', ['role'], { unique: true, where: `"role" = 'OWNER'` })
@ObjectType('User', { description: 'A staff account. The password hash is never exposed.' })
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID)
  id: string;

  /** Stored lower-cased, so usernames are unique regardless of case. */
  @Column({ type: 'varchar', length: USERNAME_MAX_LENGTH, unique: true })
  @Field()
  username: string;

  @Column({ type: 'varchar', length: 100 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20, default: 'ADMINISTRATOR' })
  @Field(() => UserRole)
  role: Role;

  /** Lower-cased. Null only for the admin of earlier releases, who is asked for one at sign-in. */
  @Column({ type: 'varchar', length: 254, nullable: true, unique: true })
  @Field(() => String, { nullable: true })
  email: string | null;

  /** The name given in the invitation. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  @Field(() => String, { nullable: true })
  displayName: string | null;

  /** Set while the account is suspended: its sessions end and it cannot sign in. */
  @Column({ type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true })
  suspendedAt: Date | null;

  /** The TOTP secret, encrypted (auth/secret-box.ts). Set at enrolment; in use once `totpEnabledAt` is. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  totpSecret: string | null;

  /** When two-factor sign-in was turned on; null while it is off (or only being set up). */
  @Column({ type: 'timestamptz', nullable: true })
  totpEnabledAt: Date | null;

  /** The TOTP time step of the last code accepted: that code, and older ones, are refused (no replay). */
  @Column({ type: 'integer', nullable: true })
  totpLastStep: number | null;

  @Field(() => Boolean, { description: 'Whether the account signs in with a second factor (TOTP).' })
  get twoFactorEnabled(): boolean {
    return Boolean(this.totpEnabledAt);
  }

  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;
}
