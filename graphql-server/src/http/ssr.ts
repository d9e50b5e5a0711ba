// Server rendering of public pages: the Vite-built renderer (dist/ssr/entry-server.mjs) runs the
// React app for the request's URL, with Apollo operations executed in-process against the same
// schema and request context as /graphql. Admin pages are not rendered here (private, nothing
// to index): they get the app shell and render in the browser.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { PageFormState } from '../../../schema/validation/page-forms';
import { escapeHtml } from '../../../schema/format/html';
import { PUBLIC_PAGE_PATHS } from '../../../schema/routes';
import type { RequestContext } from '../auth/context';
import { addHeadTags, type PageHeadData, type Site } from './page-head';

type ApolloLinkLike = object;

interface RenderResult {
  html: string;
  head: { title?: string; description?: string; status?: number; noindex?: boolean; modules?: string[] };
  status: number;
  apolloState: unknown;
  stylesVersion: number;
}

interface RendererModule {
  render(url: string, link: ApolloLinkLike, signal?: AbortSignal, formState?: PageFormState): Promise<RenderResult>;
  warmUp(): Promise<void>;
  stylesheet(): { css: string; version: number };
}

/** A fingerprinted text kept in memory; its compressed forms are made on first demand. */
export interface StaticText {
  body: Buffer;
  etag: string;
  readonly br: Buffer;
  readonly gzip: Buffer;
}

export interface PageRenderer {
  /** `formState`: a form posted without JavaScript (http/page-forms.ts), shown with its values and messages. */
  render(
    req: Request,
    res: Response,
    template: string,
    formState?: PageFormState,
  ): Promise<{ status: number; html: string; noindex?: boolean } | null>;
  /** The Ant Design stylesheet named `file` ('ssr-styles-<hash>.css'), while it is current or recent. */
  stylesheet(file: string): StaticText | undefined;
}

/** Public routes rendered once at start (and the not-found page), so the Ant Design stylesheet holds their styles at once. */
const WARM_UP_PATHS = [...PUBLIC_PAGE_PATHS, '/no-such-page'];
/** Stylesheet versions kept servable (a cached page may still name an older one). */
const KEPT_STYLESHEETS = 20;

/**
 * `quality` 'max' for files made once (stylesheets); 'fast' for cached responses, which are
 * compressed once per content version and URL.
 */
export function staticText(body: string | Buffer, quality: 'max' | 'fast' = 'max'): StaticText {
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body, 'utf8');
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    body: buffer,
    etag: `"${crypto.createHash('sha256').update(buffer).digest('base64url').slice(0, 27)}"`,
    get br() {
      br ??= zlib.brotliCompressSync(buffer, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: quality === 'max' ? 11 : 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
        },
      });
      return br;
    },
    get gzip() {
      gzip ??= zlib.gzipSync(buffer, { level: quality === 'max' ? 9 : 6 });
      return gzip;
    },
  };
}

const RENDER_TIMEOUT_MS = 3000;

/** JSON that is safe inside a <script type="application/json"> block. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
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

/**
 * Put the rendered page into the built index.html. `stylesheets` are paths under the site root:
 * the Ant Design sheet first, then the page chunks' own CSS.
 */
export function fillTemplate(
  template: string,
  page: Pick<RenderResult, 'html' | 'head' | 'apolloState'>,
  stylesheets: readonly string[] = [],
): string {
  let html = template.replace('<div id="root"></div>', `<div id="root">${page.html}</div>`);
  if (page.head.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`);
  if (page.head.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeHtml(page.head.description)}" />`,
    );
  }
  const links = stylesheets.map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}">`).join('');
  // After the component styles, as when the browser loads a chunk's CSS itself: the pages' own
  // rules win over antd's at equal specificity.
  html = html.replace('</head>', `${links}</head>`);
  return html.replace(
    '</body>',
    `<script type="application/json" id="__APOLLO_STATE__">${jsonForScript(page.apolloState)}</script></body>`,
  );
}

/**
 * Load the renderer if it has been built, or null (the app then renders in the browser only).
 * `contextFor` builds the same request context as /graphql, so the page sees what the visitor
 * would see (an admin's header shows the Admin button).
 */
export async function loadPageRenderer(
  { ssrDir, webDist, site }: { ssrDir: string; webDist?: string; site?: Site },
  schema: GraphQLSchema,
  contextFor: (req: Request, res: Response) => Promise<RequestContext>,
  /** An anonymous visitor's context, for the renders made at start (see WARM_UP_PATHS). */
  warmUpContext?: () => Promise<RequestContext>,
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.mjs');
  if (!fs.existsSync(entry)) return null;
  // Both are ES modules; a real dynamic import (kept as import() by tsc for node20 modules).
  const renderer = (await import(entry)) as RendererModule;
  const { SchemaLink } = await import('@apollo/client/link/schema');
  // Load every page's code now, so the first visitor's render is not the slow one.
  await renderer.warmUp();
  const manifest = readManifest(webDist);

  // The Ant Design stylesheet: regenerated only when a render used styles not seen before.
  const sheets = new Map<string, StaticText>();
  let current = { version: -1, file: '' };
  const currentSheet = (version: number): string => {
    if (version !== current.version) {
      const { css, version: latest } = renderer.stylesheet();
      const text = staticText(css);
      const file = `ssr-styles-${text.etag.slice(1, 13)}.css`;
      sheets.set(file, text);
      while (sheets.size > KEPT_STYLESHEETS) sheets.delete(sheets.keys().next().value!);
      current = { version: latest, file };
    }
    return current.file;
  };

  const renderPage = async (url: string, link: ApolloLinkLike, formState?: PageFormState) => {
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    const page = await renderer.render(url, link, signal, formState);
    const css = [`assets/${currentSheet(page.stylesVersion)}`, ...pageStylesheets(manifest, page.head.modules ?? [])];
    return { page, css };
  };

  if (warmUpContext) {
    // Render every public route once: their styles are in the first stylesheet visitors get.
    const link = new SchemaLink({ schema, context: warmUpContext });
    for (const url of WARM_UP_PATHS) await renderPage(url, link).catch(() => undefined);
  }

  return {
    async render(req, res, template, formState) {
      const link = new SchemaLink({ schema, context: () => contextFor(req, res) });
      const { page, css } = await renderPage(req.originalUrl, link, formState);
      const html = fillTemplate(template, page, css);
      // Canonical, Open Graph, Twitter, JSON-LD: built in page-head.ts from what the page declared.
      const head = page.head as PageHeadData;
      return { status: page.status, html: site ? addHeadTags(html, head, req.path, site) : html, noindex: head.noindex === true };
    },
    stylesheet(file) {
      return sheets.get(file);
    },
  };
}
