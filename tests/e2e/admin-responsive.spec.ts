// The admin on any device (issue 34, decision 0068): every admin route, and the dashboard's tabs,
// at 320, 375, 768 and 1280 px, with no sideways scrolling of the page (WCAG 1.4.10) and no axe
// violation (every WCAG A/AA tag and the best practices). Cheap by design: one signed-in page
// loads the admin app once, reaches each screen through the router as its own links do, and is
// resized through the widths on each screen rather than reloaded (walkAdminAtWidths in support.ts).
// With SCREENSHOTS=1, the dashboard, users, a lead and the audit log are saved at 320 and 1280 px
// to /tmp/shots-admin-responsive/ for a person to look at.
import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES, examplePath } from '../../schema/routes';
import { axe, horizontalOverflow, shot, signInAsAdmin, walkAdminAtWidths } from './support';
import { NO_MOTION } from './tools-support';

const WIDTHS = [1280, 768, 375, 320];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa', 'best-practice'];
const SHOTS = '/tmp/shots-admin-responsive';
/** A loading button or placeholder is half-transparent on purpose: never audited mid-load. */
const LOADING = '.ant-skeleton, .ant-spin-spinning, .ant-select-arrow-loading, .ant-btn-loading';
const PICTURED: Record<string, string> = {
  '/admin': 'dashboard',
  '/admin?tab=contact-requests': 'leads',
  '/admin/users': 'users',
  '/admin/audit-log': 'audit-log',
};

/** What is wrong with the screen as it is now: each axe violation, and any sideways scroll. */
async function problems(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  const overflow = await horizontalOverflow(page);
  if (overflow > 0) found.push(`${where}: scrolls sideways by ${overflow} px`);
  const results = await axe(page)
    .withTags(TAGS)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze();
  for (const violation of results.violations) {
    for (const node of violation.nodes) found.push(`${where}: ${violation.id} (${violation.impact}) ${node.target.join(' ')}`);
  }
  return found;
}

async function adminUrls(page: Page): Promise<string[]> {
  const first = async (path: string) => {
    const body = (await (await page.request.get(path)).json()) as Array<{ id: string }> | { items: Array<{ id: string }> };
    return (Array.isArray(body) ? body : body.items)[0].id;
  };
  const lead = await page.request.post('/api/contact', {
    data: {
      name: 'Responsive Audit',
      email: `responsive-${Date.now()}@example.com`,
      company: 'Narrow Screens Ltd',
      cloudSpending: '100k-500k',
      message: 'Reading this lead on a phone.',
      privacyConsent: true,
      consentPage: '/',
    },
  });
  const params: Record<string, Record<string, string>> = {
    'admin-lead': { kind: 'contact', id: ((await lead.json()) as { id: string }).id },
    'admin-blog-edit': { id: await first('/api/admin/blog') },
    'admin-resources-edit': { id: await first('/api/admin/resources') },
    'admin-categories-edit': { id: await first('/api/admin/categories') },
    'admin-pages-edit': { id: await first('/api/admin/pages') },
  };
  // A screen drawn by the same component for two routes keeps its heading: the edit routes come
  // after screens of other kinds (navigateInApp waits for a new heading).
  const routes = APP_ROUTES.filter((route) => route.guard === 'admin');
  const ordered = [...routes.filter((r) => !r.id.endsWith('-edit')), ...routes.filter((r) => r.id.endsWith('-edit'))];
  const urls = ordered.map((route) => examplePath(route, params[route.id] ?? {}));
  // The dashboard's other tabs, each a list of its own, between two screens of other kinds.
  const tabs = ['categories', 'resources', 'playbook-leads', 'contact-requests'].map((tab) => `/admin?tab=${tab}`);
  return urls.flatMap((url, index) => (index === 1 ? [url, ...tabs.flatMap((tab) => [tab, '/admin/profile'])] : [url]));
}

test('every admin screen from 320 to 1280 px: no sideways scroll, no axe violation', async ({ page }) => {
  test.setTimeout(900_000); // some thirty screens, four widths each, each audited
  await signInAsAdmin(page.request);
  const urls = await adminUrls(page);
  const found = await walkAdminAtWidths(page, urls, WIDTHS, {
    prepare: async () => {
      await page.addStyleTag({ content: NO_MOTION });
    },
    settle: async () => {
      await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 20_000 });
    },
    check: async (url, width) => {
      const name = PICTURED[url];
      if (name && (width === 320 || width === 1280)) await shot(page, `${SHOTS}/${name}-${width}.png`, { fullPage: true });
      return problems(page, `${url} at ${width} px`);
    },
  });
  expect(found).toEqual([]);
});

// At 1280 px the sticky Actions column sat over the Status column (issue 34): nothing of a row's
// status is under the actions, and on a phone a row keeps its title and status in view.
test('a row keeps its title and status in view, the actions never over them', async ({ page }) => {
  test.setTimeout(120_000);
  await signInAsAdmin(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin');
  // The posts tab's first row (the dashboard's charts have tables of their own).
  const row = page.locator('.ant-table-row', { has: page.locator('.admin-table__title') }).first();
  await expect(row).toBeVisible({ timeout: 60_000 });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const boxes = await row.evaluate((element) => {
      const box = (selector: string) => {
        const found = element.querySelector(selector)?.closest('td')?.getBoundingClientRect();
        return found ? { left: found.left, right: found.right } : null;
      };
      return { title: box('.admin-table__title'), status: box('.ant-tag'), actions: box('.admin-row-actions') };
    });
    expect(boxes.title, `${width} px: the title`).not.toBeNull();
    expect(boxes.status, `${width} px: the status`).not.toBeNull();
    expect(boxes.actions, `${width} px: the actions`).not.toBeNull();
    for (const cell of [boxes.title!, boxes.status!]) {
      // From 768 to 1199 px the first column is pinned and the others scroll inside the table's frame.
      if (width !== 768 || cell === boxes.title) expect(cell.right, `${width} px: in view`).toBeLessThanOrEqual(width);
      expect(cell.right <= boxes.actions!.left || cell.left >= boxes.actions!.right, `${width} px: not under the actions`).toBe(true);
    }
  }
});
