// The lead and contact forms (SPEC §4 states, §5 'Lead and contact forms', §8 notices): every
// validation message, the submitting state, success (stored, form reset), failure (values kept),
// and the tool results a calculator hands to the contact form.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { routeOperation, signInAsAdmin } from './support';
import { waitForFormHydration } from './tools-support';

// Each test fills whole forms, several times over: give them room on a busy machine.
test.describe.configure({ timeout: 60_000 });

const MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  company: 'Company name must be at least 2 characters.',
  cloudSpending: 'Please select your monthly cloud spend range.',
  privacy: 'You must agree to the privacy policy.',
};
const PLAYBOOK_SUCCESS = 'Check your email for the free FinOps Playbook chapter.';
const CONTACT_SUCCESS = "Your consultation request has been submitted. We'll contact you shortly.";
const FAILURE = 'There was a problem submitting your request. Please try again.';

// The tests' tsconfig has no DOM library; these exist in the page, where page.evaluate runs.
declare const sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
declare const window: { dispatchEvent(event: unknown): boolean };
declare class CustomEvent {
  constructor(type: string, init: { detail: unknown });
}

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A field's own message, under the control (the error summary repeats it as a link). */
export function fieldMessage(scope: Locator, text: string): Locator {
  return scope.locator('.ant-form-item-explain-error').getByText(text, { exact: true });
}

function notice(page: Page): Locator {
  return page.locator('.ant-notification-notice');
}

