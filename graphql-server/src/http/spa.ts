// The web app's HTML for every route of SPEC §2. Unknown paths still get the app (it renders
// the not-found screen) but with status 404, so crawlers and monitors see the truth.
import fs from 'node:fs';
import path from 'node:path';
import express, { Router, type Request } from 'express';
import { matchAppRoute } from '../../../schema/routes';
import {
  PRIVATE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  sendCached,
  type CachedResponse,
  type ResponseCache,
} from '../cache/response-cache';
import { canonicalRedirect, queryString } from './canonical-redirect';
import { pageCacheKey } from './page-key';
import { clientIp } from '../auth/context';
import type { WorkBudget } from '../security/rate-limits';
import { LRUCache } from 'lru-cache';
import { staticText, type PageRenderer, type StaticText } from './ssr';
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

/** A fingerprinted text kept in memory: immutable, compressed as the client accepts. */
function sendStaticText(req: express.Request, res: express.Response, text: StaticText, type: string): void {
  res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: text.etag, Vary: 'Accept-Encoding', 'Content-Type': type });
  if (req.headers['if-none-match'] === text.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    res.set('Content-Encoding', encoding);
    res.send(encoding === 'br' ? text.br : text.gzip);
    return;
  }
  res.send(text.body);
}

/**
 * Static files of the Vite build (hashed assets cached for a year) and the HTML of every page:
 * server-rendered for public pages when a renderer is built, the app shell otherwise. With
 * `pages`, an anonymous visitor's page is rendered once per content version and served from
 * memory (ETag, 304); staff get a private render (`private, no-store`).
 */
export interface PageCacheOptions {
  cache: ResponseCache;
  /** No staff session and no token: the visitor may get the shared cached page. */
  isAnonymous(req: Request): Promise<boolean>;
  /** Where an old blog slug now lives (decision 0031), or null. */
  slugRedirect?(slug: string): Promise<string | null>;
  /** Anonymous render time is charged to the client's address; a spent address gets 429 (decision 0057). */
  work?: WorkBudget;
}

/** How long a not-found page is served from memory (it is not in the version-keyed page cache: an address may start to exist by a write). */
export const NOT_FOUND_TTL_MS = 30_000;
/** Not-found pages kept, least recently used dropped: random paths cannot fill memory. */
const NOT_FOUND_ENTRIES = 500;

/**
 * Not-found pages of anonymous visitors, per address and content version, for NOT_FOUND_TTL_MS:
 * a flood of `/blog/<random>` repeated costs one render per path, not one per request.
 */
class NotFoundPages {
  private readonly entries = new LRUCache<string, { token: string; at: number; entry: CachedResponse }>({ max: NOT_FOUND_ENTRIES });

  constructor(private readonly now: () => number) {}

