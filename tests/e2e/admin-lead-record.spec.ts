// A lead's journey through the admin (issue 14), as one serial story: a visitor asks for the
// playbook chapter (the form shows the versioned consent wording and links /privacy); the admin
// opens the lead from the table, sets its status, owner and a label, adds a note, exports what is
// held about the address, and erases the lead after a clear confirmation. A second story: a contact
// request carrying quiz results shows them drawn as the site drew them. With SCREENSHOTS=1,
// screenshots go to /tmp/shots-leads/.
import fs from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { CONSENT_TEXTS } from '../../schema/validation/consent';
import { ADMIN, axe, shot, signInAsAdmin } from './support';
import { NO_MOTION, waitForFormHydration } from './tools-support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// The tests' tsconfig has no DOM library; this exists in the page, where page.evaluate runs.
declare const window: { sessionStorage: { setItem(key: string, value: string): void } };

const SHOTS = '/tmp/shots-leads';
const RUN = Date.now().toString(36);
const LEAD = { name: `Pipeline Lead ${RUN}`, email: `pipeline-${RUN}@example.com`, company: `Pipeline Co ${RUN}` };

let page: Page;

test.beforeAll(async ({ browser }) => {
  // A context of its own: the accessibility audit (axe) needs one.
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  page.setDefaultTimeout(15_000);
});
test.afterAll(() => page?.context().close());

