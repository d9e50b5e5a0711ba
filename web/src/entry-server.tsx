// Server rendering of the public pages (docs/architecture.md "The page boot path"): the same providers and routes as
// the browser, a StaticRouter, and one React prerender pass in which every query suspends
// until the render's link has answered it (app/server-query.ts, decision 0080). Built by `npm run build:ssr`
// into dist/ssr and called by graphql-server/src/http/ssr.ts.
//
// Ant Design's CSS-in-JS styles go to one process-wide style cache, not to the page: the server
// serves them as fingerprinted stylesheets (`stylesheet(keys)`), each page linking one with the
// styles its render used (`styleKeys`) and those of the plain look-alikes (decision 0039).
import { StrictMode } from 'react';
import { ApolloLink } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { wrapperSymbol } from '@apollo/client/react/internal';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/app-providers';
import { preloadServerRenderedPages } from './app/lazy-page';
import { AppRoutes } from './app/routes';
import { createServerQueries } from './app/server-query';
import { MeDocument } from './graphql/generated';
import { PageFormContext } from './app/page-form-state';
import { StylePrimer } from './app/plain/style-primer';
import { theme } from './app/theme';
import { ServerHeadContext, type ServerHead } from './app/use-page-meta';
import type { PageFormState } from '../../schema/validation/page-forms';

export interface RenderResult {
  html: string;
  head: ServerHead;
  status: number;
  /** The Apollo cache, for the browser to restore before hydrating: JSON safe inside a `<script>` element. */
  stateJson: string;
  /** The Ant Design stylesheet's version after this render (it changes when new styles appeared). */
  stylesVersion: number;
  /** The style cache entries this render used (with the look-alikes'), sorted: its stylesheet's contents. */
  styleKeys: string[];
}

// Every page's code, loaded once per process, so renders never suspend on a lazy route.
let pagesReady: Promise<void> | undefined;

// One style cache for the process: a style is computed once, not on every request.
const styleCache = createCache();

type StyleCache = ReturnType<typeof createCache>;

/** The shared cache as one render sees it, noting each entry the render reads or writes. */
function trackedStyleCache(into: Set<string>): StyleCache {
  const view = Object.create(styleCache) as StyleCache;
  view.opGet = (key) => {
    into.add(key);
    return styleCache.opGet(key);
  };
  view.opUpdate = (key, valueFn) => {
    into.add(key);
    styleCache.opUpdate(key, valueFn);
  };
  return view;
}

// The entries of what the plain look-alikes copy (StylePrimer): every page may show them.
const primerKeys = new Set<string>();

export function warmUp(): Promise<void> {
  pagesReady ??= preloadServerRenderedPages().then(() => {
    // The styles of what the plain look-alikes (app/plain) copy, whether or not a page uses antd's own.
    renderToString(
      <StyleProvider cache={trackedStyleCache(primerKeys)}>
        <ConfigProvider theme={theme}>
          <StylePrimer />
        </ConfigProvider>
      </StyleProvider>,
    );
  });
  return pagesReady;
}
let stylesVersion = 0;
let knownStyleKeys = 0;

/**
 * Every Ant Design style any render has used so far, as plain CSS, and its version; or, with
 * `keys` (a render's `styleKeys`), only those styles, in the same order.
 */
export function stylesheet(keys?: readonly string[]): { css: string; version: number } {
  if (!keys) return { css: extractStyle(styleCache, { plain: true }), version: stylesVersion };
  const subset = createCache();
  for (const key of keys) {
    const value = styleCache.cache.get(key);
    if (value === undefined) continue;
    subset.cache.set(key, value);
    subset.updateTimes.set(key, styleCache.updateTimes.get(key) ?? 0);
  }
  return { css: extractStyle(subset, { plain: true }), version: stylesVersion };
}

function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  // The chunks as they come, decoded once at the end (not per chunk, not through an async iterator).
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk));
    stream.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.once('error', reject);
  });
}

// The client the providers hold during server renders, one for the process: the page's queries go
// to each render's own link (app/server-query.ts) and never through this client or its cache; one
// that reached its link (a query outside useQuery) would fail the render instead of sharing data.
const serverClient = createApolloClient({
  ssrMode: true,
  link: new ApolloLink(() => {
    throw new Error('Server renders query through their own link (app/server-query.ts).');
  }),
});

/** What a signed-out visitor's render knows before it starts: there is no current user. */
const SIGNED_OUT = [{ query: MeDocument, data: { me: null } }];

/**
 * `caller.signedOut`: the server knows there is no signed-in user, so the page's current-user
 * query is answered (`me: null`) before rendering instead of by a query the render waits for.
 */
export async function render(
  url: string,
  link: ApolloLink,
  signal?: AbortSignal,
  formState?: PageFormState,
  caller?: { signedOut: boolean },
): Promise<RenderResult> {
  await warmUp();
  const queries = createServerQueries(serverClient, link, caller?.signedOut ? SIGNED_OUT : []);
  const head: ServerHead = {};
  const styleKeys = new Set(primerKeys);
  const ApolloContext = getApolloContext();
  const tree = (
    <ApolloContext.Provider value={{ [wrapperSymbol]: { useQuery: () => queries.useQuery } } as never}>
      <StrictMode>
        <ServerHeadContext.Provider value={head}>
          <StyleProvider cache={trackedStyleCache(styleKeys)}>
            <AppProviders client={serverClient}>
              <PageFormContext.Provider value={formState ?? null}>
                <StaticRouter location={url}>
                  <AppRoutes />
                </StaticRouter>
              </PageFormContext.Provider>
            </AppProviders>
          </StyleProvider>
        </ServerHeadContext.Provider>
      </StrictMode>
    </ApolloContext.Provider>
  );
  const { prelude } = await prerenderToNodeStream(tree, {
    signal,
    // Keep every Suspense boundary inline: React otherwise outlines large ones behind an
    // inline <script> that swaps them in, which the Content-Security-Policy would block.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      // A component that throws while rendering on the server is rendered in the browser instead.
      console.error('Server rendering error:', error);
    },
  });
  const html = await readAll(prelude);
  if (styleCache.cache.size !== knownStyleKeys) {
    knownStyleKeys = styleCache.cache.size;
    stylesVersion++;
  }
  return {
    html,
    head,
    status: head.status ?? 200,
    stateJson: queries.state(),
    stylesVersion,
    styleKeys: [...styleKeys].sort(),
  };
}
