import { randomUUID } from 'node:crypto';
import { Brackets, type DataSource, type EntityManager, type ObjectLiteral, type Repository } from 'typeorm';
import { CLOUD_SPENDING_OPTIONS, contactRequestSchema, isHoneypotFilled, playbookLeadSchema } from '../../../../schema/validation/leads';
import { validateInput } from '../../../../schema/validation/validate';
import type { RateLimits } from '../../security/rate-limits';
import { inRange, likePattern, normalizePage, toPage, type Page } from '../../shared/pagination';
import type { LeadDeliveryService } from '../delivery/lead-delivery.service';
import { LEAD_STATUSES, leadFilterSchema, normalizeLabel } from '../../../../schema/validation/lead-pipeline';
import {
  CONTACT_REQUEST_SORT_COLUMNS,
  parseSort,
  PLAYBOOK_LEAD_SORT_COLUMNS,
  type LeadSortColumn,
  type SortRequest,
} from '../../../../schema/validation/list-sort';
import type { ConsentService } from './consent.service';
import { ContactRequest } from './contact-request.entity';
import { PlaybookLead } from './playbook-lead.entity';
import { LOG_PAGE_SIZE } from '../../../../schema/validation/paging';
import type { LeadAttribution } from '../../../../schema/analytics-events';
import { log } from '../../logger';
import { hasFreeConnection } from '../../db/pg-internals';
import type { LeadLane } from './lead-lane';

/** Who submitted, for analytics only (modules/analytics visitorSignal): never stored as such. */
export interface LeadVisitor {
  address: string;
  userAgent: string;
  excluded: boolean;
}

/** Where a lead's visit came from, and its conversion event (issue 32; modules/analytics). */
export interface LeadAttributor {
  attribution(visitor: LeadVisitor): Promise<LeadAttribution | null>;
  recordLead(visitor: LeadVisitor, kind: 'playbook' | 'contact'): void;
}

/** A lead's source as the analytics summary names it: utm_source, else the referrer's domain, else (direct). */
const LEAD_SOURCE_SQL = (alias: string) =>
  `coalesce(${alias}.attribution->>'utmSource', ${alias}.attribution->>'referrer', CASE WHEN ${alias}.attribution IS NULL THEN NULL ELSE '(direct)' END)`;

/**
 * A whitelisted column's SQL (no request text reaches the ORDER BY): status in pipeline order,
 * spending by range, labels as one text; names case-insensitively.
 */
function leadSortSql(alias: string, column: LeadSortColumn): string {
  const position = (values: readonly string[], field: string) =>
    `array_position(ARRAY[${values.map((value) => `'${value}'`).join(', ')}]::text[], ${alias}."${field}"::text)`;
  switch (column) {
    case 'status':
      return position(LEAD_STATUSES, 'status');
    case 'cloudSpending':
      return position(
        CLOUD_SPENDING_OPTIONS.map((option) => option.value),
        'cloudSpending',
      );
    case 'labels':
      return `array_to_string(${alias}.labels, ',')`;
    case 'date':
      return `${alias}."createdAt"`;
    case 'source':
      return LEAD_SOURCE_SQL(alias);
    case 'campaign':
      return `(${alias}.attribution->>'utmCampaign')`;
    case 'landingPage':
      return `(${alias}.attribution->>'landingPage')`;
    default:
      return `lower(${alias}."${column}")`;
  }
}

export interface LeadFilter {
  search?: string | null;
  page?: number;
  pageSize?: number;
  /** Pipeline filters (issue 14), checked with leadFilterSchema before use. */
  status?: string | null;
  ownerId?: string | null;
  label?: string | null;
  /** Dates, or ISO texts (REST). */
  from?: Date | string | null;
  to?: Date | string | null;
  /** Attribution filters (issue 32): exact source (case-insensitive), campaign, landing page. */
  source?: string | null;
  campaign?: string | null;
  landingPage?: string | null;
  /** A column of the table (schema/validation/list-sort.ts) and asc/desc; default newest first. */
  sort?: string | null;
  order?: string | null;
}

export interface WeeklyLeadCount {
  /** Monday 00:00 UTC of the week. */
  weekStart: Date;
  playbookLeads: number;
  contactRequests: number;
}

const MAX_WEEKS = 52;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Monday 00:00 UTC of the week holding `date` (ISO weeks, as PostgreSQL's date_trunc('week')). */
export function weekStartUtc(date: Date): Date {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 24 * 60 * 60 * 1000);
}

