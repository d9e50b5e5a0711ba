import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import type { ApiTokenScope as ScopeValue } from '../../../../schema/validation/api-tokens';
import { API_TOKEN_NAME_MAX_LENGTH } from '../../../../schema/validation/api-tokens';

/** GraphQL names of the read-only scopes; the values are what the database and the rules use. */
export enum ApiTokenScope {
  CONTENT = 'content',
  CONTENT_DRAFTS = 'content:drafts',
  CONTENT_WRITE = 'content:write',
  CONTENT_PUBLISH = 'content:publish',
  LEADS = 'leads',
  LEADS_WRITE = 'leads:write',
  WEBHOOKS_MANAGE = 'webhooks:manage',
  ANALYTICS = 'analytics',
}
registerEnumType(ApiTokenScope, {
  name: 'ApiTokenScope',
  description: 'What an integrator token may read (and, with the WRITE and PUBLISH scopes, change).',
  valuesConfig: {
    CONTENT: { description: 'Published and scheduled posts, categories, resources, media.' },
    CONTENT_DRAFTS: { description: 'With CONTENT: drafts and items in review too.' },
    CONTENT_WRITE: {
      description:
        'Create and save posts, resources and pages as drafts or for review (never delete); recorded in the audit log under the token’s name.',
    },
    CONTENT_PUBLISH: { description: 'With CONTENT_WRITE: publish, schedule, unpublish, and save what is live.' },
    LEADS: { description: 'Leads, lead counts and CSV exports.' },
    LEADS_WRITE: {
      description: 'Change leads’ status, owner and labels, add notes (never erase); recorded in the audit log under the token’s name.',
    },
    WEBHOOKS_MANAGE: { description: 'Register, change, pause, test, rotate and delete the token’s own webhook endpoints.' },
    ANALYTICS: { description: 'Site analytics: visitors, pages, sources and conversions.' },
  },
});

export enum ApiTokenStatus {
  ACTIVE = 'ACTIVE',
  EXPIRED = 'EXPIRED',
  REVOKED = 'REVOKED',
}
registerEnumType(ApiTokenStatus, {
  name: 'ApiTokenStatus',
  description: 'Whether a token works. REVOKED wins over EXPIRED.',
  valuesConfig: {
    ACTIVE: { description: 'Accepted.' },
    EXPIRED: { description: 'Past its expiresAt: refused.' },
    REVOKED: { description: 'Revoked by an administrator: refused.' },
  },
});

/**
 * A named, read-only API token for integrators. Only a SHA-256 hash of the secret is stored,
 * with a short prefix of it for people to recognise the token by; the secret itself is shown
 * once, when the token is created.
 */
@Entity({ name: 'api_tokens' })
@Check(
  'CHK_api_tokens_scopes',
  `cardinality("scopes") > 0 AND "scopes" <@ ARRAY['content','content:drafts','content:write','content:publish','leads','leads:write','webhooks:manage','analytics']::varchar[]`,
)
@ObjectType({ description: 'An integrator API token (read-only). Its secret is never returned after creation.' })
export class ApiToken {
  @PrimaryGeneratedColumn('uuid')
  @Field(() => ID, { description: 'Stable id of the token.' })
  id: string;

  @Column({ type: 'varchar', length: API_TOKEN_NAME_MAX_LENGTH })
  @Field({ description: 'What the token is for.' })
  name: string;

  @Column({ type: 'varchar', length: 20, array: true })
  @Field(() => [ApiTokenScope], { description: 'What the token may read.' })
  scopes: ScopeValue[];

  /** Hex SHA-256 of the whole secret: what a request's token is looked up by. */
  @Column({ type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ type: 'varchar', length: 20 })
  @Field({ description: 'The first characters of the secret (fin_ and 8 more), to recognise it by.' })
  prefix: string;

  @Column({ type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'Refused from this moment on; null: never expires.' })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'Last accepted request, recorded at most once a minute.' })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  @Field(() => Date, { nullable: true, description: 'When it was revoked; null while not revoked.' })
  revokedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  @Field({ description: 'When it was created.' })
  createdAt: Date;
}
