// Scheduled updates of live pages (issue 31, decision 0072). An Editor's edits of a published page
// wait beside it with a time; visitors keep the live page until then. At the time the server's
// scheduler (a timer on the injected clock, with the publish sweep as a backstop for the other
// instances) saves them through PagesService.update as their scheduler: a revision, page.updated,
// the caches dropped on every instance, and an audit entry. They apply only over the version they
// were made over; a page saved or unpublished since is never overwritten: the update is flagged
// (`refusal`) for the editor to review and cancel.
import type { DataSource, EntityManager, Repository } from 'typeorm';
import { mayPublish } from '../../auth/permissions';
import { AUTHOR_CANNOT_PUBLISH_MESSAGE, contentStatus, VERSION_CONFLICT_MESSAGE } from '../../../../schema/validation/editorial';
import { EDITOR_ROLES, type Role } from '../../../../schema/validation/accounts';
import { PAGE_NOT_FOUND_MESSAGE, SYSTEM_PAGE_MESSAGE, SYSTEM_PAGE_SLUGS } from '../../../../schema/validation/pages';
import {
  checkScheduleTime,
  SCHEDULE_NOT_LIVE_MESSAGE,
  SCHEDULE_STALE_MESSAGE,
  SCHEDULE_VERSION_MESSAGE,
  scheduledOutcome,
} from '../../../../schema/validation/page-schedule';
import { log } from '../../logger';
import { systemClock, type Clock, type ClockTimer } from '../../shared/clock';
import { DomainError, forbidden, InputValidationError, isUuid, notFound, unauthenticated } from '../../shared/errors';
import type { Saver } from '../../shared/revisions';
import type { AuditService } from '../audit/audit.service';
import { ContentPage } from './page.entity';
import { PagePendingChange } from './page-pending-change.entity';
import { PageScheduledChange } from './page-scheduled-change.entity';
import type { PagesService } from './pages.service';

/** The scheduled update as the API shows it. */
export type ScheduledPageView = Omit<PageScheduledChange, 'values' | 'page' | 'scheduledById'> & PageScheduledChange['values'];

const SCHEDULER_GONE_MESSAGE = 'The editor who scheduled this update can no longer publish, so it was not applied.';

/** setTimeout's ceiling; a later time is re-checked when this fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A due update that could not be settled (the database away) is tried again after this. */
const RETRY_MS = 30_000;

/** Claimed by another instance or cancelled meanwhile: nothing to do. */
class AlreadySettled extends Error {}

export class PageScheduleService {
  private readonly repo: Repository<PageScheduledChange>;
  private timer?: ClockTimer;
  private running?: Promise<number>;
  private closed = false;
  private stopListening?: () => void;

  constructor(
    private readonly db: DataSource,
    private readonly pages: Pick<PagesService, 'parse' | 'update'>,
    private readonly audit: Pick<AuditService, 'record'>,
    private readonly clock: Clock = systemClock,
  ) {
    this.repo = db.getRepository(PageScheduledChange);
  }

  /** Schedule (replace) the page's update: the edits checked as a save, made over the live version. */
  async schedule(pageId: string, input: unknown, actor: Saver | null | undefined): Promise<ScheduledPageView> {
    if (!actor?.id) throw unauthenticated();
    if (!mayPublish(actor)) throw forbidden(AUTHOR_CANNOT_PUBLISH_MESSAGE);
    const { runAt, ...rest } = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const time = checkScheduleTime(runAt, this.clock.now());
    if (!time.ok) throw new InputValidationError([{ field: 'runAt', message: time.message }]);
    const value = this.pages.parse({ ...rest, status: undefined, publishedAt: undefined });
    if (!value.expectedVersion) throw new InputValidationError([{ field: 'expectedVersion', message: SCHEDULE_VERSION_MESSAGE }]);
    const page = await this.pageFor(pageId);
    if (page.state !== 'PUBLISHED' || contentStatus(page.state, page.publishedAt, new Date(this.clock.now())) !== 'PUBLISHED') {
      throw new InputValidationError([{ field: 'status', message: SCHEDULE_NOT_LIVE_MESSAGE }]);
    }
    if (value.expectedVersion !== page.version) {
      throw new DomainError('CONFLICT', VERSION_CONFLICT_MESSAGE, { currentVersion: page.version });
    }
    if ((SYSTEM_PAGE_SLUGS as readonly string[]).includes(page.slug) && value.slug !== page.slug) {
      throw new InputValidationError([{ field: 'slug', message: SYSTEM_PAGE_MESSAGE }]);
    }
    const { slug, title, blocks, seo } = value;
    await this.db.transaction(async (manager) => {
      await manager.delete(PageScheduledChange, { pageId: page.id });
      await manager.insert(PageScheduledChange, {
        pageId: page.id,
        runAt: time.at,
        baseVersion: page.version,
        values: { slug, title, blocks, seo },
        scheduledById: actor.id as string,
        scheduledBy: actor.username ?? '',
        refusal: null,
      });
      // The scheduling editor's autosaved edits are now the scheduled update.
      await manager.delete(PagePendingChange, { pageId: page.id, savedById: actor.id as string });
    });
    await this.arm();
    return this.present(await this.repo.findOneByOrFail({ pageId: page.id }));
  }

  /** The page's scheduled update, or null. */
  async get(pageId: string): Promise<ScheduledPageView | null> {
    const page = await this.pageFor(pageId);
    const row = await this.repo.findOneBy({ pageId: page.id });
    return row ? this.present(row) : null;
  }

