// Anonymous visitors' pages (issue 33, decision 0057): served from the page cache keyed by the
// canonical address (page-key.ts), a recent not-found page, a render under way for the same
// address, or a new render whose time is charged to the visitor's address; a spent address gets
// 429 and a full gate 503, both with Retry-After. An address under /blog/ that no post has and no
// old slug redirects from is answered from one not-found render per content version, with the
// address's slug written into it: a flood of random article addresses costs an indexed lookup
// each, not a render each.
import type express from 'express';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import { SLUG_PATTERN } from '../../../schema/validation/slug';
import type { CachedResponse, ResponseCache } from '../cache/response-cache';
import { clientIp } from '../auth/context';
import { armCacheSuffix } from '../modules/experiments/experiment-arms';
import type { WorkBudget } from '../security/rate-limits';
import type { WorkGate, WorkGateBusyError } from '../security/work-gate';
import { pageCacheKey } from './page-key';
import { staticText, type PageRenderer } from './ssr';

export interface PageCacheOptions {
  cache: ResponseCache;
  /** No staff session and no token: the visitor may get the shared cached page. */
  isAnonymous(req: Request): Promise<boolean>;
  /** Where an old blog slug now lives (decision 0031), or null. */
  slugRedirect?(slug: string): Promise<string | null>;
  /** Whether a published post has this slug (one indexed lookup): without it, every unknown article address is rendered. */
  articleExists?(slug: string): Promise<boolean>;
  /** Anonymous render time is charged to the client's address; a spent address gets 429 (decision 0057). */
  work?: WorkBudget;
  /** The ceiling over all anonymous renders and old-slug lookups; beyond it 503 with Retry-After (decision 0057). */
  gate?: WorkGate;
  /** ANONYMOUS_REFUSAL_DELAY_MS: those 429 and 503 answers are sent after this long (default 0). */
  refusalDelayMs?: number;
}

type Rendered = Awaited<ReturnType<PageRenderer['render']>>;

/** How long a not-found page is served from memory (it is not in the version-keyed page cache: an address may start to exist by a write). */
export const NOT_FOUND_TTL_MS = 30_000;
/** Not-found pages kept, least recently used dropped: random paths cannot fill memory. */
const NOT_FOUND_ENTRIES = 500;
/** The slug the shared not-found article is rendered under, then replaced by the address's (a valid slug, so no escaping differs). */
export const MISSING_ARTICLE_SLUG = 'missing-article-3c1f9a0e';

/**
 * Sends `answer` after `delayMs`: a flood that retries at once then asks at most once per delay
 * per connection, and the wait costs a timer (as LOGIN_REFUSAL_DELAY_MS does for logins).
 */
function answerLater(res: express.Response, delayMs: number | undefined, answer: () => void): void {
  if (!delayMs) {
    answer();
    return;
  }
  setTimeout(() => {
    if (!res.destroyed && !res.headersSent) answer();
  }, delayMs);
}

/** The per-address 429 for an anonymous visitor whose work budget is spent; true when sent. */
export function refuseSpentAddress(req: Request, res: express.Response, pages: PageCacheOptions): boolean {
  const refusal = pages.work?.refusal(clientIp(req));
  if (!refusal) return false;
  answerLater(res, pages.refusalDelayMs, () => {
    res.set({ 'Cache-Control': 'no-store', 'Retry-After': String(refusal.retryAfterSeconds) });
    res.status(429).type('text/plain').send(refusal.message);
  });
  return true;
}

/**
 * The 503 of a full gate: the app shell when there is one (a browser still shows the page,
 * rendered on its side), never kept by anyone, with Retry-After for crawlers and clients.
 */
export function sendBusy(res: express.Response, error: WorkGateBusyError, shell: string | null, delayMs: number | undefined): void {
  answerLater(res, delayMs, () => {
    res.set({ 'Cache-Control': 'no-store', 'Retry-After': String(error.retryAfterSeconds) });
    if (shell === null) res.status(503).type('text/plain').send(error.message);
    else res.status(503).type('html').send(shell);
  });
}

