// SPEC §2 'Calculator section' / 'Calculator page', §5 'Calculators', §9 (both readings).
import { expect, test } from '@playwright/test';
import { choose, downloadText, handedOff, openTool } from './tools-support';
import { axe, bestPractices } from './support';

// Long journeys on a shared, busy machine: more room than the 30 s default.
test.describe.configure({ timeout: 90_000 });

test.describe('home calculator section', () => {
  // One load of the home page; each step is a former test. The link away comes last.
  test('invalid input, both readings, the download and hand-off, and the link to the page', async ({ page }) => {
    test.setTimeout(240_000); // a journey of former tests: their budgets added up
    await openTool(page, '/');
    const section = page.locator('section#calculator');
    await test.step('shows the spec messages and computes nothing on invalid input', async () => {
      await section.getByRole('button', { name: 'Calculate Savings' }).click();
      await expect(section.locator('.ant-form-item-explain-error').getByText('Monthly spend must be at least $1,000')).toBeVisible();
      await expect(section.locator('.ant-form-item-explain-error').getByText('Please select a cloud provider')).toBeVisible();
      await expect(section.locator('.ant-form-item-explain-error').getByText('Please select your industry')).toBeVisible();
      await expect(section.locator('.ant-form-item-explain-error').getByText('Please select your FinOps maturity level')).toBeVisible();

      await section.getByLabel('Monthly Cloud Spend (USD)').fill('999');
      await choose(section, page, 'Cloud Provider', 'Google Cloud');
      await section.getByRole('button', { name: 'Calculate Savings' }).click();
      await expect(section.locator('.ant-form-item-explain-error').getByText('Monthly spend must be at least $1,000')).toBeVisible();
      await expect(section.locator('.ant-form-item-explain-error').getByText('Please select a cloud provider')).toHaveCount(0);
      await expect(section.getByLabel('Monthly Cloud Spend (USD)')).toHaveAttribute('aria-invalid', 'true');
      await expect(section.getByTestId('savings-rate')).toHaveCount(0);
    });
    await test.step('computes the first reading: 10000, aws, tech, none', async () => {
      await expect(section.getByText('Enter your information to see potential savings')).toBeVisible();
      await section.getByLabel('Monthly Cloud Spend (USD)').fill('10000');
      await choose(section, page, 'Cloud Provider', 'AWS');
      await choose(section, page, 'Industry', 'Technology');
      await choose(section, page, 'FinOps Maturity', 'No FinOps practices');
      await section.getByRole('button', { name: 'Calculate Savings' }).click();

      await expect(section.getByTestId('savings-rate')).toHaveText('40%');
      await expect(section.getByTestId('annual-savings')).toHaveText('$48,000');
      await expect(section.getByTestId('roi')).toHaveText('2.0x');
      await expect(section.getByTestId('payback')).toHaveText('1 month');
      await expect(section.locator('.calc-rate .calc-bar__fill')).toHaveAttribute('style', /width: 40%/);
      await expect(section.getByText('Enter your information to see potential savings')).toHaveCount(0);

      // Resubmitting recomputes: 0.25 + 0.02 (azure) + 0.02 (finance) + 0.05 (basic) = 34%.
      await choose(section, page, 'Cloud Provider', 'Azure');
      await choose(section, page, 'Industry', 'Finance');
      await choose(section, page, 'FinOps Maturity', 'Basic cost monitoring');
      await section.getByRole('button', { name: 'Calculate Savings' }).click();
      await expect(section.getByTestId('savings-rate')).toHaveText('34%');
      await expect(section.getByTestId('annual-savings')).toHaveText('$40,800');
      await expect(section.getByTestId('roi')).toHaveText('1.7x');
    });
    await test.step('downloads the results and hands them to the contact form', async () => {
      await section.getByLabel('Monthly Cloud Spend (USD)').fill('10000');
      await choose(section, page, 'Cloud Provider', 'AWS');
      await choose(section, page, 'Industry', 'Technology');
      await choose(section, page, 'FinOps Maturity', 'No FinOps practices');
      await section.getByRole('button', { name: 'Calculate Savings' }).click();

      const file = await downloadText(page, section.getByRole('button', { name: 'Download Results' }));
      expect(file.name).toMatch(/^finops-savings-estimate-\d{4}-\d{2}-\d{2}\.html$/);
      expect(file.text).toContain('<!DOCTYPE html>');
      expect(file.text).toContain('<strong>40%</strong>');
      expect(file.text).toContain('<strong>$48,000</strong>');
      expect(file.text).toContain('<strong>2.0x</strong>');
      expect(file.text).toContain('<dd>Technology</dd>');

      await section.getByRole('link', { name: 'Get Detailed Analysis' }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      const handoff = await handedOff(page);
      expect(handoff?.tool).toBe('home-calculator');
      expect(handoff?.summary).toBe('Savings calculator: $48,000 a year (40%)');
      expect(handoff?.inputs).toEqual({ monthlySpend: 10000, cloudProvider: 'aws', industry: 'tech', finopsMaturity: 'none' });
      expect(handoff?.results).toMatchObject({ savingsRate: 0.4, annualSavings: 48000, roi: 2, paybackMonths: 1 });
    });
    await test.step('links to the advanced calculator', async () => {
      await section.getByRole('link', { name: /advanced calculator with more options/ }).click();
      await expect(page).toHaveURL('/calculator');
    });
  });
});

test.describe('calculator page', () => {
  // One load of the page for all but the validation (which needs the fields as they arrive).
  test('the FAQ, both readings with their audits, the detailed report and hand-off', async ({ page }) => {
    test.setTimeout(300_000); // a journey of former tests: their budgets added up
    await openTool(page, '/calculator');
    await test.step('has no accessibility violations, with and without a result › without', async () => {
      // axe's best practices; this state's WCAG A and AA audit is accessibility.spec.ts's (375 and 1280 px).
      expect((await bestPractices(page).include('main').analyze()).violations).toEqual([]);
    });
    await test.step('answers five questions in the FAQ, with the spec claims', async () => {
      const faq = page.locator('.calc-faq');
      const questions = faq.getByRole('button');
      await expect(questions).toHaveCount(5);
      await faq.getByRole('button', { name: 'How accurate is this savings estimate?' }).click();
      await expect(faq.getByText(/within 10-15% of the savings they actually realise/)).toBeVisible();
      await faq.getByRole('button', { name: 'How quickly will we see savings?' }).click();
      await expect(faq.getByText(/within 2-4 weeks/)).toBeVisible();
      await expect(faq.getByText(/usually arrive in 3-6 months/)).toBeVisible();
      await expect(page.locator('main a[href="/#contact"]').first()).toBeVisible();
    });
    await test.step('computes the second reading with the five areas', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cloud Savings Calculator');
      await expect(page.getByLabel('Monthly Cloud Spend (USD)')).toHaveValue('10,000');
      await expect(page.getByText('Enter your information to see potential savings')).toBeVisible();
      await choose(page, page, 'Cloud Provider', 'AWS');
      await choose(page, page, 'Industry', 'Technology');
      await choose(page, page, 'FinOps Maturity', 'No FinOps practices');
      await page.getByRole('button', { name: 'Calculate My Savings' }).click();

      // 0.23 x 1.1 x 1.1 x 1.4 = 0.38962, kept to 4 decimals by the domain (0.3896) -> $46,754.
      await expect(page.getByTestId('annual-savings')).toHaveText('$46,754');
      await expect(page.getByTestId('savings-percent')).toHaveText('39%');
      await expect(page.getByTestId('payback')).toHaveText('2 months');
      const areas: Array<[string, string, string]> = [
        ['rightsizing', 'Rightsizing', '$16,364'],
        ['commitments', 'Reserved Instances & Savings Plans', '$11,689'],
        ['idle-resources', 'Idle Resource Removal', '$9,351'],
        ['storage', 'Storage Optimization', '$5,611'],
        ['licenses', 'License Optimization', '$3,740'],
      ];
      for (const [key, name, amount] of areas) {
        const area = page.getByTestId(`area-${key}`);
        await expect(area).toContainText(name);
        await expect(area).toContainText(amount);
        await expect(area.locator('.calc-area__description')).not.toBeEmpty();
      }
      await expect(page.getByTestId('area-rightsizing').locator('.calc-bar__fill')).toHaveAttribute('style', /width: 100%/);

      // multicloud + other use the page codes: 0.23 x 1.15 x 1.0 x 0.6 = 0.1587 -> $19,044.
      await choose(page, page, 'Cloud Provider', 'Multi-cloud');
      await choose(page, page, 'Industry', 'Other');
      await choose(page, page, 'FinOps Maturity', 'Advanced FinOps implementation');
      await page.getByRole('button', { name: 'Calculate My Savings' }).click();
      await expect(page.getByTestId('annual-savings')).toHaveText('$19,044');
      await expect(page.getByTestId('savings-percent')).toHaveText('16%');
    });
    await test.step('has no accessibility violations, with and without a result › with', async () => {
      await choose(page, page, 'Cloud Provider', 'Google Cloud');
      await choose(page, page, 'Industry', 'Retail');
      await choose(page, page, 'FinOps Maturity', 'Some FinOps practices');
      await page.getByRole('button', { name: 'Calculate My Savings' }).click();
      await expect(page.getByTestId('annual-savings')).toBeVisible();
      expect((await axe(page).include('main').analyze()).violations).toEqual([]);
    });
    await test.step('downloads the detailed report and hands off to the contact form', async () => {
      await choose(page, page, 'Cloud Provider', 'AWS');
      await choose(page, page, 'Industry', 'Technology');
      await choose(page, page, 'FinOps Maturity', 'No FinOps practices');
      await page.getByRole('button', { name: 'Calculate My Savings' }).click();

      const file = await downloadText(page, page.getByRole('button', { name: 'Download Detailed Report' }));
      expect(file.name).toMatch(/^finops-detailed-savings-report-\d{4}-\d{2}-\d{2}\.html$/);
      for (const text of [
        '<strong>$46,754</strong>',
        '<strong>39%</strong>',
        '<strong>2 months</strong>',
        'Rightsizing (35%)',
        '$16,364',
        'License Optimization',
        '<dd>$10,000</dd>',
      ]) {
        expect(file.text).toContain(text);
      }
      expect(file.text).not.toContain('<script');

      await page.getByRole('link', { name: 'Get Detailed Analysis' }).click();
      await expect(page).toHaveURL(/\/#contact$/);
      const handoff = await handedOff(page);
      expect(handoff?.tool).toBe('page-calculator');
      expect(handoff?.summary).toBe('Savings calculator: $46,754 a year (39%)');
      expect(handoff?.inputs).toEqual({ monthlySpend: 10000, cloudProvider: 'aws', industry: 'technology', finopsMaturity: 'none' });
      expect(handoff?.results).toMatchObject({ annualSavings: 46754.4, savingsPercent: 39, paybackPeriod: 2 });
    });
  });

  test('validates with the spec messages', async ({ page }) => {
    await openTool(page, '/calculator');
    await page.getByLabel('Monthly Cloud Spend (USD)').fill('999');
    await page.getByRole('button', { name: 'Calculate My Savings' }).click();
    for (const message of [
      'Monthly spend must be at least $1,000',
      'Please select a cloud provider',
      'Please select your industry',
      'Please select your FinOps maturity level',
    ]) {
      await expect(page.locator('.ant-form-item-explain-error').getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('annual-savings')).toHaveCount(0);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('hide the results panel until there is a result', async ({ page }) => {
    await openTool(page, '/calculator');
    await expect(page.locator('#calculator-results')).toBeHidden();
    await choose(page, page, 'Cloud Provider', 'AWS');
    await choose(page, page, 'Industry', 'Technology');
    await choose(page, page, 'FinOps Maturity', 'No FinOps practices');
    await page.getByRole('button', { name: 'Calculate My Savings' }).click();
    await expect(page.locator('#calculator-results')).toBeVisible();
    await expect(page.getByTestId('annual-savings')).toBeInViewport();

    await openTool(page, '/');
    await expect(page.locator('#home-calculator-results')).toBeHidden();
  });
});
