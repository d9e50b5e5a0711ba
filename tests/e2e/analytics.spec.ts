// Cookieless analytics, issue 32's "Done when" (experiments aside): a visitor arrives from the
// newsletter, uses the calculator and sends the contact form; the lead carries that attribution;
// the summary counts the visit, the calculator event and the conversion; nothing was stored in the
// visitor's browser; a visit under Sec-GPC is not counted. The dashboard shows the visit's source,
// the calculator event, the campaign's conversion, the funnel and the last 30 minutes, and fits 320 px.
import { expect as baseExpect, devices, test, type APIRequestContext } from '@playwright/test';
import { signInAsAdmin } from './support';
import { waitForFormHydration } from './tools-support';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

// The tests' tsconfig has no DOM library; these exist in the page, where page.evaluate runs.
declare const window: { localStorage: { length: number }; sessionStorage: { length: number } };
declare const document: { cookie: string; documentElement: { scrollWidth: number } };

const RUN = Date.now().toString(36);
const TODAY = new Date().toISOString().slice(0, 10);
/** Another browser on the same address: another visitor (the daily hash covers the User-Agent). */
const otherBrowser = (name: string) => `${devices['Desktop Chrome'].userAgent} ${name}/${RUN}`;

interface Summary {
  visits: number;
  sources: Array<{ source: string; visits: number; leads: number }>;
  events: Array<{ name: string; count: number }>;
  conversions: Array<{ dimension: string; value: string; leads: number }>;
}

async function summary(request: APIRequestContext): Promise<Summary> {
  const res = await request.get(`/api/admin/analytics/summary?from=${TODAY}&to=${TODAY}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Summary;
}

test('a newsletter visit to a lead: attributed, counted, nothing stored in the browser; a GPC visit is not counted', async ({
  browser,
}) => {
  // A browser of its own: the other specs' visits share this address and the default User-Agent.
  const context = await browser.newContext({ userAgent: otherBrowser('Newsletter') });
  const page = await context.newPage();
  const email = `analytics-${RUN}@example.com`;

  await test.step('the visitor lands from the newsletter and uses the calculator', async () => {
    await page.goto('/?utm_source=newsletter&utm_medium=email&utm_campaign=nov');
    const calculator = page.locator('section#calculator');
    await waitForFormHydration(calculator.getByRole('form'));
    await calculator.getByLabel('Monthly Cloud Spend (USD)').fill('10000');
    await calculator.getByLabel('Cloud Provider').selectOption({ label: 'AWS' });
    await calculator.getByLabel('Industry').selectOption({ label: 'Technology' });
    await calculator.getByLabel('FinOps Maturity').selectOption({ label: 'No FinOps practices' });
    await calculator.getByRole('button', { name: 'Calculate Savings' }).click();
    await expect(calculator.getByTestId('annual-savings')).toHaveText('$48,000');
  });

  await test.step('and sends the contact form', async () => {
    const form = page.locator('#contact').getByRole('form', { name: 'Consultation request' });
    await waitForFormHydration(form);
    await form.getByLabel('Full Name').fill('Ada Analytics');
    await form.getByLabel('Work Email').fill(email);
    await form.getByLabel('Company').fill(`Attribution Co ${RUN}`);
    await form.getByLabel('Monthly Cloud Spend').selectOption({ label: '$50K - $100K' });
    await form.getByLabel(/I agree to the privacy policy/).check();
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(form.getByText("Your consultation request has been submitted. We'll contact you shortly.")).toBeVisible();
  });

  await test.step('no cookie and no storage key was set on the visitor’s browser', async () => {
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => [document.cookie, window.localStorage.length, window.sessionStorage.length])).toEqual(['', 0, 0]);
  });

  const admin = page.request;
  await signInAsAdmin(admin);

  await test.step('the lead shows where it came from', async () => {
    const list = await admin.get(`/api/admin/contact-requests?search=${encodeURIComponent(email)}`);
    const [lead] = (await list.json()) as Array<{ id: string }>;
    const detail = (await (await admin.get(`/api/admin/leads/contact/${lead.id}`)).json()) as { attribution: Record<string, unknown> };
    expect(detail.attribution).toMatchObject({
      landingPage: '/',
      utmSource: 'newsletter',
      utmMedium: 'email',
      utmCampaign: 'nov',
      toolsBeforeLead: ['calculator_result'],
    });
    expect(detail.attribution.secondsToLead).toEqual(expect.any(Number));
  });

  const before = await summary(admin);
  await test.step('the dashboard counts the visit, the calculator event and the conversion', async () => {
    expect(before.sources.find((row) => row.source === 'newsletter')).toMatchObject({
      visits: expect.any(Number),
      leads: expect.any(Number),
    });
    expect(before.sources.find((row) => row.source === 'newsletter')!.leads).toBeGreaterThanOrEqual(1);
    expect(before.events.find((row) => row.name === 'calculator_result')!.count).toBeGreaterThanOrEqual(1);
    expect(before.conversions).toEqual(expect.arrayContaining([expect.objectContaining({ dimension: 'campaign', value: 'nov' })]));
    await page.goto('/admin/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    await expect(page.locator('.ant-card', { hasText: 'Sources' }).getByRole('cell', { name: 'newsletter', exact: true })).toBeVisible();
    await expect(
      page.locator('.ant-card', { hasText: 'Events' }).getByRole('cell', { name: 'calculator_result', exact: true }),
    ).toBeVisible();
    await expect(
      page.locator('.ant-card', { hasText: 'Conversion by campaign' }).getByRole('cell', { name: 'nov', exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Funnel: landed → used a tool → started a form → lead')).toBeVisible();
    await expect(page.getByText('Last 30 minutes')).toBeVisible();
  });

  await test.step('the dashboard fits a 320 px phone without sideways page scroll', async () => {
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  await test.step('the contact requests filter by the lead’s source on the server', async () => {
    const found = await admin.get(`/api/admin/contact-requests?source=newsletter&campaign=nov&search=${encodeURIComponent(email)}`);
    expect(((await found.json()) as unknown[]).length).toBe(1);
    const none = await admin.get(`/api/admin/contact-requests?source=google&search=${encodeURIComponent(email)}`);
    expect(await none.json()).toEqual([]);
  });
  await context.close();

  await test.step('a visit sending Sec-GPC: 1 is not counted', async () => {
    const gpc = await browser.newContext({ extraHTTPHeaders: { 'Sec-GPC': '1' }, userAgent: otherBrowser('Private') });
    const visitor = await gpc.newPage();
    await visitor.goto(`/?utm_source=gpc-${RUN}`);
    await visitor.goto(`/calculator?utm_source=gpc-${RUN}`);
    await gpc.close();
    // Then a counted visit: once it shows, the buffer has been written past the GPC visit's requests.
    const marker = await browser.newContext({ userAgent: otherBrowser('Marker') });
    await (await marker.newPage()).goto(`/?utm_source=marker-${RUN}`);
    await marker.close();
    const adminContext = await browser.newContext();
    await signInAsAdmin(adminContext.request);
    await expect
      .poll(async () => (await summary(adminContext.request)).sources.map((row) => row.source), { timeout: 10_000 })
      .toContain(`marker-${RUN}`);
    const after = await summary(adminContext.request);
    expect(after.sources.map((row) => row.source)).not.toContain(`gpc-${RUN}`);
    expect(after.visits).toBe(before.visits + 1);
    await adminContext.close();
  });
});
