// Screenshots of the tool screens at desktop and phone widths, for a person to look at.
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SCREENSHOTS } from './support';
import { SHOTS_DIR, choose, openTool } from './tools-support';

// Long journeys on a shared, busy machine: more room than the 30 s default.
test.describe.configure({ timeout: 90_000 });
// Pictures for a person, not assertions: taken with SCREENSHOTS=1, skipped in `npm test`.
test.skip(!SCREENSHOTS, 'set SCREENSHOTS=1 to take the tool screenshots');

const WIDTHS = [1280, 375];

const SEGMENT = 1400;

/** A full-page shot; on a phone also cut into screen-sized parts that are readable at full size. */
async function shot(page: Page, name: string, width: number): Promise<void> {
  fs.mkdirSync(path.join(SHOTS_DIR, 'parts'), { recursive: true });
  await page.evaluate('window.scrollTo(0, 0)'); // a scrolled page draws the sticky header mid-page
  await page.waitForTimeout(700); // let bars and transitions settle
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${width}.png`), fullPage: true });
  if (width >= 768) return;
  const height = (await page.evaluate('document.documentElement.scrollHeight')) as number;
  for (let part = 0; part * SEGMENT < height; part++) {
    await page.screenshot({
      path: path.join(SHOTS_DIR, 'parts', `${name}-${width}-part${part + 1}.png`),
      fullPage: true,
      clip: { x: 0, y: part * SEGMENT, width, height: Math.min(SEGMENT, height - part * SEGMENT) },
    });
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('calculator page', async ({ page }) => {
      await openTool(page, '/calculator');
      await shot(page, 'calculator-empty', width);
      await choose(page, page, 'Cloud Provider', 'AWS');
      await choose(page, page, 'Industry', 'Technology');
      await choose(page, page, 'FinOps Maturity', 'No FinOps practices');
      await page.getByRole('button', { name: 'Calculate My Savings' }).click();
      await expect(page.getByTestId('annual-savings')).toBeVisible();
      await shot(page, 'calculator-result', width);
    });

    test('home calculator section', async ({ page }) => {
      await openTool(page, '/');
      const section = page.locator('section#calculator');
      await section.screenshot({ path: path.join(SHOTS_DIR, `home-calculator-empty-${width}.png`) });
      await section.getByLabel('Monthly Cloud Spend (USD)').fill('10000');
      await choose(section, page, 'Cloud Provider', 'AWS');
      await choose(section, page, 'Industry', 'Technology');
      await choose(section, page, 'FinOps Maturity', 'No FinOps practices');
      await section.getByRole('button', { name: 'Calculate Savings' }).click();
      await expect(section.getByTestId('annual-savings')).toBeVisible();
      await page.waitForTimeout(700);
      await section.screenshot({ path: path.join(SHOTS_DIR, `home-calculator-result-${width}.png`) });
    });

    test('maturity assessment', async ({ page }) => {
      await openTool(page, '/maturity-assessment');
      await page.getByRole('radio').nth(2).check();
      await shot(page, 'maturity-question', width);
      const values = [3, 4, 2, 3, 3, 2, 4, 1];
      for (let index = 0; index < 8; index++) {
        await page
          .getByRole('radio')
          .nth(values[index] - 1)
          .check();
        await page.getByRole('button', { name: index === 7 ? 'Complete Assessment' : 'Next' }).click();
      }
      await expect(page.getByTestId('quiz-score')).toBeVisible();
      await shot(page, 'maturity-results', width);
    });

    test('framework', async ({ page }) => {
      await openTool(page, '/framework');
      await page.getByRole('button', { name: 'Execute Change', exact: true }).click();
      await shot(page, 'framework-phase', width);
      await page.locator('.fw-principle[data-id="value"]').click();
      await shot(page, 'framework-principle', width);
    });

    test('simulator', async ({ page }) => {
      await openTool(page, '/simulator?scenario=ec2.2.eu-west-1.0.large_s3.500.us-east-1.0_rds.1.us-west-1.1.medium');
      await choose(page, page, 'Resource Type', 'Compute Instances');
      await page.getByLabel('Quantity').fill('3');
      await shot(page, 'simulator-configure', width);
      await page.getByRole('button', { name: 'Run Cost Simulation' }).click();
      await expect(page.getByTestId('current-cost')).toBeVisible();
      await shot(page, 'simulator-results', width);
      await openTool(page, '/simulator');
      await page.getByRole('tab', { name: 'Simulation Results' }).click();
      await shot(page, 'simulator-empty', width);
    });
  });
}
