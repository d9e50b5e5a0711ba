// Glossary tooltips (SPEC §1 glossary, §4 'Tooltips', §9 700 ms hover delay): on the playbook
// page's overview, where every one of the 15 terms appears.
import { waitForFormHydration } from './tools-support';
import { expect, test, type Locator, type Page } from '@playwright/test';

// The tests' tsconfig has no DOM library; these exist in the page, where page.evaluate runs.
declare const document: any;
declare const performance: { now(): number };
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: Record<string, boolean>): void;
}

const SHOWBACK_DEFINITION = "Reporting each team's or product's share of cloud costs back to it";
const COST_OPTIMIZATION_DEFINITION = 'Lowering cloud spend without hurting performance';

/** Open the playbook page and wait until it is live (React owns its form). */
async function openPlaybook(page: Page): Promise<void> {
  await page.goto('/playbook');
  await waitForFormHydration(page.locator('#download-section').getByRole('form', { name: 'Free playbook chapter' }));
}

/**
 * Time, in the page's own clock, from `event` on the element to its tooltip (found by its text)
 * being shown. Measured in the browser so a busy test machine cannot skew it.
 */
async function startTooltipTimer(term: Locator, event: 'mouseenter' | 'focus', text: string): Promise<() => Promise<number>> {
  await term.evaluate(
    (element: any, { event, text }: { event: string; text: string }) => {
      const times: { start?: number; shown?: number } = {};
      (element as any).__tooltipTimes = times;
      element.addEventListener(event, () => (times.start ??= performance.now()));
      const check = () => {
        if (times.shown !== undefined || times.start === undefined) return;
        const tooltips: any[] = Array.from(document.querySelectorAll('[role="tooltip"]'));
        const shown = tooltips.find(
          (tip) => tip.textContent.includes(text) && !tip.closest('.ant-tooltip-hidden') && tip.getBoundingClientRect().width > 0,
        );
        if (shown) times.shown = performance.now();
      };
      new MutationObserver(check).observe(document.body, { childList: true, subtree: true, attributes: true });
    },
    { event, text },
  );
  return () => term.evaluate((element: any) => element.__tooltipTimes.shown - element.__tooltipTimes.start);
}

// One load of /playbook; each step is a former test.
test('glossary terms: every one has a definition, focus opens it at once, hover after 700 ms', async ({ page }) => {
  test.setTimeout(90_000); // a journey of former tests: their budgets added up
  // The page's clock, paused in the focus step: "at once" then means no timer of the page ran.
  await page.clock.install();
  await openPlaybook(page);
  await test.step('every glossary term on the playbook page has a definition', async () => {
    const terms = page.locator('#overview .glossary-term');
    await expect(terms).toHaveCount(15);
    for (const term of await terms.all()) {
      await expect(term).toHaveAccessibleDescription(/\w{3,}.{30,}/);
    }
  });
  await test.step('focusing a term with the keyboard opens its definition at once', async () => {
    const first = page.locator('#overview .glossary-term').first();
    const second = page.locator('#overview .glossary-term').nth(1);
    await expect(first).toHaveAttribute('tabindex', '0');
    await first.focus();
    // No hover delay on focus: with the page's clock stopped, and then let run for 100 ms only
    // (the entrance animation's frames), the tooltip opens; the 700 ms hover delay would not pass.
    // Page time, not the test machine's: a loaded machine cannot make it late.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000); // a moment ahead: never the past
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await page.clock.runFor(100);

    const tooltip = page.getByRole('tooltip').filter({ hasText: COST_OPTIMIZATION_DEFINITION });
    await expect(tooltip).toBeVisible();
    await page.clock.resume();
    // While open, the term points at the tooltip too (a second id in aria-describedby).
    await expect(second).toHaveAttribute('aria-describedby', /\S+\s+\S+/);

    // The definition is also the term's accessible description, open or not.
    await expect(second).toHaveAccessibleDescription(new RegExp(COST_OPTIMIZATION_DEFINITION));

    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });
  await test.step('hovering a term opens its definition after the 700 ms delay', async () => {
    const term = page.locator('#overview .glossary-term', { hasText: /^showback$/ });
    await term.scrollIntoViewIfNeeded();
    const elapsed = await startTooltipTimer(term, 'mouseenter', SHOWBACK_DEFINITION);
    await term.hover();

    const tooltip = page.getByRole('tooltip').filter({ hasText: SHOWBACK_DEFINITION });
    await expect(tooltip).toBeVisible({ timeout: 3000 });
    await expect(tooltip).toContainText('Showback');
    expect(await elapsed()).toBeGreaterThanOrEqual(650);

    await page.mouse.move(0, 0);
    await expect(tooltip).toBeHidden();
  });
});
