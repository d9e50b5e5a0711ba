// What one GraphQL operation may ask for, counted with its variables once the operation is
// known and before any resolver runs (issue 10: anonymous requests must be cheap). GraphQL
// Armor's cost model counts fields, not rows: fifteen aliases of `posts(pageSize: 100)` cost it
// no more than fifteen of `posts(pageSize: 1)`. Here every list counts the rows it can return —
// its `pageSize`/`limit` argument (at most MAX_PAGE_SIZE), or LIST_ROWS for a list without one —
// multiplied through nesting, aliases and fragment spreads; an anonymous caller gets a much
// smaller budget than staff and integrators. String arguments (searches, slugs, ids) are capped,
// so no one can make the database match a 10 kB pattern against every article.
import type { ApolloServerPlugin } from '@apollo/server';
import {
  getNamedType,
  getNullableType,
  GraphQLError,
  isInterfaceType,
  isListType,
  isObjectType,
  Kind,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues } from 'graphql/execution/values';
import type { RequestContext } from '../auth/context';
import { MAX_PAGE_SIZE } from '../../../schema/validation/paging';
import { TooManyRequestsError, type WorkBudget } from './rate-limits';
import { WorkGateBusyError, type ReleaseWork, type WorkGate } from './work-gate';

export interface QueryBudget {
  /** Rows (list items, summed over the operation) an anonymous caller may ask for. */
  anonymousRows: number;
  /** The same for a signed-in user or an API token. */
  staffRows: number;
  /** Longest String/ID argument accepted (input objects have their own rules). */
  maxArgumentLength: number;
}

/** The site's largest anonymous query asks for 100 resources (the library's "load more") and the categories. */
export const DEFAULT_QUERY_BUDGET: QueryBudget = { anonymousRows: 300, staffRows: 5000, maxArgumentLength: 200 };

/** Rows counted for a list field without a size argument (categories, tag lists, ...). */
const LIST_ROWS = 10;
const SIZE_ARGUMENTS = ['pageSize', 'limit', 'first', 'weeks'];

/**
 * An anonymous operation's price in work units (rate-limits.ts WorkBudget, about a millisecond of
 * server time each): a little for parsing and answering, and a tenth per row asked for (fifteen
 * aliases of a 20-item search with contents, 300 rows, took 28 ms here).
 */
export function operationUnits(rows: number): number {
  return 2 + rows / 10;
}

export const QUERY_TOO_LARGE = 'QUERY_TOO_LARGE';

function refuse(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: QUERY_TOO_LARGE, http: { status: 400 } } });
}

/** The rows an operation asks for, and its longest string argument. */
function measure(
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  schemaType: (name: string) => GraphQLNamedType | undefined,
): { rows: number; longestArgument: number } {
  let rows = 0;
  let longestArgument = 0;
  // `sized`: a page size above already counted the rows of the list below (a page's `items`).
  const walk = (set: SelectionSetNode, type: GraphQLNamedType, multiplier: number, depth: number, sized: boolean) => {
    if (depth > 50) throw refuse('The query is nested too deeply.');
    for (const selection of set.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments[selection.name.value];
        const on = fragment && schemaType(fragment.typeCondition.name.value);
        if (fragment && on) walk(fragment.selectionSet, on, multiplier, depth + 1, sized);
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schemaType(selection.typeCondition.name.value) : type;
        if (on) walk(selection.selectionSet, on, multiplier, depth + 1, sized);
        continue;
      }
      if (selection.name.value.startsWith('__') || !(isObjectType(type) || isInterfaceType(type))) continue;
      const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[selection.name.value];
      if (!field) continue;
      let args: Record<string, unknown> = {};
      try {
        args = getArgumentValues(field, selection, variables);
      } catch {
        // Bad arguments are the validator's and the executor's to report.
      }
      for (const value of Object.values(args)) {
        if (typeof value === 'string') longestArgument = Math.max(longestArgument, value.length);
      }
      const size = SIZE_ARGUMENTS.map((name) => args[name]).find((value): value is number => typeof value === 'number');
      const list = isListType(getNullableType(field.type));
      let inner = multiplier;
      let innerSized = sized;
      if (size !== undefined) {
        inner = multiplier * Math.min(Math.max(Math.trunc(size), 1), MAX_PAGE_SIZE);
        rows += inner;
        innerSized = !list;
      } else if (list && sized) {
        innerSized = false;
      } else if (list && selection.selectionSet) {
        inner = multiplier * LIST_ROWS;
        rows += inner;
      }
      if (selection.selectionSet) walk(selection.selectionSet, getNamedType(field.type), inner, depth + 1, innerSized);
    }
  };
  walk(selectionSet, parent, 1, 0, false);
  return { rows, longestArgument };
}

