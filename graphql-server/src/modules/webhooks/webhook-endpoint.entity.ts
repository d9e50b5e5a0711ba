import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { ApiToken } from '../api-tokens/api-token.entity';
import { Field, ID, ObjectType } from 'type-graphql';
import { WEBHOOK_DESCRIPTION_MAX_LENGTH, WEBHOOK_URL_MAX_LENGTH } from '../../../../schema/validation/webhooks';

@Entity({ name: 'webhook_endpoints' })
@ObjectType({
  description: 'An integrator URL that receives signed lead and content events. Its secret is shown once, at creation or rotation.',
})
export class WebhookEndpoint {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'The endpoint’s id.' })
  id: string;

  @Column({ type: 'varchar', length: WEBHOOK_URL_MAX_LENGTH })
  @Field({ description: 'http:// or https:// address the events are POSTed to.' })
  url: string;

  @Column({ type: 'varchar', length: WEBHOOK_DESCRIPTION_MAX_LENGTH, nullable: true })
  @Field(() => String, { nullable: true, description: 'What the endpoint is for, as the admin wrote it.' })
  description: string | null;

  @Column({ type: 'varchar', length: 50, array: true })
  @Field(() => [String], { description: 'Event types it receives (docs/integrators.md lists them): lead.*, post.*, resource.*.' })
  events: string[];

  @Column({ type: 'boolean', default: true })
  @Field({
    description:
      'False: paused. A paused endpoint’s deliveries are held (queued, not sent) and go out when it is resumed; those held longer than the delivery log retention are failed then.',
  })
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

  /** The secret replaced by the last rotation: deliveries are signed with it too until previousSecretExpiresAt. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  previousSecret: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  @Field(() => Date, {
    nullable: true,
    description: 'After a secret rotation: until when deliveries also carry a signature made with the old secret.',
  })
  previousSecretExpiresAt: Date | null;

  /** The API token that registered it (webhooks:manage, issue 35): that token manages it, and only it; null: staff's. */
  @Index('IDX_webhook_endpoints_ownerTokenId')
  @Column({ type: 'uuid', nullable: true })
  ownerTokenId: string | null;

  @ManyToOne(() => ApiToken, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'ownerTokenId', foreignKeyConstraintName: 'FK_webhook_endpoints_ownerTokenId' })
  ownerToken?: ApiToken | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was registered.' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was last changed.' })
  updatedAt: Date;
}
