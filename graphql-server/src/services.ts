// Every domain service, built once per process around one DataSource. Resolvers and REST
// routes reach them through the request context; they hold the rules, transport holds none.
import path from 'node:path';
import type { DataSource } from 'typeorm';
import { LEAD_POOL_SIZE } from './db/database';
import { LeadLane } from './modules/leads/lead-lane';
import { FAST_SCRYPT_COST, type ScryptCost } from './auth/passwords';
import { PendingSignIns } from './auth/pending-sign-in';
import { SecretBox } from './auth/secret-box';
import { TokenService } from './auth/tokens';
import { announceWrites, ContentVersions, type ContentVersionsOptions } from './cache/content-versions';
import { DEFAULT_SALES_INBOX, defaultMailFrom } from './config';
import { ApiTokensService } from './modules/api-tokens/api-tokens.service';
import { CategoriesService } from './modules/categories/categories.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { DeliveryQueue } from './modules/delivery/queue/delivery-queue';
import { LeadDeliveryService } from './modules/delivery/lead-delivery.service';
import { MailService } from './modules/delivery/mail/mail.service';
import { createMailer, type Mailer } from './modules/delivery/mail/mailer';
import { ConsentService } from './modules/leads/consent.service';
import { LeadPipelineService } from './modules/leads/lead-pipeline.service';
import { LeadBulkService } from './modules/leads/lead-bulk.service';
import { LeadPrivacyService, type LeadRetention } from './modules/leads/lead-privacy.service';
import { LeadsService } from './modules/leads/leads.service';
import type { ImageWorkSettings } from './modules/media/image-work';
import type { Resolve } from './modules/webhooks/webhook-egress';
import { MediaService } from './modules/media/media.service';
import { LocalMediaStorage, type MediaStorage } from './modules/media/media-storage';
import { S3MediaStorage, type S3Settings } from './modules/media/s3-media-storage';
import { SitePagesService } from './modules/privacy/site-pages.service';
import { cleaned, PagePendingChangesService, PageRevisionsService, PagesService } from './modules/pages/pages.service';
import { PagePreviewLinksService } from './modules/pages/page-preview-links.service';
import { NavigationService } from './modules/pages/navigation.service';
import { PageScheduleService } from './modules/pages/page-schedule.service';
import { PostsService } from './modules/posts/posts.service';
import { PendingChangesService } from './modules/posts/pending-changes.service';
import { PostRevisionsService } from './modules/posts/post-revisions.service';
import { PostPreviewLinksService } from './modules/posts/post-preview-links.service';
import { SlugRedirectsService } from './modules/posts/slug-redirects.service';
import { ResourcesService } from './modules/resources/resources.service';
import { AuditService } from './modules/audit/audit.service';
import { SecondFactor } from './modules/users/second-factor';
import { SecuritySettings } from './modules/users/security-settings';
import { SessionsService } from './modules/users/sessions.service';
import { TeamService } from './modules/users/team.service';
import { TwoFactorService } from './modules/users/two-factor.service';
import { OwnAccountService } from './modules/users/own-account.service';
import { RecentAuth } from './modules/users/recent-auth';
import { PasswordResetsService } from './modules/users/password-resets.service';
import { UsersService } from './modules/users/users.service';
import { DEFAULT_RATE_LIMITS, RateLimits, type RateLimitSettings, type RateLimitStore } from './security/rate-limits';
import { WebhooksService } from './modules/webhooks/webhooks.service';
import { SyncService, type SyncSettings } from './modules/sync/sync.service';
import { systemClock, type Clock } from './shared/clock';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { AnalyticsService, type AnalyticsSettings } from './modules/analytics/analytics.service';
import { ExperimentsService } from './modules/experiments/experiments.service';

