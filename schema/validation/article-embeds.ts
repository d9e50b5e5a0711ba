// Video embeds in articles: YouTube (through youtube-nocookie.com), Vimeo and Loom, by URL. An
// article stores `<iframe src="<embed address>" title="…"></iframe>`; the sanitiser keeps an
// iframe only when its address is one of these, the CSP's frame-src names these hosts only, and
// the public article shows a button in its place until the reader asks for the video
// (deferArticleEmbeds), so no third party is contacted on page load (decision 0026).

export const EMBED_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://www.loom.com'] as const;

const EMBED_SRC = [
  /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/,
  /^https:\/\/player\.vimeo\.com\/video\/\d{1,12}$/,
  /^https:\/\/www\.loom\.com\/embed\/[a-f0-9]{32}$/,
];

/** True for an embed address the allow-list keeps (exactly the forms embedFromUrl produces). */
export function isAllowedEmbedSrc(src: string): boolean {
  return EMBED_SRC.some((pattern) => pattern.test(src));
}

/** The embed address for a YouTube, Vimeo or Loom page or share URL; null for anything else. */
export function embedFromUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  const path = url.pathname.split('/').filter(Boolean);
  let src: string | null = null;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id = url.pathname === '/watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live'].includes(path[0] ?? '') ? path[1] : null;
    src = id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  } else if (host === 'youtu.be') src = path[0] ? `https://www.youtube-nocookie.com/embed/${path[0]}` : null;
  else if (host === 'vimeo.com') src = path[0] ? `https://player.vimeo.com/video/${path[0]}` : null;
  else if (host === 'player.vimeo.com' && path[0] === 'video') src = `https://player.vimeo.com/video/${path[1]}`;
  else if (host === 'loom.com' && (path[0] === 'share' || path[0] === 'embed'))
    src = path[1] ? `https://www.loom.com/embed/${path[1]}` : null;
  return src && isAllowedEmbedSrc(src) ? src : null;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * Stored (sanitised, so attribute values are quoted and escaped) article HTML with each iframe
 * replaced by a button naming it, or removed when its address is not an allowed embed; the
 * article page swaps a button for its iframe on click.
 */
export function deferArticleEmbeds(html: string): string {
  return html.replace(/<iframe\b([^>]*)>[\s\S]*?<\/iframe>/gi, (_whole, attributes: string) => {
    const src = attribute(attributes, 'src') ?? '';
    if (!isAllowedEmbedSrc(src)) return '';
    const title = attribute(attributes, 'title') || 'Video';
    return `<button type="button" class="article-embed" data-embed-src="${src}" data-embed-title="${title}">Play video: ${title}</button>`;
  });
}
