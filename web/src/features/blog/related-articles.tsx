import { Link } from 'react-router-dom';
import { ArrowRightOutlined } from '@ant-design/icons';
import { formatLongDate, isoDay } from '../../domain/dates';
import type { BlogRelatedPostsQuery } from '../../graphql/generated';
import { PlainTitle } from '../../app/plain/plain-typography';
import '../../app/card-grid.css';

// SPEC §9: at most three related articles.
const MAX_RELATED = 3;

type RelatedPost = BlogRelatedPostsQuery['relatedPosts'][number];

export interface RelatedArticlesProps {
  current: { id: string; slug: string; title: string; excerpt: string; coverImage: string; publishedAt: string };
  related: RelatedPost[];
}

/**
 * SPEC §2: "If more than one related article is supplied, a Related Articles section shows up to
 * 3 other articles (excluding the current one)." Read literally, the supplied list is the posts of
 * the article's category, the current one included (SPEC §7: related posts are the category's
 * posts) — hence "excluding the current one". Our API's relatedPosts already leaves the current
 * post out, so the supplied list is rebuilt as [current, ...others]: the section shows when that
 * list has more than one article, i.e. when there is at least one other article.
 */
export function RelatedArticles({ current, related }: RelatedArticlesProps) {
  const others = related.filter((post) => post.slug !== current.slug);
  const supplied = [current, ...others];
  if (supplied.length <= 1) return null;
  const shown = others.slice(0, MAX_RELATED);
  return (
    <section className="related" aria-labelledby="related-title">
      <div className="container">
        <PlainTitle level={2} id="related-title">
          Related Articles
        </PlainTitle>
        <ul className="card-grid related__grid">
          {shown.map((post) => (
            <li key={post.id} className="related-card">
              <img src={post.coverImage} alt={post.title} width={1200} height={630} loading="lazy" decoding="async" />
              <div className="related-card__body">
                <time dateTime={isoDay(post.publishedAt)} className="related-card__date">
                  {formatLongDate(post.publishedAt)}
                </time>
                <h3 className="related-card__title">{post.title}</h3>
                <p className="related-card__excerpt">{post.excerpt}</p>
                <Link to={`/blog/${post.slug}`} className="related-card__link">
                  Read more<span className="visually-hidden">: {post.title}</span> <ArrowRightOutlined aria-hidden />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
