import { sanitizeArticleHtml } from '../../../graphql-server/src/shared/sanitize';
import { DANGEROUS_OUTPUT, XSS_PAYLOADS } from '../../support/xss-payloads';

describe('sanitizeArticleHtml against XSS payloads', () => {
  it('has a table of at least 30 payloads', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('%s', (payload) => {
    const clean = sanitizeArticleHtml(`<p>Before</p>${payload}<p>After</p>`);
    for (const [what, pattern] of DANGEROUS_OUTPUT)
      expect({ what, found: pattern.test(clean), clean }).toEqual({ what, found: false, clean });
    // The article around it survives (an unclosed tag may swallow the next one's markup, not its text).
    expect(clean).toContain('<p>Before</p>');
    expect(clean).toContain('After');
  });

  it('is stable: cleaning clean HTML changes nothing (it is safe to apply on write and again on read)', () => {
    for (const payload of XSS_PAYLOADS) {
      const once = sanitizeArticleHtml(payload);
      expect(sanitizeArticleHtml(once)).toBe(once);
    }
  });

  it('keeps what articles use: headings, lists, links, images, tables, code', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="https://finops.org/" target="_blank">a link</a>.</p>' +
      '<ul><li>One</li></ul><img src="/images/covers/a.svg" alt="Cover"><table><tr><th scope="col">A</th></tr><tr><td>1</td></tr></table><pre><code>x = 1</code></pre>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<a href="https://finops.org/" target="_blank" rel="noopener noreferrer">a link</a>');
    expect(clean).toContain('<img src="/images/covers/a.svg" alt="Cover" />');
    expect(clean).toContain('<th scope="col">A</th>');
    expect(clean).toContain('<pre><code>x = 1</code></pre>');
  });

  it('keeps slug anchors on headings and drops any other id', () => {
    expect(sanitizeArticleHtml('<h2 id="why-tags">Why</h2><h3 id="Bad Id">x</h3><p id="para">p</p>')).toBe(
      '<h2 id="why-tags">Why</h2><h3>x</h3><p>p</p>',
    );
  });

  it('keeps callouts of the three kinds; any other aside becomes a note', () => {
    expect(sanitizeArticleHtml('<aside data-callout="warning" class="x"><p>Careful</p></aside>')).toBe(
      '<aside data-callout="warning"><p>Careful</p></aside>',
    );
    expect(sanitizeArticleHtml('<aside data-callout="evil" onclick="x()"><p>a</p></aside><aside>b</aside>')).toBe(
      '<aside data-callout="note"><p>a</p></aside><aside data-callout="note">b</aside>',
    );
  });
});
