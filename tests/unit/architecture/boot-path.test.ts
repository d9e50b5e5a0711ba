// What must hold for a public page to paint before the app loads (docs/architecture.md "The page
// boot path"): the server's HTML is styled by render-blocking stylesheets alone and carries no
// script that blocks parsing, and the browser's entry (boot.ts) loads none of the app's libraries
// before the first paint: they are dynamic imports, evaluated after it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { fillTemplate } from '../../../graphql-server/src/http/ssr';
import { jsonForScript } from '../../../schema/format/html';

const ROOT = path.resolve(__dirname, '../../..');
const WEB_SRC = path.join(ROOT, 'web/src');
const template = fs.readFileSync(path.join(ROOT, 'web/index.html'), 'utf8');

/** The opening tags `<name …>` of an HTML text, with their attributes as written. */
function tags(html: string, name: string): string[] {
  return [...html.matchAll(new RegExp(`<${name}\\b[^>]*>`, 'gi'))].map((match) => match[0]);
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}(?:="([^"]*)")?`, 'i').exec(tag)?.[1] ?? (new RegExp(`\\s${name}\\b`, 'i').test(tag) ? '' : undefined);

/** A script the parser does not wait for: a module (deferred), `defer` or `async`, or data. */
function blocksParsing(tag: string): boolean {
  const type = attribute(tag, 'type');
  if (type === 'module' || type === 'application/json') return false;
  return attribute(tag, 'defer') === undefined && attribute(tag, 'async') === undefined;
}

/** A module's static and dynamic imports, as written. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found = { static: [] as string[], dynamic: [] as string[] };
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) found.static.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.dynamic.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** A relative specifier resolved to a source file (.ts, .tsx, or a stylesheet as it is). */
function resolve(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidate = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
  if (!candidate) throw new Error(`${specifier} (from ${from}) does not resolve`);
  return candidate;
}

/** Every module the entry loads before running (its static imports, transitively), with the packages named. */
function staticGraph(entry: string): { modules: Set<string>; packages: Set<string> } {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const specifier of importsOf(file).static) {
      if (specifier.startsWith('.')) visit(resolve(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { modules, packages };
}

describe('the server’s HTML paints without the app', () => {
  const page = fillTemplate(
    template,
    {
      html: '<main><h1>FinOps Insights</h1></main>',
      head: { title: 'FinOps Insights' },
      stateJson: jsonForScript({ ROOT_QUERY: { note: '</script><script>alert(1)</script>' } }),
    },
    { first: ['assets/ssr-styles-critical.css', 'assets/blog.css'], whenAppStarts: ['assets/part-1.css', 'assets/part-2.css'] },
  );
  const head = page.slice(0, page.indexOf('</head>'));

  it('links the critical part first, render-blocking, naming the whole sheet’s parts instead of linking them', () => {
    const links = tags(head, 'link').filter((tag) => attribute(tag, 'rel') === 'stylesheet');
    expect(links.map((tag) => attribute(tag, 'href'))).toEqual(['/assets/ssr-styles-critical.css', '/assets/blog.css']);
    expect(attribute(links[0], 'data-whole-sheet')).toBe('/assets/part-1.css /assets/part-2.css');
    // Render-blocking: no media query that applies to nothing, no disabled sheet.
    for (const link of links) {
      expect(attribute(link, 'media') ?? 'all').toBe('all');
      expect(attribute(link, 'disabled')).toBeUndefined();
    }
    expect(page).not.toMatch(/<link[^>]+href="\/assets\/part-1\.css"/);
  });

  it('has the rendered page in #root, and no script that blocks parsing', () => {
    expect(page).toContain('<div id="root"><main><h1>FinOps Insights</h1></main></div>');
    const scripts = tags(page, 'script');
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    expect(scripts.filter(blocksParsing)).toEqual([]);
    // The entry is a module (deferred: it runs once the document is parsed), the state is data.
    expect(scripts.some((tag) => attribute(tag, 'type') === 'module' && attribute(tag, 'src') === '/src/boot.ts')).toBe(true);
    expect(scripts.some((tag) => attribute(tag, 'type') === 'application/json' && attribute(tag, 'id') === '__APOLLO_STATE__')).toBe(true);
  });

  it('keeps the state as data: nothing in it can close its element and run', () => {
    expect(page.match(/<\/script>/g)).toHaveLength(tags(page, 'script').length);
    expect(page).not.toContain('<script>alert(1)');
  });

  it('detects a script that would block (the check can fail)', () => {
    expect(blocksParsing('<script src="/app.js">')).toBe(true);
    expect(blocksParsing('<script>inline()</script>')).toBe(true);
    expect(blocksParsing('<script type="module" src="/boot.js">')).toBe(false);
    expect(blocksParsing('<script defer src="/app.js">')).toBe(false);
  });
});

describe('the browser’s entry (web/src/boot.ts)', () => {
  const boot = path.join(WEB_SRC, 'boot.ts');

  it('is index.html’s only script', () => {
    expect(tags(template, 'script')).toEqual(['<script type="module" src="/src/boot.ts">']);
  });

  it('loads no package and none of the app before it runs: stylesheets and the small modules a page without the app uses', () => {
    const { modules, packages } = staticGraph(boot);
    expect([...packages]).toEqual([]);
    const scripts = [...modules].filter((file) => /\.tsx?$/.test(file)).map((file) => path.relative(WEB_SRC, file));
    // early-interactions.ts holds clicks made before hydration and replays them after (decision 0062);
    // it knows when hydration ends from deferred-hydration.ts, which imports nothing itself. The
    // app starts at the page's first use (first-use.ts, decision 0088); until then the header works
    // in plain DOM (header-before-app.ts) and skipped sections are laid out when idle.
    expect(scripts.sort()).toEqual([
      'app/deferred-hydration.ts',
      'app/early-interactions.ts',
      'app/first-use.ts',
      'app/late-styles.ts',
      'app/lay-out-when-idle.ts',
      'app/layout/header-before-app.ts',
      'boot.ts',
    ]);
  });

  it('imports React, Apollo, antd and the app dynamically, at the first use of the page', () => {
    const { dynamic } = importsOf(boot);
    expect(dynamic).toEqual(expect.arrayContaining(['./app/react-dom-client', './app/apollo', './app/app-providers', './main']));
    // The app's entry comes after the libraries, once they are evaluated.
    const libraries = ['./app/react-dom-client', './app/apollo', './app/antd-base', './app/app-providers'];
    expect(Math.max(...libraries.map((library) => dynamic.indexOf(library)))).toBeLessThan(dynamic.indexOf('./main'));
  });

  it('would notice a static import of the app (the check can fail)', () => {
    // A planted entry outside the tree, importing the app's Apollo module statically.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boot-path-'));
    const file = path.join(dir, 'entry.ts');
    const apollo = path.relative(dir, path.join(WEB_SRC, 'app/apollo'));
    fs.writeFileSync(file, `import { createApolloClient } from '${apollo}';\nvoid createApolloClient;\n`);
    try {
      const { packages, modules } = staticGraph(file);
      expect([...packages]).toContain('@apollo/client');
      expect([...modules].map((module) => path.basename(module))).toContain('apollo.ts');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
