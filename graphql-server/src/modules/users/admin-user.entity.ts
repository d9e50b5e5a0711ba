import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { USERNAME_MAX_LENGTH } from '../../../../schema/validation/auth';

@Entity({ name: 'admin_users' })
@ObjectType('User', { description: 'A site administrator. The password hash is never exposed.' })
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

  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;
}