export interface Services {
  posts: PostsService;
  /** Every save of a post, the last 50 per post, and restoring one (decision 0025). */
  postRevisions: PostRevisionsService;
  /** Shareable preview links of posts (decision 0031). */
  previewLinks: PostPreviewLinksService;
  /** Old blog addresses → current ones (decision 0031). */
  redirects: SlugRedirectsService;
  /** Autosaved edits of live posts, kept until their editor saves the post (decision 0032). */
  pendingChanges: PendingChangesService;
  categories: CategoriesService;
  resources: ResourcesService;
  leads: LeadsService;
  /** The consent wording's versions and each lead's consent record (issue 14). */
  consent: ConsentService;
  /** A lead's detail, status, owner, labels and notes (issue 14). */
  leadPipeline: LeadPipelineService;
  /** Erasure, access requests and retention of leads (issue 14). */
  leadPrivacy: LeadPrivacyService;
  /** Bulk status / owner / label / erasure of the lead tables, item by item (decision 0033). */
  leadBulk: LeadBulkService;
  /** Editable content pages: /privacy. */
  sitePages: SitePagesService;
  /** Pages built from blocks, with the posts' editorial workflow (issue 31, decision 0059). */
  pages: PagesService;
  /** Every save of a page, the last 50 per page, and restoring one. */
  pageRevisions: PageRevisionsService;
  /** Autosaved edits of live pages, kept beside them (decision 0074). */
  pagePendingChanges: PagePendingChangesService;
  pagePreviewLinks: PagePreviewLinksService;
  /** Scheduled updates of live pages, applied at their time on the server's clock (decision 0072). */
  pageSchedule: PageScheduleService;
  /** The header and footer menus as content (issue 31). */
  navigation: NavigationService;
  /** Registration, sign-in and session tokens, with the password-check slots. */
  users: UsersService;
  /** The signed-in user's own password and e-mail address. */
  ownAccount: OwnAccountService;
  /** Recent re-authentication for sensitive changes (decision 0056). */
  recentAuth: RecentAuth;
  /** "Forgot password?": reset links by e-mail and the new password they set. */
  passwordResets: PasswordResetsService;
  /** Server-side sessions: create, touch, revoke, revokeAllForUser, listForUser. */
  sessions: SessionsService;
  /** Staff accounts, roles, invitations, suspension (issue 13). */
  team: TeamService;
  /** Two-factor sign-in: enrolment, recovery codes, the sign-in's second step, "require for everyone". */
  twoFactor: TwoFactorService;
  /** The audit log: who changed what, when, from where. */
  audit: AuditService;
  dashboard: DashboardService;
  apiTokens: ApiTokensService;
  /** Lead e-mails and webhooks: what a lead enqueues, and the background worker. */
  delivery: LeadDeliveryService;
  mail: MailService;
  webhooks: WebhooksService;
  /** The site's name and absolute address (SITE_NAME, SITE_URL): canonical links, feeds, the sitemap. */
  site: { name: string; url: string };
  /** Content versions: admin writes bump them; page and read caches drop on every change. */
  content: ContentVersions;
  /** The media library: uploads checked by content, their variants, their storage (issue 12). */
  media: MediaService;
  /** Incremental sync feeds and tombstones for integrators (decision 0028). */
  sync: SyncService;
  /** Cookieless analytics: page views, beacon events, lead attribution, the summary (decision 0063). */
  analytics: AnalyticsService;
  /** A/B experiments on page blocks (issue 32, decision 0069). */
  experiments: ExperimentsService;
  /** The first answers of keyed writes, replayed to retries (Idempotency-Key, decision 0067). */
  idempotency: IdempotencyService;
}

interface MediaOptions {
  /** Folder of the local driver (DATA_DIR/media). */
  dir?: string;
  /** An S3-compatible bucket instead of the folder. */
  s3?: S3Settings;
  /** A ready storage (tests). */
  storage?: MediaStorage;
  /** Bounds of image decoding and encoding (MEDIA_MAX_PIXELS, MEDIA_WORK_TIMEOUT_MS; tests shorten them). */
  work?: Partial<ImageWorkSettings>;
}

interface MailOptions {
  /** SMTP server; unset: .eml files in outboxDir. */
  smtpUrl?: string;
  from?: string;
  salesInbox?: string[];
  outboxDir?: string;
  /** A ready mailer (tests); overrides smtpUrl/outboxDir. */
  mailer?: Mailer;
}

