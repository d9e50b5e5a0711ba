// Server rendering in one pass: on the server, every `useQuery` (the codegen hooks call it)
// suspends until its data has arrived instead of answering "loading" and asking for a re-render
// of the whole tree (Apollo's prerenderStatic renders a page once per round of queries: the home
// page twice, the article three times). React's static prerender waits for a suspended component
// and renders only that component again once its data has arrived.
//
// Installed through Apollo's hook-wrapping context (the mechanism prerenderStatic itself uses),
// so page code is unchanged; the browser keeps the ordinary useQuery, which finds the same data
// in the restored cache and renders the same markup on hydration.
//
// No Apollo client cache on the server (issue 31's render cost): a query goes straight to the
// render's link (in-process, the public reads answered from the server's per-content-version
// answers), and the component renders the link's answer as it came. The browser's cache state is
// made from those answers once per set of answers (`state()`): written into a cache of its own
// and serialized, then kept, so renders of the same content (a new query string, the next
// anonymous visitor after a miss) reuse the same JSON instead of normalizing and serializing the
// same data again.
import {
  ApolloLink,
  CombinedGraphQLErrors,
  InMemoryCache,
  NetworkStatus,
  type ApolloClient,
  type DocumentNode,
  type OperationVariables,
} from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { print } from 'graphql';
import { jsonForScript } from '../../../schema/format/html';

interface ServerQueryOptions {
  variables?: OperationVariables;
  skip?: boolean;
  ssr?: boolean;
  fetchPolicy?: string;
  errorPolicy?: 'none' | 'all' | 'ignore';
}

type Data = Record<string, unknown>;

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

// The document as the client would send it to its link (with `__typename` on every object, so the
// browser's cache normalizes the answers as it would its own): made once per document.
const documents = new InMemoryCache();

/** An answer this render has: what the browser's cache is made of. */
interface Answer {
  key: string;
  query: DocumentNode;
  variables: OperationVariables;
  data: Data;
}

// Every answer object a render has seen, numbered: a set of answers the server shares between
// renders (the same objects, per content version) has the same signature each time.
const answerIds = new WeakMap<object, number>();
let lastAnswerId = 0;
/** The browser's cache state as JSON, by the signature of the answers it was made from. */
const states = new Map<string, string>();
const KEPT_STATES = 100;

/**
 * The browser's cache state for these answers, as JSON safe inside a `<script>` element: the same
 * normalized cache the client would have after running the same queries.
 */
function stateOf(answers: readonly Answer[]): string {
  const sorted = [...answers].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  let shared = true;
  let signature = '';
  for (const answer of sorted) {
    let id = answerIds.get(answer.data);
    if (id === undefined) {
      // First seen in this render: not known to be shared (a signed-in visitor's own answers).
      shared = false;
      answerIds.set(answer.data, (id = ++lastAnswerId));
    }
    signature += `${id},`;
  }
  if (shared) {
    const known = states.get(signature);
    if (known !== undefined) return known;
  }
  const cache = new InMemoryCache();
  for (const { query, variables, data } of sorted) cache.writeQuery({ query, variables, data });
  const json = jsonForScript(cache.extract());
  if (shared) {
    states.set(signature, json);
    if (states.size > KEPT_STATES) states.delete(states.keys().next().value!);
  }
  return json;
}

/** The first answer of an operation on `link`. */
function run(link: ApolloLink, client: ApolloClient, query: DocumentNode, variables: OperationVariables): Promise<ApolloLink.Result> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const subscription = ApolloLink.execute(link, { query, variables }, { client }).subscribe({
      next(value) {
        if (answered) return;
        answered = true;
        resolve(value);
        // The first answer is the one a query uses (the in-process link sends only one).
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: reject,
      complete() {
        if (!answered) reject(new Error('The query was answered with nothing.'));
      },
    });
  });
}

/**
 * The queries of one server render: a `useQuery` that reads what this render fetched or suspends
 * until `link` answers, and the browser's cache state made of the answers (`state()`).
 * `known`: answers the render has before it starts (the signed-out visitor's `me: null`).
 * `client` is the one the render's providers hold; its cache is never read or written here.
 */
export function createServerQueries(
  client: ApolloClient,
  link: ApolloLink,
  known: readonly { query: DocumentNode; variables?: OperationVariables; data: Data }[] = [],
) {
  const pending = new Map<string, Promise<void>>();
  const failures = new Map<string, Error>();
  const answers = new Map<string, Answer>();
  // An answer without data (`errorPolicy: 'ignore'`): the query answers empty, as the client's would.
  const empty = new Set<string>();
  for (const { query, variables = {}, data } of known) {
    const key = keyOf(query, variables);
    answers.set(key, { key, query, variables, data });
  }

  function useServerQuery(query: DocumentNode, options: ServerQueryOptions | symbol = {}) {
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
    const nothing = {
      ...base,
      data: undefined,
      dataState: 'empty',
      loading: false,
      error: undefined,
      networkStatus: NetworkStatus.ready,
      partial: true,
    };
    if (opts.skip || opts.fetchPolicy === 'standby') return result(nothing);
    if (opts.ssr === false || opts.fetchPolicy === 'no-cache') return result({ ...base, ...useQuery.ssrDisabledResult });

    const key = keyOf(query, variables);
    const answer = answers.get(key);
    if (answer) {
      return result({
        ...base,
        data: answer.data,
        dataState: 'complete',
        loading: false,
        error: undefined,
        networkStatus: NetworkStatus.ready,
        partial: false,
      });
    }
    if (empty.has(key)) return result(nothing);
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
      const ignoreErrors = opts.errorPolicy === 'ignore';
      promise = run(link, client, documents.transformDocument(query), variables).then(
        (answer) => {
          const { data, errors } = answer;
          if (errors?.length && !ignoreErrors) {
            failures.set(key, new CombinedGraphQLErrors(answer, errors));
          } else if (data) {
            answers.set(key, { key, query, variables, data: data as Data });
          } else {
            empty.add(key);
          }
        },
        (error: unknown) => {
          failures.set(key, error instanceof Error ? error : new Error(String(error)));
        },
      );
      pending.set(key, promise);
    }
    throw promise;
  }

  return {
    useQuery: useServerQuery,
    /** The browser's cache state after this render, as JSON safe inside a `<script>` element. */
    state: () => stateOf([...answers.values()]),
  };
}
