// The GraphQL explorer (issue 15, decision 0030): a browser opening /graphql while signed in as
// staff gets GraphiQL, built into the site's own assets (web/explorer, dist/web/explorer.html):
// no CDN, no inline script, so the site's CSP holds. Everyone else — anonymous visitors, API
// tokens, and every request that is no browser navigation (a persisted-query GET, a POST) — gets
// what /graphql answered before. The page itself is only ever sent here, never as a static file.
import fs from 'node:fs';
import { Router, type Request } from 'express';
import { SESSION_COOKIE } from '../auth/tokens';

export const EXPLORER_FILE = 'explorer.html';

/** A browser opening the address: HTML preferred over JSON, and no operation in the query string. */
function isNavigation(req: Request): boolean {
  if (Object.keys(req.query as Record<string, unknown>).length > 0) return false;
  return req.accepts(['application/json', 'text/html']) === 'text/html';
}

/**
 * GET /graphql for staff, before Apollo. `htmlFile`: the built page (none: the explorer is off).
 * `isStaff` tells whether the request carries a valid staff session.
 */
export function graphqlExplorer(htmlFile: string | undefined, isStaff: (req: Request) => Promise<boolean>): Router {
  const router = Router();
  const html = htmlFile && fs.existsSync(htmlFile) ? fs.readFileSync(htmlFile, 'utf8') : null;
  // Not a file of the site: the static files below would serve it to anyone.
  router.get(`/${EXPLORER_FILE}`, (_req, res) => {
    res.status(404).type('text/plain').send('Not found.');
  });
  router.get('/graphql', async (req, res, next) => {
    const cookies = req.cookies as Record<string, string> | undefined;
    if (!html || !isNavigation(req) || !cookies?.[SESSION_COOKIE] || !(await isStaff(req))) {
      next();
      return;
    }
    res.set({ 'Cache-Control': 'no-store', Vary: 'Cookie, Accept' }).type('html').send(html);
  });
  return router;
}
