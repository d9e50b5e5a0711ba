// The blog article (SPEC §2 'Blog article', /blog/:slug): the post and the other posts of its
// category are asked for together, so a server render resolves both in one pass. A slug that
// matches no published post (absent or scheduled) answers 404. Staff see any status at the same
// address, and `?preview=<token>` opens a shareable preview link: both with the Preview banner,
// noindex and never cached (decision 0031).
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined, CalendarOutlined, FileSearchOutlined, UserOutlined } from '@ant-design/icons';
import { ButtonLink } from '../../app/button-link';
import { StateMessage } from '../../app/content-page';
import { useHttpStatus, usePageMeta } from '../../app/use-page-meta';
import { formatLongDate, isoDay } from '../../domain/dates';
import { useBlogArticleQuery, useBlogRelatedPostsQuery, useSharedPostQuery, type BlogArticleFieldsFragment } from '../../graphql/generated';
import { useCategoryName } from './blog-categories';
import { ArticleFooter as ArticleFooterContent } from './article-footer';
import { RelatedArticles as RelatedArticlesContent, type RelatedArticlesProps } from './related-articles';
import './blog.css';
import { ArticleCover } from './article-cover';
import { ArticleContent } from './article-content';
import { PreviewBanner, usePreviewHead } from './preview-banner';
import { PlainTitle } from '../../app/plain/plain-typography';
import { deferredSection } from '../../app/lazy-page';

// Below the article's text: hydrated when the reader comes near them (app/deferred-hydration.ts);
// in the page's chunk, so no stylesheet is added for them.
const ArticleFooter = deferredSection(ArticleFooterContent, '.article__footer');
const RelatedArticles = deferredSection(RelatedArticlesContent, '.related');

type Article = BlogArticleFieldsFragment;

export function BlogArticlePage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const token = useSearchParams()[0].get('preview');
  const article = useBlogArticleQuery({ variables: { slug }, skip: token !== null });
  const shared = useSharedPostQuery({ variables: { slug, token: token ?? '' }, skip: token === null });
  const related = useBlogRelatedPostsQuery({ variables: { slug } });
  const error = token === null ? article.error : shared.error;
  const loaded = token === null ? article.data : shared.data;
  const post = token === null ? article.data?.post : shared.data?.sharedPost;

  // Cells (docs/contributing.md "Cells"): Failure and Empty share the spec's not-found screen; the HTTP status tells
  // crawlers which it was (503: try again later, the article may well exist; 404: it does not).
  if (error) return <ArticleNotFound status={503} />;
  if (!loaded) return <ArticleLoading />;
  if (!post) return <ArticleNotFound status={404} />;
  return <ArticleView post={post} related={related.data?.relatedPosts ?? []} shared={token !== null} />;
}

function ArticleLoading() {
  usePageMeta(
    'FinOps Insights | FinOps Consulting',
    'An article from FinOps Insights, the blog on cloud cost management and FinOps practice.',
  );
  return (
    <div className="article container container--narrow" role="status" aria-busy="true" aria-label="Loading article">
      <Skeleton active title={{ width: '30%' }} paragraph={false} />
      <Skeleton active title={{ width: '85%' }} paragraph={{ rows: 1, width: '40%' }} />
      <div className="article__cover article__cover--skeleton" />
      <Skeleton active paragraph={{ rows: 8 }} />
    </div>
  );
}

function ArticleNotFound({ status }: { status: 404 | 503 }) {
  usePageMeta('Article Not Found | FinOps Insights', "The blog post you're looking for doesn't exist or has been removed.");
  useHttpStatus(status);
  return (
    <div className="container article-missing">
      <StateMessage
        level={1}
        live={false}
        icon={<FileSearchOutlined />}
        title="Article Not Found"
        text="The blog post you're looking for doesn't exist or has been removed."
      >
        <ButtonLink to="/blog" type="primary" size="large" icon={<ArrowLeftOutlined aria-hidden />}>
          Back to Blog
        </ButtonLink>
      </StateMessage>
    </div>
  );
}

interface ArticleViewProps {
  post: Article;
  /** Opened through a shareable preview link. */
  shared: boolean;
  related: RelatedArticlesProps['related'];
}

function ArticleView({ post, related, shared }: ArticleViewProps) {
  const categoryName = useCategoryName();
  const preview = shared || post.status !== 'PUBLISHED';
  // The post's SEO fields, when set, win over its own title, excerpt, cover and address (decision 0031).
  usePageMeta(post.metaTitle || `${post.title} | FinOps Insights`, post.metaDescription || post.excerpt, {
    type: 'article',
    headline: post.title,
    image: post.socialImage || post.coverImage,
    canonical: post.canonicalUrl || undefined,
    imageAlt: post.title,
    publishedTime: post.publishedAt,
    modifiedTime: post.updatedAt,
    author: post.author,
    section: categoryName(post.category),
    tags: post.tagList,
    breadcrumbs: [
      { name: 'Blog', path: '/blog' },
      { name: categoryName(post.category), path: `/blog/category/${encodeURIComponent(post.category)}` },
    ],
  });
  usePreviewHead(preview);
  return (
    <>
      {preview && <PreviewBanner status={post.status} editId={shared ? null : post.id} />}
      <article className="article container container--narrow">
        <Link to="/blog" className="article__back">
          <ArrowLeftOutlined aria-hidden /> Back to Blog
        </Link>
        <header className="article__header">
          <PlainTitle level={1} className="article__title">
            {post.title}
          </PlainTitle>
          <div className="article__meta">
            <span>
              <CalendarOutlined aria-hidden /> <time dateTime={isoDay(post.publishedAt)}>{formatLongDate(post.publishedAt)}</time>
            </span>
            <span>
              <UserOutlined aria-hidden /> {post.author}
            </span>
            <Link to={`/blog/category/${encodeURIComponent(post.category)}`} className="article__category">
              <Tag className="blog-category-tag">{categoryName(post.category)}</Tag>
            </Link>
          </div>
        </header>
        <ArticleCover post={post} />
        {/* The server sanitises the HTML when a post is written (graphql-server shared/sanitize). */}
        <ArticleContent html={post.content} />
        <ArticleFooter tags={post.tagList} title={post.title} />
      </article>
      <RelatedArticles current={post} related={related} />
    </>
  );
}
