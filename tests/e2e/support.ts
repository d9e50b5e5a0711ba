import fs from 'node:fs';
import path from 'node:path';
import axeCore, { type AxeResults, type RunOptions } from 'axe-core';
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';

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
const GRAPHQL_PATH = (url: URL): boolean => url.pathname === '/graphql';

/**
 * The GraphQL operation a browser request carries: in the POST body, or in the URL of the hashed
 * GETs the web client sends for public reads (automatic persisted queries, decision 0017).
 */
function operationNameOf(request: Request): string | undefined {
  if (request.method() === 'GET') return new URL(request.url()).searchParams.get('operationName') ?? undefined;
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName;
}

/** How a GraphQL server answers when it fails: 500, with an error in JSON. */
const FAILED = { status: 500, contentType: 'application/json', body: JSON.stringify({ errors: [{ message: 'boom' }] }) };

/** A GraphQL operation taken over by `routeOperation`. */
export interface RoutedOperation {
  /** Lets the held requests (and every later one) go on: answered as `how` says, or to the server. */
  release(): void;
  /** Removes this takeover only: the operation reaches the server again. */
  unroute(): Promise<void>;
}

/**
 * Takes over one GraphQL operation the page sends; every other request reaches the server.
 * `hold` keeps each request back until `release()` (a loading state is then on screen for as long
 * as the test looks at it, and no longer: no fixed delay); then `respond` answers it, or `fail`
 * answers it with a 500, or (neither) it goes on to the server.
 */
