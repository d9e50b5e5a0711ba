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
  /** An article's whole headline for its BlogPosting (its <title> may be cut to fit search results). */
  headline?: string;
  /** A paginated list: the page shown (2 and up is in the canonical address as ?page=N)... */
  page?: number;
  /** ...and how many there are (rel="prev"/"next" links), when known. */
  pageCount?: number;
  /** Questions and answers the page shows (FAQPage JSON-LD). */
  faq?: Array<{ question: string; answer: string }>;
}

/** Everything a server render learns about the page's head. */
export interface PageHeadData extends PageMetaExtra {
  title?: string;
  description?: string;
  status?: number;
  /** A preview (decision 0031): `<meta name="robots" content="noindex">`, private and never cached. */
  noindex?: boolean;
}

/** What search engines show of a title and a description before cutting it (about 60 and 160 characters). */
const TITLE_DISPLAY_LENGTH = 60;
const DESCRIPTION_DISPLAY_LENGTH = 160;

/** `text` in at most `max` characters: cut at the last whole word that fits, with an ellipsis. */
export function clipAtWord(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single word longer than the room is cut inside it rather than dropped.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.!?–—-]+$/, '')}…`;
}

/**
 * A page title that search results show whole: as written when it fits; else without its
 * " | Site" suffix; else that cut at a word. The page's H1 keeps the whole title.
 */
export function fitTitle(title: string): string {
  if (title.length <= TITLE_DISPLAY_LENGTH) return title;
  const bar = title.lastIndexOf(' | ');
  const bare = bar > 0 ? title.slice(0, bar) : title;
  return clipAtWord(bare, TITLE_DISPLAY_LENGTH);
}

/** A meta description that search results show whole. */
export function fitDescription(description: string): string {
  return clipAtWord(description, DESCRIPTION_DISPLAY_LENGTH);
}
