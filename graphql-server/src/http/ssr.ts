// Server rendering of public pages: the Vite-built renderer (dist/ssr/entry-server.mjs) runs the
// React app for the request's URL, with Apollo operations executed in-process against the same
// schema and request context as /graphql. Admin pages are not rendered here (private, nothing
// to index): they get the app shell and render in the browser.
import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import type { RequestContext } from '../auth/context';

type ApolloLinkLike = object;

interface RenderResult {
  html: string;
  styles: string;
  head: { title?: string; description?: string; status?: number; modules?: string[] };
  status: number;
  apolloState: unknown;
}

interface RendererModule {
  render(url: string, link: ApolloLinkLike, signal?: AbortSignal): Promise<RenderResult>;
  warmUp(): Promise<void>;
}

export interface PageRenderer {
  render(req: Request, res: Response, template: string): Promise<{ status: number; html: string } | null>;
}

const RENDER_TIMEOUT_MS = 3000;

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a <script type="application/json"> block. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
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

/** Put the rendered page into the built index.html. */
export function fillTemplate(template: string, page: RenderResult, stylesheets: readonly string[] = []): string {
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
  html = html.replace('</head>', `${page.styles}${links}</head>`);
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
  { ssrDir, webDist }: { ssrDir: string; webDist?: string },
  schema: GraphQLSchema,
  contextFor: (req: Request, res: Response) => Promise<RequestContext>,
): Promise<PageRenderer | null> {
  const entry = path.join(ssrDir, 'entry-server.mjs');
  if (!fs.existsSync(entry)) return null;
  // Both are ES modules; a real dynamic import (kept as import() by tsc for node20 modules).
  const renderer = (await import(entry)) as RendererModule;
  const { SchemaLink } = await import('@apollo/client/link/schema');
  // Load every page's code now, so the first visitor's render is not the slow one.
  await renderer.warmUp();
  const manifest = readManifest(webDist);
  return {
    async render(req, res, template) {
      const link = new SchemaLink({ schema, context: () => contextFor(req, res) });
      const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
      const page = await renderer.render(req.originalUrl, link, signal);
      return { status: page.status, html: fillTemplate(template, page, pageStylesheets(manifest, page.head.modules ?? [])) };
    },
  };
}
