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
import { jsonForScript } from '../../../schema/format/html';

interface ServerQueryOptions {
  variables?: OperationVariables;
  skip?: boolean;
  ssr?: boolean;
  fetchPolicy?: string;
  errorPolicy?: 'none' | 'all' | 'ignore';
}

type Data = Record<string, unknown>;

// A query's key in a render: its document's number (the codegen documents are constants, numbered
// once per process) and its variables; short, so the lookup on every hook call costs little.
const documentIds = new WeakMap<DocumentNode, number>();
let lastDocumentId = 0;
function keyOf(query: DocumentNode, variables: OperationVariables): string {
  let id = documentIds.get(query);
  if (id === undefined) documentIds.set(query, (id = ++lastDocumentId));
  return `${id}|${JSON.stringify(variables)}`;
}

function notAllowed(): never {
  throw new Error('This method cannot be called during server rendering.');
}

/** How a server query's result stands, as useQuery reports it. */
interface ResultState {
  readonly dataState: string;
  readonly loading: boolean;
  readonly networkStatus: NetworkStatus;
  readonly partial: boolean;
}
const EMPTY: ResultState = { dataState: 'empty', loading: false, networkStatus: NetworkStatus.ready, partial: true };
const COMPLETE: ResultState = { dataState: 'complete', loading: false, networkStatus: NetworkStatus.ready, partial: false };
const FAILED: ResultState = { dataState: 'empty', loading: false, networkStatus: NetworkStatus.error, partial: true };

/** What useQuery answers during a server render: one shape for every answer, made without spreading. */
class ServerQueryResult {
  readonly dataState: string;
  readonly loading: boolean;
  readonly networkStatus: NetworkStatus;
  readonly partial: boolean;
  readonly previousData = undefined;
  readonly refetch = notAllowed;
  readonly fetchMore = notAllowed;
  readonly subscribeToMore = notAllowed;
  readonly updateQuery = notAllowed;
  readonly startPolling = notAllowed;
  readonly stopPolling = notAllowed;

  constructor(
    readonly client: ApolloClient,
    readonly variables: OperationVariables | undefined,
    state: ResultState = EMPTY,
    readonly data: Data | undefined = undefined,
    readonly error: Error | undefined = undefined,
  ) {
    this.dataState = state.dataState;
    this.loading = state.loading;
    this.networkStatus = state.networkStatus;
    this.partial = state.partial;
  }

  // As in Apollo's own SSR hook: there is no observable to reach during server rendering.
  get observable(): never {
    return notAllowed();
  }
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
    if (opts.skip || opts.fetchPolicy === 'standby') return new ServerQueryResult(client, opts.variables);
    if (opts.ssr === false || opts.fetchPolicy === 'no-cache')
      return new ServerQueryResult(client, opts.variables, useQuery.ssrDisabledResult);
    const variables = opts.variables ?? {};
    const key = keyOf(query, variables);
    const answer = answers.get(key);
    if (answer) return new ServerQueryResult(client, opts.variables, COMPLETE, answer.data);
    if (empty.has(key)) return new ServerQueryResult(client, opts.variables);
    const failure = failures.get(key);
    if (failure) return new ServerQueryResult(client, opts.variables, FAILED, undefined, failure);
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