export async function routeOperation(
  page: Page,
  operationName: string,
  how: { hold?: boolean; fail?: boolean; respond?: (route: Route) => Promise<void> },
): Promise<RoutedOperation> {
  let release!: () => void;
  const released = how.hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  if (!how.hold) release = () => undefined;
  const handler = async (route: Route): Promise<void> => {
    if (operationNameOf(route.request()) !== operationName) return route.fallback();
    await released;
    if (how.respond) return how.respond(route);
    if (how.fail) return route.fulfill(FAILED);
    return route.fallback();
  };
  await page.route(GRAPHQL_PATH, handler);
  return { release: () => release(), unroute: () => page.unroute(GRAPHQL_PATH, handler) };
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

/** A GraphQL call through `request` that must succeed: its data, or an error naming what failed. */
async function graphqlData<T>(request: APIRequestContext, query: string, variables: Record<string, unknown>): Promise<T> {
  const answer = await request.post('/graphql', { data: { query, variables } });
  const body = (await answer.json()) as { data?: T; errors?: Array<{ message: string }> };
  if (!answer.ok() || body.errors?.length || !body.data)
    throw new Error(`GraphQL failed: ${answer.status()} ${JSON.stringify(body.errors)}`);
  return body.data;
}

/**
 * Sign `request` (a page's, sharing its cookies) in as a new Administrator, invited by the e2e
 * admin (the Owner) through `owner`, a request context of its own. For a story whose changes end
 * the account's other sessions (creating an API token does, decision 0056): done as the shared
 * e2e admin, it would sign out every spec running beside it.
 */
export async function signInAsNewAdministrator(owner: APIRequestContext, request: APIRequestContext, username: string): Promise<void> {
  await signInAsAdmin(owner);
  const email = `${username}@example.com`;
  await graphqlData(owner, 'mutation($input: InviteInput!) { inviteUser(input: $input) { id } }', {
    input: { name: username, email, role: 'ADMINISTRATOR' },
  });
  // The link, as the e-mail in the outbox carries it; the token rides in its fragment.
  let token = '';
  await expect
    .poll(async () => {
      const data = await graphqlData<{ outboxMessages: { items: Array<{ text: string }> } }>(
        owner,
        'query($s: String) { outboxMessages(search: $s) { items { text } } }',
        { s: email },
      );
      token = /\/admin\/accept-invitation#([0-9a-f]{64})/.exec(data.outboxMessages.items[0]?.text ?? '')?.[1] ?? '';
      return token;
    })
    .not.toBe('');
  await graphqlData(
    request,
    'mutation($token: String!, $input: AcceptInvitationInput!) { acceptInvitation(token: $token, input: $input) { user { id } } }',
    {
      token,
      input: { username, password: ADMIN.password },
    },
  );
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
 * An axe-core audit of the page as it is now, run in the page itself: `axe(page)`, optionally
 * narrowed (`withTags`, `withRules`, `include`) and given run options (`options`, merged with what
 * the other calls set), then `analyze()`.
 *
 * axe is injected into the page's frames only when it is not there yet, so the screens of one
 * single-page app are audited by one injection (1.3 MB of script, about 0.15 s of Chromium's CPU
 * each time; @axe-core/playwright injected it twice per run). Before each run, sections off screen
 * are laid out: they are not rendered until they come near it (`content-visibility: auto`, decision
 * 0047), and axe reads colours from what is painted at a point. `{ layOutEverything: false }`
 * audits the page as it rests instead.
 */
export function axe(page: Page, { layOutEverything = true }: { layOutEverything?: boolean } = {}): Audit {
  return new Audit(page, layOutEverything);
}

export class Audit {
  private readonly runOptions: RunOptions = {};
  private readonly included: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly layOutEverything: boolean,
  ) {}

  withTags(tags: string[]): this {
    this.runOptions.runOnly = { type: 'tag', values: tags };
    return this;
  }

  withRules(rules: string[]): this {
    this.runOptions.runOnly = { type: 'rule', values: rules };
    return this;
  }

  /** Run options; unlike @axe-core/playwright's, they add to `withTags`/`withRules` instead of replacing them. */
  options(options: RunOptions): this {
    Object.assign(this.runOptions, options);
    return this;
  }

  include(selector: string): this {
    this.included.push(selector);
    return this;
  }

  async analyze(): Promise<AxeResults> {
    for (const frame of this.page.frames()) {
      const present = await frame
        .evaluate((version) => (window as { axe?: { version?: string } }).axe?.version === version, axeCore.version)
        .catch(() => true);
      if (!present) await frame.evaluate(axeCore.source).catch(() => undefined);
    }
    return this.page.evaluate(
      ({ included, options, layOutEverything }) => {
        if (layOutEverything && !document.querySelector('style[data-e2e-lay-out-everything]')) {
          const style = document.createElement('style');
          style.dataset.e2eLayOutEverything = '';
          style.textContent = '*{content-visibility:visible!important}';
          document.head.append(style);
        }
        const { axe: inPage } = window as unknown as { axe: { run(context: unknown, options: unknown): Promise<AxeResults> } };
        return inPage.run(included.length ? { include: included.map((selector) => [selector]) } : document, options);
      },
      { included: this.included, options: this.runOptions, layOutEverything: this.layOutEverything },
    );
  }
}

/**
 * axe's best-practice rules only (landmarks, heading order, regions, …): what a screen's own spec
 * audits on top of accessibility.spec.ts, whose WCAG A and AA audit (every impact, at 375 and
 * 1280 px) covers the public routes and the states it opens. Without the WCAG rules there is no
 * colour-contrast pass, most of axe's time on these pages (decision 0034), so it is cheap.
 */
export function bestPractices(page: Page): Audit {
  // resultTypes: only violations are collected in full (passes and incomplete are counted only).
  return axe(page)
    .withTags(['best-practice'])
    .options({ resultTypes: ['violations'] });
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: accessibility.spec.ts's audit, and `auditAtWidths`'. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** The widths a screen is audited at: a small phone, a phone, a tablet, a laptop. */
const AUDIT_WIDTHS = [320, 375, 768, 1280];

/**
 * A WCAG A and AA audit of the page as it is now (any impact fails): one line per failing element,
 * where, which rule, what impact. Colours are read as painted: load the page with NO_MOTION
 * (tools-support.ts) first, so no transition is half-way.
 */
export async function wcagAudit(page: Page, where: string): Promise<string[]> {
  const results = await axe(page)
    .withTags(WCAG_TAGS)
    // WCAG 2.5.3 Label in Name: experimental in axe, so not run by the tags alone.
    // resultTypes: only violations are collected in full, which makes a run on a long page much faster.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')}`),
  );
}

/**
 * The page already loaded, resized to each width in turn (narrowest first, as a zoom widens it) and,
 * at each, audited by axe's WCAG rules and measured for sideways scrolling (WCAG 1.4.10). One page
 * load serves every width: a load costs a second or more of Chromium's CPU, a resize a few
 * hundredths (decision 0061). Options: `widths` (AUDIT_WIDTHS by default); `settle`, run after each
 * resize and before the audit (a screen that fetches or re-renders on a media query: wait here until
 * it has); `reflow: false` leaves out the sideways-scrolling measure. The viewport is left at the
 * last width. Returns one line per problem, for an `expect(found).toEqual([])` that lists them all.
 */
export async function auditAtWidths(
  page: Page,
  where: string,
  {
    widths = AUDIT_WIDTHS,
    settle,
    reflow = true,
  }: { widths?: readonly number[]; settle?: (page: Page) => Promise<void>; reflow?: boolean } = {},
): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 900;
  const found: string[] = [];
  for (const width of widths) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height });
    // Measured after the layout has settled (two frames), which also lets media-query listeners run.
    const overflow = await horizontalOverflow(page);
    if (settle) await settle(page);
    if (reflow && overflow > 0) found.push(`${where} at ${width} px: scrolls sideways by ${overflow} px`);
    found.push(...(await wcagAudit(page, `${where} at ${width} px`)));
  }
  return found;
}

