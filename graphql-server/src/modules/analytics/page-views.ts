// The page-view hook (issue 32): called by the fast path before Express (http/cached-hits.ts) and
// by the app's first middleware, so pages answered from the page cache count too. On a GET that
// asks for HTML it only adds a 'finish' listener; when an HTML page went out (200, or 404: the
// not-found event), one in-memory append records it. Nothing here waits.
import type { Request, RequestHandler, Response } from 'express';
import type { AnalyticsService } from './analytics.service';
import { visitorSignal } from './visitor';

/** Paths that are never pages: the API, GraphQL, files, health checks and the admin screens. */
const NOT_PAGES = /^\/(?:api|graphql|assets|admin|healthz|readyz|media)(?:\/|$)|\.[a-z0-9]{1,5}$/i;

/** Requests already watched: the fast path before Express and the front door both call `watchPageView`. */
const watched = new WeakSet<Request>();

/** Adds the 'finish' listener that records a page view, once per request (nothing when it is not a page request). */
export function watchPageView(analytics: AnalyticsService, req: Request, res: Response): void {
  if (
    !analytics.enabled ||
    req.method !== 'GET' ||
    watched.has(req) ||
    NOT_PAGES.test(req.path) ||
    !req.headers.accept?.includes('text/html')
  )
    return;
  watched.add(req);
  res.once('finish', () => {
    const status = res.statusCode;
    // 304: a page the browser revalidated (its ETag still matched) is a view too.
    if (status !== 200 && status !== 404 && status !== 304) return;
    // A page answered from the cache goes out through writeHead (cached-hits.ts), whose headers
    // getHeader cannot read: an unknown type on a page path is that page; a known one must be HTML.
    const type = res.getHeader('content-type');
    if (status !== 304 && type !== undefined && !String(type).startsWith('text/html')) return;
    if (req.query.preview !== undefined) return;
    analytics.recordPage(visitorSignal(req), req.originalUrl ?? req.url, status, req.headers.referer);
  });
}

export function pageViews(analytics: AnalyticsService): RequestHandler {
  return (req, res, next) => {
    watchPageView(analytics, req, res);
    next();
  };
}