interface DeliveryQueueSettings {
  backoffBaseMs?: number;
  leaseMs?: number;
  retryWindowMs?: number;
  webhookTimeoutMs?: number;
  /** WEBHOOK_ALLOW_PRIVATE. */
  webhookAllowPrivate?: boolean;
  /** Name resolution for webhooks, at registration and connection (default dns.lookup; tests play DNS). */
  webhookResolve?: Resolve;
  /** The clock of webhook secret rotations and signatures (tests move it). */
  webhookClock?: () => Date;
  /** CONFIRMATIONS_PER_ADDRESS_PER_DAY. */
  confirmationsPerAddressPerDay?: number;
  /** A connection of the worker's own (database.ts openWorkerDataSource), for claims and results. */
  workerDataSource?: DataSource;
}

export interface ServicesOptions {
  jwtSecret: string;
  jwtExpiresInSeconds: number;
  /** TOTP_ENCRYPTION_KEY; unset, two-factor secrets are encrypted with a key derived from jwtSecret. */
  totpEncryptionKey?: string;
  allowAdminRegistration: boolean;
  /** AUDIT_RETENTION_DAYS (default 365). */
  auditRetentionDays?: number;
  /** LEAD_RETENTION_DAYS (unset: keep) and DELIVERY_LOG_RETENTION_DAYS (default 90). */
  leadRetention?: Partial<LeadRetention>;
  siteName: string;
  /** Absolute address of the site, for links in e-mails. */
  siteUrl?: string;
  mail?: MailOptions;
  delivery?: DeliveryQueueSettings;
  /** scrypt cost of new password hashes; only tests lower it. */
  passwordCost?: ScryptCost;
  /** Old name of the test-only knob: any value selects the quick test cost (FAST_SCRYPT_COST). */
  bcryptCost?: number;
  /** Where rate limits are counted (default: this database) and how high they are. */
  rateLimitStore?: RateLimitStore;
  rateLimits?: RateLimitSettings;
  /** The pool lead submissions write through (Database.openLeadDataSource); default: `db`. */
  leadWriteDataSource?: DataSource;
  /** How content changes reach other instances (PostgreSQL NOTIFY by default, Redis with redisUrl). */
  content?: ContentVersionsOptions;
  media?: MediaOptions;
  /** SYNC_SETTLE_MS (default 2000) and TOMBSTONE_RETENTION_DAYS (default 90). */
  sync?: Partial<SyncSettings>;
  /** The clock of scheduled publication and remembered login locks (default: the system clock; tests move it). */
  clock?: Clock;
  /** ANALYTICS (default on), ANALYTICS_RAW_RETENTION_DAYS (default 30), and the clock (tests). */
  analytics?: Partial<Omit<AnalyticsSettings, 'site' | 'ownHost'>>;
}

