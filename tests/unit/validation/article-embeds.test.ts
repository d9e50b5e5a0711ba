// Video embeds by URL (schema/validation/article-embeds.ts): which addresses become an embed,
// the sanitiser's iframe rule, and the public page's click-to-load form (decision 0026).
import { deferArticleEmbeds, embedFromUrl, isAllowedEmbedSrc } from '../../../schema/validation/article-embeds';
import { sanitizeArticleHtml } from '../../../graphql-server/src/shared/sanitize';

const YT = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const VIMEO = 'https://player.vimeo.com/video/76979871';
const LOOM = 'https://www.loom.com/embed/0123456789abcdef0123456789abcdef';

describe('embedFromUrl', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42', YT],
    ['https://youtu.be/dQw4w9WgXcQ', YT],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', YT],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', YT],
    ['https://vimeo.com/76979871', VIMEO],
    ['https://player.vimeo.com/video/76979871', VIMEO],
    ['https://www.loom.com/share/0123456789abcdef0123456789abcdef', LOOM],
  ])('%s → %s', (url, src) => {
    expect(embedFromUrl(url)).toBe(src);
  });

  it.each([
    'not a url',
    'javascript:alert(1)',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/channels/staff',
    'https://www.loom.com/share/../../x',
  ])('refuses %s', (url) => {
    expect(embedFromUrl(url)).toBeNull();
  });
});

describe('the sanitiser keeps iframes of the video hosts only', () => {
  it('keeps an allowed embed with its title', () => {
    const html = `<iframe src="${YT}" title="Demo" onload="x()" allow="camera"></iframe>`;
    expect(sanitizeArticleHtml(html)).toBe(`<iframe src="${YT}" title="Demo"></iframe>`);
    expect(isAllowedEmbedSrc(VIMEO) && isAllowedEmbedSrc(LOOM)).toBe(true);
  });

  it.each([
    '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
    `<iframe src="${YT}?autoplay=1"></iframe>`,
    '<iframe src="https://evil.example/embed/x"></iframe>',
    '<iframe srcdoc="<p>x</p>"></iframe>',
    `<iframe src="${YT}">fallback text</iframe>`,
  ])('drops %s', (html) => {
    expect(sanitizeArticleHtml(`<p>a</p>${html}<p>b</p>`)).toBe('<p>a</p><p>b</p>');
  });
});

describe('deferArticleEmbeds', () => {
  it('shows a button naming the video instead of the iframe', () => {
    const stored = sanitizeArticleHtml(`<p>x</p><iframe title="Tag &quot;policies&quot;" src="${YT}"></iframe>`);
    expect(deferArticleEmbeds(stored)).toBe(
      `<p>x</p><button type="button" class="article-embed" data-embed-src="${YT}" data-embed-title="Tag &quot;policies&quot;">Play video: Tag &quot;policies&quot;</button>`,
    );
  });

  it('never leaves an iframe, even one around the sanitiser', () => {
    expect(deferArticleEmbeds('<iframe src="https://evil.example/"></iframe><IFRAME src=x>y</IFRAME>')).toBe('');
  });
});
