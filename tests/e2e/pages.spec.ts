// Pages built from blocks (issue 31): the starter legal pages answer 200, server-rendered, and the
// footer links to them; an editor publishes a landing page of hero + lead-form blocks through the
// admin API, a visitor sees it at /{slug} and the lead sent from it is stored; an unknown address
// still answers the spec's 404.
import { expect, test } from '@playwright/test';
import { renderedHtml, signInAsAdmin } from './support';
import { waitForFormHydration } from './tools-support';

test('the Terms of Service and Cookie Policy answer 200, server-rendered, and the footer links to them', async ({ page, request }) => {
  for (const [path, heading] of [
    ['/terms', 'Terms of Service'],
    ['/cookies', 'Cookie Policy'],
  ] as const) {
    await test.step(path, async () => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await renderedHtml(request, path)).toContain(heading);
    });
  }
  await page.goto('/');
  const footer = page.locator('footer');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');
  await footer.getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL('/cookies');
  await expect(page.getByRole('heading', { name: 'Visitors' })).toBeVisible();
});

test('a landing page of hero and lead-form blocks goes live, and a lead sent from it is stored', async ({ page }) => {
  const run = Date.now().toString(36);
  const slug = `webinar-finops-2027-${run}`;
  const email = `webinar-${run}@example.com`;
  await test.step('an editor publishes the page', async () => {
    await signInAsAdmin(page.request);
    const created = await page.request.post('/api/admin/pages', {
      data: {
        slug,
        title: `Landing page ${run}`,
        status: 'PUBLISHED',
        seo: { description: 'Join our FinOps webinar.' },
        blocks: [
          { type: 'hero', eyebrow: 'Live webinar', headline: 'FinOps in 2027: what changes', text: 'One hour, three practitioners.' },
          { type: 'lead-form', form: 'contact', heading: 'Save your seat', intro: 'We send the link the day before.' },
        ],
      },
    });
    expect(created.status()).toBe(201);
    await page.request.post('/api/auth/logout');
  });

  await test.step('a visitor sees it, server-rendered, and registers', async () => {
    const response = await page.goto(`/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'FinOps in 2027: what changes' })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Landing page ${run}`));
    const form = page.getByRole('form', { name: 'Consultation request' });
    await waitForFormHydration(form);
    await form.getByLabel('Full Name').fill(`Webinar Lead ${run}`);
    await form.getByLabel('Work Email').fill(email);
    await form.getByLabel('Company').fill('Webinar Co');
    await form.getByLabel('Monthly Cloud Spend').selectOption({ label: '$50K - $100K' });
    await form.getByLabel(/I agree to the privacy policy/).check();
    await form.getByRole('button', { name: 'Request Free Consultation' }).click();
    await expect(page.locator('.ant-notification-notice')).toContainText('Your consultation request has been submitted.');
  });

  await test.step('the lead is stored', async () => {
    await signInAsAdmin(page.request);
    const leads = await page.request.get(`/api/admin/contact-requests?search=${encodeURIComponent(email)}`);
    expect(((await leads.json()) as Array<{ email: string }>).map((lead) => lead.email)).toEqual([email]);
  });
});

test('an address no page has still answers the spec’s 404', async ({ page }) => {
  const response = await page.goto('/no-page-has-this-address');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