export interface LeadReceipt {
  id: string;
  createdAt: Date;
}

/**
 * The same address submitting the same form again within this window is the same lead: the
 * first one is kept (with its messages) and the repeat answered as a success, sending nothing.
 */
const DUPLICATE_WINDOW_MINUTES = 10;

/** Advisory-lock class of lead submissions (the seed uses the single-key lock 727001). */
const SUBMISSION_LOCK_CLASS = 727002;

/** Fields an admin search matches (SPEC §2). */
const PLAYBOOK_SEARCH = ['name', 'email', 'company'];
const CONTACT_SEARCH = ['name', 'email', 'company', 'cloudSpending', 'message'];

export class LeadsService {
  private readonly playbook: Repository<PlaybookLead>;
  private readonly contact: Repository<ContactRequest>;

  constructor(
    private readonly db: DataSource,
    private readonly delivery: LeadDeliveryService,
    private readonly limits: Pick<RateLimits, 'consumeLead'>,
    private readonly consent: ConsentService,
    /**
     * The leads' lane over their own pool (decision 0075): a submission's counter and transaction
     * run there, first come first served, never behind reads. Without one (the embedded database,
     * one connection for everything) a submission writes through `db`.
     */
    private readonly lane?: LeadLane,
    private readonly attributor?: LeadAttributor,
  ) {
    this.playbook = db.getRepository(PlaybookLead);
    this.contact = db.getRepository(ContactRequest);
  }

  /**
   * What every submission passes first, from GraphQL, REST and the page forms alike: the
   * per-address rate limit (over it: TooManyRequestsError), then the honeypot. A filled honeypot
   * gets a receipt that looks like any other; nothing is stored. Null: a person's submission.
   */
  private async admit(input: unknown, ip: string): Promise<LeadReceipt | null> {
    await this.limits.consumeLead(ip);
    return isHoneypotFilled(input) ? { id: randomUUID(), createdAt: new Date() } : null;
  }

  /**
   * The visit's attribution: best effort, a lead is never refused or lost because analytics
   * could not read its visit.
   */
  private async attributionOf(visitor: LeadVisitor | undefined): Promise<LeadAttribution | null> {
    if (!visitor || !this.attributor) return null;
    // Read through the main pool: when reads hold all of it, the lead goes on without (it would
    // otherwise wait for a read's connection, and be late for something it can do without).
    if (this.lane && !hasFreeConnection(this.db)) return null;
    try {
      return await this.attributor.attribution(visitor);
    } catch (error) {
      log().warn({ err: error }, 'Lead stored without attribution');
      return null;
    }
  }

  /**
   * Counts the submission against `ip`'s limit, drops a bot's, then stores the lead and enqueues
   * its e-mails and webhooks in one transaction (or finds the recent duplicate). `visitor` (the
   * request's analytics signal) links the lead to its visit.
   */
  submitPlaybookLead(input: unknown, ip: string, visitor?: LeadVisitor): Promise<LeadReceipt> {
    return this.inLane((writes) => this.storePlaybookLead(writes, input, ip, visitor));
  }

  /** As submitPlaybookLead, for the contact form. */
  submitContactRequest(input: unknown, ip: string, visitor?: LeadVisitor): Promise<LeadReceipt> {
    return this.inLane((writes) => this.storeContactRequest(writes, input, ip, visitor));
  }

  /** `work` in the lane, with the pool it writes through (`db` without a lane). */
  private inLane<T>(work: (writes: DataSource) => Promise<T>): Promise<T> {
    const lane = this.lane;
    return lane ? lane.run(() => work(lane.dataSource)) : work(this.db);
  }

  private async storePlaybookLead(writes: DataSource, input: unknown, ip: string, visitor?: LeadVisitor): Promise<LeadReceipt> {
    const bot = await this.admit(input, ip);
    if (bot) return bot;
    const value = await validateInput(playbookLeadSchema, input);
    const email = value.email.toLowerCase();
    const consent = await this.consent.recordFor('playbook', ip, value.consentPage);
    const attribution = await this.attributionOf(visitor);
    const { receipt, created } = await writes.transaction(async (manager) => {
      const recent = await this.recentDuplicate(manager, PlaybookLead, 'playbook', email);
      if (recent) return { receipt: recent, created: false };
      const lead = await manager.save(
        manager.create(PlaybookLead, { name: value.name, email, company: value.company, attribution, ...consent }),
      );
      await this.delivery.enqueuePlaybookLead(manager, lead);
      return { receipt: { id: lead.id, createdAt: lead.createdAt }, created: true };
    });
    if (created) this.converted(visitor, 'playbook');
    return receipt;
  }

