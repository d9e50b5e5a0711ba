import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Role } from '../../../../schema/validation/accounts';
import { UserRole } from './admin-user.entity';
import { SingleUseLink } from './single-use-link';

/**
 * An invitation to join the team (issue 13): a single-use link, valid for 7 days, revocable. Only
 * the SHA-256 of the link's secret is stored.
 */
@Entity({ name: 'invitations' })
@Index('IDX_invitations_email', ['email'])
@Unique(['tokenHash'])
@ObjectType({ description: 'An invitation sent by e-mail. The link itself is never returned.' })
export class Invitation extends SingleUseLink {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id of the invitation.' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  @Field({ description: 'The invitee’s name.' })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  @Field({ description: 'Where the invitation was sent.' })
  email: string;

  @Column({ type: 'varchar', length: 20 })
  @Field(() => UserRole, { description: 'The role the account will have.' })
  role: Role;

  @Column({ type: 'uuid', nullable: true })
  invitedById: string | null;

  // Columns of SingleUseLink; here only their GraphQL fields.
  @Field({ description: 'When it was sent.' })
  declare createdAt: Date;

  @Field({ description: 'When the link stops working (7 days after sending).' })
  declare expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
