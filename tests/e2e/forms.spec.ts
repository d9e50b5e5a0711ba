// The lead and contact forms (SPEC §4 states, §5 'Lead and contact forms', §8 notices) against the
// server: each form is submitted once from the home page (the submitting state, the Success!
// notice, the form reset, the lead stored), the consultation with the tool results a calculator
// handed over. Each field's messages, failures (values kept, one notice at a time) and results
// arriving while the form is open are the forms' component tests (tests/component/contact/
// lead-forms.test.tsx); the forms without JavaScript are forms-progressive.spec.ts's.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { routeOperation, signInAsAdmin } from './support';
import { waitForFormHydration } from './tools-support';

// Each test fills whole forms, several times over: give them room on a busy machine.
test.describe.configure({ timeout: 60_000 });

const PLAYBOOK_SUCCESS = 'Check your email for the free FinOps Playbook chapter.';
const CONTACT_SUCCESS = "Your consultation request has been submitted. We'll contact you shortly.";

// The tests' tsconfig has no DOM library; these exist in the page, where page.evaluate runs.
declare const sessionStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

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

  test('submits with the results a calculator handed over: Processing..., Success!, reset form, request stored with them', async ({
    page,
  }) => {
    const email = unique('contact');
    const held = await routeOperation(page, 'SubmitContactRequest', { hold: true });
    await page.goto('/');
    await page.evaluate((value) => sessionStorage.setItem('finops:tool-results', JSON.stringify(value)), HANDED_OFF);
    await page.reload();
    const f = await form(page);
    await expect(f.getByRole('status')).toContainText(`Your results will be attached to your request: ${HANDED_OFF.summary}`);
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
    await expect(f.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('finops:tool-results'))).toBeNull();

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
        toolResults: HANDED_OFF,
      },
    ]);
  });
});
