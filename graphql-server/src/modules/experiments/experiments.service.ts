// A/B experiments on page blocks (issue 32, decision 0069): made and changed by Editors and up,
// started and stopped; each counted visitor is assigned an arm from the day's visitor hash and the
// experiment's id (no cookie, nothing stored on the device); results are read from the raw
// analytics events (`experiment_view` exposures, then the goal by the same visitor hash); "promote
// winner" saves the arm's fields into the page through the pages service (a normal revision).
import crypto from 'node:crypto';
import type { DataSource, Repository } from 'typeorm';
import type { Block } from '../../../../schema/validation/page-blocks';
import { PAGE_NOT_FOUND_MESSAGE, pagePath } from '../../../../schema/validation/pages';
import { conflict, InputValidationError, isUniqueViolation, isUuid, notFound } from '../../shared/errors';
import { sanitizeArticleHtml } from '../../shared/sanitize';
import type { Saver } from '../../shared/revisions';
import type { ContentPage } from '../pages/page.entity';
import type { PagesService } from '../pages/pages.service';
import { checkArms, checkExperimentInput } from './experiment-input';
import { Experiment, type ExperimentArm } from './experiment.entity';
import { analyse, type ExperimentVerdict } from './statistics';

const EXPERIMENT_NOT_FOUND_MESSAGE = 'Experiment not found.';
export const EXPOSURE_EVENT = 'experiment_view';

export interface ExperimentResults extends ExperimentVerdict {
  experimentId: string;
  goal: string;
  minVisitorsPerArm: number;
}

/** The experiment running on a page, as the page render needs it. */
export interface RunningExperiment {
  id: string;
  path: string;
  slug: string;
  blockIndex: number;
  blockType: string;
  arms: ExperimentArm[];
}

/**
 * The arm of a visitor: the first 32 bits of SHA-256(visitor hash ":" experiment id) as a fraction
 * of 2³², walked along the arms' cumulative weights. The same visitor (same day) gets the same arm.
 */
export function assignArm(visitorHash: string, experimentId: string, arms: readonly Pick<ExperimentArm, 'key' | 'weight'>[]): string {
  const digest = crypto.createHash('sha256').update(`${visitorHash}:${experimentId}`).digest();
  const point = (digest.readUInt32BE(0) / 2 ** 32) * 100;
  let edge = 0;
  for (const arm of arms) {
    edge += arm.weight;
    if (point < edge) return arm.key;
  }
  return arms[arms.length - 1].key;
}

/** The page with the arm's fields over the experiment's block (control and a changed block: the page as it is). */
export function pageWithArm<T extends Pick<ContentPage, 'blocks'>>(
  page: T,
  experiment: Pick<RunningExperiment, 'blockIndex' | 'blockType' | 'arms'>,
  armKey: string,
): T {
  const arm = experiment.arms.find((candidate) => candidate.key === armKey);
  const block = page.blocks[experiment.blockIndex];
  if (!arm || armKey === 'control' || !block || block.type !== experiment.blockType) return page;
  const blocks = page.blocks.slice();
  blocks[experiment.blockIndex] = { ...block, ...arm.fields } as Block;
  return Object.assign(Object.create(Object.getPrototypeOf(page) as object) as T, page, { blocks });
}

export class ExperimentsService {
  private readonly repo: Repository<Experiment>;
  /** Running experiments by page path, reloaded when the pages' content version moves. */
  private running: { version: number; byPath: Map<string, RunningExperiment> } | null = null;
  private loading: Promise<Map<string, RunningExperiment>> | null = null;

  constructor(
    private readonly db: DataSource,
    private readonly pages: Pick<PagesService, 'getById' | 'update'>,
    /** The pages' content version (experiment writes move it too: they change what pages show). */
    private readonly pagesVersion: () => number,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.repo = db.getRepository(Experiment);
  }

  list(): Promise<Experiment[]> {
    return this.repo.find({ order: { createdAt: 'DESC' }, take: 200 });
  }

