// Server rendering of public pages: the Vite-built renderer (dist/ssr/entry-server.mjs) runs the
// React app for the request's URL, with Apollo operations executed in-process against the same
// schema and request context as /graphql. Admin pages are not rendered here (private, nothing
// to index): they get the app shell and render in the browser.
import { armCacheSuffix } from '../modules/experiments/experiment-arms';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import { print, type DocumentNode, type GraphQLSchema } from 'graphql';
import { isPublicReadDocument } from '../../../schema/public-reads';
import type { PageFormState } from '../../../schema/validation/page-forms';
import { escapeHtml } from '../../../schema/format/html';
import { PUBLIC_PAGE_PATHS } from '../../../schema/routes';
import type { RequestContext } from '../auth/context';
import type { ApolloLink as ApolloLinkType } from '@apollo/client';
import { CriticalStyles } from './critical-styles';
import { addHeadTags, type PageHeadData, type Site } from './page-head';

type ApolloLinkLike = object;
type ApolloLinkResult = ApolloLinkType.Result;

interface RenderResult {
  html: string;
  head: { title?: string; description?: string; status?: number; noindex?: boolean; modules?: string[] };
  status: number;
  /** The browser's Apollo cache state, as JSON safe inside a `<script>` element (jsonForScript). */
  stateJson: string;
  stylesVersion: number;
  styleKeys: string[];
}

interface RendererModule {
  render(
    url: string,
    link: ApolloLinkLike,
    signal?: AbortSignal,
    formState?: PageFormState,
    caller?: { signedOut: boolean },
  ): Promise<RenderResult>;
  warmUp(): Promise<void>;
  stylesheet(keys?: readonly string[]): { css: string; version: number };
}

/** A fingerprinted text kept in memory; its compressed forms are made on first demand. */
export interface StaticText {
  body: Buffer;
  etag: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

export interface PageRenderer {
  /**
   * `formState`: a form posted without JavaScript (http/page-forms.ts), shown with its values and
   * messages. `url`: the address rendered (default: the request's; the page cache passes its
   * canonical key, without parameters no page reads).
   */
  render(
    req: Request,
    res: Response,
    template: string,
    formState?: PageFormState,
    url?: string,
  ): Promise<{ status: number; html: string; noindex?: boolean } | null>;
  /** An Ant Design stylesheet named `file` ('ssr-styles-<hash>.css'), while it is current or recent. */
  stylesheet(file: string): StaticText | undefined;
}

/** Public routes rendered once at start (and the not-found page), so their styles are computed before the first visitor's render. */
const WARM_UP_PATHS = [...PUBLIC_PAGE_PATHS, '/no-such-page'];
/**
 * The size of each part of a whole Ant Design sheet: a browser takes one in within a task of a few
 * milliseconds at full speed (a 40 KB part took 9–16 ms here, which Lighthouse's 4x CPU slowdown
 * counts as blocking; decision 0049).
 */
const WHOLE_SHEET_PART_BYTES = 20_000;
/** Sets of styles kept servable (each a whole sheet and its critical part; a cached page may name an older one). */
const KEPT_STYLESHEETS = 100;

/** `map.set(key, value)`, then the oldest entries dropped beyond `limit` (the sheets' memos, first in first out). */
function setKept<K, V>(map: Map<K, V>, key: K, value: V, limit = KEPT_STYLESHEETS): void {
  map.set(key, value);
  while (map.size > limit) map.delete(map.keys().next().value!);
}

/**
 * How hard a text is compressed (Brotli quality, gzip level): 'max' for files made once
 * (stylesheets); 'fast' for cached pages, compressed once per content version and URL and sent
 * many times; 'dynamic' for cached public reads, compressed as compression() compresses a dynamic
 * answer (Brotli 4, gzip 6): a read's entry is made by a miss, often of an address nobody asks for
 * again (a search, a new query string), which pays for its compression (decision 0086).
 */
export type CompressionQuality = 'max' | 'fast' | 'dynamic';

const COMPRESSION: Record<CompressionQuality, { br: number; gzip: number }> = {
  max: { br: 11, gzip: 9 },
  fast: { br: 5, gzip: 6 },
  dynamic: { br: 4, gzip: 6 },
};

/** A text with its fingerprint; each compressed form is made when first asked for, at `quality`. */
export function staticText(body: string | Buffer, quality: CompressionQuality = 'max'): StaticText {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  const level = COMPRESSION[quality];
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    body: buffer,
    etag: `"${crypto.createHash('sha256').update(buffer).digest('base64url').slice(0, 27)}"`,
    get br() {
      br ??= zlib.brotliCompressSync(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: level.br,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      });
      return br;
    },
    get gzip() {
      gzip ??= zlib.gzipSync(buffer, { level: level.gzip });
      return gzip;
    },
  };
}

