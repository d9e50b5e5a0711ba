// The home page's blog teaser (SPEC §2 'Blog teaser', §4): the featured posts, with the spec's
// loading (three placeholders), error and empty (built-in fallback posts) states side by side.
import { Skeleton } from 'antd';
import { ReadOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { BlockOf } from '../../../../schema/validation/page-blocks';
import { formatLongDate, isoDay } from '../../domain/dates';
import { useFeaturedPostsQuery } from '../../graphql/generated';
import { FALLBACK_POSTS, type TeaserPost } from './fallback-posts';
import { BlockButton } from './block-parts';
import { SectionHeading } from './section-heading';

/** SPEC §4: three placeholders while loading. */
const TEASER_PLACEHOLDERS = 3;
/**
 * SPEC §2: the teaser shows the featured posts — all of them, not the first three (the seed
 * features four). The API's own ceiling on one request is 20.
 */
const FEATURED_LIMIT = 20;
const BLOG_TEASER_ERROR = 'Unable to load blog posts. Please try again later.';

const CATEGORY_LABELS: Record<string, string> = {
  strategy: 'Strategy',
  technical: 'Technical',
  'case-studies': 'Case Studies',
  tutorials: 'Tutorials',
};

const categoryLabel = (slug: string) => CATEGORY_LABELS[slug] ?? slug.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase());

function PostCard({ post, to }: { post: TeaserPost; to: string }) {
  return (
    <article className="post-card">
      <div className="post-card__cover">
        {post.coverImage ? (
          <img src={post.coverImage} alt="" loading="lazy" width={640} height={360} />
        ) : (
          <span className="post-card__cover-art" aria-hidden="true">
            <ReadOutlined />
          </span>
        )}
      </div>
      <div className="post-card__body">
        <p className="post-card__meta">
          <span className="post-card__category">{categoryLabel(post.category)}</span>
          <time dateTime={isoDay(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
        </p>
        <h3 className="post-card__title">
          <Link to={to}>{post.title}</Link>
        </h3>
        <p className="post-card__excerpt">{post.excerpt}</p>
        <p className="post-card__author">By {post.author}</p>
      </div>
    </article>
  );
}

function PostCardPlaceholder() {
  return (
    <div className="post-card post-card--loading" aria-hidden="true">
      <Skeleton.Node active className="post-card__cover-skeleton">
        <span />
      </Skeleton.Node>
      <div className="post-card__body">
        <Skeleton active title paragraph={{ rows: 3 }} />
      </div>
    </div>
  );
}

function FeaturedPosts() {
  const { data, loading, error } = useFeaturedPostsQuery({ variables: { limit: FEATURED_LIMIT } });

  if (loading && !data) {
    return (
      <div className="home-grid" role="status" aria-label="Loading blog posts">
        {Array.from({ length: TEASER_PLACEHOLDERS }, (_, index) => (
          <PostCardPlaceholder key={index} />
        ))}
      </div>
    );
  }

  if (error && !data) {
    return (
      <p className="blog-teaser__error" role="alert">
        {BLOG_TEASER_ERROR}
      </p>
    );
  }

  const featured = data?.featuredPosts ?? [];
  if (featured.length === 0) {
    return (
      <div className="home-grid">
        {FALLBACK_POSTS.map((post) => (
          <PostCard key={post.id} post={post} to="/blog" />
        ))}
      </div>
    );
  }

  return (
    // Laid out by count (home.css): however many posts are featured, no card is left alone on a row.
    <div className="home-grid home-grid--by-count" data-count={featured.length}>
      {featured.map((post) => (
        <PostCard key={post.id} post={post} to={`/blog/${post.slug}`} />
      ))}
    </div>
  );
}

export function BlogTeaser({ block, id }: { block: BlockOf<'blog-teaser'>; id: string }) {
  return (
    <section id={id} className="home-section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <SectionHeading id={`${id}-title`} eyebrow={block.eyebrow} title={block.heading} intro={block.intro} />
        <FeaturedPosts />
        {block.cta && (
          <div className="home-section__footer">
            <BlockButton cta={block.cta} size="large" />
          </div>
        )}
      </div>
    </section>
  );
}
