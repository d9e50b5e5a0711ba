// GET /api/docs/integrators: the integrators' guide (docs/integrators.md) as a page of the site
// itself (issue 34, decision 0077), so that the admin's Webhooks and API tokens screens link the
// guide of the very server they run on, not a path in a repository the reader may not have.
//
// The markdown is read from the repository (found from this file, as the schema file is: from src/
// under the tests and from dist/ under `npm start`), rendered once by marked on the first request
// and kept with its ETag. The file is ours, but its HTML is still cleaned with an allow-list
// (sanitize-html): raw HTML in the markdown is shown as text, links keep http(s), mailto, the
// site's own paths and anchors only, and nothing can carry a script or an event handler. The page
// has no script at all, so the site's CSP holds as is; its stylesheet is one <style> block (the
// CSP allows inline styles for Ant Design). Not for search engines: `noindex`.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../../../schema/format/html';
import { repositoryRoot } from '../shared/repository-root';

const INTEGRATORS_GUIDE_PATH = '/docs/integrators';

const GUIDE_FILE = path.join(repositoryRoot(__dirname), 'docs', 'integrators.md');
const NOT_INSTALLED = "The integrators' guide (docs/integrators.md) is not installed with this copy of the site.";

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
/** The text of rendered inline HTML: tags dropped, the entities marked writes decoded. */
const plainText = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]);

/** GitHub's heading anchors ('API tokens' → 'api-tokens'), so the guide's own `(#api-tokens)` links work. */
function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .trim()
    .replace(/\s/g, '-');
}

/** A link the page can follow: an anchor, a path of this site, or a web or mail address. */
const isServedLink = (href: string) => /^(#|\/(?!\/)|https?:\/\/|mailto:)/i.test(href);

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'br'],
    ...['strong', 'em', 'del', 'code', 'pre', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: {
    ...Object.fromEntries(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'].map((tag) => [tag, ['id']])),
    a: ['href', 'title'],
    ol: ['start'],
    th: ['align'],
    td: ['align'],
    code: ['class'],
  },
  allowedClasses: { code: [/^language-[\w-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
};

/** The guide's markdown as a whole HTML page: its first heading is the page's title. */
export function renderGuidePage(markdown: string): string {
  const used = new Map<string, number>();
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        const base = slugOf(plainText(inner));
        const seen = used.get(base) ?? 0;
        used.set(base, seen + 1);
        return `<h${depth} id="${escapeHtml(seen ? `${base}-${seen}` : base)}">${inner}</h${depth}>\n`;
      },
      // A link into the repository (another file of docs/) leads nowhere here: its text, and where
      // the file is when the text does not say.
      link({ href, title, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (isServedLink(href)) return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ''}>${inner}</a>`;
        const file = `docs/${href.replace(/^\.\//, '')}`;
        return plainText(inner).includes(file) ? inner : `${inner} (<code>${escapeHtml(file)}</code>)`;
      },
      // Raw HTML in the markdown is text ('Bearer <token>' reads as written).
      html({ text }: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(text);
      },
    },
  });
  const body = sanitizeHtml(marked.parse(markdown) as string, ALLOWED);
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body);
  const title = heading ? plainText(heading[1]) : "Integrators' guide";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLESHEET}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

// Readable and plain: one column of text, code and tables that scroll sideways on their own (the
// page never does, WCAG 1.4.10), colours at least 4.5:1 in every state.
const STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;color:#1f2933;background:#fff;font:16px/1.6 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:52rem;margin:0 auto;padding:2rem 1rem 4rem}
h1,h2,h3,h4{line-height:1.25;margin:2rem 0 .75rem}
h1{font-size:2rem;margin-top:0}
h2{font-size:1.5rem;padding-bottom:.3rem;border-bottom:1px solid #d9e2ec}
h3{font-size:1.2rem}
a{color:#0b5c52;text-decoration:underline;text-underline-offset:2px}
a:hover,a:focus{color:#063d36}
a:focus-visible{outline:2px solid #063d36;outline-offset:2px}
code{font:.9em/1.4 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;background:#f0f4f8;border-radius:3px;padding:.1em .3em;overflow-wrap:anywhere}
pre{background:#f0f4f8;border-radius:6px;padding:1rem;overflow-x:auto}
pre code{padding:0;background:none;overflow-wrap:normal}
table{display:block;max-width:100%;overflow-x:auto;border-collapse:collapse;margin:1rem 0}
th,td{border:1px solid #d9e2ec;padding:.4rem .6rem;text-align:left;vertical-align:top}
th{background:#f0f4f8}
blockquote{margin:1rem 0;padding:0 1rem;border-left:4px solid #d9e2ec;color:#3e4c59}
@media (forced-colors:active){a{color:LinkText}}
`
  .trim()
  .replace(/\n/g, '');

interface Rendered {
  html: string;
  etag: string;
}

/** The route: the page rendered once (the file is part of the release), revalidated by ETag. */
export function integratorsGuideRoutes(file = GUIDE_FILE): Router {
  const router = Router();
  let rendered: Rendered | null = null;
  router.get(INTEGRATORS_GUIDE_PATH, (req, res) => {
    if (!rendered) {
      let markdown: string;
      try {
        markdown = fs.readFileSync(file, 'utf8');
      } catch {
        res.status(404).type('text/plain').send(NOT_INSTALLED);
        return;
      }
      const html = renderGuidePage(markdown);
      rendered = { html, etag: `"${crypto.createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
    }
    // Cached briefly, then revalidated: a 304 while the release is the same.
    res.set({ 'Cache-Control': 'public, max-age=300', ETag: rendered.etag, 'X-Robots-Tag': 'noindex' });
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('html').send(rendered.html);
  });
  return router;
}
