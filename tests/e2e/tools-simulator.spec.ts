// SPEC §2 'Simulator', §4, §5 'Simulator', §9 'Simulator'; the scenario lives in the URL.
import { expect, test, type Page } from '@playwright/test';
import { choose, downloadText, handedOff, openBeforeHydration, openTool, waitForHydration } from './tools-support';
import { bestPractices } from './support';

// Long journeys on a shared, busy machine: more room than the 30 s default.
test.describe.configure({ timeout: 90_000 });

const SCENARIO = 'ec2.1.eu-west-1.1.medium_s3.500.us-east-1.0';

async function addEc2MediumReservedInIreland(page: Page): Promise<void> {
  await choose(page, page, 'Resource Type', 'Compute Instances');
  await page.getByLabel('Quantity').fill('1');
  await choose(page, page, 'Size', 'Medium (2x)');
  await choose(page, page, 'Region', 'EU West (Ireland) · eu-west-1');
  await page.getByRole('switch', { name: 'Reserved/Committed Usage' }).click();
  await expect(page.locator('.sim-form__preview')).toHaveText('Monthly cost: $44.71');
  await page.getByRole('button', { name: 'Add Resource' }).click();
}

// One load of an empty simulator: its empty results, then a configured run.
test('the empty results state, then configure, run and read the results', async ({ page }) => {
  test.setTimeout(150_000); // a journey of former tests: their budgets added up
  await openTool(page, '/simulator');
  await test.step('shows the empty results state', async () => {
    await page.getByRole('tab', { name: 'Simulation Results' }).click();
    await expect(page.getByRole('heading', { name: 'No Simulation Results' })).toBeVisible();
    await page.getByRole('button', { name: 'Go to Configuration' }).click();
    await expect(page.getByRole('tab', { name: 'Configure Resources' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Run Cost Simulation' })).toBeDisabled();
    // axe's best practices; this state's WCAG A and AA audit is accessibility.spec.ts's (375 and 1280 px).
    expect((await bestPractices(page).include('main').analyze()).violations).toEqual([]);
  });
  await test.step('configures, runs and shows the results', async () => {
    await expect(page.getByRole('tab', { name: 'Configure Resources' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Add Resource' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Run Cost Simulation' })).toBeDisabled();
    await expect(page.getByLabel('Size')).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expect(page.locator('.ant-select').filter({ has: page.locator('#sim-region') })).toContainText('US East (N. Virginia)');

    await addEc2MediumReservedInIreland(page);
    const items = page.getByRole('list', { name: 'Added resources' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Compute Instances');
    await expect(items.first()).toContainText('1 instance · medium · EU West (Ireland) · Reserved');
    await expect(items.first().getByTestId('item-cost')).toHaveText('$44.71/mo');

    // Type and quantity cleared, region kept.
    await expect(page.locator('.ant-select').filter({ has: page.locator('#sim-resource-type') })).toContainText('Select a resource type');
    await expect(page.getByLabel('Quantity')).toHaveValue('');
    await expect(page.locator('.ant-select').filter({ has: page.locator('#sim-region') })).toContainText('EU West (Ireland)');
    await expect(page.getByRole('button', { name: 'Add Resource' })).toBeDisabled();

    // Storage: no size, no reservation.
    await choose(page, page, 'Resource Type', 'Storage');
    await expect(page.getByLabel('Size')).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await page.getByLabel('Quantity').fill('500');
    await choose(page, page, 'Region', 'US East (N. Virginia) · us-east-1');
    await page.getByRole('button', { name: 'Add Resource' }).click();
    await expect(items).toHaveCount(2);
    await expect(items.nth(1).getByTestId('item-cost')).toHaveText('$11.50/mo');
    await expect(page).toHaveURL(`/simulator?scenario=${SCENARIO}`);

    // Remove deletes that item only.
    await choose(page, page, 'Resource Type', 'Database');
    await page.getByLabel('Quantity').fill('1');
    await page.getByLabel('Quantity').press('Enter');
    await expect(items).toHaveCount(3);
    await expect(items.nth(2).getByTestId('item-cost')).toHaveText('$83.95/mo');
    await items
      .nth(2)
      .getByRole('button', { name: /^Remove/ })
      .click();
    await expect(items).toHaveCount(2);
    await expect(page).toHaveURL(`/simulator?scenario=${SCENARIO}`);

    await page.getByRole('button', { name: 'Run Cost Simulation' }).click();
    await expect(page.getByRole('tab', { name: 'Simulation Results' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('current-cost')).toHaveText('$56.21');
    await expect(page.getByTestId('optimized-cost')).toHaveText('$52.15');
    await expect(page.getByTestId('monthly-savings')).toHaveText('$4.06');
    await expect(page.getByTestId('savings-percentage')).toHaveText('7.2%');
    await expect(page.getByTestId('annual-savings')).toHaveText('$48.78');
    await expect(page.getByTestId('annual-bar')).toHaveAttribute('style', /width: 7.2%/);
    const recommendations = page.locator('ol.sim-recommendations > li');
    await expect(recommendations).toHaveCount(3);
    await expect(recommendations.first()).toHaveText(
      'Consider running Compute Instances in the lower-cost US East (N. Virginia) region instead of EU West (Ireland) to save about 9%',
    );
    // axe's best practices; this state's WCAG A and AA audit is accessibility.spec.ts's (375 and 1280 px).
    expect((await bestPractices(page).include('main').analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Modify Resources' }).click();
    await expect(page.getByRole('tab', { name: 'Configure Resources' })).toHaveAttribute('aria-selected', 'true');
    await expect(items).toHaveCount(2);
  });
});

// A scenario in the URL: it survives a reload, then its report is downloaded and handed off.
test('a scenario in the URL: kept across a reload, then a report and the hand-off', async ({ page, request }) => {
  test.setTimeout(150_000); // a journey of former tests: their budgets added up
  await test.step('keeps the scenario in the URL across a reload', async () => {
    // The server renders the scenario's resources, and the browser hydrates the same markup.
    const html = await (await request.get(`/simulator?scenario=${SCENARIO}`)).text();
    expect(html).toContain('1 instance · medium · EU West (Ireland) · Reserved');
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await openTool(page, `/simulator?scenario=${SCENARIO}`);
    const items = page.getByRole('list', { name: 'Added resources' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    await page.reload();
    await waitForHydration(page);
    await expect(items).toHaveCount(2);
    await expect(items.first().getByTestId('item-cost')).toHaveText('$44.71/mo');
    await page.getByRole('button', { name: 'Run Cost Simulation' }).click();
    await expect(page.getByTestId('current-cost')).toHaveText('$56.21');
    expect(errors).toEqual([]);
  });
  await test.step('downloads a report and hands off to the contact form', async () => {
    // The step before ran the simulation and left the results tab open: back to the configuration.
    await page.getByRole('tab', { name: 'Configure Resources' }).click();
    await page.getByRole('button', { name: 'Run Cost Simulation' }).click();
    const file = await downloadText(page, page.getByRole('button', { name: 'Get Detailed Report' }));
    expect(file.name).toMatch(/^cloud-cost-simulation-\d{4}-\d{2}-\d{2}\.html$/);
    for (const text of [
      '<strong>$56.21</strong>',
      '<strong>$52.15</strong>',
      '$4.06 (7.2%)',
      '<strong>$48.78</strong>',
      '<td class="num">$44.71</td>',
      'EU West (Ireland)',
    ]) {
      expect(file.text).toContain(text);
    }

    await page.getByRole('link', { name: 'Schedule Consultation' }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    const handoff = await handedOff(page);
    expect(handoff?.tool).toBe('simulator');
    expect(handoff?.summary).toBe('Cost simulator: $4.06 a month in savings (7.2%) on $56.21');
    expect(handoff?.results).toMatchObject({ currentMonthlyCost: 56.21104, savingsPercentage: 7.2 });
  });
});

test('a quantity typed and a tab chosen before the scripts have loaded count once they have (issue 34)', async ({ page }) => {
  const app = await openBeforeHydration(page, '/simulator');
  await page.getByLabel('Quantity').fill('3');
  await page.getByRole('tab', { name: 'Simulation Results' }).click();
  await app.release();
  // The tab click is replayed: the results tab is shown, and its empty state leads back.
  await expect(page.getByRole('tab', { name: 'Simulation Results' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Go to Configuration' }).click();
  // The typed quantity is the form's own: the preview prices three of the chosen type.
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  await choose(page, page, 'Resource Type', 'Compute Instances');
  await expect(page.locator('.sim-form__preview')).toHaveText(/^Monthly cost: \$/);
  await page.getByRole('button', { name: 'Add Resource' }).click();
  await expect(page.getByRole('list', { name: 'Added resources' }).getByRole('listitem').first()).toContainText('3 instances');
});

test('the first press on a select, before the app has loaded, opens it once the app has (decision 0088)', async ({ page }) => {
  // The app starts at this press (app/first-use.ts); antd's Select opens on mousedown, which came
  // before React's listeners: the press is replayed to it (app/early-interactions.ts).
  const app = await openBeforeHydration(page, '/simulator');
  const select = page.locator('.ant-select').filter({ has: page.getByLabel('Resource Type', { exact: true }) });
  await select.click();
  await app.release();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  await expect(dropdown.getByRole('option', { name: 'Compute Instances', exact: true })).toBeVisible();
  await dropdown.getByRole('option', { name: 'Compute Instances', exact: true }).click();
  await expect(select).toContainText('Compute Instances');
});
