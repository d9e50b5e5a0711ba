// Every domain service, built once per process around one DataSource. Resolvers and REST
// routes reach them through the request context; they hold the rules, transport holds none.
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { TokenService } from './auth/tokens';
import { DEFAULT_SALES_INBOX, defaultMailFrom } from './config';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { CategoriesService } from './modules/categories/categories.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { DeliveryQueue } from './modules/delivery/delivery-queue';
import { LeadDeliveryService } from './modules/delivery/lead-delivery.service';
import { MailService } from './modules/delivery/mail.service';
import { createMailer, type Mailer } from './modules/delivery/mailer';
import { LeadsService } from './modules/leads/leads.service';
import { PostsService } from './modules/posts/posts.service';
import { ResourcesService } from './modules/resources/resources.service';
import { UsersService } from './modules/users/users.service';
import { LeadGuard } from './security/lead-guard';
import { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitSettings, type RateLimitStore } from './security/rate-limits';
import { WebhooksService } from './modules/webhooks/webhooks.service';

export interface Services {
  posts: PostsService;
  categories: CategoriesService;
  resources: ResourcesService;
  leads: LeadsService;
  users: UsersService;
  dashboard: DashboardService;
  leadGuard: LeadGuard;
  apiTokens: ApiTokensService;
  /** Lead e-mails and webhooks: what a lead enqueues, and the background worker. */
  delivery: LeadDeliveryService;
  mail: MailService;
  webhooks: WebhooksService;
}

export interface MailOptions {
  /** SMTP server; unset: .eml files in outboxDir. */
  smtpUrl?: string;
  from?: string;
  salesInbox?: string[];
  outboxDir?: string;
  /** A ready mailer (tests); overrides smtpUrl/outboxDir. */
  mailer?: Mailer;
}

export interface DeliveryQueueSettings {
  backoffBaseMs?: number;
  leaseMs?: number;
  retryWindowMs?: number;
  webhookTimeoutMs?: number;
}

export interface ServicesOptions {
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  allowAdminRegistration: boolean;
  siteName: string;
  /** Absolute address of the site, for links in e-mails. */
  siteUrl?: string;
  mail?: MailOptions;
  delivery?: DeliveryQueueSettings;
  /** bcrypt cost; only tests lower it. */
  bcryptCost?: number;
  /** Where rate limits are counted (default: this database) and how high they are. */
  rateLimitStore?: RateLimitStore;
  rateLimits?: RateLimitSettings;
}

export function createServices(db: DataSource, options: ServicesOptions): Services {
  const posts = new PostsService(db, options.siteName);
  const categories = new CategoriesService(db);
  const resources = new ResourcesService(db);
  const rateLimits = new RateLimits(options.rateLimitStore ?? { kind: 'postgres', dataSource: db }, options.rateLimits ?? DEFAULT_RATE_LIMITS);
  const users = new UsersService(db, new TokenService(options.jwtSecret, options.jwtExpiresInSeconds), {
    allowRegistration: options.allowAdminRegistration,
    bcryptCost: options.bcryptCost,
    rateLimits,
  });

  const queue = new DeliveryQueue(db, {
    backoffBaseMs: options.delivery?.backoffBaseMs ?? 30_000,
    leaseMs: options.delivery?.leaseMs ?? 120_000,
    retryWindowMs: options.delivery?.retryWindowMs,
  });
  const outboxDir = options.mail?.outboxDir ?? path.resolve('.data', 'outbox');
  const mail = new MailService(db, {
    mailer: options.mail?.mailer ?? createMailer({ smtpUrl: options.mail?.smtpUrl, outboxDir }),
    from: options.mail?.from ?? defaultMailFrom(options.siteName),
    salesInbox: options.mail?.salesInbox ?? [DEFAULT_SALES_INBOX],
    outboxDir,
    branding: { siteName: options.siteName, siteUrl: (options.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '') },
  });
  const webhooks = new WebhooksService(db, queue, options.delivery?.webhookTimeoutMs);
  const delivery = new LeadDeliveryService(queue, mail, webhooks);
  const leads = new LeadsService(db, delivery);

  return {
    posts,
    categories,
    resources,
    leads,
    users,
    dashboard: new DashboardService(posts, resources, leads),
    leadGuard: new LeadGuard(rateLimits),
    delivery,
    mail,
    webhooks,
    apiTokens: new ApiTokensService(db),
  };
}
