// Server rendering in one pass: on the server, every `useQuery` (the codegen hooks call it)
// suspends until its data is in the cache instead of answering "loading" and asking for a
// re-render of the whole tree (Apollo's prerenderStatic renders a page once per round of
// queries: the home page twice, the article three times). React's static prerender waits for a
// suspended component and renders only that component again once its data has arrived.
//
// Installed through Apollo's hook-wrapping context (the mechanism prerenderStatic itself uses),
// so page code is unchanged; the browser keeps the ordinary useQuery, which finds the same data
// in the restored cache and renders the same markup on hydration.
import { NetworkStatus, type ApolloClient, type DocumentNode, type OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { print } from 'graphql';

interface ServerQueryOptions {
  variables?: OperationVariables;
  skip?: boolean;
  ssr?: boolean;
  fetchPolicy?: string;
  errorPolicy?: 'none' | 'all' | 'ignore';
}

function notAllowed(): never {
  throw new Error('This method cannot be called during server rendering.');
}

// A query document's printed text, made once per document (the codegen documents are constants).
const printed = new WeakMap<DocumentNode, string>();
function keyOf(query: DocumentNode, variables: OperationVariables): string {
  let text = printed.get(query);
  if (text === undefined) {
    text = print(query);
    printed.set(query, text);
  }
  return `${text}|${JSON.stringify(variables)}`;
}

/** A `useQuery` for one server render of `client`: reads the cache, or suspends until fetched. */
export function createServerUseQuery(client: ApolloClient) {
  const pending = new Map<string, Promise<void>>();
  const failures = new Map<string, Error>();
  // What a fetch of this render answered: the component that suspended on it renders again with
  // this data instead of reading the same result back out of the cache (a second cache read).
  const fetched = new Map<string, Record<string, unknown>>();

  return function useServerQuery(query: DocumentNode, options: ServerQueryOptions | symbol = {}) {
    const opts: ServerQueryOptions = typeof options === 'object' ? options : { skip: true };
    const variables = opts.variables ?? {};
    const base = {
      client,
      variables: opts.variables,
      previousData: undefined,
      refetch: notAllowed,
      fetchMore: notAllowed,
      subscribeToMore: notAllowed,
      updateQuery: notAllowed,
      startPolling: notAllowed,
      stopPolling: notAllowed,
    };
    const result = <T extends object>(value: T): T =>
      // As in Apollo's own SSR hook: there is no observable to reach during server rendering.
      Object.defineProperty(value, 'observable', { get: notAllowed });
    if (opts.skip || opts.fetchPolicy === 'standby') {
      return result({
        ...base,
        data: undefined,
        dataState: 'empty',
        loading: false,
        error: undefined,
        networkStatus: NetworkStatus.ready,
        partial: true,
      });
    }
    if (opts.ssr === false || opts.fetchPolicy === 'no-cache') return result({ ...base, ...useQuery.ssrDisabledResult });

    const key = keyOf(query, variables);
    let data = fetched.get(key);
    if (data === undefined) {
      const cached = client.cache.diff<Record<string, unknown>>({ query, variables, returnPartialData: false, optimistic: false });
      if (cached.complete) data = cached.result ?? undefined;
    }
    if (data !== undefined) {
      return result({
        ...base,
        data,
        dataState: 'complete',
        loading: false,
        error: undefined,
        networkStatus: NetworkStatus.ready,
        partial: false,
      });
    }
    const failure = failures.get(key);
    if (failure) {
      return result({
        ...base,
        data: undefined,
        dataState: 'empty',
        loading: false,
        error: failure,
        networkStatus: NetworkStatus.error,
        partial: true,
      });
    }
    let promise = pending.get(key);
    if (!promise) {
      promise = client
        .query({ query, variables, fetchPolicy: 'network-only', errorPolicy: opts.errorPolicy === 'ignore' ? 'ignore' : 'none' })
        .then(
          ({ data: answer }) => {
            if (answer) fetched.set(key, answer as Record<string, unknown>);
          },
          (error: unknown) => {
            failures.set(key, error instanceof Error ? error : new Error(String(error)));
          },
        );
      pending.set(key, promise);
    }
    throw promise;
  };
}
