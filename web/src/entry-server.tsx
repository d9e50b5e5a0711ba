// Server rendering of the public pages (ARCHITECTURE 'Web'): the same providers and routes as
// the browser, a StaticRouter, Apollo resolving every query in-process before the HTML is
// final, and Ant Design's styles extracted so the first paint is styled. Built by
// `npm run build:ssr` into dist/ssr and called by graphql-server/src/http/ssr.ts.
import { StrictMode } from 'react';
import type { ApolloLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/app-providers';
import { preloadAllPages } from './app/lazy-page';
import { AppRoutes } from './app/routes';
import { ServerHeadContext, type ServerHead } from './app/use-page-meta';

export interface RenderResult {
  html: string;
  /** <style> tags of the Ant Design styles the page used. */
  styles: string;
  head: ServerHead;
  status: number;
  /** The Apollo cache, for the browser to restore before hydrating. */
  apolloState: unknown;
}

// Every page's code, loaded once per process, so renders never suspend on a lazy route.
let pagesReady: Promise<void> | undefined;

export function warmUp(): Promise<void> {
  pagesReady ??= preloadAllPages();
  return pagesReady;
}

export async function render(url: string, link: ApolloLink, signal?: AbortSignal): Promise<RenderResult> {
  await warmUp();
  const client = createApolloClient({ ssrMode: true, link });
  const styleCache = createCache();
  const head: ServerHead = {};
  const tree = (
    <StrictMode>
      <ServerHeadContext.Provider value={head}>
        <StyleProvider cache={styleCache}>
          <AppProviders client={client}>
            <StaticRouter location={url}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </StyleProvider>
      </ServerHeadContext.Provider>
    </StrictMode>
  );
  const { result } = await prerenderStatic({
    tree,
    signal,
    renderFunction: (node) =>
      prerenderToNodeStream(node, {
        signal,
        // Keep every Suspense boundary inline: React otherwise outlines large ones behind an
        // inline <script> that swaps them in, which the Content-Security-Policy would block.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error) {
          // A component that throws while rendering on the server is rendered in the browser instead.
          console.error('Server rendering error:', error);
        },
      }),
    maxRerenders: 10,
  });
  return {
    html: result,
    styles: extractStyle(styleCache),
    head,
    status: head.status ?? 200,
    apolloState: client.extract(),
  };
}
