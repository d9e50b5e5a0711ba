/// <reference lib="dom" />
// The playbook page (SPEC §2 'Playbook page'): hero, overview with glossary terms, framework
// principles and cycle, the free-chapter form at #download-section, three testimonials.
import { waitForFormHydration } from './tools-support';
import { expect, test } from '@playwright/test';
import { bestPractices, seriousOnes } from './support';

// One load of /playbook; each step is a former test. The link away comes last.
test('the playbook page: parts, claims, accessibility, the hero button, the form, the framework link', async ({ page }) => {
  test.setTimeout(150_000); // a journey of former tests: their budgets added up
  await page.goto('/playbook');
  await test.step('has its title, meta description and every part of the page', async () => {
    await expect(page).toHaveTitle('The Ultimate FinOps Playbook | FinOps Consulting');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /200\+ page guide/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Ultimate FinOps Playbook');

    const overview = page.locator('#overview');
    for (const heading of ['Purpose', 'Scope', 'What is FinOps?']) {
      await expect(overview.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    }
    await expect(overview.locator('.glossary-term')).toHaveCount(15);

    const framework = page.locator('#framework');
    await expect(framework.getByRole('list', { name: 'Lifecycle phases, in order' }).getByRole('listitem')).toHaveCount(4);
    await expect(framework.getByRole('list', { name: 'Core principles' }).getByRole('listitem')).toHaveCount(6);

    const download = page.locator('#download-section');
    await expect(download.getByRole('heading', { name: 'Get Your Free Chapter' })).toBeVisible();
    await expect(download.getByRole('form', { name: 'Free playbook chapter' })).toBeVisible();

    await expect(page.locator('#testimonials figure.testimonial')).toHaveCount(3);
  });
  await test.step('shows its decorative claims', async () => {
    const text = (await page.locator('main').evaluate((main) => main.textContent ?? '')).replace(/\s+/g, ' ');
    for (const claim of ['200+ pages', '4.9/5 from 324 reviews', '38% average cost reduction', 'ROI in 3 months']) {
      expect(text).toContain(claim);
    }
  });
  await test.step("no serious or critical violation of axe's best practices (WCAG A and AA: accessibility.spec.ts)", async () => {
    expect(seriousOnes((await bestPractices(page).analyze()).violations)).toEqual([]);
  });
  await test.step('the hero button leads to the download form', async () => {
    const cta = page.getByRole('link', { name: 'Download Free Chapter' });
    await expect(cta).toHaveAttribute('href', '#download-section');
    await cta.click();
    await expect(page).toHaveURL(/#download-section$/);
    await expect(page.locator('#download-section')).toBeInViewport();
  });
  await test.step('the download form validates and submits', async () => {
    const form = page.locator('#download-section').getByRole('form', { name: 'Free playbook chapter' });
    // Once the page is live the form submits in place (before that it posts to the server).
    await waitForFormHydration(form);
    await form.getByRole('button', { name: 'Download Free Chapter' }).click();
    await expect(
      form.locator('.ant-form-item-explain-error').getByText('Name must be at least 2 characters.', { exact: true }),
    ).toBeVisible();
    await expect(
      form.locator('.ant-form-item-explain-error').getByText('Please enter a valid email address.', { exact: true }),
    ).toBeVisible();
    await expect(
      form.locator('.ant-form-item-explain-error').getByText('Company name must be at least 2 characters.', { exact: true }),
    ).toBeVisible();

    await form.getByLabel('Full Name').fill('Margaret Hamilton');
    await form.getByLabel('Work Email').fill(`playbook-page-${Date.now()}@example.com`);
    await form.getByLabel('Company').fill('Apollo Guidance');
    await form.getByRole('button', { name: 'Download Free Chapter' }).click();
    await expect(page.locator('.ant-notification-notice')).toContainText('Check your email for the free FinOps Playbook chapter.');
    await expect(form.getByLabel('Full Name')).toHaveValue('');
  });
  await test.step('links to the interactive framework', async () => {
    await page
      .locator('#framework')
      .getByRole('link', { name: /interactive framework/i })
      .click();
    await expect(page).toHaveURL('/framework');
  });
});

test('/playbook#download-section opens at the form', async ({ page }) => {
  await page.goto('/playbook#download-section');
  await expect(page.locator('#download-section').getByLabel('Full Name')).toBeInViewport();
});
