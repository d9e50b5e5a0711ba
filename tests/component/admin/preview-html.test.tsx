// The admin preview (DOMPurify in the browser) and the server's sanitiser (sanitize-html) apply
// one allow-list (schema/validation/article-html.ts): for every XSS payload and for ordinary
// article HTML, the preview shows exactly what the stored article will hold.
import { previewHtml } from '../../../web/src/features/admin/content/preview-html';
import { sanitizeArticleHtml } from '../../../graphql-server/src/shared/sanitize';
import { DANGEROUS_OUTPUT, XSS_PAYLOADS } from '../../support/xss-payloads';

/** The DOM's own serialisation, so `<br />` and `<br>` compare equal. */
function normalised(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
}

const ARTICLES = [
  '<h2>Tagging</h2><p>Tag <strong>every</strong> resource, <em>then</em> allocate.</p>',
  '<p><a href="https://finops.org/" target="_blank">FinOps Foundation</a> and <a href="/blog/showback">showback</a></p>',
  '<ul><li>one</li><li>two<br>lines</li></ul><ol start="3"><li>three</li></ol>',
  '<figure><img src="/images/covers/a.svg" alt="Cover" width="600" height="315" loading="lazy"><figcaption>Cover</figcaption></figure>',
  '<table><thead><tr><th scope="col" colspan="2">Plan</th></tr></thead><tbody><tr><td rowspan="1">RI</td><td>SP</td></tr></tbody></table>',
  '<p class="lead" style="color:red" data-x="1">Styles, classes and data attributes go</p>',
  '<div><span>Unknown tags keep their text</span></div><blockquote>quote</blockquote><pre><code>x = 1</code></pre>',
  '<p>a<script>alert(1)</script>b<style>p{}</style>c</p>',
  '<iframe src="https://player.vimeo.com/video/76979871" title="Demo" onload="x()"></iframe><iframe src="https://evil.example/"></iframe>',
  '<h2 id="why-tags">a</h2><h3 id="Not a slug">b</h3><aside data-callout="tip"><p>c</p></aside><aside>d</aside>',
  '<a href="mailto:team@example.com">mail</a><img src="mailto:x@example.com" alt="no mailto image">',
];

describe('article preview', () => {
  it.each(ARTICLES.map((html) => [html]))('shows what the server stores: %s', (html) => {
    expect(normalised(previewHtml(html))).toBe(normalised(sanitizeArticleHtml(html)));
  });

  it.each(XSS_PAYLOADS.map((payload) => [payload]))('leaves nothing that runs: %s', (payload) => {
    const preview = previewHtml(payload);
    for (const [what, pattern] of DANGEROUS_OUTPUT)
      expect({ what, preview, match: pattern.test(preview) }).toEqual({ what, preview, match: false });
  });

  it('opens new-tab links without handing over the opener', () => {
    expect(previewHtml('<a href="https://x.example/" target="_blank" rel="opener">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