/** Not-found pages of anonymous visitors, per address and content version, for NOT_FOUND_TTL_MS. */
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

/** What an article address is, for an anonymous visitor: an old slug's new home, or missing (no post, no redirect). */
export interface ArticleLookup {
  redirect: string | null;
  missing: boolean;
}

export class AnonymousPages {
  private readonly notFound: NotFoundPages;
  /** Concurrent misses of one page wait for one render. */
  private readonly inFlight = new Map<string, Promise<CachedResponse | null>>();
  /** The not-found article of a content version, rendered under MISSING_ARTICLE_SLUG (null: it did not render as a 404). */
  private missingTemplate: { token: string; html: Promise<string | null> } | undefined;

  constructor(readonly options: PageCacheOptions) {
    this.notFound = new NotFoundPages(options.work ? options.work.now : () => performance.now());
  }

  private key(req: Request): string {
    // One entry per arm of an experiment running on the page (decision 0069).
    return pageCacheKey(req.originalUrl) + armCacheSuffix(req);
  }

  /** A page an anonymous visitor would get without any work: the page cache or a recent not-found page. */
  known(req: Request): CachedResponse | undefined {
    const key = this.key(req);
    return this.options.cache.get(key) ?? this.notFound.get(key, this.options.cache.token());
  }

  /** Old slug and existence lookups of an article address, charged to the address and under the gate. */
  async lookupArticle(req: Request, slug: string): Promise<ArticleLookup> {
    const { slugRedirect, articleExists, work, gate } = this.options;
    const lookup = async (): Promise<ArticleLookup> => {
      const redirect = slugRedirect ? await slugRedirect(slug).catch(() => null) : null;
      if (redirect || !articleExists || !SLUG_PATTERN.test(slug) || slug === MISSING_ARTICLE_SLUG) return { redirect, missing: false };
      return { redirect: null, missing: !(await articleExists(slug).catch(() => true)) };
    };
    const charged = async () => {
      const started = work?.now();
      try {
        return await lookup();
      } finally {
        if (work && started !== undefined) work.charge(clientIp(req), work.now() - started);
      }
    };
    return gate ? gate.run(charged) : charged();
  }

  /** The shared page of this address: cached, a render under way, or a new render. */
  async shared(req: Request, render: (url: string) => Promise<Rendered>): Promise<CachedResponse | null> {
    const hit = this.known(req);
    if (hit) return hit;
    const url = pageCacheKey(req.originalUrl);
    const key = this.key(req);
    const token = this.options.cache.token();
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = render(url).then((page) => {
        if (!page) return null;
        // Complete pages are kept for the content version; a not-found page briefly; an error state is rendered each time.
        if (page.status === 200 && !page.noindex) return this.options.cache.set(key, token, 200, 'html', page.html);
        const entry: CachedResponse = { status: page.status, type: 'html', text: staticText(page.html, 'fast') };
        if (page.status === 404) this.notFound.set(key, token, entry);
        return entry;
      });
      pending.finally(() => this.inFlight.delete(key)).catch(() => undefined);
      this.inFlight.set(key, pending);
    }
    return pending;
  }

  /** The not-found page of an article address no post has (lookupArticle said missing). */
  async missingArticle(req: Request, slug: string, render: (url: string) => Promise<Rendered>): Promise<CachedResponse | null> {
    const token = this.options.cache.token();
    if (this.missingTemplate?.token !== token) {
      const html = render(`/blog/${MISSING_ARTICLE_SLUG}`).then((page) => (page?.status === 404 ? page.html : null));
      const template = { token, html };
      this.missingTemplate = template;
      const forget = () => {
        if (this.missingTemplate === template) this.missingTemplate = undefined;
      };
      html.then((found) => found ?? forget(), forget);
    }
    const html = await this.missingTemplate!.html;
    if (html === null) return this.shared(req, render);
    const entry: CachedResponse = { status: 404, type: 'html', text: staticText(html.replaceAll(MISSING_ARTICLE_SLUG, slug), 'fast') };
    this.notFound.set(this.key(req), token, entry);
    return entry;
  }
}
