// The page-view hook (issue 32): the first middleware of the app, so pages answered from the page
// cache count too. On a GET that asks for HTML it only adds a 'finish' listener; when an HTML page
// went out (200, or 404: the not-found event), one in-memory append records it. Nothing here waits.
import type { RequestHandler } from 'express';
import type { AnalyticsService } from './analytics.service';
import { visitorSignal } from './visitor';

/** Paths that are never pages: the API, GraphQL, files, health checks and the admin screens. */
const NOT_PAGES = /^\/(?:api|graphql|assets|admin|healthz|readyz|media)(?:\/|$)|\.[a-z0-9]{1,5}$/i;

export function pageViews(analytics: AnalyticsService): RequestHandler {
  return (req, res, next) => {
    if (!analytics.enabled || req.method !== 'GET' || NOT_PAGES.test(req.path) || !req.headers.accept?.includes('text/html')) {
      next();
      return;
    }
    res.once('finish', () => {
      const status = res.statusCode;
      // 304: a page the browser revalidated (its ETag still matched) is a view too.
      if (status !== 200 && status !== 404 && status !== 304) return;
      // A page answered from the cache goes out through writeHead (cached-hits.ts), whose headers
      // getHeader cannot read: an unknown type on a page path is that page; a known one must be HTML.
      const type = res.getHeader('content-type');
      if (status !== 304 && type !== undefined && !String(type).startsWith('text/html')) return;
      if (req.query.preview !== undefined) return;
      analytics.recordPage(visitorSignal(req), req.originalUrl, status, req.headers.referer);
    });
    next();
  };
}
