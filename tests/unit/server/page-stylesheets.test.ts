import { fillTemplate, pageStylesheets } from '../../../graphql-server/src/http/ssr';
import { jsonForScript } from '../../../schema/format/html';

// A manifest shaped like Vite's: the entry (linked by index.html), a lazy page importing a shared
// chunk, and a chunk both import.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, css: ['assets/index.css'], imports: ['_antd.js'] },
  '_antd.js': { file: 'assets/antd.js' },
  'src/features/blog/blog-list-page.tsx': {
    file: 'assets/blog-list-page.js',
    css: ['assets/blog-list.css'],
    imports: ['_content-page.js', '_antd.js'],
  },
  '_content-page.js': { file: 'assets/content-page.js', css: ['assets/content-page.css'], imports: ['_blog.js'] },
  '_blog.js': { file: 'assets/blog.js', css: ['assets/blog.css', 'assets/index.css'], imports: ['_content-page.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page.js', css: ['assets/home.css'], imports: ['_blog.js'] },
};

describe('pageStylesheets', () => {
  it('links a rendered page’s own CSS and its static imports’, not what index.html already links', () => {
    expect(pageStylesheets(manifest, ['src/features/blog/blog-list-page.tsx'])).toEqual([
      'assets/blog-list.css',
      'assets/content-page.css',
      'assets/blog.css',
    ]);
  });

  it('lists a stylesheet two pages share once', () => {
    expect(pageStylesheets(manifest, ['src/features/home/home-page.tsx', 'src/features/blog/blog-list-page.tsx'])).toEqual([
      'assets/home.css',
      'assets/blog.css',
      'assets/content-page.css',
      'assets/blog-list.css',
    ]);
  });

  it('ignores modules the manifest does not know (a development build)', () => {
    expect(pageStylesheets({}, ['src/features/blog/blog-list-page.tsx'])).toEqual([]);
  });
});

describe('fillTemplate', () => {
  const template = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
  const page = { html: '<h1>Hi</h1>', head: {}, status: 200, stateJson: jsonForScript({ a: '</script>' }) };

  it('links the component stylesheet before the page stylesheets (their rules win), and the state as escaped JSON', () => {
    const html = fillTemplate(template, page, { first: ['assets/ssr-styles-abc.css', 'assets/blog.css'] });
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/ssr-styles-abc.css"><link rel="stylesheet" crossorigin href="/assets/blog.css"></head>',
    );
    expect(html).not.toContain('<style');
    expect(html).toContain('<div id="root"><h1>Hi</h1></div>');
    expect(html).toContain('{"a":"\\u003c/script>"}');
  });

  it('names the whole component sheet’s parts on its critical part’s link, for the app to load when it starts', () => {
    const html = fillTemplate(template, page, {
      first: ['assets/ssr-styles-critical.css', 'assets/blog.css'],
      whenAppStarts: ['assets/ssr-styles-1.css', 'assets/ssr-styles-2.css'],
    });
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/ssr-styles-critical.css" data-whole-sheet="/assets/ssr-styles-1.css /assets/ssr-styles-2.css">' +
        '<link rel="stylesheet" crossorigin href="/assets/blog.css"></head>',
    );
  });
});

describe('fillTemplate on the built index.html’s shape', () => {
  const template = [
    '<!doctype html><html><head><meta charset="UTF-8" /><title>Default</title>',
    '<meta\n      name="description"\n      content="Default description."\n    />',
    '<link rel="stylesheet" href="/assets/index.css"></head><body>\n<div id="root"></div>\n</body></html>',
  ].join('');

  it('writes the page’s title and description in place of the defaults, escaped', () => {
    const html = fillTemplate(template, {
      html: '<p>x</p>',
      head: { title: 'A & B', description: 'Say "hi"' },
      stateJson: jsonForScript({}),
    });
    expect(html).toContain('<title>A &amp; B</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).not.toContain('Default');
  });

  it('keeps the defaults when the page declares none, and writes the page, links and state where they belong', () => {
    const html = fillTemplate(template, { html: '<p>x</p>', head: {}, stateJson: jsonForScript({ n: 1 }) }, { first: ['assets/a.css'] });
    expect(html).toBe(
      template
        .replace('</head>', '<link rel="stylesheet" crossorigin href="/assets/a.css"></head>')
        .replace('<div id="root"></div>', '<div id="root"><p>x</p></div>')
        .replace('</body>', '<script type="application/json" id="__APOLLO_STATE__">{"n":1}</script></body>'),
    );
  });

  it("copies a page containing replacement patterns ($&, $' and $`) as it is", () => {
    const page = "Costs $& savings $' and $` in text";
    const html = fillTemplate(template, { html: page, head: { title: 'Save $$ now' }, stateJson: jsonForScript({}) });
    expect(html).toContain(`<div id="root">${page}</div>`);
    expect(html).toContain('<title>Save $$ now</title>');
  });
});
