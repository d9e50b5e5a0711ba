// Which arm of a running experiment a request sees (issue 32, decision 0069), decided once per
// request on the server: from the day's visitor hash (the analytics salt) and the experiment's id.
// Nothing is stored on the device. Visitors analytics leaves out (DNT / Sec-GPC, bots, staff,
// ANALYTICS=off) and previews see control and are not counted. The arm is part of the page-cache
// key (`armCacheSuffix`), so each arm's page is rendered once per content version and the visitor
// gets the variant in the first HTML: no flicker, no layout shift.
import type { Request, RequestHandler } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { visitorSignal, type VisitorSignal } from '../analytics/visitor';
import type { AnalyticsService } from '../analytics/analytics.service';
import { assignArm, EXPOSURE_EVENT, pageWithArm, type ExperimentsService, type RunningExperiment } from './experiments.service';
import type { ContentPage } from '../pages/page.entity';
import { pagePath } from '../../../../schema/validation/pages';

interface Assignment {
  experiment: RunningExperiment;
  arm: string;
  /** The visitor it was decided for (what the exposure event is recorded with). */
  signal: VisitorSignal;
}

/** The arm each request was given (null: none running on its page, or a visitor who sees control uncounted). */
const assignments = new WeakMap<IncomingMessage, Assignment | null>();

/** Paths that are never pages (as the page-view hook has them). */
const NOT_PAGES = /^\/(?:api|graphql|assets|admin|healthz|readyz|media)(?:\/|$)|\.[a-z0-9]{1,5}$/i;

export interface ArmDeps {
  analytics: AnalyticsService;
  experiments: ExperimentsService;
}

/** Already decided, or no page request (a page is a GET of HTML at a page's path): no arm to find. */
const decidedOrNoPage = (req: Request) =>
  assignments.has(req) || req.method !== 'GET' || NOT_PAGES.test(req.path) || !req.headers.accept?.includes('text/html');

/** A visitor who sees control uncounted: analytics off, or a preview. */
const controlUncounted = (deps: ArmDeps, req: Request) => !deps.analytics.enabled || req.query?.preview !== undefined;

/** The visitor's signal (session, opt-outs, bot check) is read only on a path an experiment runs on. */
async function assign(deps: ArmDeps, req: Request, path: string): Promise<Assignment | null> {
  if (controlUncounted(deps, req)) return null;
  const experiment = await deps.experiments.runningAt(path);
  if (!experiment) return null;
  const signal = visitorSignal(req);
  if (signal.excluded) return null;
  const store = deps.analytics.store;
  const visitor = await store.visitorAt(signal.address, signal.userAgent, store.now());
  return { experiment, arm: assignArm(visitor, experiment.id, experiment.arms), signal };
}

function recordExposure(deps: ArmDeps, found: Assignment): void {
  deps.analytics.recordServerEvent(found.signal, EXPOSURE_EVENT, found.experiment.path, {
    experiment: found.experiment.id,
    arm: found.arm,
  });
}

/**
 * The arm of a page request (kept for the cache key and the render), its exposure recorded once
 * the page went out. Run once per request: by the fast path before Express (http/cached-hits.ts)
 * and by the front door below; the second call finds the request already decided.
 */
export async function assignRequestArm(deps: ArmDeps, req: Request, res: ServerResponse): Promise<void> {
  if (decidedOrNoPage(req)) return;
  const found = await assign(deps, req, req.path);
  if (assignments.has(req)) return;
  assignments.set(req, found);
  if (found) {
    res.once('finish', () => {
      if (res.statusCode === 200 || res.statusCode === 304) recordExposure(deps, found);
    });
  }
}

/**
 * `assignRequestArm` when it needs no wait: true when the request is decided at once (not a page
 * request, a visitor who sees control uncounted, or no experiment running on its path, as known
 * in memory); false when an experiment runs there or the running ones are not read yet (then
 * `assignRequestArm` decides). The fast path before Express (http/cached-hits.ts) answers a
 * cached page without a promise this way.
 */
export function assignedAtOnce(deps: ArmDeps, req: Request): boolean {
  if (decidedOrNoPage(req)) return true;
  if (controlUncounted(deps, req)) {
    assignments.set(req, null);
    return true;
  }
  const known = deps.experiments.runningAtNow(req.path);
  if (!known || known.experiment) return false;
  assignments.set(req, null);
  return true;
}

/** A front door, before the page cache: `assignRequestArm`; on a failure the page is served as control. */
export function experimentArms(deps: ArmDeps): RequestHandler {
  return (req, res, next) => {
    assignRequestArm(deps, req, res).then(
      () => next(),
      // The page is served as control rather than not at all.
      () => next(),
    );
  };
}

/** What the page-cache key gets for this request: '' for control, `#arm=<experiment>:<arm>` otherwise. */
export function armCacheSuffix(req: IncomingMessage): string {
  const found = assignments.get(req);
  return found && found.arm !== 'control' ? `#arm=${found.experiment.id}:${found.arm}` : '';
}

/**
 * The page as this request sees it: the arm's fields over the experiment's block. A page request
 * already has its arm (experimentArms); a read of the page (GraphQL `page`, GET /api/pages/{slug})
 * gets one here, recorded as an exposure, and marks its answer as not to be shared.
 */
export async function pageForRequest(deps: ArmDeps, req: Request, page: ContentPage | null): Promise<ContentPage | null> {
  if (!page) return page;
  let found = assignments.get(req);
  if (found === undefined) {
    found = await assign(deps, req, pagePath(page.slug)).catch(() => null);
    assignments.set(req, found);
    if (found) recordExposure(deps, found);
  }
  if (!found || pagePath(page.slug) !== found.experiment.path) return page;
  if (req.res) req.res.locals.variesByVisitor = true;
  return pageWithArm(page, found.experiment, found.arm);
}
