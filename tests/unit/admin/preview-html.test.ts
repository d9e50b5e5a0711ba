import { isAllowedUrl, previewHtml } from '../../../web/src/features/admin/content/preview-html';

// The preview's allow-list mirrors the server's (graphql-server shared/sanitize.ts): links may be
// http, https, mailto or relative; images http, https or relative; never protocol-relative.
describe('isAllowedUrl', () => {
  it.each([
    ['https://example.com/a', 'href', true],
    ['http://example.com/a', 'href', true],
    ['mailto:team@example.com', 'href', true],
    ['/blog/other-post', 'href', true],
    ['#section', 'href', true],
    ['javascript:alert(1)', 'href', false],
    ['  JaVaScRiPt:alert(1)', 'href', false],
    ['java\nscript:alert(1)', 'href', false],
    ['//evil.example.com/x', 'href', false],
    ['data:text/html,hi', 'href', false],
    ['https://example.com/a.png', 'src', true],
    ['/images/a.png', 'src', true],
    ['mailto:x@example.com', 'src', false],
    ['data:image/png;base64,AAAA', 'src', false],
  ] as const)('%s as %s -> %s', (value, attribute, allowed) => expect(isAllowedUrl(value, attribute)).toBe(allowed));
});

describe('previewHtml without a DOM', () => {
  it('renders nothing (a server render never shows the preview)', () => {
    expect(previewHtml('<p>x</p>')).toBe('');
  });
});
