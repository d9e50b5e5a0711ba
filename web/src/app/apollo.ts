import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { isPublicReadDocument } from '../../../schema/public-reads';

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

/** SHA-256 of a query text, hex (Web Crypto: only in a secure context, or on localhost). */
async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The public reads (schema/public-reads.ts) go as hashed GET requests (automatic persisted
 * queries): short, and cacheable by a CDN and the browser; the server caches them per content
 * version (decision 0017). Everything else, mutations and staff queries, stays a POST.
 */
function browserLink(uri: string): ApolloLink {
  const http = new HttpLink({ uri, credentials: 'include' });
  if (!globalThis.crypto?.subtle) return http;
  const persisted = new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
  return ApolloLink.split((operation) => isPublicReadDocument(operation.query), persisted.concat(http), http);
}

// SPEC §7: every request carries cookies, and the cache never refetches by itself — no polling,
// no refetch on focus (no RefetchEventManager is attached, and refetchOn is off), no retry link.
export function createApolloClient({ uri = '/graphql', ssrMode = false, link, initialState }: ApolloClientOptions = {}) {
  const cache = new InMemoryCache();
  if (initialState) cache.restore(initialState);
  return new ApolloClient({
    ssrMode,
    link: link ?? browserLink(uri),
    cache,
    defaultOptions: {
      watchQuery: { fetchPolicy: 'cache-first', pollInterval: 0, refetchOn: false },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}