  private converted(visitor: LeadVisitor | undefined, kind: 'playbook' | 'contact'): void {
    this.delivery.notify();
    if (visitor) this.attributor?.recordLead(visitor, kind);
  }

  private async storeContactRequest(writes: DataSource, input: unknown, ip: string, visitor?: LeadVisitor): Promise<LeadReceipt> {
    const bot = await this.admit(input, ip);
    if (bot) return bot;
    const value = await validateInput(contactRequestSchema, input);
    const email = value.email.toLowerCase();
    const consent = await this.consent.recordFor('contact', ip, value.consentPage);
    const attribution = await this.attributionOf(visitor);
    const { receipt, created } = await writes.transaction(async (manager) => {
      const recent = await this.recentDuplicate(manager, ContactRequest, 'contact', email);
      if (recent) return { receipt: recent, created: false };
      const request = await manager.save(
        manager.create(ContactRequest, {
          name: value.name,
          email,
          company: value.company,
          cloudSpending: value.cloudSpending,
          message: value.message?.trim() ? value.message.trim() : null,
          privacyConsent: value.privacyConsent,
          toolResults: (value.toolResults as Record<string, unknown> | null | undefined) ?? null,
          attribution,
          ...consent,
        }),
      );
      await this.delivery.enqueueContactRequest(manager, request);
      return { receipt: { id: request.id, createdAt: request.createdAt }, created: true };
    });
    if (created) this.converted(visitor, 'contact');
    return receipt;
  }

