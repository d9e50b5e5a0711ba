// Forms before and without JavaScript (issue 11, docs/decisions/0013) and where the focus goes
// after a submit (issue 16): values typed before hydration survive it; with JavaScript off the
// playbook and contact forms and the calculators post to their page and the server answers
// with the same messages; a failed submit focuses an error summary and prefixes the title with
// 'Error: '; a success focuses its message, a calculation or simulation its results' heading.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { signInAsAdmin } from './support';
import { waitForFormHydration, waitForHydration } from './tools-support';

test.describe.configure({ timeout: 90_000 });

const PLAYBOOK_SUCCESS = 'Check your email for the free FinOps Playbook chapter.';
const CONTACT_SUCCESS = "Your consultation request has been submitted. We'll contact you shortly.";

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Leads stored under an address (admin GraphQL through the page's request context). */
async function storedLeads(page: Page, kind: 'playbookLeads' | 'contactRequests', email: string): Promise<Array<Record<string, unknown>>> {
  await signInAsAdmin(page.request);
  const fields = kind === 'playbookLeads' ? 'name email company' : 'name email company cloudSpending message privacyConsent';
  const response = await page.request.post('/graphql', {
    data: { query: `query Q($search: String) { ${kind}(search: $search) { items { ${fields} } } }`, variables: { search: email } },
  });
  const body = await response.json();
  expect(body.errors).toBeUndefined();
  return body.data[kind].items;
}

async function noJsPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test.describe('typed before the page is live', () => {
  test('playbook, contact and calculator values survive hydration', async ({ page }) => {
    // Hold every script until the visitor has typed into the server-rendered forms.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/**/*.js', async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const playbook = page.locator('#playbook').getByRole('form', { name: 'Free playbook chapter' });
    const contact = page.locator('#contact').getByRole('form', { name: 'Consultation request' });
    const calculator = page.locator('section#calculator');
    const email = unique('early');
    await playbook.getByLabel('Full Name').fill('Early Bird');
    await playbook.getByLabel('Work Email').fill(email);
    await playbook.getByLabel('Company').fill('Dawn Works');
    await contact.getByLabel('Full Name').fill('Contact Early');
    await contact.getByLabel('Monthly Cloud Spend').selectOption({ label: '$1M+' });
    await calculator.getByLabel('Monthly Cloud Spend (USD)').fill('20000');
    await calculator.getByLabel('Cloud Provider').selectOption({ label: 'AWS' });

    release();
    await waitForFormHydration(playbook);
    await waitForFormHydration(calculator.getByRole('form'));
    // A render after hydration would write formik's values back: they are the typed ones.
    await contact.getByLabel('Company').fill('Later Co');
    await expect(contact.getByLabel('Full Name')).toHaveValue('Contact Early');
    await expect(contact.getByLabel('Monthly Cloud Spend')).toHaveValue('1m+');

    await calculator.getByLabel('Industry').selectOption({ label: 'Technology' });
    await calculator.getByLabel('FinOps Maturity').selectOption({ label: 'No FinOps practices' });
    await calculator.getByRole('button', { name: 'Calculate Savings' }).click();
    // 20,000 × 12 × 40% (the spend typed before hydration, not an empty field).
    await expect(calculator.getByTestId('annual-savings')).toHaveText('$96,000');

    await expect(playbook.getByLabel('Full Name')).toHaveValue('Early Bird');
    await playbook.getByRole('button', { name: 'Get Free Chapter' }).click();
    await expect(playbook.getByText(PLAYBOOK_SUCCESS)).toBeVisible();
    expect(await storedLeads(page, 'playbookLeads', email)).toEqual([{ name: 'Early Bird', email, company: 'Dawn Works' }]);
  });
});

// One page without JavaScript for every form (decision 0061: a context per former test cost its
// renderer's start-up each time). A filled honeypot's answer (the same redirect, nothing stored) is
// tests/integration/security-page-forms.test.ts's; the page it leads to is the playbook step's.
test('without JavaScript: the playbook and contact forms, the calculators, and the tools that need it', async ({ browser }) => {
  test.setTimeout(180_000); // a journey of former tests: their budgets added up
  const page = await noJsPage(browser);
  await test.step('playbook form: errors re-rendered with the values kept, then stored', async () => {
    await page.goto('/playbook');
    const form = page.getByRole('form', { name: 'Free playbook chapter' });
    await form.getByLabel('Full Name').fill('A');
    await form.getByLabel('Work Email').fill('not-an-email');
    await form.getByRole('button', { name: 'Download Free Chapter' }).click();

    await expect(page).toHaveTitle(/^Error: /);
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Company name must be at least 2 characters.',
    ]);
    await expect(summary.getByRole('link').first()).toHaveAttribute('href', `#${await form.getByLabel('Full Name').getAttribute('id')}`);
    await expect(form.getByLabel('Full Name')).toHaveValue('A');
    await expect(form.getByLabel('Work Email')).toHaveValue('not-an-email');
    await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Name must be at least 2 characters.');

    const email = unique('nojs-playbook');
    await form.getByLabel('Full Name').fill('Ada Lovelace');
    await form.getByLabel('Work Email').fill(email);
    await form.getByLabel('Company').fill('Analytical Engines');
    await form.getByRole('button', { name: 'Download Free Chapter' }).click();

    await expect(page).toHaveURL(/\/playbook\?sent=playbook$/);
    await expect(page).not.toHaveTitle(/^Error: /);
    const sent = page.locator('#playbook-form-sent');
    await expect(sent).toContainText('Success!');
    await expect(sent).toContainText(PLAYBOOK_SUCCESS);
    await expect(sent).toBeFocused();
    expect(await storedLeads(page, 'playbookLeads', email)).toEqual([{ name: 'Ada Lovelace', email, company: 'Analytical Engines' }]);
  });

  await test.step('contact form: every message, then stored with the chosen range', async () => {
    await page.goto('/');
    const form = page.locator('#contact').getByRole('form', { name: 'Consultation request' });
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(page.locator('#contact-form').getByRole('alert')).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Company name must be at least 2 characters.',
      'Please select your monthly cloud spend range.',
      'You must agree to the privacy policy.',
    ]);

    const email = unique('nojs-contact');
    await form.getByLabel('Full Name').fill('Katherine Johnson');
    await form.getByLabel('Work Email').fill(email);
    await form.getByLabel('Company').fill('Orbital Analytics');
    await form.getByLabel('Monthly Cloud Spend').selectOption({ label: '$50K - $100K' });
    await form.getByLabel('How can we help? (optional)').fill('Trajectories, and our EC2 bill.');
    await form.getByLabel(/I agree to the privacy policy/).check();
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();

    await expect(page).toHaveURL(/\/\?sent=contact$/);
    await expect(page.locator('#contact-form-sent')).toBeFocused();
    await expect(page.locator('#contact-form-sent')).toContainText(CONTACT_SUCCESS);
    expect(await storedLeads(page, 'contactRequests', email)).toEqual([
      {
        name: 'Katherine Johnson',
        email,
        company: 'Orbital Analytics',
        cloudSpending: '50k-100k',
        message: 'Trajectories, and our EC2 bill.',
        privacyConsent: true,
      },
    ]);
  });

  await test.step('calculator page: errors, then the result computed by the server', async () => {
    await page.goto('/calculator');
    const form = page.getByRole('form', { name: 'Savings calculator' });
    await form.getByLabel('Monthly Cloud Spend (USD)').fill('999');
    await form.getByRole('button', { name: 'Calculate My Savings' }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(form.getByRole('alert').getByRole('link')).toHaveText([
      'Monthly spend must be at least $1,000',
      'Please select a cloud provider',
      'Please select your industry',
      'Please select your FinOps maturity level',
    ]);
    await expect(form.getByLabel('Monthly Cloud Spend (USD)')).toHaveValue('999');

    await form.getByLabel('Monthly Cloud Spend (USD)').fill('10,000');
    await form.getByLabel('Cloud Provider').selectOption({ label: 'AWS' });
    await form.getByLabel('Industry').selectOption({ label: 'Technology' });
    await form.getByLabel('FinOps Maturity').selectOption({ label: 'No FinOps practices' });
    await form.getByRole('button', { name: 'Calculate My Savings' }).click();
    await expect(page).not.toHaveTitle(/^Error: /);
    await expect(page.getByTestId('annual-savings')).toHaveText(/^\$46,75\d$/);
    await expect(page.getByTestId('savings-percent')).toHaveText('39%');
    await expect(page.getByRole('heading', { name: 'Your Savings Estimate' })).toBeFocused();
    await expect(form.getByLabel('Cloud Provider')).toHaveValue('aws');
  });

  await test.step('home calculator computes on the server too', async () => {
    await page.goto('/');
    const section = page.locator('section#calculator');
    await section.getByLabel('Monthly Cloud Spend (USD)').fill('10000');
    await section.getByLabel('Cloud Provider').selectOption({ label: 'AWS' });
    await section.getByLabel('Industry').selectOption({ label: 'Technology' });
    await section.getByLabel('FinOps Maturity').selectOption({ label: 'No FinOps practices' });
    await section.getByRole('button', { name: 'Calculate Savings' }).click();
    await expect(section.getByRole('heading', { name: 'Your Savings Estimate' })).toBeFocused();
    await expect(section.getByTestId('annual-savings')).toHaveText('$48,000');
  });
  await test.step('the simulator and the quiz say they need JavaScript, and point to the contact form', async () => {
    for (const [path, text] of [
      ['/simulator', 'The Cost Simulator runs in your browser and needs JavaScript'],
      ['/maturity-assessment', 'The assessment scores your answers in your browser and needs JavaScript'],
    ]) {
      await page.goto(path);
      const notice = page.getByRole('note').filter({ hasText: text });
      await expect(notice, path).toBeVisible();
      await expect(notice.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/#contact');
    }
  });
  await page.context().close();
});