/** What anonymous operations are measured against besides their size (decision 0057). */
export interface AnonymousWork {
  /** The per-address budget: an operation is charged its units; a spent address gets 429. */
  work?: WorkBudget;
  /** The ceiling over all anonymous work: a query runs in one of its places; none free, 503. */
  gate?: WorkGate;
  /** ANONYMOUS_REFUSAL_DELAY_MS: those refusals are answered after this long (a flood retrying at once slows itself down). */
  refusalDelayMs?: number;
}

const pause = (ms: number | undefined) => (ms ? new Promise<void>((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

function tooManyRequests(message: string, retryAfterSeconds: number): GraphQLError {
  return new GraphQLError(message, {
    originalError: new TooManyRequestsError(message, retryAfterSeconds),
    extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) } },
  });
}

function busy(error: WorkGateBusyError): GraphQLError {
  return new GraphQLError(error.message, {
    originalError: error,
    extensions: {
      code: 'SERVICE_UNAVAILABLE',
      http: { status: 503, headers: new Map([['retry-after', String(error.retryAfterSeconds)]]) },
    },
  });
}

/**
 * Sizes every operation (rows, argument lengths). An anonymous caller's operations are also
 * charged to its address (`work`), and its queries, which answers from the read cache never
 * reach, run in a place of the gate (`gate`), held until the answer is ready; mutations (lead
 * submissions among them) never wait for it.
 */
export function queryBudgetPlugin(
  budget: QueryBudget = DEFAULT_QUERY_BUDGET,
  { work, gate, refusalDelayMs }: AnonymousWork = {},
): ApolloServerPlugin<RequestContext> {
  return {
    async requestDidStart() {
      let release: ReleaseWork | undefined;
      return {
        async didResolveOperation({ operation, document, request, contextValue, schema }) {
          if (!operation) return;
          const root =
            operation.operation === 'mutation'
              ? schema.getMutationType()
              : operation.operation === 'subscription'
                ? schema.getSubscriptionType()
                : schema.getQueryType();
          if (!root) return;
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const definition of document.definitions)
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
          const { rows, longestArgument } = measure(
            operation.selectionSet,
            root,
            fragments,
            request.variables ?? {},
            (name) => schema.getType(name) ?? undefined,
          );
          if (longestArgument > budget.maxArgumentLength) {
            throw refuse(`An argument is too long (at most ${budget.maxArgumentLength} characters).`);
          }
          const staff = Boolean(contextValue.user || contextValue.apiToken);
          const allowed = staff ? budget.staffRows : budget.anonymousRows;
          if (rows > allowed) {
            throw refuse(
              `The query asks for too many items (${rows}; at most ${allowed}${staff ? '' : ' without signing in'}). Ask for fewer or smaller pages.`,
            );
          }
          if (staff) return;
          if (work) {
            const refusal = work.refusal(contextValue.ip);
            if (refusal) {
              await pause(refusalDelayMs);
              throw tooManyRequests(refusal.message, refusal.retryAfterSeconds);
            }
            work.charge(contextValue.ip, operationUnits(rows));
          }
          if (gate && operation.operation === 'query') {
            try {
              // Root fields resolve side by side, each with its own database query: each counts.
              release = await gate.enter(Math.max(1, operation.selectionSet.selections.length));
            } catch (error) {
              if (!(error instanceof WorkGateBusyError)) throw error;
              await pause(refusalDelayMs);
              throw busy(error);
            }
            // Also when the client goes away before the answer: a place is never kept.
            contextValue.res?.once?.('close', release);
          }
        },
        async willSendResponse() {
          release?.();
        },
      };
    },
  };
}
