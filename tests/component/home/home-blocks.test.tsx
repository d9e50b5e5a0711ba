// The home page drawn from its page's blocks (issue 31): the seeded home shows the spec's sections
// in the spec's order with their anchors and copy, glossary markup becomes glossary terms, any
// text a block holds stays text (no stored XSS through the home's fields), and a block the home
// sections do not draw is left to the pages' generic rendering in its own chunk.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { HOME_PAGE } from '../../../graphql-server/src/modules/pages/home-page';
import type { Block } from '../../../schema/validation/page-blocks';
import { HomeBlocks } from '../../../web/src/features/home/home-blocks';

const SCRIPT = '<img src=x onerror="window.__xss=1"><script>';

/** The blocks as the home draws them; the blog teaser's posts are another test's (blog-teaser.test.tsx). */
function renderHome(blocks: readonly Block[]) {
  return render(
    <MockedProvider mocks={[]} showWarnings={false}>
      <MemoryRouter>
        <HomeBlocks blocks={blocks} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('HomeBlocks', () => {
  it("draws the seeded home: the spec's sections in order, with their anchors and copy", async () => {
    const { container } = renderHome(HOME_PAGE.blocks);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Take control of your cloud spend with FinOps');
    await screen.findByRole('heading', { level: 2, name: 'Our Services' });
    expect([...container.querySelectorAll(':scope > section[id]')].map((section) => section.id)).toEqual([
      'services',
      'playbook',
      'calculator',
      'possibilities',
      'blog',
      'maturity',
      'framework',
      'contact',
    ]);
    expect(container.querySelector('#case-studies h3')?.textContent).toBe('From recent engagements');
    const claims = within(screen.getByRole('list', { name: 'Results at a glance' })).getAllByRole('listitem');
    expect(claims.map((claim) => claim.textContent)).toEqual(['40% average cost reduction', '200+ clients served', '2-3 month ROI']);
    expect(screen.getByRole('link', { name: /Book a Free Consultation/ }).getAttribute('href')).toBe('#contact');
    expect(screen.getByRole('link', { name: /Get a Free FinOps Roadmap/ }).getAttribute('href')).toBe('/maturity-assessment');
    expect(container.querySelector('.contact-direct a')?.getAttribute('href')).toBe('mailto:hello@example.com');
  });

  it('turns [[key|text]] into the glossary term and leaves other text as it is', async () => {
    const { container } = renderHome(HOME_PAGE.blocks);
    await screen.findByRole('heading', { level: 2, name: 'Our Services' });
    const bullet = [...container.querySelectorAll('#services .home-benefits li')].find((li) => li.textContent?.startsWith('Quick wins'));
    expect(bullet?.textContent).toMatch(/^Quick wins such as right-sizing.* and removing cloud waste/);
    expect([...bullet!.querySelectorAll('.glossary-term')].map((term) => term.firstChild?.textContent)).toEqual([
      'right-sizing',
      'cloud waste',
    ]);
    expect(container.textContent).not.toContain('[[');
  });

  it('keeps every text field of the home sections as text', async () => {
    const cta = { label: SCRIPT, target: '#contact' };
    const { container } = renderHome([
      { type: 'hero', eyebrow: SCRIPT, headline: SCRIPT, text: SCRIPT, ctas: [cta], claims: [{ value: 'x', label: SCRIPT }] },
      {
        type: 'feature-cards',
        anchor: 'services',
        layout: 'checklist',
        eyebrow: SCRIPT,
        heading: SCRIPT,
        intro: SCRIPT,
        items: [{ title: SCRIPT, text: `[[showback|${SCRIPT}]]`, outcome: SCRIPT, bulletsTitle: SCRIPT, bullets: [SCRIPT], link: cta }],
      },
      {
        type: 'feature-cards',
        anchor: 'possibilities',
        layout: 'facts',
        heading: SCRIPT,
        items: [{ title: SCRIPT, text: SCRIPT, outcome: SCRIPT, focusArea: SCRIPT, link: cta }],
        stories: { heading: SCRIPT, link: cta, items: [{ title: SCRIPT, text: SCRIPT }] },
      },
      {
        type: 'lead-form',
        anchor: 'contact',
        form: 'contact',
        heading: SCRIPT,
        formHeading: SCRIPT,
        formIntro: SCRIPT,
        points: [{ title: SCRIPT, text: SCRIPT }],
        email: { label: SCRIPT, address: 'hello@example.com' },
      },
      { type: 'maturity-teaser', anchor: 'maturity', heading: SCRIPT, bullets: [SCRIPT], cta },
    ]);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(SCRIPT);
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(container.textContent).toContain(SCRIPT);
  });

  it('leaves a block the home sections do not draw to the pages’ rendering', async () => {
    renderHome([
      HOME_PAGE.blocks[0],
      { type: 'faq', anchor: 'questions', heading: 'Questions', items: [{ question: 'Why?', answer: 'Because.' }] },
    ]);
    expect(await screen.findByText('Why?')).toBeTruthy();
    expect(screen.getByText('Why?').closest('section')?.id).toBe('questions');
  });
});
