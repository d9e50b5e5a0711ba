// Analytics over HTTP (issue 32):
//   POST /api/analytics/events                    the beacon: one event, `navigator.sendBeacon` body (text)
//   GET  /api/admin/analytics/summary?from=&to=   the numbers of a date range (analytics: staff or token)
//   GET  /api/admin/analytics/realtime            the last 30 minutes (analytics)
//   GET  /api/admin/analytics/pages?path=&from=&to=  pages' own numbers, path repeated up to 100 times (analytics)
// The beacon answers 204 whether or not the event was counted (DNT, GPC, bots and staff are not):
// a page learns nothing from it. Bodies over BEACON_MAX_BYTES get 413, bad ones 400, a flood from
// one address 429, a page of another site 403.
import { z } from 'zod';
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { BEACON_MAX_BYTES } from '../../../../schema/analytics-events';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import { originOf } from '../../security/origin-check';
import type { Services } from '../../services';
import { InputValidationError } from '../../shared/errors';
import type { BeaconOutcome } from './analytics.service';
import { visitorSignal } from './visitor';

/** How long a beacon waits for its event's commit before 503 (the event may still be written). */
const BEACON_COMMIT_WAIT_MS = 10_000;
/** Beacon events one address may send per minute; the rest get 429 and are not recorded. */
export const BEACON_EVENTS_PER_MINUTE = 120;
/** Addresses tracked per minute; past it, new addresses wait for the next minute (memory stays bounded). */
const TRACKED_ADDRESSES = 50_000;
const MAX_RANGE_DAYS = 400;

/** A fixed one-minute window per address, on the analytics clock. */
export class BeaconLimiter {
  private window = -1;
  private counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => Date,
  ) {}

  allow(address: string): boolean {
    const minute = Math.floor(this.now().getTime() / 60_000);
    if (minute !== this.window) {
      this.window = minute;
      this.counts = new Map();
    }
    const count = this.counts.get(address) ?? 0;
    if (count === 0 && this.counts.size >= TRACKED_ADDRESSES) return false;
    if (count >= this.perMinute) return false;
    this.counts.set(address, count + 1);
    return true;
  }
}

export function analyticsBeaconRoutes(services: Services, perMinute = BEACON_EVENTS_PER_MINUTE): Router {
  const router = Router();
  const limiter = new BeaconLimiter(perMinute, services.analytics.store.now);
  // sendBeacon sends a string as text/plain; JSON content types are read the same way.
  const body = express.text({ type: () => true, limit: BEACON_MAX_BYTES });
  router.post('/analytics/events', (req: Request, res: Response, next: NextFunction) => {
    res.set('Cache-Control', 'no-store');
    const origin = originOf(req.get('origin'));
    if (origin && origin !== `${req.protocol}://${req.get('host') ?? ''}` && origin !== originOf(services.site.url)) {
      res.status(403).json({ message: 'Events are accepted from the site’s own pages only.' });
      return;
    }
    if (!limiter.allow(visitorSignal(req).address)) {
      res.status(429).set('Retry-After', '60').json({ message: 'Too many events from this address: try again in a minute.' });
      return;
    }
    next();
  });
  router.post('/analytics/events', body, (req, res) => {
    if (typeof req.body !== 'string' || req.body.length === 0) {
      throw new InputValidationError([{ field: 'body', message: 'The event must be a JSON object.' }]);
    }
    // Validation errors are thrown here, before anything waits; then the answer waits for the
    // event's commit (decision 0070): 204 means kept (or deliberately not recorded), never "buffered".
    const outcome = services.analytics.recordBeacon(visitorSignal(req), req.body);
    const late = setTimeout(() => answer('late'), BEACON_COMMIT_WAIT_MS);
    function answer(result: BeaconOutcome | 'late') {
      clearTimeout(late);
      if (res.headersSent) return;
      if (result === 'stored' || result === 'ignored') res.status(204).end();
      else res.status(503).set('Retry-After', '5').json({ message: 'The event was not recorded: the server is busy.' });
    }
    void outcome.then(answer, () => answer('dropped'));
  });
  return router;
}

/** The summary's query string, as the OpenAPI document shows it (summaryRange checks it). */
export const analyticsSummaryQuery = z.object({
  from: z.string().optional().describe('First day (YYYY-MM-DD) or instant (ISO 8601); default 30 days before `to`.'),
  to: z.string().optional().describe('Last day, inclusive (YYYY-MM-DD), or an instant; default now.'),
});

/** The pages query string, as the OpenAPI document shows it. */
export const analyticsPagesQuery = analyticsSummaryQuery.extend({
  path: z.union([z.string(), z.array(z.string())]).describe('A page’s path (e.g. /blog/my-article); repeat for up to 100 pages.'),
});

/** `from`/`to` as dates (YYYY-MM-DD, `to` inclusive) or instants; default the last 30 days. */
export function summaryRange(query: Request['query'], now: Date): { from: Date; to: Date } {
  const parse = (value: unknown, field: string, endOfDay: boolean): Date | null => {
    if (value === undefined || value === '') return null;
    const text = String(value);
    const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
    const at = new Date(day ? `${text}T00:00:00Z` : text);
    if (typeof value !== 'string' || Number.isNaN(at.getTime()) || !(day || /^\d{4}-\d{2}-\d{2}T/.test(text))) {
      throw new InputValidationError([{ field, message: `${field} must be a date (YYYY-MM-DD) or an ISO 8601 time.` }]);
    }
    return day && endOfDay ? new Date(at.getTime() + 86_400_000) : at;
  };
  const to = parse(query.to, 'to', true) ?? now;
  const from = parse(query.from, 'from', false) ?? new Date(to.getTime() - 30 * 86_400_000);
  if (from >= to) throw new InputValidationError([{ field: 'from', message: 'from must be before to.' }]);
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000) {
    throw new InputValidationError([{ field: 'from', message: `A range spans at most ${MAX_RANGE_DAYS} days.` }]);
  }
  return { from, to };
}

export function adminAnalyticsRoutes(services: Services): Router {
  const router = Router();
  router.get('/admin/analytics/summary', requireRole(services, ALLOW.analytics), async (req, res) => {
    const { from, to } = summaryRange(req.query, services.analytics.store.now());
    res.json(await services.analytics.summary(from, to));
  });
  router.get('/admin/analytics/realtime', requireRole(services, ALLOW.analytics), async (_req, res) => {
    res.json(await services.analytics.realtime());
  });
  router.get('/admin/analytics/pages', requireRole(services, ALLOW.analytics), async (req, res) => {
    const { from, to } = summaryRange(req.query, services.analytics.store.now());
    const given = req.query.path;
    const paths = given === undefined ? [] : Array.isArray(given) ? given : [given];
    if (paths.some((path) => typeof path !== 'string')) throw new InputValidationError([{ field: 'path', message: 'path must be text.' }]);
    res.json(await services.analytics.pages(paths as string[], from, to));
  });
  return router;
}