/** The site's absolute address without a trailing slash (SITE_URL; default localhost:3000). */
function siteAddress(options: ServicesOptions): string {
  return (options.siteUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
}

/** The delivery queue and what runs on it: webhooks, e-mail, the lead deliveries. */
function deliveryServices(db: DataSource, options: ServicesOptions) {
  const queue = new DeliveryQueue(db, {
    backoffBaseMs: options.delivery?.backoffBaseMs ?? 30_000,
    leaseMs: options.delivery?.leaseMs ?? 120_000,
    retryWindowMs: options.delivery?.retryWindowMs,
    workerDb: options.delivery?.workerDataSource,
  });
  const webhooks = new WebhooksService(db, queue, {
    timeoutMs: options.delivery?.webhookTimeoutMs,
    allowPrivate: options.delivery?.webhookAllowPrivate,
    resolve: options.delivery?.webhookResolve,
    now: options.delivery?.webhookClock,
    holdDays: options.leadRetention?.deliveryLogDays,
  });
  const outboxDir = options.mail?.outboxDir ?? path.resolve('.data', 'outbox');
  const mail = new MailService(db, {
    mailer: options.mail?.mailer ?? createMailer({ smtpUrl: options.mail?.smtpUrl, outboxDir }),
    from: options.mail?.from ?? defaultMailFrom(options.siteName),
    salesInbox: options.mail?.salesInbox ?? [DEFAULT_SALES_INBOX],
    outboxDir,
    branding: { siteName: options.siteName, siteUrl: siteAddress(options) },
  });
  const delivery = new LeadDeliveryService(queue, mail, webhooks, {
    confirmationsPerAddressPerDay: options.delivery?.confirmationsPerAddressPerDay,
  });
  return { queue, webhooks, mail, delivery };
}

type ContentServices = Pick<
  Services,
  | 'posts'
  | 'postRevisions'
  | 'previewLinks'
  | 'redirects'
  | 'pendingChanges'
  | 'categories'
  | 'resources'
  | 'pages'
  | 'pageRevisions'
  | 'pagePendingChanges'
  | 'pagePreviewLinks'
  | 'navigation'
  | 'sitePages'
>;

/** Posts, categories, resources and pages, each write announced as a content change. */
function contentServices(db: DataSource, options: ServicesOptions, content: ContentVersions, webhooks: WebhooksService): ContentServices {
  const posts = announceWrites(
    new PostsService(db, options.siteName, webhooks),
    'posts',
    ['create', 'update', 'delete', 'bulkSetState', 'bulkDelete'],
    content,
  );
  const pages = announceWrites(new PagesService(db, webhooks), 'pages', ['create', 'update', 'delete'], content);
  return {
    posts,
    postRevisions: new PostRevisionsService(db, posts),
    previewLinks: new PostPreviewLinksService(db),
    redirects: announceWrites(new SlugRedirectsService(db), 'posts', ['delete'], content),
    pendingChanges: new PendingChangesService(db, posts),
    categories: announceWrites(new CategoriesService(db, webhooks), 'categories', ['create', 'update', 'delete'], content),
    resources: announceWrites(
      new ResourcesService(db, webhooks),
      'resources',
      ['create', 'update', 'delete', 'bulkSetState', 'bulkDelete'],
      content,
    ),
    pages,
    pageRevisions: new PageRevisionsService(db, pages),
    pagePendingChanges: new PagePendingChangesService(db, pages),
    pagePreviewLinks: new PagePreviewLinksService(db, cleaned),
    navigation: announceWrites(new NavigationService(db), 'pages', ['update', 'updateFooter'], content),
    sitePages: announceWrites(new SitePagesService(db, options.siteName), 'settings', ['update'], content),
  };
}

interface LeadDependencies {
  delivery: LeadDeliveryService;
  mail: MailService;
  webhooks: WebhooksService;
  rateLimits: RateLimits;
  audit: AuditService;
  analytics: AnalyticsService;
}

/** Lead submissions, their consent, pipeline, privacy and bulk actions. */
function leadServices(
  db: DataSource,
  options: ServicesOptions,
  deps: LeadDependencies,
): Pick<Services, 'leads' | 'consent' | 'leadPipeline' | 'leadPrivacy' | 'leadBulk'> {
  const { delivery, mail, webhooks, rateLimits, audit, analytics } = deps;
  const consent = new ConsentService(db, options.jwtSecret);
  const lane = options.leadWriteDataSource ? new LeadLane(options.leadWriteDataSource, LEAD_POOL_SIZE) : undefined;
  const leads = new LeadsService(db, delivery, rateLimits, consent, lane, analytics);
  const leadPipeline = new LeadPipelineService(db, consent, audit, webhooks);
  const leadPrivacy = new LeadPrivacyService(
    db,
    leadPipeline,
    mail,
    audit,
    { leadDays: options.leadRetention?.leadDays, deliveryLogDays: options.leadRetention?.deliveryLogDays ?? 90 },
    webhooks,
  );
  return { leads, consent, leadPipeline, leadPrivacy, leadBulk: new LeadBulkService(leadPipeline, leadPrivacy) };
}

interface AccountDependencies {
  rateLimits: RateLimits;
  limitSettings: RateLimitSettings;
  audit: AuditService;
  queue: DeliveryQueue;
  mail: MailService;
}

/** Staff accounts: sign-in, sessions, the team, two-factor, recent re-authentication, password resets. */
function accountServices(
  db: DataSource,
  options: ServicesOptions,
  deps: AccountDependencies,
): Pick<Services, 'users' | 'ownAccount' | 'recentAuth' | 'passwordResets' | 'sessions' | 'team' | 'twoFactor'> {
  const { rateLimits, limitSettings, audit, queue, mail } = deps;
  const siteUrl = siteAddress(options);
  const sessions = new SessionsService(db);
  const pending = new PendingSignIns(options.jwtSecret);
  const settings = new SecuritySettings(db);
  const passwordCost = options.passwordCost ?? (options.bcryptCost !== undefined ? FAST_SCRYPT_COST : undefined);
  const users = new UsersService(
    db,
    new TokenService(options.jwtSecret, options.jwtExpiresInSeconds),
    sessions,
    {
      allowRegistration: options.allowAdminRegistration,
      passwordCost,
      rateLimits,
      passwordChecks: { perAddress: limitSettings.loginConcurrentPerAddress, total: limitSettings.loginConcurrentTotal },
    },
    { audit, pending, settings },
  );
  const codes = new SecondFactor(db, new SecretBox(options.totpEncryptionKey ?? options.jwtSecret), rateLimits, audit);
  const recentAuth = new RecentAuth(sessions, users, codes, audit);
  const twoFactor = new TwoFactorService(db, {
    accounts: users,
    sessions,
    pending,
    settings,
    codes,
    audit,
    recentAuth,
    issuer: options.siteName,
  });
  return {
    users,
    ownAccount: new OwnAccountService(db, { accounts: users, sessions, recentAuth, audit, queue, mail, siteUrl }),
    recentAuth,
    passwordResets: new PasswordResetsService(db, { accounts: users, sessions, rateLimits, queue, mail, audit, siteUrl }),
    sessions,
    team: new TeamService(db, users, sessions, queue, mail, audit, { siteUrl, passwordCost }),
    twoFactor,
  };
}

export function createServices(db: DataSource, options: ServicesOptions): Services {
  const clock = options.clock ?? systemClock;
  const content = new ContentVersions(db, options.content, clock);
  const { queue, webhooks, mail, delivery } = deliveryServices(db, options);
  const editorial = contentServices(db, options, content, webhooks);
  const limitSettings = options.rateLimits ?? DEFAULT_RATE_LIMITS;
  const rateLimits = new RateLimits(
    options.rateLimitStore ?? { kind: 'postgres', dataSource: db, leadDataSource: options.leadWriteDataSource ?? db },
    limitSettings,
    options.jwtSecret,
    clock,
  );
  const siteUrl = siteAddress(options);
  const analytics = new AnalyticsService(db, {
    enabled: options.analytics?.enabled ?? true,
    rawRetentionDays: options.analytics?.rawRetentionDays ?? 30,
    flushIntervalMs: options.analytics?.flushIntervalMs,
    capacity: options.analytics?.capacity,
    now: options.analytics?.now,
    site: siteUrl,
    ownHost: new URL(siteUrl).hostname,
  });
  const audit = new AuditService(db, options.auditRetentionDays ?? 365);
  const leadSide = leadServices(db, options, { delivery, mail, webhooks, rateLimits, audit, analytics });
  return {
    ...editorial,
    ...leadSide,
    ...accountServices(db, options, { rateLimits, limitSettings, audit, queue, mail }),
    audit,
    dashboard: new DashboardService(editorial.posts, editorial.resources, leadSide.leads),
    delivery,
    mail,
    webhooks,
    apiTokens: new ApiTokensService(db, rateLimits),
    idempotency: new IdempotencyService(db, clock),
    site: { name: options.siteName, url: siteUrl },
    content,
    media: new MediaService(db, mediaStorage(options.media), options.media?.work),
    analytics,
    // An experiment's writes change what its page shows: they move the pages' content version.
    experiments: announceWrites(
      new ExperimentsService(db, editorial.pages, () => content.version('pages'), options.analytics?.now),
      'pages',
      ['start', 'stop', 'promote', 'delete'],
      content,
    ),
    // Scheduling and cancelling are announced so that every instance re-arms its timer.
    pageSchedule: announceWrites(new PageScheduleService(db, editorial.pages, audit, clock), 'pages', ['schedule', 'cancel'], content),
    sync: new SyncService(db, {
      settleMs: options.sync?.settleMs ?? 2000,
      tombstoneRetentionDays: options.sync?.tombstoneRetentionDays ?? 90,
    }),
  };
}

function mediaStorage(options: MediaOptions = {}): MediaStorage {
  if (options.storage) return options.storage;
  if (options.s3) return new S3MediaStorage(options.s3);
  return new LocalMediaStorage(options.dir ?? path.resolve('.data', 'media'));
}