  async get(id: string): Promise<Experiment> {
    const found = isUuid(id) ? await this.repo.findOne({ where: { id } }) : null;
    if (!found) throw notFound(EXPERIMENT_NOT_FOUND_MESSAGE);
    return found;
  }

  async create(input: unknown, actor?: Saver | null): Promise<Experiment> {
    const checked = await this.check(input);
    return this.repo.save(this.repo.create({ ...checked, status: 'DRAFT', updatedBy: actor?.username ?? null }));
  }

  /** Changes a draft; a started experiment keeps its arms (its results depend on them). */
  async update(id: string, input: unknown, actor?: Saver | null): Promise<Experiment> {
    const existing = await this.get(id);
    if (existing.status !== 'DRAFT') throw conflict('A started experiment cannot be changed: stop it and make a new one.');
    const checked = await this.check(input);
    return this.repo.save(this.repo.merge(existing, { ...checked, updatedBy: actor?.username ?? existing.updatedBy }));
  }

  async delete(id: string): Promise<void> {
    const existing = await this.get(id);
    if (existing.status === 'RUNNING') throw conflict('Stop the experiment before deleting it.');
    await this.repo.delete({ id });
  }

  /** Starts a draft; one experiment runs on a page at a time. */
  async start(id: string, actor?: Saver | null): Promise<Experiment> {
    const existing = await this.get(id);
    if (existing.status !== 'DRAFT') throw conflict('Only a draft experiment can be started.');
    const page = await this.pages.getById(existing.pageId);
    if (!page || page.status !== 'PUBLISHED') throw conflict('The page must be published before an experiment runs on it.');
    if (page.blocks[existing.blockIndex]?.type !== existing.blockType) throw conflict('The page’s block has changed: edit the experiment.');
    try {
      return await this.repo.save(
        this.repo.merge(existing, { status: 'RUNNING', startedAt: this.now(), updatedBy: actor?.username ?? existing.updatedBy }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('Another experiment is running on this page: stop it first.');
      throw error;
    }
  }

  async stop(id: string, actor?: Saver | null): Promise<Experiment> {
    const existing = await this.get(id);
    if (existing.status !== 'RUNNING') throw conflict('Only a running experiment can be stopped.');
    return this.repo.save(
      this.repo.merge(existing, { status: 'STOPPED', stoppedAt: this.now(), updatedBy: actor?.username ?? existing.updatedBy }),
    );
  }

  /**
   * Writes the arm's fields into the page as a normal save (revision, audit, webhooks, cache) and
   * stops the experiment. Any arm may be promoted; the results screen offers the declared winner.
   */
  async promote(id: string, armKey: string, actor?: Saver | null): Promise<{ experiment: Experiment; page: ContentPage }> {
    const existing = await this.get(id);
    const arm = existing.arms.find((candidate) => candidate.key === armKey);
    if (!arm || arm.key === 'control')
      throw new InputValidationError([{ field: 'arm', message: 'Choose one of the experiment’s variants.' }]);
    if (existing.status === 'DRAFT') throw conflict('A draft experiment has no results to promote.');
    const page = await this.pages.getById(existing.pageId);
    if (!page) throw notFound(PAGE_NOT_FOUND_MESSAGE);
    const changed = pageWithArm(page, { ...existing, arms: existing.arms }, arm.key);
    if (changed === page) throw conflict('The page’s block has changed since the experiment started: it cannot be promoted.');
    const saved = await this.pages.update(
      page.id,
      { slug: page.slug, title: page.title, blocks: changed.blocks, seo: page.seo, expectedVersion: page.version },
      actor,
    );
    const experiment = await this.repo.save(
      this.repo.merge(existing, {
        status: 'STOPPED',
        stoppedAt: existing.stoppedAt ?? this.now(),
        promotedArm: arm.key,
        updatedBy: actor?.username ?? existing.updatedBy,
      }),
    );
    return { experiment, page: saved };
  }

  /** Visitors and conversions per arm from the raw events, with the statistics of decision 0069. */
  async results(id: string): Promise<ExperimentResults> {
    const experiment = await this.get(id);
    const goal = experiment.goal === 'lead' ? 'lead_submitted' : (experiment.goalEvent ?? '');
    const rows = (await this.db.query(
      `WITH exposed AS (
         SELECT "visitor", "props" ->> 'arm' AS arm, min("occurredAt") AS first
           FROM analytics_events WHERE "name" = $1 AND "props" ->> 'experiment' = $2
          GROUP BY "visitor", "props" ->> 'arm')
       SELECT e.arm, count(*)::int AS visitors,
              count(*) FILTER (WHERE EXISTS (
                SELECT 1 FROM analytics_events g WHERE g."visitor" = e."visitor" AND g."name" = $3 AND g."occurredAt" >= e.first))::int AS conversions
         FROM exposed e GROUP BY e.arm`,
      [EXPOSURE_EVENT, experiment.id, goal],
    )) as { arm: string; visitors: number; conversions: number }[];
    const counts = experiment.arms.map((arm) => {
      const row = rows.find((candidate) => candidate.arm === arm.key);
      return { arm: arm.key, visitors: row?.visitors ?? 0, conversions: row?.conversions ?? 0 };
    });
    return {
      experimentId: experiment.id,
      goal,
      minVisitorsPerArm: experiment.minVisitorsPerArm,
      ...analyse(counts, experiment.minVisitorsPerArm),
    };
  }

  /**
   * What `runningAt` answers when it can without waiting (the running experiments already read for
   * the current pages' version): `{ experiment }`, or undefined when they must be read first.
   */
  runningAtNow(path: string): { experiment: RunningExperiment | undefined } | undefined {
    return this.running?.version === this.pagesVersion() ? { experiment: this.running.byPath.get(path) } : undefined;
  }

  /** The experiment running on the page at this path (`/` for home), from memory. */
  async runningAt(path: string): Promise<RunningExperiment | undefined> {
    const version = this.pagesVersion();
    if (this.running?.version === version) return this.running.byPath.get(path);
    this.loading ??= this.loadRunning().finally(() => (this.loading = null));
    const byPath = await this.loading;
    this.running = { version, byPath };
    return byPath.get(path);
  }

  private async loadRunning(): Promise<Map<string, RunningExperiment>> {
    const rows = (await this.db.query(
      `SELECT e."id", e."blockIndex", e."blockType", e."arms", p."slug"
         FROM experiments e JOIN pages p ON p."id" = e."pageId" WHERE e."status" = 'RUNNING'`,
    )) as { id: string; blockIndex: number; blockType: string; arms: ExperimentArm[]; slug: string }[];
    return new Map(rows.map((row) => [pagePath(row.slug), { ...row, path: pagePath(row.slug) }]));
  }

  /** The input checked whole (shape, split, goal, then each variant against the page's block). */
  private async check(input: unknown) {
    const checked = checkExperimentInput(input);
    if (!checked.ok) throw new InputValidationError(checked.errors);
    const value = checked.value;
    const page = await this.pages.getById(value.pageId);
    if (!page) throw new InputValidationError([{ field: 'pageId', message: PAGE_NOT_FOUND_MESSAGE }]);
    const block = page.blocks[value.blockIndex];
    if (!block)
      throw new InputValidationError([{ field: 'blockIndex', message: `The page has no block at position ${value.blockIndex}.` }]);
    const arms = checkArms(value, block);
    if (!arms.ok) throw new InputValidationError(arms.errors);
    const clean = arms.arms.map((arm) =>
      block.type === 'rich-text' && typeof arm.fields.html === 'string'
        ? { ...arm, fields: { ...arm.fields, html: sanitizeArticleHtml(arm.fields.html) } }
        : arm,
    );
    return {
      name: value.name,
      pageId: value.pageId,
      blockIndex: value.blockIndex,
      blockType: block.type,
      arms: clean,
      goal: value.goal,
      goalEvent: value.goal === 'event' ? (value.goalEvent ?? null) : null,
      minVisitorsPerArm: value.minVisitorsPerArm ?? 100,
    };
  }
}