/** "rule: targets" per violation of at least serious impact, for an `toEqual([])` that lists them all. */
export function seriousOnes(violations: Array<{ id: string; impact?: string | null; nodes: Array<{ target: unknown[] }> }>): string[] {
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Moves the loaded single-page app to `url` without a reload, as its own links do: a history
 * entry pushed the way React Router pushes one (its `idx` in the state), then the `popstate` its
 * BrowserRouter listens to. Waits until a screen other than the one before shows its main heading
 * (the one before is marked first): the router renders a navigation as a transition, so until the
 * new screen's code and data have come, the old screen stays on the page. Two routes drawn by the
 * same screen component keep its heading element: move between screens of different kinds.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    for (const heading of document.querySelectorAll('main h1')) heading.setAttribute('data-e2e-left', '');
    const state = window.history.state as { idx?: number } | null;
    const idx = (typeof state?.idx === 'number' ? state.idx : 0) + 1;
    window.history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
  await expect(page.locator('main h1:not([data-e2e-left])').first()).toBeVisible({ timeout: 30_000 });
}

/**
 * Chooses the option labelled `label` in an antd Select, by keyboard as a person can. The list is
 * virtual: only the options in its scrolled window are in the DOM, so an option far from the
 * selected one (or from the top) cannot be clicked until it is scrolled to. The arrow keys move
 * the active option (and scroll the list to it); the combobox names it in `aria-activedescendant`,
 * an element of the hidden accessible list whose `aria-label` is the option's label. Enter chooses
 * it. The whole choice is retried if the list had not settled on its first active option yet.
 */
export async function chooseSelectOption(combobox: Locator, label: string): Promise<void> {
  const page = combobox.page();
  // The Select around it (a `has` filter would look for the whole chained locator inside it).
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(async () => {
    if ((await combobox.getAttribute('aria-expanded')) !== 'true') {
      await combobox.focus();
      await combobox.press('ArrowDown');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true', { timeout: 2_000 });
    }
    for (let step = 0; ; step += 1) {
      const active = (await combobox.getAttribute('aria-activedescendant')) ?? '';
      if (active && (await page.locator(`[id="${active}"]`).getAttribute('aria-label')) === label) break;
      if (step > 100) throw new Error(`No option "${label}" in the list`);
      await combobox.press('ArrowDown');
      await expect(combobox).not.toHaveAttribute('aria-activedescendant', active, { timeout: 2_000 });
    }
    await combobox.press('Enter');
    await expect(select).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 45_000 }); // one key press and check per option: slow on a loaded machine
}

/**
 * Walks a signed-in admin app through `urls` at each of `widths`, cheaply: the first url is loaded
 * once (then `prepare`), every other is reached through the router (navigateInApp), and on each
 * screen the viewport is resized through the widths instead of reloading it (a load costs a second
 * or more of Chromium's CPU, a resize a few hundredths). After each resize, `settle` waits for what
 * the screen fetches or re-renders, then `check` returns its problems. A url met again (a way
 * between two screens drawn by one component) is passed through without checking it twice.
 * Returns every problem found, for one `expect(found).toEqual([])` that lists them all.
 */
export async function walkAdminAtWidths(
  page: Page,
  urls: readonly string[],
  widths: readonly number[],
  steps: { prepare?: () => Promise<void>; settle?: () => Promise<void>; check: (url: string, width: number) => Promise<string[]> },
): Promise<string[]> {
  const height = page.viewportSize()?.height ?? 900;
  const found: string[] = [];
  const seen = new Set<string>();
  for (const [index, url] of urls.entries()) {
    if (index === 0) {
      await page.setViewportSize({ width: widths[0], height });
      await page.goto(url);
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 60_000 });
      await steps.prepare?.();
    } else {
      await navigateInApp(page, url);
    }
    if (seen.has(url)) continue;
    seen.add(url);
    for (const width of widths) {
      if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height });
      await steps.settle?.();
      found.push(...(await steps.check(url, width)));
    }
  }
  return found;
}