async function choose(selectId: string, option: string) {
  await page.locator(`#${selectId}`).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

test('a lead from the form to its erasure', async () => {
  await test.step('the visitor asks for the chapter, under the current consent wording', async () => {
    await page.goto('/playbook#download-section');
    const form = page.locator('#download-section').getByRole('form', { name: 'Free playbook chapter' });
    await waitForFormHydration(form);
    await expect(form).toContainText(CONSENT_TEXTS.playbook);
    await expect(form.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    await form.getByLabel('Full Name').fill(LEAD.name);
    await form.getByLabel('Work Email').fill(LEAD.email);
    await form.getByLabel('Company').fill(LEAD.company);
    await form.getByRole('button', { name: 'Download Free Chapter' }).click();
    await expect(page.locator('.ant-notification-notice')).toContainText('Check your email');
  });

  await test.step('the privacy policy is a real page', async () => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByRole('heading', { name: 'Your rights' })).toBeVisible();
  });

  await test.step('the admin opens the lead from the table', async () => {
    await signInAsAdmin(page.request);
    await page.goto('/admin?tab=playbook-leads');
    // The admin app's first load: on a loaded machine its chunks and queries take a while (issue 34).
    await expect(page.getByRole('link', { name: LEAD.name })).toBeVisible({ timeout: 60_000 });
    await page.getByRole('link', { name: LEAD.name }).click();
    await expect(page).toHaveURL(/\/admin\/leads\/playbook\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(LEAD.name, { timeout: 60_000 });
    await expect(page.getByText(CONSENT_TEXTS.playbook)).toBeVisible();
    await expect(page.getByText('On page')).toBeVisible();
    const deliveries = page.locator('.ant-card', { has: page.getByText('Deliveries', { exact: true }) });
    await expect(deliveries).toContainText('playbook-chapter');
    await expect(deliveries).toContainText('playbook-sales');
  });

  await test.step('status, owner, label and a note', async () => {
    await choose('lead-status', 'Contacted');
    await choose('lead-owner', ADMIN.username);
    await page.locator('#lead-labels').fill('Hot');
    await page.locator('#lead-labels').press('Enter');
    await page.locator('#lead-labels').press('Escape');
    await page.getByRole('button', { name: 'Save pipeline' }).click();
    await expect(page.locator('.ant-notification-notice')).toContainText('Lead updated');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contacted');
    await page.getByLabel('New note').fill('Called; send the full playbook next week.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await expect(page.getByText('Called; send the full playbook next week.')).toBeVisible();
    await expect(page.locator('.admin-lead__notes')).toContainText(ADMIN.username);
    await shot(page, `${SHOTS}/lead-detail.png`, { fullPage: true });
  });

  await test.step('the detail has no serious or critical accessibility violations', async () => {
    await page.locator('.ant-notification-notice-close').click();
    const noMotion = await page.addStyleTag({ content: NO_MOTION });
    // Every rule (WCAG and best practices) on this state, in the page itself (support.ts `axe`).
    const results = await axe(page).analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    await noMotion.evaluate((element) => element.parentNode?.removeChild(element));
  });

  await test.step('the table filters by status and label on the server', async () => {
    await page.goto('/admin?tab=playbook-leads');
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Contacted' }).first().click();
    await page.getByLabel('Filter by label').fill('hot');
    await expect(page.getByRole('link', { name: LEAD.name })).toBeVisible();
    await page.getByLabel('Filter by label').fill('cold');
    await expect(page.getByRole('link', { name: LEAD.name })).toHaveCount(0);
    await page.getByLabel('Filter by label').fill('hot');
    await expect(page.getByRole('link', { name: LEAD.name })).toBeVisible();
    await shot(page, `${SHOTS}/lead-table.png`, { fullPage: true });
    await page.getByRole('link', { name: LEAD.name }).click();
  });

  await test.step('export everything held about the address', async () => {
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await file.path())!, 'utf8'));
    expect(data.email).toBe(LEAD.email);
    expect(data.leads[0]).toMatchObject({ name: LEAD.name, status: 'CONTACTED', labels: ['hot'] });
  });

  await test.step('erase the lead after a clear confirmation', async () => {
    await page.getByRole('button', { name: 'Erase this lead' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Erase this lead?');
    await expect(dialog).toContainText('This cannot be undone.');
    await shot(page, `${SHOTS}/erase-dialog.png`);
    await dialog.getByRole('button', { name: 'Erase permanently' }).click();
    await expect(page.locator('.ant-notification-notice')).toContainText('Erased');
    await expect(page).toHaveURL(/\/admin\?tab=playbook-leads$/);
    await expect(page.getByRole('link', { name: LEAD.name })).toHaveCount(0);
    const held = await page.request.post('/api/admin/leads/access-export', { data: { email: LEAD.email } });
    expect((await held.json()).leads).toEqual([]);
  });
});

// The payload the maturity quiz hands to the contact form (its shape: schema/format/tool-result-shapes.ts).
const QUIZ_RESULTS = {
  tool: 'maturity-assessment',
  summary: 'Maturity assessment: Walk level, 20/40',
  inputs: {
    answers: [1, 2, 3, 4, 5, 6, 7, 8].map((questionId) => ({ questionId, category: 'Optimization', value: questionId % 2 ? 2 : 3 })),
  },
  results: { score: 20, maxScore: 40, level: 'Walk', categoryScores: [{ category: 'Optimization', score: 3 }] },
  createdAt: new Date().toISOString(),
};

test('tool results attached to a contact request are drawn as on the site', async () => {
  const email = `quiz-${RUN}@example.com`;
  await test.step('the visitor sends a consultation request with the quiz results attached', async () => {
    await page.goto('/');
    await page.evaluate((value) => window.sessionStorage.setItem('finops:tool-results', JSON.stringify(value)), QUIZ_RESULTS);
    await page.reload();
    const form = page.locator('#contact').getByRole('form', { name: 'Consultation request' });
    await waitForFormHydration(form);
    await expect(form.getByRole('status')).toContainText(QUIZ_RESULTS.summary);
    await form.getByLabel('Full Name').fill(`Quiz Lead ${RUN}`);
    await form.getByLabel('Work Email').fill(email);
    await form.getByLabel('Company').fill('Quiz Co');
    await form.getByLabel('Monthly Cloud Spend').selectOption({ label: '$50K - $100K' });
    await form.getByLabel(/I agree to the privacy policy/).check();
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(page.locator('.ant-notification-notice')).toContainText('Your consultation request has been submitted.');
  });

  await test.step('the lead detail draws the maturity result with its levels', async () => {
    await signInAsAdmin(page.request);
    await page.goto('/admin?tab=contact-requests');
    await page.getByRole('link', { name: `Quiz Lead ${RUN}` }).click();
    const tools = page.getByRole('region', { name: 'Tool results' });
    await expect(tools).toContainText('Tool results: Maturity assessment');
    await expect(tools.getByRole('heading', { name: 'Your FinOps maturity: Walk' })).toBeVisible();
    await expect(tools.getByRole('list', { name: 'Maturity stages' }).getByText('Walk')).toHaveAttribute('aria-current', 'step');
    await expect(tools.getByTestId('quiz-score')).toContainText('20 / 40');
    await expect(tools.getByRole('heading', { name: 'Recommended next steps' })).toBeVisible();
    await shot(page, `${SHOTS}/lead-tool-results.png`, { fullPage: true });
  });
});
