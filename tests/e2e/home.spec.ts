// The home page (SPEC §1, §2 'Home sections', §4 'Blog teaser'): sections and anchors in order,
// the calls to action, every marketing claim and the blog teaser's featured posts from the server.
// The teaser's loading, error and empty states are its component test's
// (tests/component/home/blog-teaser.test.tsx).
import { bestPractices, seriousOnes } from './support';
import { waitForFormHydration, waitForHydration } from './tools-support';
import { expect, test, type Page } from '@playwright/test';

const SECTION_ORDER = ['services', 'playbook', 'calculator', 'possibilities', 'case-studies', 'blog', 'maturity', 'framework', 'contact'];

// SPEC §1 'Marketing claims shown as decoration', as the page words them.
const CLAIMS = [
  '40% average cost reduction',
  '200+ clients served',
  '2-3 month ROI',
  '38% average cost reduction',
  'ROI in 3 months',
  '200+ pages',
  '4.9/5 from 324 reviews',
  '30-45% cost reduction',
  '3-month timeframe',
  'up to 40% cost reduction',
  '25-40% typical spend reduction',
  '100% cost visibility',
];

/** The text of the main element as a reader sees it, whitespace collapsed. */
async function mainText(page: Page): Promise<string> {
  const text = await page.locator('main').evaluate((main) => main.textContent ?? '');
  return text.replace(/\s+/g, ' ');
}

/** Back to the home page by its header link: a client-side navigation, no page load. */
async function backHome(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#contact')).toHaveCount(1);
}

