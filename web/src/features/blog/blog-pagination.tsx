import { Link, type To } from 'react-router-dom';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { GAP, pages } from '../../domain/pagination';

interface BlogPaginationProps {
  page: number;
  totalPages: number;
  /** Where a page lives (the list keeps its page in the URL: ?page=2). */
  linkTo: (page: number) => To;
  onNavigate?: () => void;
}

// SPEC §2: previous and next, first and last page, the current page and its neighbours, and a gap
// marker. Pages are links (crawlable, middle-clickable, back/forward-friendly).
export function BlogPagination({ page, totalPages, linkTo, onNavigate }: BlogPaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav className="blog-pagination" aria-label="Pagination">
      <ul>
        <li>
          {hasPrevious ? (
            <Link to={linkTo(page - 1)} className="blog-pagination__step" rel="prev" onClick={onNavigate}>
              <LeftOutlined aria-hidden /> <span className="blog-pagination__step-text">Previous</span>
            </Link>
          ) : (
            <span className="blog-pagination__step" aria-disabled="true">
              <LeftOutlined aria-hidden /> <span className="blog-pagination__step-text">Previous</span>
            </span>
          )}
        </li>
        {pages(page, totalPages).map((item, index) =>
          item === GAP ? (
            <li key={`gap-${index}`} className="blog-pagination__gap" aria-hidden>
              {GAP}
            </li>
          ) : (
            <li key={item}>
              <Link
                to={linkTo(item)}
                className={item === page ? 'blog-pagination__page blog-pagination__page--current' : 'blog-pagination__page'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${item}`}
                onClick={onNavigate}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {hasNext ? (
            <Link to={linkTo(page + 1)} className="blog-pagination__step" rel="next" onClick={onNavigate}>
              <span className="blog-pagination__step-text">Next</span> <RightOutlined aria-hidden />
            </Link>
          ) : (
            <span className="blog-pagination__step" aria-disabled="true">
              <span className="blog-pagination__step-text">Next</span> <RightOutlined aria-hidden />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