const DEFAULT_RENDER_TIMEOUT_MS = 3000;

/**
 * The answers of public reads (schema/public-reads.ts) that anonymous renders asked for, kept for
 * the current content version: a render of another URL showing the same content (a new query
 * string, another page with the same lists) does not run the same queries again. Emptied when the
 * content version changes, as the page cache is; an answer with errors is never kept.
 */
export class RenderDataCache {
  private version = '';
  private readonly entries = new Map<string, unknown>();

  constructor(
    private readonly content: { token(): string },
    private readonly maxEntries = 200,
  ) {}

  /** The content version now: pass it back to `set` with an answer fetched under it. */
  token(): string {
    this.sync();
    return this.version;
  }

  get(key: string): unknown {
    this.sync();
    return this.entries.get(key);
  }

  set(key: string, token: string, value: unknown): void {
    this.sync();
    // Fetched under an older version: the answer may already be stale.
    if (token !== this.version) return;
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, value);
  }

  private sync(): void {
    const now = this.content.token();
    if (now !== this.version) {
      this.entries.clear();
      this.version = now;
    }
  }
}

const printedQueries = new WeakMap<DocumentNode, string>();
/** An operation's key in the RenderDataCache: its text (printed once per document) and variables. */
export function operationKey(query: DocumentNode, variables: Record<string, unknown> | undefined): string {
  let text = printedQueries.get(query);
  if (text === undefined) {
    text = print(query);
    printedQueries.set(query, text);
  }
  return `${text}|${JSON.stringify(variables ?? {})}`;
}

/** One chunk of the web build's manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The stylesheets of the lazily loaded page modules a render used, with those of the chunks they
 * import statically, minus what index.html links already: linked in the server's HTML, a page
 * paints styled at once instead of when its chunk arrives in the browser (Vite's loader then
 * finds the link and does not add it twice).
 */
export function pageStylesheets(manifest: Manifest, modules: readonly string[]): string[] {
  const collect = (key: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    for (const css of chunk.css ?? []) into.add(css);
    for (const imported of chunk.imports ?? []) collect(imported, into, seen);
  };
  const linked = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(key, linked, new Set());
  const needed = new Set<string>();
  const seen = new Set<string>();
  for (const module of modules) collect(module, needed, seen);
  return [...needed].filter((css) => !linked.has(css));
}

