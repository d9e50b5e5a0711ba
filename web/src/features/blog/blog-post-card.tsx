import { Link } from 'react-router-dom';
import { Skeleton, Tag } from 'antd';
import { CalendarOutlined, UserOutlined } from '@ant-design/icons';
import { formatLongDate, isoDay } from '../../domain/dates';
import type { BlogCardFieldsFragment } from '../../graphql/generated';

// SPEC §9: at most three tags on a card, then '+N more'.
const MAX_CARD_TAGS = 3;

interface BlogPostCardProps {
  post: BlogCardFieldsFragment;
  categoryName: string;
  /** The first card's cover is the page's largest paint on phones: fetched at once, first. */
  priority?: boolean;
}

/** A post in the list grid; the whole card is the link to the article (the title's link is stretched over it). */
export function BlogPostCard({ post, categoryName, priority = false }: BlogPostCardProps) {
  const shownTags = post.tagList.slice(0, MAX_CARD_TAGS);
  const hiddenTags = post.tagList.length - shownTags.length;
  return (
    <article className="blog-card">
      <div className="blog-card__cover">
        <img
          src={post.coverImage}
          alt={post.title}
          width={1200}
          height={630}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      <div className="blog-card__body">
        <div className="blog-card__meta">
          <Tag className="blog-category-tag">{categoryName}</Tag>
          <span className="blog-card__date">
            <CalendarOutlined aria-hidden /> <time dateTime={isoDay(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
          </span>
        </div>
        <h2 className="blog-card__title">
          <Link to={`/blog/${post.slug}`} className="blog-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="blog-card__excerpt">{post.excerpt}</p>
        <div className="blog-card__footer">
          <span className="blog-card__author">
            <UserOutlined aria-hidden /> {post.author}
          </span>
          {shownTags.length > 0 && (
            <ul className="blog-card__tags" aria-label="Tags">
              {shownTags.map((tag, index) => (
                <li key={tag}>
                  <Tag className="blog-tag">{tag}</Tag>
                  {/* With the last tag, so a narrow card never wraps the counter onto a line of its own. */}
                  {index === shownTags.length - 1 && hiddenTags > 0 && (
                    <>
                      {' '}
                      <span className="blog-card__more-tags">+{hiddenTags} more</span>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </article>
  );
}

/** The loading placeholder of a card: same frame, grey blocks. */
export function BlogPostCardSkeleton() {
  return (
    <div className="blog-card blog-card--skeleton" aria-hidden>
      <div className="blog-card__cover card-grid__cover-skeleton" />
      <div className="blog-card__body">
        <Skeleton active title={{ width: '40%' }} paragraph={{ rows: 4, width: ['90%', '100%', '100%', '60%'] }} />
      </div>
    </div>
  );
}
