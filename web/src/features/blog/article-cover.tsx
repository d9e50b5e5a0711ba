// The article's cover: a media library image comes as a <picture> with AVIF and WebP srcsets (its
// responsive variants), so a phone downloads a 640-pixel file rather than the original.
import type { BlogArticleQuery } from '../../graphql/generated';

type Post = NonNullable<BlogArticleQuery['post']>;

/** The cover spans the article column (at most 816 px less padding), the full width below it. */
const COVER_SIZES = '(max-width: 816px) 100vw, 768px';

export function ArticleCover({ post }: { post: Pick<Post, 'coverImage' | 'coverSources' | 'title'> }) {
  const img = <img className="article__cover" src={post.coverImage} alt={post.title} width={1200} height={630} fetchPriority="high" />;
  const sources = post.coverSources;
  if (!sources) return img;
  return (
    <picture>
      {sources.avif && <source type="image/avif" srcSet={sources.avif} sizes={COVER_SIZES} />}
      {sources.webp && <source type="image/webp" srcSet={sources.webp} sizes={COVER_SIZES} />}
      {img}
    </picture>
  );
}
