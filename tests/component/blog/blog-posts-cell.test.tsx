// The blog list's cell in its four states (SPEC §2 texts), with Apollo's mocked provider: the
// query's loading, failure, empty and success answers, without a server or a browser.
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';

type MockedResponse = MockLink.MockedResponse;
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BlogListPostsDocument } from '../../../web/src/graphql/generated';
import { BlogPostsCell } from '../../../web/src/features/blog/blog-posts-cell';
import { ALL_CATEGORIES } from '../../../web/src/features/blog/blog-categories';

const variables: { category?: string; search?: string; page: number; pageSize: number } = {
  category: undefined,
  search: undefined,
  page: 1,
  pageSize: 6,
};

function post(n: number) {
  return {
    __typename: 'BlogPost' as const,
    id: `00000000-0000-4000-8000-00000000000${n}`,
    slug: `post-${n}`,
    title: `Post number ${n}`,
    excerpt: `Excerpt ${n}`,
    coverImage: '/images/covers/a.svg',
    author: 'FinOps Consulting',
    category: 'technical',
    tagList: ['aws'],
    publishedAt: '2025-06-03T10:00:00.000Z',
  };
}

function answer(items: ReturnType<typeof post>[], totalPages = 1, request = variables): MockedResponse {
  return {
    request: { query: BlogListPostsDocument, variables: request },
    result: {
      data: {
        posts: {
          __typename: 'PostPage',
          totalCount: items.length,
          pageInfo: { __typename: 'PageInfo', page: 1, totalPages, hasNextPage: false, hasPreviousPage: false },
          items,
        },
      },
    },
  };
}

function renderCell(mocks: MockedResponse[], search = '', { category = ALL_CATEGORIES, page = 1 } = {}) {
  return render(
    <MemoryRouter>
      <MockedProvider
        mocks={mocks.map((mock) =>
          search ? { ...mock, request: { ...mock.request, variables: { ...mock.request.variables, search } } } : mock,
        )}
      >
        <BlogPostsCell
          category={category}
          search={search}
          page={page}
          pageSize={6}
          categoryName={() => 'Technical'}
          pageLink={(page) => `/blog?page=${page}`}
          onPageChange={() => undefined}
          onPageOutOfRange={() => undefined}
        />
      </MockedProvider>
    </MemoryRouter>,
  );
}

describe('BlogPostsCell', () => {
  it('shows six placeholder cards while loading', () => {
    renderCell([answer([post(1)])]);
    expect(screen.getByLabelText('Loading articles').children).toHaveLength(6);
  });

  it('shows the failure message when the query fails', async () => {
    renderCell([{ request: { query: BlogListPostsDocument, variables }, error: new Error('boom') }]);
    expect(await screen.findByText('Unable to load blog posts')).toBeTruthy();
    expect(screen.getByText('Please try again later.')).toBeTruthy();
  });

  it('says the category is empty, or that a search found nothing', async () => {
    const { unmount } = renderCell([answer([])]);
    expect(await screen.findByText('No posts found')).toBeTruthy();
    expect(screen.getByText('No posts available in this category yet.')).toBeTruthy();
    unmount();
    renderCell([answer([])], 'kubernetes');
    expect(await screen.findByText('No results for "kubernetes". Try a different search term.')).toBeTruthy();
  });

  it('lists the posts with their count', async () => {
    renderCell([answer([post(1), post(2)])]);
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(screen.getByText('Post number 2')).toBeTruthy();
    expect(screen.getByText('2 articles')).toBeTruthy();
  });

  it('a search within a category says so and links the same search over every category', async () => {
    const request = { ...variables, category: 'technical', search: 'kubernetes' };
    const { unmount } = renderCell([answer([post(1), post(2)], 1, request)], 'kubernetes', { category: 'technical' });
    expect(await screen.findByText('Post number 1')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('2 results in Technical — search all articles');
    expect(screen.getByRole('link', { name: 'search all articles' }).getAttribute('href')).toBe('/blog?q=kubernetes');
    unmount();
    renderCell([answer([], 1, request)], 'kubernetes', { category: 'technical' });
    expect(await screen.findByText('No results for "kubernetes" in Technical.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search all articles' }).getAttribute('href')).toBe('/blog?q=kubernetes');
  });

  it('a page past the last, without a search, is not found (with a way to the last page)', async () => {
    const request = { ...variables, page: 9 };
    renderCell([answer([], 2, request)], '', { page: 9 });
    expect(await screen.findByText('Page not found')).toBeTruthy();
    expect(screen.getByText('This list has 2 pages.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the last page' }).getAttribute('href')).toBe('/blog?page=2');
  });
});
