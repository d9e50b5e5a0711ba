// Every reference from the code to the documentation resolves (issue 37): a "SPEC §N" cited in a
// comment or a schema description names a section of docs/product.md, a pointer written as
// `docs/<file>.md "<Heading>"` or `docs/<file>.md#anchor` names a heading of that file, no comment
// points at design documents that live outside the repository (ARCHITECTURE, STYLE.md), and the
// relative links between the repository's Markdown files reach a file and a heading that exist.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const CODE_DIRS = ['graphql-server/src', 'web/src', 'schema', 'tests', 'scripts'];
const CODE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs|graphql|css|html)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'public', 'test-results', 'playwright-report']);
/** This file quotes the forms it checks for. */
const SELF = path.relative(ROOT, __filename);

function walk(dir: string, keep: (file: string) => boolean, into: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(relative, keep, into);
    } else if (keep(relative)) into.push(relative);
  }
  return into;
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** GitHub's heading anchors: lower case, punctuation and symbols dropped, spaces as hyphens; repeats get -1, -2… */
function headingAnchors(markdown: string): { headings: string[]; anchors: Set<string> } {
  const headings: string[] = [];
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = match[1].replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    headings.push(text.replace(/`/g, ''));
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return { headings, anchors };
}

/** The "§N" / "§N.M" sections cited in a text: every § in the code is a citation of the product description. */
function citedSections(text: string): string[] {
  return [...text.matchAll(/§\s?(\d+(?:\.\d+)*)/g)].map((match) => match[1]);
}

/** The sections docs/product.md has: headings starting with §N or §N.M. */
function productSections(markdown: string): Set<string> {
  return new Set(
    headingAnchors(markdown)
      .headings.map((heading) => /^§(\d+(?:\.\d+)*)\b/.exec(heading)?.[1])
      .filter((section): section is string => section !== undefined),
  );
}

/** `docs/<file>.md "<Heading>"` and `docs/<file>.md#anchor` pointers in a text. */
function docPointers(text: string): Array<{ file: string; heading?: string; anchor?: string }> {
  return [...text.matchAll(/\b(docs\/[\w./-]+\.md)(?:#([\w-]+)|\s+"([^"\n]+)")?/g)].map((match) => ({
    file: match[1],
    anchor: match[2],
    heading: match[3],
  }));
}

/** Relative Markdown links `[text](target)` of a Markdown file, outside code. */
function markdownLinks(markdown: string): string[] {
  const links: string[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\]\(([^)\s]+)\)/g)) links.push(match[1]);
  }
  return links.filter((target) => !/^([a-z][a-z0-9+.-]*:|\/)/i.test(target));
}

const codeFiles = CODE_DIRS.flatMap((dir) => walk(dir, (file) => CODE_FILE.test(file) && file !== SELF));
const product = read('docs/product.md');

describe('the helpers', () => {
  it('make GitHub’s anchors', () => {
    const { anchors } = headingAnchors(
      '# Product\n## §2 Screens and routes\n### Blog list (`/blog`)\n## Notes\n## Notes\n```\n# not a heading\n```',
    );
    expect([...anchors]).toEqual(['product', '2-screens-and-routes', 'blog-list-blog', 'notes', 'notes-1']);
  });

  it('find every cited section, also several after one SPEC, and tell a missing one', () => {
    const cited = citedSections('texts from SPEC §2/§4 and SPEC §9; see SPEC §12 and §5.2');
    expect(cited).toEqual(['2', '4', '9', '12', '5.2']);
    const sections = productSections('## §2 Screens\n## §4 States\n## §9 Constants\n### §5.2 Blog post');
    expect(cited.filter((section) => !sections.has(section))).toEqual(['12']);
  });

  it('read documentation pointers and relative links', () => {
    expect(docPointers('(docs/architecture.md "Sessions"; docs/ci.md#the-stages, docs/x.md)')).toEqual([
      { file: 'docs/architecture.md', heading: 'Sessions', anchor: undefined },
      { file: 'docs/ci.md', anchor: 'the-stages', heading: undefined },
      { file: 'docs/x.md', anchor: undefined, heading: undefined },
    ]);
    expect(markdownLinks('[a](ops.md#x) [b](https://e.org) [c](/api/openapi.json) `[d](no.md)`\n```\n[e](no.md)\n```')).toEqual([
      'ops.md#x',
    ]);
  });
});

describe('docs/product.md', () => {
  it('has every section the code cites as SPEC §', () => {
    const sections = productSections(product);
    const missing = codeFiles.flatMap((file) =>
      citedSections(read(file))
        .filter((section) => !sections.has(section))
        .map((section) => `${file}: §${section}`),
    );
    expect(missing).toEqual([]);
    // The citations are many and all resolve: the check is not vacuous.
    expect(codeFiles.reduce((count, file) => count + citedSections(read(file)).length, 0)).toBeGreaterThan(200);
  });

  it('numbers its sections §1 to §9', () => {
    expect([...productSections(product)].sort((a, b) => Number(a) - Number(b))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  });
});

describe('pointers from the code to the documentation', () => {
  it('name no design document outside the repository', () => {
    const outside = codeFiles.filter((file) => /\bARCHITECTURE\b|\bSTYLE\.md\b/.test(read(file)));
    expect(outside).toEqual([]);
  });

  it('name a file and a heading that exist', () => {
    const broken = codeFiles.flatMap((file) =>
      docPointers(read(file)).flatMap(({ file: target, heading, anchor }) => {
        if (!fs.existsSync(path.join(ROOT, target))) return [`${file}: ${target} does not exist`];
        const { headings, anchors } = headingAnchors(read(target));
        if (heading !== undefined && !headings.includes(heading)) return [`${file}: ${target} has no heading "${heading}"`];
        if (anchor !== undefined && !anchors.has(anchor)) return [`${file}: ${target} has no #${anchor}`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });
});

describe('links between the Markdown files', () => {
  const markdownFiles = ['README.md', 'bench/results.md', ...walk('docs', (file) => file.endsWith('.md'))];

  it('reach a file, and a heading of it when they name one', () => {
    const broken = markdownFiles.flatMap((file) =>
      markdownLinks(read(file)).flatMap((link) => {
        const [target, anchor] = link.split('#');
        const resolved = target ? path.normalize(path.join(path.dirname(file), decodeURIComponent(target))) : file;
        if (!fs.existsSync(path.join(ROOT, resolved))) return [`${file}: ${link} (no ${resolved})`];
        if (anchor && resolved.endsWith('.md') && !headingAnchors(read(resolved)).anchors.has(anchor))
          return [`${file}: ${link} (no heading)`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });
});
