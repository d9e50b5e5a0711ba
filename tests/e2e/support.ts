import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Locator, Page, Request, Route } from '@playwright/test';

/** SCREENSHOTS=1: the specs also save pictures of their screens for a person to look at. */
export const SCREENSHOTS = /^(1|true|yes)$/i.test(process.env.SCREENSHOTS ?? '');

/**
 * A picture for a person to look at, taken only with SCREENSHOTS=1 (otherwise nothing, not even a
 * wait). A page's picture waits for notifications and transitions to settle first; `fullPage`
 * and `clip` are a page's options.
 */
export async function shot(
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean; clip?: { x: number; y: number; width: number; height: number } } = {},
): Promise<void> {
  if (!SCREENSHOTS) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if ('goto' in target) {
    await target.waitForTimeout(300);
    await target.screenshot({ path: file, ...options });
  } else {
    await target.screenshot({ path: file });
  }
}

/** Every request to /graphql, with or without a query string (a route pattern for page.route). */
export const GRAPHQL_PATH = (url: URL): boolean => url.pathname === '/graphql';

/**
 * The GraphQL operation a browser request carries: in the POST body, or in the URL of the hashed
 * GETs the web client sends for public reads (automatic persisted queries, decision 0017).
 */
export function operationNameOf(request: Request): string | undefined {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName;
}

/** How a GraphQL server answers when it fails: 500, with an error in JSON. */
const FAILED = { status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) };

/**
 * Takes over one GraphQL operation the page sends; every other request reaches the server.
 * `delayMs` holds it back first; then `respond` answers it, or `fail` answers it with a 500, or
 * (neither) it goes on to the server.
 */
export async function routeOperation(
  page: Page,
  operationName: string,
  how: { delayMs?: number; fail?: boolean; respond?: (route: Route) => Promise<void> },
): Promise<void> {
  await page.route(GRAPHQL_PATH, async (route) => {
    if (operationNameOf(route.request()) !== operationName) return route.fallback();
    if (how.delayMs) await new Promise((resolve) => setTimeout(resolve, how.delayMs));
    if (how.respond) return how.respond(route);
    if (how.fail) return route.fulfill(FAILED);
    return route.fallback();
  });
}

/**
 * The server-rendered HTML of a path. A render over the server's 3 s budget (a busy machine)
 * falls back to the empty shell, so try again then.
 */
export async function renderedHtml(request: APIRequestContext, path: string): Promise<string> {
  let html = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    html = await (await request.get(path)).text();
    if (/<div id="root"><.+<h1/s.test(html)) break;
  }
  return html;
}

export const ADMIN = { username: 'e2e-admin', password: 'e2e-secret-123' };

/**
 * Sign the browser context in as the e2e admin: register it on the fresh database, or log in
 * when another test already did. The request context shares the page's cookies.
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<void> {
  const register = await request.post('/api/auth/register', { data: ADMIN });
  if (register.ok()) return;
  const login = await request.post('/api/auth/login', { data: ADMIN });
  if (!login.ok()) throw new Error(`Could not sign in: ${login.status()} ${await login.text()}`);
}

/**
 * The page of a serial admin story: a 1280 × 900 context signed in as the e2e admin, with a
 * 15 s default timeout (and, with SCREENSHOTS=1, the folder its screenshots go to created).
 */
export async function openAdminStory(browser: Browser, shotsDir: string): Promise<{ context: BrowserContext; page: Page }> {
  if (SCREENSHOTS) fs.mkdirSync(shotsDir, { recursive: true });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await signInAsAdmin(page.request);
  return { context, page };
}

/**
 * How far the page scrolls sideways (0 when it reflows), measured once the layout has settled:
 * after a resize, the listeners that re-render on a media query change run before the next frame.
 */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth - window.innerWidth))),
      ),
  );
}

/**
 * An axe-core audit of the page, run in the page itself (legacy mode: axe in each frame, the
 * frames' results gathered by postMessage). The default mode finishes every run in a new blank
 * page into which it injects axe again: twice the time for the same results on these pages.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
