// The posts of the blog list with their four states side by side (docs/contributing.md "Cells"),
// texts from SPEC §2: Loading (6 skeleton cards), Failure, Empty, Success (the grid and its
// pagination).
import { useEffect } from 'react';
import type { To } from 'react-router-dom';
import { FileSearchOutlined, WarningOutlined } from '@ant-design/icons';
import { StateMessage } from '../../app/content-page';
import { useHttpStatus } from '../../app/use-page-meta';
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
  /** Called when the page asked for is past the last page of the results. */
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

  useEffect(() => {
    if (outOfRange) onPageOutOfRange(totalPages);
  }, [outOfRange, totalPages, onPageOutOfRange]);

  if (error) return <Failure />;
  if (!result || outOfRange) return <Loading count={pageSize} />;
  if (result.items.length === 0) return <Empty search={search} />;
  return (
    <Success
      posts={result.items}
      totalCount={result.totalCount}
      page={page}
      totalPages={totalPages}
      categoryName={categoryName}
      pageLink={pageLink}
      onPageChange={onPageChange}
    />
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

function Empty({ search }: { search: string }) {
  return (
    <StateMessage
      icon={<FileSearchOutlined />}
      title="No posts found"
      text={search ? `No results for "${search}". Try a different search term.` : 'No posts available in this category yet.'}
    />
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
}

function Success({ posts, totalCount, page, totalPages, categoryName, pageLink, onPageChange }: SuccessProps) {
  return (
    <>
      <p className="content-body__count" role="status">
        {totalCount === 1 ? '1 article' : `${totalCount} articles`}
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
