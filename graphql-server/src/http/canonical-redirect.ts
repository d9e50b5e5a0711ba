// One address per page: a trailing-slash or upper-case variant of a route of the shared table
// (`/blog/`, `/Blog`, `/BLOG/category/Technical/`) is answered with a 301 to the canonical
// address, query string kept. Mounted with the web app only, after its static files, so /api,
// /graphql and the assets never reach it; unknown paths fall through to the not-found page.
import type { NextFunction, Request, Response } from 'express';
import { canonicalPathname } from '../../../schema/routes';

export function canonicalRedirect(req: Request, res: Response, next: NextFunction): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    next();
    return;
  }
  const canonical = canonicalPathname(req.path);
  if (canonical === null) {
    next();
    return;
  }
  res.redirect(301, canonical + queryString(req.originalUrl));
}

/** The query string of a request's address ('?utm_source=…'), or '' : what a redirect keeps. */
export function queryString(originalUrl: string): string {
  const queryStart = originalUrl.indexOf('?');
  return queryStart === -1 ? '' : originalUrl.slice(queryStart);
}
