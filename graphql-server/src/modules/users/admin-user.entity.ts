import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { USERNAME_MAX_LENGTH } from '../../../../schema/validation/auth';
import type { Role } from '../../../../schema/validation/accounts';

/** The roles of schema/validation/accounts.ts as a GraphQL enum (same names, same order). */
export const UserRole: Record<Role, Role> = { OWNER: 'OWNER', ADMINISTRATOR: 'ADMINISTRATOR', EDITOR: 'EDITOR', AUTHOR: 'AUTHOR' };
registerEnumType(UserRole, {
  name: 'UserRole',
  description: 'What a staff account may do (docs/decisions/0016-team-accounts.md).',
  valuesConfig: {
    OWNER: { description: 'Exactly one: everything, including ownership transfer and site-wide 2FA.' },
    ADMINISTRATOR: { description: 'Everything but ownership: team, settings, content, leads, delivery, tokens.' },
    EDITOR: { description: 'All content; reads and works leads.' },
    AUTHOR: { description: 'Own posts and resources; submits them for review, cannot publish.' },
  },
});

@Entity({ name: 'admin_users' })
// Exactly one Owner: a second row with role OWNER is refused by the database itself.
@Index('IDX_admin_users_one_owner', ['role'], { unique: true, where: `"role" = 'OWNER'` })
@ObjectType('User', { description: 'A staff account. The password hash is never exposed.' })
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id of the account.' })
  id: string;

  /** Stored lower-cased, so usernames are unique regardless of case. */
  @Column({ type: 'varchar', length: USERNAME_MAX_LENGTH, unique: true })
  @Field({ description: 'The sign-in name, lower-cased.' })
  username: string;

  @Column({ type: 'varchar', length: 100 })
  passwordHash: string;

  @Column({ type: 'varchar', length: 20, default: 'ADMINISTRATOR' })
  @Field(() => UserRole, { description: 'What the account may do.' })
  role: Role;

  /** Lower-cased. Null only for the admin of earlier releases, who is asked for one at sign-in. */
  @Column({ type: 'varchar', length: 254, nullable: true, unique: true })
  @Field(() => String, { nullable: true, description: 'Lower-cased; null only for an account of the first release.' })
  email: string | null;

  /** The name given in the invitation. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  @Field(() => String, { nullable: true, description: 'The name given in the invitation.' })
  displayName: string | null;

  /** Set while the account is suspended: its sessions end and it cannot sign in. */
  @Column({ type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'Set while the account is suspended (it cannot sign in).' })
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
  @Field({ description: 'When the account was created.' })
  createdAt: Date;
}