  /** Cancel it (true when there was one); a flagged one is dismissed the same way. */
  async cancel(pageId: string): Promise<boolean> {
    const page = await this.pageFor(pageId);
    const result = await this.repo.delete({ pageId: page.id });
    await this.arm();
    return (result.affected ?? 0) > 0;
  }

  /** Settle every update whose time has come on the server's clock; answers how many were applied. */
  applyDue(): Promise<number> {
    this.running ??= this.settleDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Arm the timer and catch up (updates whose time passed while no instance ran); re-arm when any instance changes pages. */
  async start(onPagesChange?: (listener: () => void) => () => void): Promise<void> {
    this.stopListening = onPagesChange?.(() => void this.arm());
    await this.applyDue().catch((error: unknown) => log().error({ err: error }, 'Scheduled page updates not applied yet'));
    await this.arm();
  }

  close(): void {
    this.closed = true;
    this.timer?.cancel();
    this.stopListening?.();
  }

  private async settleDue(): Promise<number> {
    const now = this.clock.now();
    const due = await this.repo
      .createQueryBuilder('change')
      .where('change.refusal IS NULL AND change.runAt <= :now', { now: new Date(now) })
      .orderBy('change.runAt')
      .getMany();
    let applied = 0;
    for (const change of due) if (await this.settle(change, now)) applied++;
    return applied;
  }

  /** Apply one due update, or flag it; true when applied. */
  private async settle(change: PageScheduledChange, now: number): Promise<boolean> {
    const page = await this.db.getRepository(ContentPage).findOneBy({ id: change.pageId });
    if (!page) return false;
    const outcome = scheduledOutcome(change, page, now);
    if (outcome.action === 'wait') return false;
    const scheduler = await this.scheduler(change);
    if (outcome.action === 'refuse' || !scheduler)
      return this.refuse(change, outcome.action === 'refuse' ? outcome.message : SCHEDULER_GONE_MESSAGE);
    const claim = async (manager: EntityManager) => {
      const claimed = await manager.delete(PageScheduledChange, {
        pageId: change.pageId,
        baseVersion: change.baseVersion,
        runAt: change.runAt,
      });
      if (!claimed.affected) throw new AlreadySettled();
    };
    try {
      await this.pages.update(page.id, { ...change.values, expectedVersion: change.baseVersion }, scheduler, claim);
    } catch (error) {
      if (error instanceof AlreadySettled) return false;
      if (error instanceof DomainError && error.code === 'CONFLICT' && error.message === VERSION_CONFLICT_MESSAGE) {
        return this.refuse(change, SCHEDULE_STALE_MESSAGE);
      }
      if (error instanceof InputValidationError || error instanceof DomainError) return this.refuse(change, error.message);
      throw error;
    }
    await this.audit.record({ user: { id: scheduler.id as string, username: scheduler.username ?? '' } }, 'page.scheduled-update', page.id);
    return true;
  }

  /** Flag the update (once, whichever instance gets there) and record why. */
  private async refuse(change: PageScheduledChange, message: string): Promise<false> {
    const result = await this.repo
      .createQueryBuilder()
      .update(PageScheduledChange)
      .set({ refusal: message.slice(0, 300) })
      .where('"pageId" = :pageId AND "baseVersion" = :base AND "refusal" IS NULL', { pageId: change.pageId, base: change.baseVersion })
      .execute();
    if (result.affected) {
      await this.audit.record(
        { user: { id: change.scheduledById, username: change.scheduledBy } },
        'page.scheduled-update-refused',
        change.pageId,
      );
    }
    return false;
  }

  /** The scheduling editor as they are now: the update is saved in their name, if they may still publish. */
  private async scheduler(change: PageScheduledChange): Promise<(Saver & { role: Role }) | null> {
    const rows = (await this.db.query('SELECT "username", "role", "suspendedAt" FROM "admin_users" WHERE "id" = $1', [
      change.scheduledById,
    ])) as Array<{ username: string; role: Role; suspendedAt: Date | null }>;
    const user = rows[0];
    if (!user || user.suspendedAt || !(EDITOR_ROLES as readonly string[]).includes(user.role)) return null;
    return { id: change.scheduledById, username: user.username, role: user.role };
  }

  /** A timer on the server's clock for the next update still to come. */
  private async arm(): Promise<void> {
    if (this.closed) return;
    let next: Date | null;
    try {
      const rows = (await this.db.query('SELECT min("runAt") AS "next" FROM "page_scheduled_changes" WHERE "refusal" IS NULL')) as Array<{
        next: Date | string | null;
      }>;
      next = rows[0]?.next ? new Date(rows[0].next) : null;
    } catch {
      return; // The database is away: the publish sweep catches up.
    }
    this.timer?.cancel();
    if (!next || this.closed) return;
    const wait = next.getTime() - this.clock.now();
    const delay = wait < 0 ? RETRY_MS : wait + 5;
    this.timer = this.clock.setTimer(
      () => {
        const run = delay <= MAX_TIMER_MS ? this.applyDue() : Promise.resolve(0);
        void run
          .catch((error: unknown) => log().error({ err: error }, 'Scheduled page updates not applied yet'))
          .finally(() => void this.arm());
      },
      Math.min(delay, MAX_TIMER_MS),
    );
  }

  private async pageFor(pageId: string): Promise<ContentPage> {
    const page = isUuid(pageId) ? await this.db.getRepository(ContentPage).findOneBy({ id: pageId }) : null;
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    return page;
  }

  private present(row: PageScheduledChange): ScheduledPageView {
    const { pageId, runAt, baseVersion, scheduledBy, refusal, createdAt, values } = row;
    return { pageId, runAt, baseVersion, scheduledBy, refusal, createdAt, ...values };
  }
}