  get(key: string, token: string): CachedResponse | undefined {
    const known = this.entries.get(key);
    if (!known) return undefined;
    if (known.token === token && this.now() - known.at < NOT_FOUND_TTL_MS) return known.entry;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, token: string, entry: CachedResponse): void {
    this.entries.set(key, { token, at: this.now(), entry });
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

export function webApp(webDist: string, renderer?: PageRenderer | null, pages?: PageCacheOptions): Router {
  const router = Router();
  const indexFile = path.join(webDist, 'index.html');
  // The Ant Design stylesheet the renderer extracted (fingerprinted, kept in memory).
  router.get(/^\/assets\/(ssr-styles-[\w-]+\.css)$/, (req, res, next) => {
    const sheet = renderer?.stylesheet(String((req.params as Record<string, string>)[0]));
    if (!sheet) {
      next();
      return;
    }
    sendStaticText(req, res, sheet, 'text/css; charset=utf-8');
  });
  // Fingerprinted assets pre-compressed at build (scripts/precompress.mjs): sent as they are.
  const assetsDir = path.join(webDist, 'assets');
  router.get(/^\/assets\/([\w.-]+\.(?:js|css|svg|json))$/, (req, res, next) => {
    const name = String((req.params as Record<string, string>)[0]);
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : undefined;
    if (!suffix) {
      next();
      return;
    }
    const file = path.join(assetsDir, name + suffix);
    fs.stat(file, (error) => {
      if (error) {
        next();
        return;
      }
      res.set({ 'Content-Encoding': encoding as string, 'Cache-Control': 'public, max-age=31536000, immutable' });
      res.vary('Accept-Encoding');
      res.type(path.extname(name));
      res.sendFile(file, { headers: { 'Content-Encoding': encoding as string }, cacheControl: false }, (sendError) => {
        if (sendError) next(sendError);
      });
    });
  });
  router.use('/assets', express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.use(canonicalRedirect);
  // An old address of a post whose slug changed: 301 to its current one (one indexed lookup; a
  // cached page, answered earlier, exists only for addresses that are posts).
  router.get(BLOG_ARTICLE_PATH, async (req, res, next) => {
    const match = BLOG_ARTICLE_PATH.exec(req.path);
    const slug = match ? safeDecode(match[1]) : null;
    const target = slug && pages?.slugRedirect ? await pages.slugRedirect(slug).catch(() => null) : null;
    if (!target) {
      next();
      return;
    }
    res.set('Cache-Control', 'no-cache');
    // The query string is kept: campaign tags (utm_*) on an old link still count.
    res.redirect(301, `/blog/${encodeURIComponent(target)}${queryString(req.originalUrl)}`);
  });
  let template: Promise<string> | undefined;
  const readTemplate = () => {
    template ??= fs.promises.readFile(indexFile, 'utf8');
    // Not built yet: try again next time.
    template.catch(() => (template = undefined));
    return template;
  };
  // Concurrent misses of one page wait for one render.
  const inFlight = new Map<string, Promise<CachedResponse | null>>();
  const notFound = new NotFoundPages(pages?.work ? pages.work.now : () => performance.now());

  /**
   * An anonymous visitor's page, shared: from the page cache (keyed by its canonical address,
   * page-key.ts), a recent not-found page, a render under way for the same address, or a new render.
   */
  const sharedPage = async (
    req: Request,
    pages: PageCacheOptions,
    render: (url: string) => Promise<Awaited<ReturnType<PageRenderer['render']>>>,
  ): Promise<CachedResponse | null> => {
    const key = pageCacheKey(req.originalUrl);
    const token = pages.cache.token();
    const hit = pages.cache.get(key) ?? notFound.get(key, token);
    if (hit) return hit;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = render(key).then((page) => {
        if (!page) return null;
        // Complete pages are kept for the content version; a not-found page briefly (NotFoundPages);
        // an error state is rendered each time.
        if (page.status === 200 && !page.noindex) return pages.cache.set(key, token, 200, 'html', page.html);
        const entry: CachedResponse = { status: page.status, type: 'html', text: staticText(page.html, 'fast') };
        if (page.status === 404) notFound.set(key, token, entry);
        return entry;
      });
      pending.finally(() => inFlight.delete(key)).catch(() => undefined);
      inFlight.set(key, pending);
    }
    return pending;
  };

  router.get(/.*/, async (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    let shell: string;
    try {
      shell = await readTemplate();
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
      const anonymous = pages ? await pages.isAnonymous(req).catch(() => false) : false;
      if (anonymous && pages?.work) {
        const refusal = pages.work.refusal(clientIp(req));
        if (refusal) {
          res.set({ 'Cache-Control': 'no-store', 'Retry-After': String(refusal.retryAfterSeconds) });
          res.status(429).type('text/plain').send(refusal.message);
          return;
        }
      }
      /** A render of an anonymous visitor's page, its time charged to the visitor's address. */
      const timedRender = async (url?: string) => {
        const started = pages?.work?.now();
        try {
          return await renderer.render(req, res, shell, undefined, url);
        } finally {
          if (anonymous && pages?.work && started !== undefined) pages.work.charge(clientIp(req), pages.work.now() - started);
        }
      };
      if (pages && anonymous && !isPreviewRequest(req)) {
        const entry = await sharedPage(req, pages, timedRender);
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
      // The browser can still render the page: serve the shell rather than an error.
      log().error({ err: renderError, path: req.path }, 'Server rendering failed; serving the app shell');
    }
    res.set('Cache-Control', 'no-cache');
    res.status(isKnownRoute(req.path) ? 200 : 404).send(shell);
  });
  return router;
}