// One page load for everything the static page shows; the links that leave it come back by the
// header's Home link (client-side). Each step is one former test.
test('the home page: sections, claims, calls to action, teasers and links', async ({ page, request }) => {
  test.setTimeout(150_000); // a journey of former tests: their budgets added up
  await page.goto('/');
  await waitForHydration(page);

  await test.step('sections come in the spec order, each with its anchor', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Take control of your cloud spend with FinOps');
    const ids = await page.locator('main [id]').evaluateAll((elements) => elements.map((element) => element.id));
    const order = ids.filter((id) => SECTION_ORDER.includes(id));
    expect(order).toEqual(SECTION_ORDER);
    for (const id of SECTION_ORDER) await expect(page.locator(`#${id}`)).toHaveCount(1);
  });

  await test.step('the page has its title and meta description', async () => {
    await expect(page).toHaveTitle('FinOps Consulting — Cloud Cost Management');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /FinOps/);
  });

  await test.step("no serious violation of axe's best practices (WCAG A and AA: accessibility.spec.ts)", async () => {
    expect(seriousOnes((await bestPractices(page).analyze()).violations)).toEqual([]);
  });

  await test.step('every marketing claim of SPEC §1 is on the page', async () => {
    const text = (await mainText(page)).toLowerCase();
    for (const claim of CLAIMS) expect(text, claim).toContain(claim.toLowerCase());
  });

  await test.step('contact section holds the consultation form', async () => {
    const form = page.locator('#contact').getByRole('form', { name: 'Consultation request' });
    await expect(form.getByLabel('Monthly Cloud Spend')).toBeVisible();
    await waitForFormHydration(form);
  });

  await test.step('possibilities: three cards with outcome and focus area, each with a button to #contact', async () => {
    const section = page.locator('#possibilities');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Possibilities with FinOps');
    const cards = section.locator('article.possibility-card');
    await expect(cards).toHaveCount(3);
    for (const [index, title] of ['Cost Optimization', 'Financial Transparency', 'Cross-Team Collaboration'].entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByText('Outcome', { exact: true })).toBeVisible();
      await expect(card.getByText('Focus area', { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', '#contact');
    }
  });

  await test.step('hero calls to action › Book a Free Consultation scrolls to #contact', async () => {
    const cta = page.locator('.home-hero').getByRole('link', { name: 'Book a Free Consultation' });
    await expect(cta).toHaveAttribute('href', '#contact');
    await cta.click();
    await expect(page).toHaveURL(/#contact$/);
    await expect(page.locator('#contact')).toBeInViewport();
  });

  await test.step('hero calls to action › Calculate Your Savings scrolls to #calculator', async () => {
    const cta = page.locator('.home-hero').getByRole('link', { name: 'Calculate Your Savings' });
    await expect(cta).toHaveAttribute('href', '#calculator');
    await cta.click();
    await expect(page).toHaveURL(/#calculator$/);
    await expect(page.locator('#calculator')).toBeInViewport();
  });

  await test.step('services: three offers, three benefits each, Learn More to #contact', async () => {
    const services = page.locator('#services');
    for (const title of ['Cloud Cost Assessment', 'FinOps Implementation', 'FinOps Workshops']) {
      const card = services.locator('article', { has: page.getByRole('heading', { name: title }) });
      await expect(card).toHaveCount(1);
      await expect(card.locator('.home-benefits > li')).toHaveCount(3);
      await expect(card.getByRole('link', { name: /^Learn More/ })).toHaveAttribute('href', '#contact');
    }
    await services.scrollIntoViewIfNeeded();
    await expect(page.locator('#contact')).not.toBeInViewport();
    await services
      .getByRole('link', { name: /^Learn More/ })
      .first()
      .click();
    await expect(page.locator('#contact')).toBeInViewport();
  });

  await test.step('the footer Case Studies link lands on #case-studies', async () => {
    await page.locator('footer').getByRole('link', { name: 'Case Studies' }).click();
    await expect(page).toHaveURL('/#case-studies');
    await expect(page.locator('#case-studies')).toBeInViewport();
  });

  await test.step('hero calls to action › Get a Free FinOps Roadmap opens the maturity assessment', async () => {
    await backHome(page);
    await page.locator('.home-hero').getByRole('link', { name: 'Get a Free FinOps Roadmap' }).click();
    await expect(page).toHaveURL('/maturity-assessment');
  });

  await test.step('playbook section: headline, benefit cards, lead form and link to /playbook', async () => {
    await backHome(page);
    const section = page.locator('#playbook');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('The Ultimate FinOps Playbook');
    for (const benefit of ['Proven Frameworks', 'Cost Optimization Techniques', 'Real-World Case Studies']) {
      await expect(section.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(section.getByRole('heading', { name: 'Get Your Free Chapter' })).toBeVisible();
    await expect(section.getByLabel('Full Name')).toBeVisible();
    await section.getByRole('link', { name: 'View Full Playbook' }).click();
    await expect(page).toHaveURL('/playbook');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Ultimate FinOps Playbook');
  });

  await test.step('maturity teaser: the fixed sample result and links to the assessment', async () => {
    await backHome(page);
    const section = page.locator('#maturity');
    await expect(section.getByRole('heading', { name: 'Walk level' })).toBeVisible();
    await expect(section.locator('.score-ring__value')).toContainText('62%');
    const scores = section.getByRole('list', { name: 'Scores by category' });
    await expect(scores.getByRole('listitem')).toHaveText([/Visibility\s*7\/10/, /Optimization\s*6\/10/, /Governance\s*5\/10/]);
    await expect(section.locator('.sample-result__recommendations > li')).toHaveCount(3);
    await section.getByRole('link', { name: /Take the Free Assessment/ }).click();
    await expect(page).toHaveURL('/maturity-assessment');
  });

  await test.step('framework teaser: lifecycle, guiding principles, six principles and a link to /framework', async () => {
    await backHome(page);
    const section = page.locator('#framework');
    await expect(section.getByRole('list', { name: 'Lifecycle phases, in order' }).getByRole('listitem')).toHaveText([
      /Understand \/ Inform \/ Plan/,
      /Execute Change/,
      /Operate and Monitor/,
      /Optimize/,
    ]);
    await expect(section.getByRole('list', { name: 'Guiding principles' }).getByRole('listitem')).toHaveText([
      'Train',
      'Automate',
      'Champion',
      'Collaborate',
    ]);
    await expect(section.getByRole('list', { name: 'Core principles' }).getByRole('listitem')).toHaveText([
      'Collaboration',
      'Ownership',
      'User-Centered Reports',
      'Centralized Team',
      'Business Value',
      'Continuous Optimization',
    ]);
    await section.getByRole('link', { name: /Explore the Interactive Framework/ }).click();
    await expect(page).toHaveURL('/framework');
  });

  await test.step('blog teaser › shows every featured post linking to its article, and a link to the blog', async () => {
    const response = await request.post('/graphql', { data: { query: '{ featuredPosts(limit: 20) { slug title } }' } });
    const featured = (await response.json()).data.featuredPosts as Array<{ slug: string; title: string }>;
    // The seed features four posts: all four show, not the first three.
    expect(featured.length).toBeGreaterThan(3);

    await backHome(page);
    const section = page.locator('#blog');
    const cards = section.locator('article.post-card');
    await expect(cards).toHaveCount(featured.length);
    for (const [index, post] of featured.entries()) {
      await expect(cards.nth(index).getByRole('link', { name: post.title })).toHaveAttribute('href', `/blog/${post.slug}`);
    }
    await section.getByRole('link', { name: featured[0].title }).click();
    await expect(page).toHaveURL(`/blog/${featured[0].slug}`);
  });

  await test.step('blog teaser › links to the blog list', async () => {
    await backHome(page);
    await page.locator('#blog').getByRole('link', { name: 'View All Articles' }).click();
    await expect(page).toHaveURL('/blog');
  });
});

// The page's WCAG A and AA audit, with and without the forms' errors showing, is
// accessibility.spec.ts's (every impact, at 375 and 1280 px).
