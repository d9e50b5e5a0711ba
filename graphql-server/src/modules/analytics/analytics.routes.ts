// Analytics over HTTP (issue 32):
//   POST /api/analytics/events                    the beacon: one event, `navigator.sendBeacon` body (text)
//   GET  /api/admin/analytics/summary?from=&to=   the numbers of a date range (analytics: staff or token)
//   GET  /api/admin/analytics/realtime            the last 30 minutes (analytics)
//   GET  /api/admin/analytics/pages?path=&from=&to=  pages' own numbers, path repeated up to 100 times (analytics)
// A visitor's beacon is answered before Express by the HTTP server's listener (beacon.ts, decision
// 0078); the route here answers the rest (staff, CORS, another charset...) through the same endpoint.
import { z } from 'zod';
import express, { Router, type Request } from 'express';
import { BEACON_MAX_BYTES } from '../../../../schema/analytics-events';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { InputValidationError } from '../../shared/errors';
import { BeaconEndpoint } from './beacon';

const MAX_RANGE_DAYS = 400;

/** The beacon through the stack: the endpoint's checks, then its body (any charset, compressed or not), then the event. */
export function analyticsBeaconRoutes(endpoint: BeaconEndpoint): Router {
  const router = Router();
  // Read as text whatever its type: the endpoint has refused the types that are not events.
  const body = express.text({ type: () => true, limit: BEACON_MAX_BYTES });
  router.post('/analytics/events', (req, res, next) => {
    res.set('Cache-Control', 'no-store');
    const refused = endpoint.before(req);
    if (refused) BeaconEndpoint.sendThroughExpress(res, refused);
    else next();
  });
  router.post('/analytics/events', body, (req, res) => {
    endpoint.record(req, req.body, (result) => BeaconEndpoint.sendThroughExpress(res, result));
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
