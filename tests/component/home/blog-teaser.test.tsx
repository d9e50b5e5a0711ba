// The home page's blog teaser in its four states (SPEC §2 'Blog teaser', §4), with Apollo's mocked
// provider: three placeholders while loading, the error text, the built-in fallback posts when
// nothing is featured, and every featured post linking to its article. Moved from home.spec.ts,
// whose journey keeps the featured posts as the server renders them (decision 0043).
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BlogTeaser } from '../../../web/src/features/home/blog-teaser';
import { FeaturedPostsDocument } from '../../../web/src/graphql/generated';
import { HOME_PAGE } from '../../../graphql-server/src/modules/pages/home-page';
import type { BlockOf } from '../../../schema/validation/page-blocks';

const block = HOME_PAGE.blocks.find((b): b is BlockOf<'blog-teaser'> => b.type === 'blog-teaser')!;

type MockedResponse = MockLink.MockedResponse;

const variables = { limit: 20 };

function post(n: number) {
  return {
    __typename: 'BlogPost' as const,
    id: `00000000-0000-4000-8000-00000000000${n}`,
    slug: `featured-${n}`,
    title: `Featured post ${n}`,
    excerpt: `Excerpt ${n}`,
    coverImage: '/images/covers/a.svg',
    category: 'case-studies',
    author: 'FinOps Consulting',
    publishedAt: '2025-06-03T10:00:00.000Z',
  };
}

const answer = (posts: Array<ReturnType<typeof post>>): MockedResponse => ({
  request: { query: FeaturedPostsDocument, variables },
  result: { data: { featuredPosts: posts } },
});

function renderTeaser(mocks: MockedResponse[]) {
  render(
    <MemoryRouter>
      <MockedProvider mocks={mocks}>
        <BlogTeaser block={block} id="blog" />
      </MockedProvider>
    </MemoryRouter>,
  );
  return document.getElementById('blog')!;
}

const cardTitles = (section: HTMLElement) =>
  [...section.querySelectorAll('article.post-card h3')].map((heading) => [
    heading.textContent,
    heading.querySelector('a')?.getAttribute('href'),
  ]);

describe('BlogTeaser', () => {
  it('shows three placeholders while loading', () => {
    const section = renderTeaser([answer([post(1)])]);
    const loading = within(section).getByRole('status', { name: 'Loading blog posts' });
    expect(loading.querySelectorAll('.post-card--loading')).toHaveLength(3);
    expect(section.querySelectorAll('article.post-card')).toHaveLength(0);
  });

  it('shows the error text when the posts cannot be loaded', async () => {
    const section = renderTeaser([{ request: { query: FeaturedPostsDocument, variables }, error: new Error('boom') }]);
    expect((await within(section).findByRole('alert')).textContent).toBe('Unable to load blog posts. Please try again later.');
    expect(section.querySelectorAll('article.post-card')).toHaveLength(0);
  });

  it('shows the three fallback posts, linking to the blog, when none is featured', async () => {
    const section = renderTeaser([answer([])]);
    await screen.findByText('Seven Cloud Cost Traps That Quietly Inflate Your Bill');
    expect(cardTitles(section)).toEqual([
      ['Seven Cloud Cost Traps That Quietly Inflate Your Bill', '/blog'],
      ['Aligning FinOps with Business Goals', '/blog'],
      ['Making FinOps Work Across Multiple Clouds', '/blog'],
    ]);
  });

  it('shows every featured post (not only three), each linking to its article', async () => {
    const section = renderTeaser([answer([post(1), post(2), post(3), post(4)])]);
    await screen.findByText('Featured post 1');
    expect(cardTitles(section)).toEqual([1, 2, 3, 4].map((n) => [`Featured post ${n}`, `/blog/featured-${n}`]));
    expect(within(section).getAllByText('Case Studies')).toHaveLength(4);
    expect(
      within(section)
        .getByRole('link', { name: /View All Articles/ })
        .getAttribute('href'),
    ).toBe('/blog');
  });
});
