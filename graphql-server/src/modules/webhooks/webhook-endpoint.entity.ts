import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '../../../../schema/validation/webhooks';

@Entity({ name: 'webhook_endpoints' })
@ObjectType({ description: 'An integrator URL that receives signed lead events. Its secret is shown once, at creation.' })
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID)
  id: string;

  @Column({ type: 'varchar', length: WEBHOOK_URL_MAX_LENGTH })
  @Field({ description: 'http:// or https:// address the events are POSTed to.' })
  url: string;

  @Column({ type: 'varchar', length: WEBHOOK_DESCRIPTION_MAX_LENGTH, nullable: true })
  @Field(() => String, { nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 50, array: true })
  @Field(() => [String], { description: 'Event types it receives: lead.playbook.created, lead.contact.created.' })
  events: string[];

  @Column({ type: 'boolean', default: true })
  @Field({ description: 'A paused endpoint receives no new events.' })
  active: boolean;

  /**
   * The signing key. HMAC needs the key itself, so it is stored as is (not hashed); no GraphQL
   * field exposes it after creation (see docs/decisions/0005-lead-delivery-queue.md).
   */
  @Column({ type: 'varchar', length: 100 })
  secret: string;

  @Field({ description: 'The end of the secret, to tell endpoints apart: whsec_…1a2b.' })
  get secretHint(): string {
    return `whsec_…${this.secret.slice(-4)}`;
  }

  @CreateDateColumn({ type: 'timestamptz' })
  @Field()
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field()
  updatedAt: Date;
}
