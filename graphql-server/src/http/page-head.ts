// The <head> of a server-rendered page (docs/decisions/0012-search-and-seo.md): title, meta
// description, canonical URL, Open Graph and Twitter card, article times, and JSON-LD
// (Organization and WebSite on home, BlogPosting on articles, FAQPage where the page shows
// questions and answers, BreadcrumbList on every other page); a paginated list's page 2 and up
// is its own canonical address with rel="prev"/"next" to its neighbours. Built
// from what the page declared while rendering (usePageMeta → ServerHead), in this one place.
import { escapeHtml } from '../../../schema/format/html';
import type { PageHeadData } from '../../../schema/format/page-meta';
import { shareImagePath } from '../modules/seo/share-images';

export interface Site {
  name: string;
  /** Absolute origin (SITE_URL), no trailing slash. */
  url: string;
}

export type { PageHeadData };

/** Text safe in a quoted attribute (the one escapeHtml). */
const escapeAttribute = escapeHtml;

/** JSON that is safe inside a <script> data block. */
function jsonLd(value: unknown): string {
  const json = JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

/** An absolute address on the site for a path or an address that is already absolute. */
function absoluteUrl(site: Site, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.url}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** The canonical form of a path: lower-case, no trailing slash (but '/'), no query. */
export function canonicalPath(pathname: string): string {
  const path = pathname.split('?')[0].toLowerCase().replace(/\/+$/, '');
  return path || '/';
}

/** The page title without its " | Site" suffix, for breadcrumbs and og:title fallbacks. */
function shortTitle(title: string): string {
  return title.split(' | ')[0];
}

/** Every tag the head gets, as HTML. `pathname` is the request's path. */
export function headTags(head: PageHeadData, pathname: string, site: Site): string {
  const title = head.title ?? site.name;
  const description = head.description ?? '';
  const path = canonicalPath(pathname);
  const page = head.page ?? 1;
  const pageUrl = (n: number) => absoluteUrl(site, n > 1 ? `${path}?page=${n}` : path);
  // A post's canonical override (validated as an absolute http(s) URL when saved).
  const url = head.canonical && /^https?:\/\//i.test(head.canonical) ? head.canonical : pageUrl(page);
  const image = absoluteUrl(site, shareImagePath(head.image));
  const type = head.type ?? 'website';
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeAttribute(value)}" />` : '';

  const tags = [
    `<link rel="canonical" href="${escapeAttribute(url)}" />`,
    page > 1 ? `<link rel="prev" href="${escapeAttribute(pageUrl(page - 1))}" />` : '',
    head.pageCount && page < head.pageCount ? `<link rel="next" href="${escapeAttribute(pageUrl(page + 1))}" />` : '',
    meta('property', 'og:type', type),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', shortTitle(title)),
    meta('property', 'og:description', description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image),
    meta('property', 'og:image:type', image.endsWith('.jpg') ? 'image/jpeg' : 'image/png'),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', head.imageAlt ?? shortTitle(title)),
    meta('property', 'og:locale', 'en_US'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', shortTitle(title)),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', head.imageAlt ?? shortTitle(title)),
  ];
  if (type === 'article') {
    tags.push(
      meta('property', 'article:published_time', head.publishedTime),
      meta('property', 'article:modified_time', head.modifiedTime ?? head.publishedTime),
      meta('property', 'article:author', head.author),
      meta('property', 'article:section', head.section),
      ...(head.tags ?? []).map((tag) => meta('property', 'article:tag', tag)),
    );
  }

  const organization = { '@type': 'Organization', name: site.name, url: `${site.url}/`, logo: `${site.url}/favicon.svg` };
  if (path === '/') {
    tags.push(jsonLd({ '@context': 'https://schema.org', ...organization }));
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: site.name,
        url: `${site.url}/`,
        publisher: organization,
        // The blog's search (/blog?q=...) as the site's search box in results.
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${site.url}/blog?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      }),
    );
  } else {
    const trail = [{ name: 'Home', path: '/' }, ...(head.breadcrumbs ?? []), { name: shortTitle(title), path }];
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: trail.map((crumb, i) => ({
          '@type': 'ListItem',
          position: i + 1,
          name: crumb.name,
          item: absoluteUrl(site, crumb.path),
        })),
      }),
    );
  }
  if (type === 'article') {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: head.headline ?? shortTitle(title),
        description,
        image: [image],
        datePublished: head.publishedTime,
        dateModified: head.modifiedTime ?? head.publishedTime,
        author: { '@type': head.author && head.author !== site.name ? 'Person' : 'Organization', name: head.author ?? site.name },
        publisher: organization,
        mainEntityOfPage: { '@type': 'WebPage', '@id': url },
        articleSection: head.section,
        keywords: head.tags?.join(', '),
      }),
    );
  }
  if (head.faq?.length) {
    tags.push(
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: head.faq.map(({ question, answer }) => ({
          '@type': 'Question',
          name: question,
          acceptedAnswer: { '@type': 'Answer', text: answer },
        })),
      }),
    );
  }
  return tags.filter(Boolean).join('');
}

/**
 * Add the head tags to a rendered page, before </head> (its <title> and meta description are
 * filled by ssr.ts). Error pages (404, 503) get none: nothing there to index or share.
 */
export function addHeadTags(html: string, head: PageHeadData, pathname: string, site: Site): string {
  if ((head.status ?? 200) >= 400) return html;
  const robots = head.noindex ? '<meta name="robots" content="noindex">' : '';
  return html.replace('</head>', `${robots}${headTags(head, pathname, site)}</head>`);
}
