// The web app's HTML for every route of SPEC §2. Unknown paths still get the app (it renders
// the not-found screen) but with status 404, so crawlers and monitors see the truth.
import fs from 'node:fs';
import path from 'node:path';
import type express from 'express';
import { Router, type Request } from 'express';
import { matchAppRoute } from '../../../schema/routes';
import { PRIVATE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL, sendCached } from '../cache/response-cache';
import { canonicalRedirect, queryString } from './canonical-redirect';
import { clientIp } from '../auth/context';
import { WorkGateBusyError } from '../security/work-gate';
import type { PageRenderer } from './ssr';
import { AnonymousPages, refuseSpentAddress, sendBusy, type ArticleLookup, type PageCacheOptions } from './anonymous-pages';
import { staticAssets } from './static-assets';
import { log } from '../logger';

/** A path of the shared route table (schema/routes.ts) — the browser's router reads the same one. */
function isKnownRoute(pathname: string): boolean {
  return matchAppRoute(pathname) !== undefined;
}

/** Admin screens are private: never server-rendered, never indexed. */
function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

const BLOG_ARTICLE_PATH = /^\/blog\/([^/]+)$/;

/** A shareable preview link's address (`?preview=`): rendered for this request only, never shared. */
function isPreviewRequest(req: Request): boolean {
  return req.query.preview !== undefined;
}

/** Preview pages (decision 0031): not indexed, not kept by anyone. */
function markPreview(res: express.Response): void {
  res.set({ 'Cache-Control': PRIVATE_CACHE_CONTROL, 'X-Robots-Tag': 'noindex' });
}

/** The app shell (index.html), read once; retried while the app is not built. */
function shellReader(webDist: string): () => Promise<string> {
  const indexFile = path.join(webDist, 'index.html');
  let template: Promise<string> | undefined;
  return () => {
    template ??= fs.promises.readFile(indexFile, 'utf8');
    template.catch(() => (template = undefined));
    return template;
  };
}

/**
 * Static files of the Vite build and the HTML of every page: server-rendered for public pages when
 * a renderer is built, the app shell otherwise. With `pages`, an anonymous visitor's page is
 * rendered once per content version and served from memory (ETag, 304); staff get a private
 * render (`private, no-store`).
 */
export function webApp(webDist: string, renderer?: PageRenderer | null, pages?: PageCacheOptions): Router {
  const router = Router();
  router.use(staticAssets(webDist, renderer));
  router.use(canonicalRedirect);
  const readShell = shellReader(webDist);
  const anonymous = pages ? new AnonymousPages(pages) : null;
  if (anonymous) router.get(BLOG_ARTICLE_PATH, articleDoor(anonymous, readShell));
  router.get(/.*/, pageRoute(readShell, renderer, anonymous));
  return router;
}

/**
 * An article's address: an old slug of a post whose slug changed gets a 301 to its current one
 * (one indexed lookup; a cached page, answered earlier, exists only for addresses that are posts);
 * an address no post has is marked for the shared not-found article (AnonymousPages.missingArticle).
 */
function articleDoor(anonymous: AnonymousPages, readShell: () => Promise<string>): express.RequestHandler {
  const pages = anonymous.options;
  return async (req, res, next) => {
    const match = BLOG_ARTICLE_PATH.exec(req.path);
    const slug = match ? safeDecode(match[1]) : null;
    if (!slug || !pages.slugRedirect) {
      next();
      return;
    }
    let found: ArticleLookup;
    try {
      if (await pages.isAnonymous(req).catch(() => false)) {
        if (anonymous.known(req)) {
          next();
          return;
        }
        if (refuseSpentAddress(req, res, pages)) return;
        found = await anonymous.lookupArticle(req, slug);
      } else {
        found = { redirect: await pages.slugRedirect(slug).catch(() => null), missing: false };
      }
    } catch (error) {
      if (!(error instanceof WorkGateBusyError)) throw error;
      sendBusy(res, error, req.accepts('html') ? await readShell().catch(() => null) : null, pages.refusalDelayMs);
      return;
    }
    if (!found.redirect) {
      if (found.missing) res.locals.missingArticle = slug;
      next();
      return;
    }
    res.set('Cache-Control', 'no-cache');
    // The query string is kept: campaign tags (utm_*) on an old link still count.
    res.redirect(301, `/blog/${encodeURIComponent(found.redirect)}${queryString(req.originalUrl)}`);
  };
}

/** Every other path that accepts HTML: the shell for the admin, a server render for the public site. */
function pageRoute(readShell: () => Promise<string>, renderer: PageRenderer | null | undefined, anonymous: AnonymousPages | null) {
  const pages = anonymous?.options;
  return async (req: Request, res: express.Response, next: express.NextFunction) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    let shell: string;
    try {
      shell = await readShell();
    } catch {
      res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`, then restart.');
      return;
    }
    res.type('html');
    if (isAdminPath(req.path) || !renderer) {
      res.set('Cache-Control', 'no-cache');
      if (isAdminPath(req.path)) res.set('X-Robots-Tag', 'noindex');
      res.status(isKnownRoute(req.path) ? 200 : 404).send(shell);
      return;
    }
    // Whether the page may differ per visitor: staff see an Admin button, and get private renders.
    res.vary('Cookie');
    try {
      const isAnonymous = pages ? await pages.isAnonymous(req).catch(() => false) : false;
      if (isAnonymous && anonymous && !anonymous.known(req) && refuseSpentAddress(req, res, anonymous.options)) return;
      /** A render; an anonymous visitor's runs under the gate, its time charged to the visitor's address. */
      const timedRender = async (url?: string) => {
        const render = async () => {
          const started = pages?.work?.now();
          try {
            return await renderer.render(req, res, shell, undefined, url);
          } finally {
            if (isAnonymous && pages?.work && started !== undefined) pages.work.charge(clientIp(req), pages.work.now() - started);
          }
        };
        return isAnonymous && pages?.gate ? pages.gate.run(render) : render();
      };
      if (anonymous && isAnonymous && !isPreviewRequest(req)) {
        const missing = res.locals.missingArticle as string | undefined;
        const entry = missing ? await anonymous.missingArticle(req, missing, timedRender) : await anonymous.shared(req, timedRender);
        if (entry) {
          sendCached(req, res, entry, entry.status === 200 ? PUBLIC_PAGE_CACHE_CONTROL : 'no-cache');
          return;
        }
      } else {
        const page = await timedRender();
        if (page) {
          res.set('Cache-Control', pages ? PRIVATE_CACHE_CONTROL : 'no-cache');
          if (page.noindex || isPreviewRequest(req)) markPreview(res);
          res.status(page.status).send(page.html);
          return;
        }
      }
    } catch (renderError) {
      if (renderError instanceof WorkGateBusyError) {
        sendBusy(res, renderError, shell, pages?.refusalDelayMs);
        return;
      }
      // The browser can still render the page: serve the shell rather than an error.
      log().error({ err: renderError, path: req.path }, 'Server rendering failed; serving the app shell');
    }
    res.set('Cache-Control', 'no-cache');
    res.status(isKnownRoute(req.path) ? 200 : 404).send(shell);
  };
}
