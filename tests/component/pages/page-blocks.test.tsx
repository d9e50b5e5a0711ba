// The public rendering of a page's blocks (issue 31): text stays text whatever it holds, the
// first block's heading is the page's h1 and later ones h2, each block is a section with its
// anchor, links keep their kind (router paths, anchors, external https with noopener), and the
// rich-text HTML the server cleaned is the only HTML inserted.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Block } from '../../../schema/validation/page-blocks';
import { PageBlocks } from '../../../web/src/features/pages/page-blocks';

const SCRIPT = '<img src=x onerror="window.__xss=1"><script>';

function renderBlocks(blocks: Block[]) {
  return render(
    <MockedProvider mocks={[]}>
      <MemoryRouter>
        <PageBlocks blocks={blocks} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('PageBlocks', () => {
  it('renders text as text, the first heading as h1, and each block as a section with its anchor', () => {
    const { container } = renderBlocks([
      { type: 'hero', eyebrow: SCRIPT, headline: `Campaign ${SCRIPT}`, text: SCRIPT },
      { type: 'faq', anchor: 'questions', heading: 'FAQ', items: [{ question: 'Why?', answer: SCRIPT }] },
    ]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Campaign ${SCRIPT}`);
    expect(screen.getByRole('heading', { level: 2, name: 'FAQ' })).toBeTruthy();
    expect(container.querySelector('script, img[onerror]')).toBeNull();
    expect(container.querySelector('section#questions')).not.toBeNull();
    expect(screen.getByText('Why?').closest('details')).not.toBeNull();
  });

  it('keeps each kind of link: router paths, anchors, external https with noopener', () => {
    renderBlocks([
      {
        type: 'cta-band',
        headline: 'Ready?',
        ctas: [
          { label: 'About', target: '/about' },
          { label: 'Contact', target: '#contact', style: 'secondary' },
          { label: 'Docs', target: 'https://docs.example.com/x' },
        ],
      },
    ]);
    expect(screen.getByRole('link', { name: 'About' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: 'Contact' }).getAttribute('href')).toBe('#contact');
    expect(screen.getByRole('link', { name: 'Contact' }).classList.contains('ant-btn-default')).toBe(true);
    expect(screen.getByRole('link', { name: 'Docs' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('inserts the cleaned rich-text HTML and renders cards with their bullets and link', () => {
    renderBlocks([
      { type: 'rich-text', html: '<p>Intro <strong>bold</strong></p>' },
      {
        type: 'feature-cards',
        heading: 'Our Services',
        items: [
          {
            title: 'Cloud Cost Assessment',
            bullets: ['Quick wins'],
            outcome: 'Up to 40%',
            link: { label: 'Learn More', target: '#contact' },
          },
        ],
      },
    ]);
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    const card = screen.getByRole('heading', { level: 3, name: 'Cloud Cost Assessment' }).closest('article')!;
    expect(within(card).getByText('Quick wins')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Learn More/ })
        .getAttribute('href'),
    ).toBe('#contact');
  });
});