function readManifest(webDist: string | undefined): Manifest {
  if (!webDist) return {};
  try {
    return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

/** Where fillTemplate writes into a template: found once per template, not searched per page. */
interface TemplateSlot {
  kind: 'title' | 'description' | 'links' | 'root' | 'state';
  start: number;
  end: number;
}
const ROOT_ELEMENT = '<div id="root"></div>';
const templateSlots = new Map<string, TemplateSlot[]>();

function slotsOf(template: string): TemplateSlot[] {
  const known = templateSlots.get(template);
  if (known) return known;
  const slots: TemplateSlot[] = [];
  const add = (kind: TemplateSlot['kind'], start: number, length: number) => {
    if (start >= 0) slots.push({ kind, start, end: start + length });
  };
  const title = /<title>[^<]*<\/title>/.exec(template);
  if (title) add('title', title.index, title[0].length);
  const description = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/.exec(template);
  if (description) add('description', description.index, description[0].length);
  add('links', template.indexOf('</head>'), 0);
  add('root', template.indexOf(ROOT_ELEMENT), ROOT_ELEMENT.length);
  add('state', template.indexOf('</body>'), 0);
  slots.sort((a, b) => a.start - b.start);
  // One template in production (index.html); tests pass a few of their own.
  if (templateSlots.size >= 8) templateSlots.clear();
  templateSlots.set(template, slots);
  return slots;
}

/**
 * A page's stylesheets, paths under the site root. `first`: what its first paint waits for (the
 * Ant Design rules its markup can match, then the page chunks' own CSS); `whenAppStarts`: the
 * whole Ant Design sheet in parts, named on the first link (`data-whole-sheet`, space-separated)
 * and applied by the browser's boot after the first paint, before the app renders (decision 0047).
 */
export interface PageStylesheets {
  first: readonly string[];
  whenAppStarts?: readonly string[];
}

/**
 * Put the rendered page into the built index.html. The template's places are found once
 * (slotsOf) and the page is written by concatenation: no pattern replacement runs over the page,
 * and a `$` in it is never read as a replacement pattern.
 */
export function fillTemplate(
  template: string,
  page: Pick<RenderResult, 'html' | 'head' | 'stateJson'>,
  stylesheets: PageStylesheets = { first: [] },
): string {
  let html = '';
  let at = 0;
  for (const slot of slotsOf(template)) {
    html += template.slice(at, slot.start);
    const original = template.slice(slot.start, slot.end);
    switch (slot.kind) {
      case 'title':
        html += page.head.title ? `<title>${escapeHtml(page.head.title)}</title>` : original;
        break;
      case 'description':
        html += page.head.description ? `<meta name="description" content="${escapeHtml(page.head.description)}" />` : original;
        break;
      case 'links':
        // After the component styles, as when the browser loads a chunk's CSS itself: the pages' own
        // rules win over antd's at equal specificity.
        stylesheets.first.forEach((css, index) => {
          const whole =
            index === 0 && stylesheets.whenAppStarts?.length
              ? ` data-whole-sheet="${stylesheets.whenAppStarts.map((part) => `/${escapeHtml(part)}`).join(' ')}"`
              : '';
          html += `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}"${whole}>`;
        });
        break;
      case 'root':
        html += `<div id="root">${page.html}</div>`;
        break;
      case 'state':
        html += `<script type="application/json" id="__APOLLO_STATE__">${page.stateJson}</script>`;
        break;
    }
    at = slot.end;
  }
  return html + template.slice(at);
}

/** The renderer's modules, imported once at start (null: not built). */
async function loadModules(ssrDir: string) {
  const entry = path.join(ssrDir, 'entry-server.mjs');
  if (!fs.existsSync(entry)) return null;
  // Both are ES modules; a real dynamic import (kept as import() by tsc for node20 modules).
  const renderer = (await import(entry)) as RendererModule;
  const { SchemaLink } = await import('@apollo/client/link/schema');
  const { ApolloLink } = await import('@apollo/client');
  const { from, mergeMap, of, tap } = await import('rxjs');
  return { renderer, SchemaLink, ApolloLink, rxjs: { from, mergeMap, of, tap } };
}
type LoadedModules = NonNullable<Awaited<ReturnType<typeof loadModules>>>;

/**
 * The link of one request's render: its queries run in-process with one request context (built
 * once, as for one GraphQL request), and an anonymous visitor's public reads come from the
 * RenderDataCache when this content version has answered them already. Previews are left alone.
 */
function requestLinkFactory(
  { SchemaLink, ApolloLink, rxjs }: LoadedModules,
  schema: GraphQLSchema,
  contextFor: (req: Request, res: Response) => Promise<RequestContext>,
  dataCache: RenderDataCache | undefined,
) {
  const { from, mergeMap, of, tap } = rxjs;
  return (req: Request, res: Response) => {
    let context: Promise<RequestContext> | undefined;
    const contextOnce = () => (context ??= contextFor(req, res));
    const schemaLink = new SchemaLink({ schema, context: contextOnce });
    // No signed-in user: the page's `me` is null without asking (a failed context asks, and fails as before).
    const signedOut = () =>
      contextOnce().then(
        (caller) => !caller.user,
        () => false,
      );
    if (!dataCache || req.query.preview !== undefined) return { link: schemaLink as ApolloLinkLike, signedOut };
    const reuse = new ApolloLink((operation, forward) => {
      if (!isPublicReadDocument(operation.query)) return forward(operation);
      return from(contextOnce()).pipe(
        mergeMap((caller) => {
          if (caller.user || caller.apiToken || caller.apiTokenRefused) return forward(operation);
          // One answer per arm of an experiment running on the page (decision 0069).
          const key = operationKey(operation.query, operation.variables) + armCacheSuffix(req);
          const known = dataCache.get(key);
          if (known) return of(known as ApolloLinkResult);
          const token = dataCache.token();
          return forward(operation).pipe(
            tap((answer) => {
              if (!answer.errors?.length && 'data' in answer && answer.data) dataCache.set(key, token, answer);
            }),
          );
        }),
      );
    });
    return { link: ApolloLink.from([reuse, schemaLink]) as ApolloLinkLike, signedOut };
  };
}

/**
 * Each page links the Ant Design styles its render used, not every style of the site (decision
 * 0039): pages using the same styles share one stylesheet, made on first demand, and the part of
 * it a page's markup can match (critical-styles.ts, decision 0047), parsed once per sheet, one
 * subset per set of classes the pages use.
 */
class PageStyles {
  private readonly sheets = new Map<string, StaticText>();
  private readonly sheetOf = new Map<string, string>();
  private readonly parsed = new Map<string, CriticalStyles>();
  private readonly subsetOf = new Map<string, string>();
  private readonly partsOf = new Map<string, string[]>();

  constructor(
    private readonly renderer: RendererModule,
    private readonly manifest: Manifest,
  ) {}

  /** The stylesheets a rendered page links. */
  forPage(page: RenderResult): PageStylesheets {
    const sheet = this.sheetFor(page.styleKeys);
    const signature = this.stylesOf(sheet).signature(page.html);
    return {
      first: [`assets/${this.criticalSheetFor(sheet, signature)}`, ...pageStylesheets(this.manifest, page.head.modules ?? [])],
      whenAppStarts: this.wholeSheetParts(sheet, signature).map((file) => `assets/${file}`),
    };
  }

  stylesheet(file: string): StaticText | undefined {
    return this.sheets.get(file);
  }

  /** Servable as /assets/<the name returned> while among the most recent (a cached page may name an older one); a set of styles has a sheet, its parts and critical subsets. */
  private keepSheet(css: string): string {
    const text = staticText(css);
    const file = `ssr-styles-${text.etag.slice(1, 13)}.css`;
    this.sheets.delete(file);
    setKept(this.sheets, file, text, KEPT_STYLESHEETS * 8);
    return file;
  }

  private sheetFor(keys: readonly string[]): string {
    const signature = keys.join('\n');
    let file = this.sheetOf.get(signature);
    if (!file || !this.sheets.has(file)) {
      file = this.keepSheet(this.renderer.stylesheet(keys).css);
      setKept(this.sheetOf, signature, file);
    }
    return file;
  }

  private stylesOf(sheet: string): CriticalStyles {
    let styles = this.parsed.get(sheet);
    if (!styles) {
      styles = new CriticalStyles(this.sheets.get(sheet)!.body.toString('utf8'));
      setKept(this.parsed, sheet, styles);
    }
    return styles;
  }

  /** The whole sheet as the parts the browser applies one per task when the app starts (without the theme root the critical part has). */
  private wholeSheetParts(sheet: string, signature: string): string[] {
    const styles = this.stylesOf(sheet);
    const key = `${sheet}\n${styles.rootsIn(signature)}`;
    let files = this.partsOf.get(key);
    if (!files || files.some((file) => !this.sheets.has(file))) {
      files = styles.parts(WHOLE_SHEET_PART_BYTES, signature).map((css) => this.keepSheet(css));
      setKept(this.partsOf, key, files);
    }
    return files;
  }

  private criticalSheetFor(sheet: string, signature: string): string {
    const key = `${sheet}\n${signature}`;
    let file = this.subsetOf.get(key);
    if (!file || !this.sheets.has(file)) {
      file = this.keepSheet(this.stylesOf(sheet).subset(signature));
      setKept(this.subsetOf, key, file);
    }
    return file;
  }
}

/**
 * Load the renderer if it has been built, or null (the app then renders in the browser only).
 * Loading (modules, page code, manifest, the warm-up renders) happens once here; `render` of the
 * returned renderer is the per-request work. `contextFor` builds the same request context as
 * /graphql, so the page sees what the visitor would see (an admin's header shows the Admin button).
 */
export async function loadPageRenderer(
  {
    ssrDir,
    webDist,
    site,
    content,
    renderTimeoutMs = DEFAULT_RENDER_TIMEOUT_MS,
  }: {
    ssrDir: string;
    webDist?: string;
    site?: Site;
    /** The content versions: with them, anonymous renders share public reads' answers (RenderDataCache). */
    content?: { token(): string };
    /** The longest a render may take; then the page is served as the app shell. */
    renderTimeoutMs?: number;
  },
  schema: GraphQLSchema,
  contextFor: (req: Request, res: Response) => Promise<RequestContext>,
  /** An anonymous visitor's context, for the renders made at start (see WARM_UP_PATHS). */
  warmUpContext?: () => Promise<RequestContext>,
): Promise<PageRenderer | null> {
  const modules = await loadModules(ssrDir);
  if (!modules) return null;
  const { renderer, SchemaLink } = modules;
  const requestLink = requestLinkFactory(modules, schema, contextFor, content ? new RenderDataCache(content) : undefined);
  // Load every page's code now, so the first visitor's render is not the slow one.
  await renderer.warmUp();
  const styles = new PageStyles(renderer, readManifest(webDist));

  const renderPage = async (url: string, link: ApolloLinkLike, formState?: PageFormState, signedOut = false) => {
    const signal = AbortSignal.timeout(renderTimeoutMs);
    const page = await renderer.render(url, link, signal, formState, { signedOut });
    return { page, css: styles.forPage(page) };
  };

  if (warmUpContext) {
    // Render every public route once: their styles are computed before the first visitor's render.
    const link = new SchemaLink({ schema, context: warmUpContext });
    for (const url of WARM_UP_PATHS) await renderPage(url, link, undefined, true).catch(() => undefined);
  }

  return {
    async render(req, res, template, formState, url = req.originalUrl) {
      const { link, signedOut } = requestLink(req, res);
      const { page, css } = await renderPage(url, link, formState, await signedOut());
      const html = fillTemplate(template, page, css);
      // Canonical, Open Graph, Twitter, JSON-LD: built in page-head.ts from what the page declared.
      const head = page.head as PageHeadData;
      return { status: page.status, html: site ? addHeadTags(html, head, req.path, site) : html, noindex: head.noindex === true };
    },
    stylesheet(file) {
      return styles.stylesheet(file);
    },
  };
}
