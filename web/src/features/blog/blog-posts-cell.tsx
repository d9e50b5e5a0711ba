// The posts of the blog list with their four states side by side (docs/contributing.md "Cells"),
// texts from SPEC §2: Loading (6 skeleton cards), Failure, Empty, Success (the grid and its
// pagination).
import { useEffect } from 'react';
import { Link, type To } from 'react-router-dom';
import { FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { StateMessage } from '../../app/content-page';
import { useHttpStatus, usePageCount } from '../../app/use-page-meta';
import { useBlogListPostsQuery, type BlogCardFieldsFragment } from '../../graphql/generated';
import { ALL_CATEGORIES } from './blog-categories';
import { BlogPagination } from './blog-pagination';
import { BlogPostCard, BlogPostCardSkeleton } from './blog-post-card';
import '../../app/card-grid.css';

interface BlogPostsCellProps {
  category: string;
  search: string;
  page: number;
  pageSize: number;
  categoryName: (slug: string) => string;
  pageLink: (page: number) => To;
  onPageChange: () => void;
  /** Called when the page asked for is past the last page of a search's results. */
  onPageOutOfRange: (lastPage: number) => void;
}

export function BlogPostsCell({
  category,
  search,
  page,
  pageSize,
  categoryName,
  pageLink,
  onPageChange,
  onPageOutOfRange,
}: BlogPostsCellProps) {
  const { data, error } = useBlogListPostsQuery({
    variables: {
      category: category === ALL_CATEGORIES ? undefined : category,
      search: search || undefined,
      page,
      pageSize,
    },
  });
  const result = data?.posts;
  const totalPages = result?.pageInfo.totalPages ?? 1;
  const outOfRange = !!result && page > totalPages;
  // SPEC §2: a search brings a page past its results back to the last page. Without a search, a
  // page past the last is an address that does not exist (404, for crawlers too).
  const clampToLast = outOfRange && search !== '';
  // Page 2 and up of the list itself are their own canonical addresses, linked by prev/next.
  usePageCount(search ? 0 : totalPages);

  useEffect(() => {
    if (clampToLast) onPageOutOfRange(totalPages);
  }, [clampToLast, totalPages, onPageOutOfRange]);

  if (error) return <Failure />;
  if (outOfRange && !clampToLast) return <PastTheLastPage lastPage={totalPages} pageLink={pageLink} />;
  if (!result || outOfRange) return <Loading count={pageSize} />;
  const inCategory = search && category !== ALL_CATEGORIES ? categoryName(category) : null;
  if (result.items.length === 0) return <Empty search={search} inCategory={inCategory} />;
  return (
    <Success
      posts={result.items}
      totalCount={result.totalCount}
      page={page}
      totalPages={totalPages}
      categoryName={categoryName}
      pageLink={pageLink}
      onPageChange={onPageChange}
      searchInCategory={inCategory ? { name: inCategory, search } : null}
    />
  );
}

/** Where the same search runs over every category: the blog without the category, page 1. */
function searchAllLink(search: string): To {
  return { pathname: '/blog', search: `?${new URLSearchParams({ q: search }).toString()}` };
}

function PastTheLastPage({ lastPage, pageLink }: { lastPage: number; pageLink: (page: number) => To }) {
  useHttpStatus(404);
  return (
    <StateMessage
      icon={<FileSearchOutlined />}
      title="Page not found"
      text={`This list has ${lastPage === 1 ? '1 page' : `${lastPage} pages`}.`}
    >
      <Link to={pageLink(lastPage)}>Go to the last page</Link>
    </StateMessage>
  );
}

function Loading({ count }: { count: number }) {
  return (
    <div className="card-grid" role="status" aria-busy="true" aria-label="Loading articles">
      {Array.from({ length: count }, (_, index) => (
        <BlogPostCardSkeleton key={index} />
      ))}
    </div>
  );
}

function Failure() {
  // A list that could not be loaded is no empty list: a server render answers 503 (issue 11),
  // so neither a visitor's cache, a CDN nor a crawler keeps it.
  useHttpStatus(503);
  return <StateMessage tone="error" icon={<WarningOutlined />} title="Unable to load blog posts" text="Please try again later." />;
}

function Empty({ search, inCategory }: { search: string; inCategory: string | null }) {
  return (
    <StateMessage
      icon={<FileSearchOutlined />}
      title="No posts found"
      text={
        inCategory
          ? `No results for "${search}" in ${inCategory}.`
          : search
            ? `No results for "${search}". Try a different search term.`
            : 'No posts available in this category yet.'
      }
    >
      {inCategory && <Link to={searchAllLink(search)}>Search all articles</Link>}
    </StateMessage>
  );
}

interface SuccessProps {
  posts: BlogCardFieldsFragment[];
  totalCount: number;
  page: number;
  totalPages: number;
  categoryName: (slug: string) => string;
  pageLink: (page: number) => To;
  onPageChange: () => void;
  /** A search within one category: the count says so and offers the same search everywhere. */
  searchInCategory: { name: string; search: string } | null;
}

function Success({ posts, totalCount, page, totalPages, categoryName, pageLink, onPageChange, searchInCategory }: SuccessProps) {
  return (
    <>
      <p className="content-body__count" role="status">
        {searchInCategory ? (
          <>
            {totalCount === 1 ? '1 result' : `${totalCount} results`} in {searchInCategory.name} —{' '}
            <Link to={searchAllLink(searchInCategory.search)}>search all articles</Link>
          </>
        ) : totalCount === 1 ? (
          '1 article'
        ) : (
          `${totalCount} articles`
        )}
        {totalPages > 1 && ` · page ${page} of ${totalPages}`}
      </p>
      <div className="card-grid">
        {posts.map((post, index) => (
          <BlogPostCard key={post.id} post={post} categoryName={categoryName(post.category)} priority={index === 0} />
        ))}
      </div>
      <BlogPagination page={page} totalPages={totalPages} linkTo={pageLink} onNavigate={onPageChange} />
    </>
  );
}
