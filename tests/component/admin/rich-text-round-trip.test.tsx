// Every seeded article, and a sample of everything the allow-list keeps, opens in the visual
// editor (the schema of web/src/features/admin/content/editor) and saves unchanged: the editor's
// HTML, stored through the server's sanitiser, is the document that was stored (decision 0026).
// Whitespace between tags and attribute order are the only differences allowed; see
// canonicalArticleHtml, whose own cases are at the end.
import { Editor } from '@tiptap/react';
import { SEED_POSTS } from '../../../graphql-server/src/db/seed/content';
import { sanitizeArticleHtml } from '../../../graphql-server/src/shared/sanitize';
import { articleExtensions } from '../../../web/src/features/admin/content/editor/article-extensions';
import { canonicalArticleHtml, compactEditorHtml } from '../../../web/src/features/admin/content/editor/article-html-form';

/** What saving the article unchanged from the visual editor stores. */
function savedUnchanged(stored: string): string {
  const editor = new Editor({ element: document.createElement('div'), extensions: articleExtensions(), content: stored });
  const html = compactEditorHtml(editor.getHTML());
  editor.destroy();
  return sanitizeArticleHtml(html);
}

const ALLOWED_SAMPLES = [
  '<h2 id="why-tags">Tagging</h2><h5>Small</h5><p>Tag <strong>every</strong> <u>resource</u>, <em>then</em> <s>not</s> allocate.</p>',
  '<p><a href="https://finops.org/" target="_blank" rel="noopener noreferrer">FinOps</a> and <a href="/blog/showback" title="Showback">showback</a></p>',
  '<ul><li>one</li><li>two<br>lines</li><li><p>first</p><p>second</p></li></ul><ol start="3"><li>three</li></ol>',
  '<figure><img src="/images/covers/a.svg" alt="Cover" title="Cover" width="600" height="315" loading="lazy"><figcaption>The <em>cover</em></figcaption></figure>',
  '<table><caption>Plans</caption><thead><tr><th scope="col" colspan="2">Plan</th></tr></thead><tbody><tr><td rowspan="2">RI</td><td>SP</td></tr></tbody><tfoot><tr><td>x</td><td>y</td></tr></tfoot></table>',
  '<aside data-callout="warning"><p>Check the <code>term</code> first.</p></aside><blockquote>quote</blockquote><pre><code>x = 1\n  y = 2</code></pre>',
  '<p>Watch:</p><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Tagging demo"></iframe><p>after</p>',
  '<p>H<sub>2</sub>O, 10<sup>3</sup> and <mark>marked</mark></p><hr><p>after</p>',
];

describe('the visual editor holds every seeded article', () => {
  it.each(SEED_POSTS.map((post) => [post.slug, post.content]))('%s saves unchanged', (_slug, content) => {
    const stored = sanitizeArticleHtml(content);
    expect(canonicalArticleHtml(savedUnchanged(stored))).toBe(canonicalArticleHtml(stored));
  });
});

describe('the visual editor holds everything the allow-list keeps', () => {
  it.each(ALLOWED_SAMPLES.map((html) => [html]))('%s', (html) => {
    const stored = sanitizeArticleHtml(html);
    expect(canonicalArticleHtml(savedUnchanged(stored))).toBe(canonicalArticleHtml(stored));
  });

  it('writes lists and quotes as the articles do, without a paragraph in each item', () => {
    expect(savedUnchanged('<ul><li>one</li></ul><blockquote>quote</blockquote>')).toBe(
      '<ul><li>one</li></ul><blockquote>quote</blockquote>',
    );
  });
});

describe('canonicalArticleHtml', () => {
  it('ignores whitespace between blocks and attribute order, not text or structure', () => {
    expect(canonicalArticleHtml('<p>a</p>\n\n<p><a title="t" href="/x">b</a> c</p>')).toBe(
      canonicalArticleHtml('<p>a</p><p><a href="/x" title="t">b</a> c</p>'),
    );
    expect(canonicalArticleHtml('<p><b>a</b> <i>b</i></p>')).toBe(canonicalArticleHtml('<p><strong>a</strong> <em>b</em></p>'));
    expect(canonicalArticleHtml('<p><em>a</em> <em>b</em></p>')).not.toBe(canonicalArticleHtml('<p><em>a</em><em>b</em></p>'));
    expect(canonicalArticleHtml('<table><thead><tr><th>a</th></tr></thead></table>')).not.toBe(
      canonicalArticleHtml('<table><tbody><tr><td>a</td></tr></tbody></table>'),
    );
    expect(canonicalArticleHtml('<pre><code>a\n  b</code></pre>')).not.toBe(canonicalArticleHtml('<pre><code>a b</code></pre>'));
  });
});
