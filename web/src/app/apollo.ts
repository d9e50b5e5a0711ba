import { ApolloClient, HttpLink, InMemoryCache, type ApolloLink, type NormalizedCacheObject } from '@apollo/client';

export interface ApolloClientOptions {
  /** Absolute URL when rendering on the server; the browser uses the same-origin '/graphql'. */
  uri?: string;
  /** Set by the server renderer so queries resolve once and never refetch. */
  ssrMode?: boolean;
  /** The server renderer executes operations in-process (a SchemaLink) instead of over HTTP. */
  link?: ApolloLink;
  /** The cache the server rendered with, restored in the browser so hydration needs no refetch. */
  initialState?: NormalizedCacheObject;
}

// SPEC §7: every request carries cookies, and the cache never refetches by itself — no polling,
// no refetch on focus (no RefetchEventManager is attached, and refetchOn is off), no retry link.
export function createApolloClient({ uri = '/graphql', ssrMode = false, link, initialState }: ApolloClientOptions = {}) {
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    ssrMode,
    link: link ?? new HttpLink({ uri, credentials: 'include' }),
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', pollInterval: 0, refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
