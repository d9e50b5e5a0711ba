// What a page declares about itself for crawlers and link previews, written once: the browser's
// usePageMeta (web/src/app/use-page-meta.ts) collects it during a server render, and the server
// turns it into canonical, Open Graph, Twitter and JSON-LD tags (graphql-server/src/http/page-head.ts).

export interface PageMetaExtra {
  /** 'article' on a blog article; 'website' otherwise. */
  type?: 'website' | 'article';
  /** The page's image (an article's cover); the server serves its 1200×630 PNG variant. */
  image?: string;
  imageAlt?: string;
  publishedTime?: string;
  modifiedTime?: string;
  author?: string;
  /** An article's category name. */
  section?: string;
  tags?: string[];
  /** An absolute canonical URL overriding the page's own address (a post's SEO field, decision 0031). */
  canonical?: string;
  /** The trail between Home and this page, e.g. [{ name: 'Blog', path: '/blog' }] (Home is added). */
  breadcrumbs?: Array<{ name: string; path: string }>;
}

/** Everything a server render learns about the page's head. */
export interface PageHeadData extends PageMetaExtra {
  title?: string;
  description?: string;
  status?: number;
  /** A preview (decision 0031): `<meta name="robots" content="noindex">`, private and never cached. */
  noindex?: boolean;
}