  /**
   * The lead of the same form and address stored within DUPLICATE_WINDOW_MINUTES, if any. The
   * transaction first takes an advisory lock on (form, address), so two simultaneous
   * submissions cannot both miss each other and both be stored.
   */
  private async recentDuplicate(
    manager: EntityManager,
    entity: typeof PlaybookLead | typeof ContactRequest,
    form: string,
    email: string,
  ): Promise<LeadReceipt | null> {
    await manager.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SUBMISSION_LOCK_CLASS, `${form}:${email}`]);
    const recent = await manager
      .getRepository<PlaybookLead | ContactRequest>(entity)
      .createQueryBuilder('lead')
      .select(['lead.id', 'lead.createdAt'])
      .where('lead.email = :email', { email })
      .andWhere(`lead."createdAt" > now() - make_interval(mins => :minutes)`, { minutes: DUPLICATE_WINDOW_MINUTES })
      .orderBy('lead.createdAt', 'DESC')
      .getOne();
    return recent ? { id: recent.id, createdAt: recent.createdAt } : null;
  }

  listPlaybookLeads(filter: LeadFilter): Promise<Page<PlaybookLead>> {
    return this.page(this.playbook, 'lead', PLAYBOOK_SEARCH, parseSort(PLAYBOOK_LEAD_SORT_COLUMNS, filter.sort, filter.order), filter);
  }

  /** The spending range matches as stored ('10k-50k') and as the table shows it ('$10K - $50K'). */
  listContactRequests(filter: LeadFilter): Promise<Page<ContactRequest>> {
    const needle = filter.search?.trim().toLowerCase();
    const ranges = needle ? CLOUD_SPENDING_OPTIONS.filter((o) => o.label.toLowerCase().includes(needle)).map((o) => o.value as string) : [];
    const sort = parseSort(CONTACT_REQUEST_SORT_COLUMNS, filter.sort, filter.order);
    return this.page(
      this.contact,
      'lead',
      CONTACT_SEARCH,
      sort,
      filter,
      ranges.length ? { field: 'cloudSpending', values: ranges } : undefined,
    );
  }

  /** Playbook leads and contact requests per week, oldest first, the current week last, empty weeks as 0. */
  async weeklyCounts(weeks = 12, now = new Date()): Promise<WeeklyLeadCount[]> {
    const count = inRange(weeks, 'weeks', MAX_WEEKS, 12);
    const last = weekStartUtc(now);
    const first = new Date(last.getTime() - (count - 1) * WEEK_MS);
    const perWeek = async (table: string) => {
      const rows: Array<{ week: string; n: string }> = await this.playbook.manager.query(
        `SELECT to_char(date_trunc('week', "createdAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week, count(*) AS n
         FROM "${table}" WHERE "createdAt" >= $1 GROUP BY 1`,
        [first],
      );
      return new Map(rows.map((r) => [r.week, Number(r.n)]));
    };
    const playbook = await perWeek('playbook_leads');
    const contact = await perWeek('contact_requests');
    return Array.from({ length: count }, (_, i) => {
      const weekStart = new Date(first.getTime() + i * WEEK_MS);
      const key = weekStart.toISOString().slice(0, 10);
      return { weekStart, playbookLeads: playbook.get(key) ?? 0, contactRequests: contact.get(key) ?? 0 };
    });
  }

  /** Every lead matching a search (for CSV export), newest first, in batches to bound memory. */
  async *allPlaybookLeads(filter: LeadFilter): AsyncGenerator<PlaybookLead> {
    yield* this.everyMatch(this.listPlaybookLeads.bind(this), filter);
  }

  async *allContactRequests(filter: LeadFilter): AsyncGenerator<ContactRequest> {
    yield* this.everyMatch(this.listContactRequests.bind(this), filter);
  }

  private async *everyMatch<T>(list: (filter: LeadFilter) => Promise<Page<T>>, filter: LeadFilter): AsyncGenerator<T> {
    for (let page = 1; ; page++) {
      const result = await list({ ...filter, page, pageSize: 100 });
      yield* result.items;
      if (!result.pageInfo.hasNextPage) return;
    }
  }

  countPlaybookLeads(): Promise<number> {
    return this.playbook.count();
  }

  countContactRequests(): Promise<number> {
    return this.contact.count();
  }

  /** Newest first, searchable, paginated: the same for both lead lists. */
  private async page<T extends ObjectLiteral>(
    repo: Repository<T>,
    alias: string,
    fields: string[],
    sort: SortRequest<LeadSortColumn> | null,
    filter: LeadFilter,
    alsoIn?: { field: string; values: string[] },
  ): Promise<Page<T>> {
    const request = normalizePage(filter.page, filter.pageSize, LOG_PAGE_SIZE);
    const query = repo.createQueryBuilder(alias);
    const pipeline = await validateInput(leadFilterSchema, filter);
    if (pipeline.status) query.andWhere(`${alias}.status = :status`, { status: pipeline.status });
    if (pipeline.ownerId) query.andWhere(`${alias}."ownerId" = :ownerId`, { ownerId: pipeline.ownerId });
    if (pipeline.label) query.andWhere(`:label = ANY(${alias}.labels)`, { label: normalizeLabel(pipeline.label) });
    if (pipeline.from) query.andWhere(`${alias}."createdAt" >= :from`, { from: pipeline.from });
    if (pipeline.to) query.andWhere(`${alias}."createdAt" <= :to`, { to: pipeline.to });
    if (pipeline.source) query.andWhere(`lower(${LEAD_SOURCE_SQL(alias)}) = lower(:source)`, { source: pipeline.source });
    if (pipeline.campaign)
      query.andWhere(`lower(${alias}.attribution->>'utmCampaign') = lower(:campaign)`, { campaign: pipeline.campaign });
    if (pipeline.landingPage) query.andWhere(`${alias}.attribution->>'landingPage' = :landingPage`, { landingPage: pipeline.landingPage });
    const text = filter.search?.trim();
    if (text) {
      query.andWhere(
        new Brackets((qb) => {
          for (const field of fields) qb.orWhere(`${alias}."${field}" ILIKE :search`, { search: likePattern(text) });
          if (alsoIn) qb.orWhere(`${alias}."${alsoIn.field}" IN (:...alsoIn)`, { alsoIn: alsoIn.values });
        }),
      );
    }
    if (sort) query.orderBy(leadSortSql(alias, sort.column), sort.order === 'desc' ? 'DESC' : 'ASC');
    else query.orderBy(`${alias}.createdAt`, 'DESC');
    const [items, total] = await query
      .addOrderBy(`${alias}.id`, 'ASC')
      .offset((request.page - 1) * request.pageSize)
      .limit(request.pageSize)
      .getManyAndCount();
    return toPage(items, total, request);
  }
}