test.describe('focus after a submit (JavaScript on)', () => {
  test('a failed submit focuses the error summary; its links focus the fields; success focuses the message', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#playbook').getByRole('form', { name: 'Free playbook chapter' });
    await waitForFormHydration(form);
    const title = await page.title();
    await form.getByRole('button', { name: 'Get Free Chapter' }).click();
    const summary = form.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(`Error: ${title}`);
    await summary.getByRole('link', { name: 'Please enter a valid email address.' }).click();
    await expect(form.getByLabel('Work Email')).toBeFocused();

    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Work Email').fill(unique('focus'));
    await form.getByLabel('Company').fill('Compiler Works');
    await expect(summary).toHaveCount(0);
    await expect(page).toHaveTitle(title);
    await form.getByRole('button', { name: 'Get Free Chapter' }).click();
    await expect(page.locator('#playbook-form-sent')).toBeFocused();
    await expect(page.locator('#playbook-form-sent')).toContainText(PLAYBOOK_SUCCESS);
  });

  test('a calculation focuses the results heading', async ({ page }) => {
    await page.goto('/calculator');
    const form = page.getByRole('form', { name: 'Savings calculator' });
    await waitForFormHydration(form);
    await form.getByRole('button', { name: 'Calculate My Savings' }).click();
    await expect(form.getByRole('alert')).toBeFocused();
    await expect(page).toHaveTitle(/^Error: /);
    await form.getByLabel('Cloud Provider').selectOption({ label: 'AWS' });
    await form.getByLabel('Industry').selectOption({ label: 'Technology' });
    await form.getByLabel('FinOps Maturity').selectOption({ label: 'No FinOps practices' });
    await form.getByRole('button', { name: 'Calculate My Savings' }).click();
    await expect(page.getByRole('heading', { name: 'Your Savings Estimate' })).toBeFocused();
    await expect(page).not.toHaveTitle(/^Error: /);
  });

  test('"Run Cost Simulation" focuses the results heading, and no notice says the page needs JavaScript', async ({ page }) => {
    await page.goto('/simulator?scenario=ec2.1.eu-west-1.1.medium_s3.500.us-east-1.0');
    await waitForHydration(page);
    // With JavaScript nobody sees the notice that the simulator needs it.
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.getByRole('button', { name: 'Run Cost Simulation' }).click();
    await expect(page.getByRole('heading', { name: 'Your Simulation Results' })).toBeFocused();
  });
});