/** Admin-only GraphQL through the page's own (signed-in) request context. */
async function adminQuery<T>(page: Page, query: string, variables: Record<string, unknown>): Promise<T> {
  await signInAsAdmin(page.request);
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

/** What a calculator hands to the contact form (contact-handoff.ts). */
const HANDED_OFF = {
  tool: 'home-calculator',
  summary: 'Savings calculator: $48,000 a year (40%)',
  inputs: { monthlySpend: 10000, cloudProvider: 'aws' },
  results: { annualSavings: 48000, savingsRate: 0.4 },
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** The home page's forms once they are live (before that, a click posts them to the server: forms-no-js.spec.ts). */
async function playbookForm(page: Page): Promise<Locator> {
  const f = page.locator('#playbook').getByRole('form', { name: 'Free playbook chapter' });
  await waitForFormHydration(f);
  return f;
}
async function contactForm(page: Page): Promise<Locator> {
  const f = page.locator('#contact').getByRole('form', { name: 'Consultation request' });
  await waitForFormHydration(f);
  return f;
}
const submitContact = (f: Locator) => f.getByRole('button', { name: 'Request Free Consultation' }).click();
const chooseContactSpending = (f: Locator, label: string) => f.getByLabel('Monthly Cloud Spend').selectOption({ label });

// One load of the home page for everything that does not submit; each step is a former test.
test('home forms before any submit: spend ranges, validation messages, tool results arriving', async ({ page }) => {
  test.setTimeout(180_000); // a journey of former tests: their budgets added up
  await page.goto('/');
  await test.step('consultation form (home #contact) › offers the five spend ranges', async () => {
    const select = (await contactForm(page)).getByLabel('Monthly Cloud Spend');
    await expect(select.locator('option')).toHaveText([
      'Select a range',
      '$10K - $50K',
      '$50K - $100K',
      '$100K - $500K',
      '$500K - $1M',
      '$1M+',
    ]);
  });
  await test.step('playbook lead form (home #playbook) › shows every validation message under its field', async () => {
    const f = await playbookForm(page);
    await f.getByRole('button', { name: 'Get Free Chapter' }).click();
    await expect(fieldMessage(f, MESSAGES.name)).toBeVisible();
    await expect(fieldMessage(f, MESSAGES.email)).toBeVisible();
    await expect(fieldMessage(f, MESSAGES.company)).toBeVisible();
    // Each message belongs to its field: it is the control's accessible description.
    await expect(f.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.getByLabel('Full Name')).toHaveAccessibleDescription(MESSAGES.name);
    await expect(f.getByLabel('Work Email')).toHaveAccessibleDescription(MESSAGES.email);
    await expect(f.getByLabel('Company')).toHaveAccessibleDescription(MESSAGES.company);

    await f.getByLabel('Full Name').fill('A');
    await f.getByLabel('Work Email').fill('not-an-email');
    await f.getByLabel('Company').fill('X');
    await f.getByRole('button', { name: 'Get Free Chapter' }).click();
    await expect(fieldMessage(f, MESSAGES.name)).toBeVisible();
    await expect(fieldMessage(f, MESSAGES.email)).toBeVisible();
    await expect(fieldMessage(f, MESSAGES.company)).toBeVisible();

    await f.getByLabel('Full Name').fill('Ada Lovelace');
    await f.getByLabel('Work Email').fill('ada@example.com');
    await f.getByLabel('Company').fill('Analytical Engines');
    await expect(fieldMessage(f, MESSAGES.name)).toHaveCount(0);
    await expect(fieldMessage(f, MESSAGES.email)).toHaveCount(0);
    await expect(fieldMessage(f, MESSAGES.company)).toHaveCount(0);
  });
  await test.step('consultation form (home #contact) › shows every validation message under its field', async () => {
    const f = await contactForm(page);
    await submitContact(f);
    for (const message of Object.values(MESSAGES)) await expect(fieldMessage(f, message)).toBeVisible();

    await f.getByLabel('Full Name').fill('K');
    await f.getByLabel('Work Email').fill('katherine@nasa');
    await f.getByLabel('Company').fill('O');
    await submitContact(f);
    await expect(fieldMessage(f, MESSAGES.name)).toBeVisible();
    await expect(fieldMessage(f, MESSAGES.email)).toBeVisible();
    await expect(fieldMessage(f, MESSAGES.company)).toBeVisible();

    // The message is optional: a valid form without one has no errors left.
    await f.getByLabel('Full Name').fill('Katherine Johnson');
    await f.getByLabel('Work Email').fill('katherine@example.com');
    await f.getByLabel('Company').fill('Orbital Analytics');
    await chooseContactSpending(f, '$1M+');
    await f.getByLabel(/I agree to the privacy policy/).check();
    for (const message of Object.values(MESSAGES)) await expect(fieldMessage(f, message)).toHaveCount(0);
  });
  await test.step('consultation form (home #contact) › tool results handed off by a calculator › arrive while the form is open, and can be dismissed', async () => {
    const f = await contactForm(page);
    await expect(f.getByRole('status')).toHaveCount(0);
    await page.evaluate((value) => {
      sessionStorage.setItem('finops:tool-results', JSON.stringify(value));
      window.dispatchEvent(new CustomEvent('finops:tool-results', { detail: value }));
    }, HANDED_OFF);
    await expect(f.getByRole('status')).toContainText(HANDED_OFF.summary);
    await f.getByRole('button', { name: 'Do not attach these results' }).click();
    await expect(f.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('finops:tool-results'))).toBeNull();
  });
});

test.describe('playbook lead form (home #playbook)', () => {
  /** The form once it is live (before that, a click posts it to the server: forms-no-js.spec.ts). */
  const form = async (page: Page) => {
    const f = page.locator('#playbook').getByRole('form', { name: 'Free playbook chapter' });
    await waitForFormHydration(f);
    return f;
  };

  test('submits: Processing..., Success! notice, reset form, lead stored', async ({ page }) => {
    const email = unique('playbook');
    const held = await routeOperation(page, 'SubmitPlaybookLead', { hold: true });
    await page.goto('/');
    const f = await form(page);
    await f.getByLabel('Full Name').fill('Grace Hopper');
    await f.getByLabel('Work Email').fill(email);
    await f.getByLabel('Company').fill('Compiler Works');
    await f.getByRole('button', { name: 'Get Free Chapter' }).click();

    // While the request is on its way the button says Processing... and is disabled.
    await expect(f.locator('button[type="submit"][disabled]')).toHaveText('Processing...');
    held.release();

    await expect(notice(page)).toHaveCount(1);
    await expect(notice(page)).toContainText('Success!');
    await expect(notice(page)).toContainText(PLAYBOOK_SUCCESS);
    await expect(f.getByLabel('Full Name')).toHaveValue('');
    await expect(f.getByLabel('Work Email')).toHaveValue('');
    await expect(f.getByRole('button', { name: 'Get Free Chapter' })).toBeEnabled();

    const data = await adminQuery<{ playbookLeads: { items: Array<{ name: string; email: string; company: string }> } }>(
      page,
      'query Leads($search: String) { playbookLeads(search: $search) { items { name email company } } }',
      { search: email },
    );
    expect(data.playbookLeads.items).toEqual([{ name: 'Grace Hopper', email, company: 'Compiler Works' }]);
  });

  test('a failed submit shows the Error notice and keeps the values', async ({ page }) => {
    await routeOperation(page, 'SubmitPlaybookLead', { fail: true });
    await page.goto('/');
    const f = await form(page);
    await f.getByLabel('Full Name').fill('Grace Hopper');
    await f.getByLabel('Work Email').fill('grace@example.com');
    await f.getByLabel('Company').fill('Compiler Works');
    await f.getByRole('button', { name: 'Get Free Chapter' }).click();

    await expect(notice(page)).toContainText('Error');
    await expect(notice(page)).toContainText(FAILURE);
    await expect(notice(page)).toHaveClass(/ant-notification-notice-error/);
    await expect(f.getByLabel('Full Name')).toHaveValue('Grace Hopper');
    await expect(f.getByLabel('Work Email')).toHaveValue('grace@example.com');
    await expect(f.getByLabel('Company')).toHaveValue('Compiler Works');
    await expect(f.getByRole('button', { name: 'Get Free Chapter' })).toBeEnabled();
  });
});

test.describe('consultation form (home #contact)', () => {
  /** The form once it is live (before that, a click posts it to the server: forms-no-js.spec.ts). */
  const form = async (page: Page) => {
    const f = page.locator('#contact').getByRole('form', { name: 'Consultation request' });
    await waitForFormHydration(f);
    return f;
  };
  const submit = (f: Locator) => f.getByRole('button', { name: 'Request Free Consultation' }).click();

  async function chooseSpending(_page: Page, f: Locator, label: string): Promise<void> {
    await f.getByLabel('Monthly Cloud Spend').selectOption({ label });
  }

  async function fillValid(page: Page, f: Locator, email: string): Promise<void> {
    await f.getByLabel('Full Name').fill('Katherine Johnson');
    await f.getByLabel('Work Email').fill(email);
    await f.getByLabel('Company').fill('Orbital Analytics');
    await chooseSpending(page, f, '$50K - $100K');
    await f.getByLabel('How can we help? (optional)').fill('We want to cut our EC2 bill.');
    await f.getByLabel(/I agree to the privacy policy/).check();
  }

  test('submits: Processing..., Success! notice, reset form, request stored', async ({ page }) => {
    const email = unique('contact');
    const held = await routeOperation(page, 'SubmitContactRequest', { hold: true });
    await page.goto('/');
    const f = await form(page);
    await fillValid(page, f, email);
    await submit(f);

    // While the request is on its way the button says Processing... and is disabled.
    await expect(f.locator('button[type="submit"][disabled]')).toHaveText('Processing...');
    held.release();

    await expect(notice(page)).toHaveCount(1);
    await expect(notice(page)).toContainText('Success!');
    await expect(notice(page)).toContainText(CONTACT_SUCCESS);
    await expect(f.getByLabel('Full Name')).toHaveValue('');
    await expect(f.getByLabel(/I agree to the privacy policy/)).not.toBeChecked();

    const data = await adminQuery<{ contactRequests: { items: Array<Record<string, unknown>> } }>(
      page,
      'query Requests($search: String) { contactRequests(search: $search) { items { name email company cloudSpending message privacyConsent toolResults } } }',
      { search: email },
    );
    expect(data.contactRequests.items).toEqual([
      {
        name: 'Katherine Johnson',
        email,
        company: 'Orbital Analytics',
        cloudSpending: '50k-100k',
        message: 'We want to cut our EC2 bill.',
        privacyConsent: true,
        toolResults: null,
      },
    ]);
  });

  test('a failed submit shows the Error notice and keeps the values; only one notice at a time', async ({ page }) => {
    test.setTimeout(120_000); // a journey of former tests: their budgets added up
    await routeOperation(page, 'SubmitContactRequest', { fail: true });
    await page.goto('/');
    const f = await form(page);
    await test.step('a failed submit shows the Error notice and keeps the values', async () => {
      await fillValid(page, f, 'katherine@example.com');
      await submit(f);

      await expect(notice(page)).toContainText('Error');
      await expect(notice(page)).toContainText(FAILURE);
      await expect(notice(page)).toHaveClass(/ant-notification-notice-error/);
      await expect(f.getByLabel('Full Name')).toHaveValue('Katherine Johnson');
      await expect(f.getByLabel('Work Email')).toHaveValue('katherine@example.com');
      await expect(f.getByLabel('Monthly Cloud Spend')).toHaveValue('50k-100k');
      await expect(f.getByLabel('How can we help? (optional)')).toHaveValue('We want to cut our EC2 bill.');
      await expect(f.getByLabel(/I agree to the privacy policy/)).toBeChecked();
      await expect(f.getByRole('button', { name: 'Request Free Consultation' })).toBeEnabled();
    });
    await test.step('only one notice at a time', async () => {
      // The form still holds the valid values of the step before. Two more failures, each waited
      // for (the button is busy while its request runs): the second replaces the first's notice.
      const button = f.getByRole('button', { name: 'Request Free Consultation' });
      for (let attempt = 0; attempt < 2; attempt++) {
        const answered = page.waitForResponse((response) => response.url().includes('/graphql') && response.status() === 500);
        await submit(f);
        await answered;
        await expect(button).toBeEnabled();
        await expect(notice(page)).toHaveCount(1);
        await expect(notice(page)).toContainText(FAILURE);
      }
    });
  });

  test.describe('tool results handed off by a calculator', () => {
    test('are shown, sent with the request and cleared after it', async ({ page }) => {
      const email = unique('handoff');
      await page.goto('/');
      await page.evaluate((value) => sessionStorage.setItem('finops:tool-results', JSON.stringify(value)), HANDED_OFF);
      await page.reload();
      const f = await form(page);
      await expect(f.getByRole('status')).toContainText(`Your results will be attached to your request: ${HANDED_OFF.summary}`);

      await fillValid(page, f, email);
      await submit(f);
      await expect(notice(page)).toContainText(CONTACT_SUCCESS);
      await expect(f.getByRole('status')).toHaveCount(0);
      expect(await page.evaluate(() => sessionStorage.getItem('finops:tool-results'))).toBeNull();

      const data = await adminQuery<{ contactRequests: { items: Array<{ toolResults: unknown }> } }>(
        page,
        'query Requests($search: String) { contactRequests(search: $search) { items { toolResults } } }',
        { search: email },
      );
      expect(data.contactRequests.items).toEqual([{ toolResults: HANDED_OFF }]);
    });
  });
});
