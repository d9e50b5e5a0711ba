// Query-shape limits for /graphql (OWASP GraphQL cheat sheet), through GraphQL Armor: depth,
// cost, aliases, directives and tokens are checked while the query is validated, before any
// resolver runs. The site's own deepest query is 4 levels.
//
// Introspection counts against depth too (issue 35, decision 0060): a document that asks
// `__schema` may be as deep as the standard introspection query that every client sends
// (graphql-js getIntrospectionQuery with every option: 15 levels), and no deeper — before, it was
// exempt, so `__schema { types { fields { type { fields { ... } } } } }` had no bound at all.
// A refusal names the limit ("Aliases limit of 15 exceeded, found 16.") without the misleading
// "Syntax Error: " that Armor puts before it: the query's syntax is fine, its shape is not.
import { ApolloArmor } from '@escape.tech/graphql-armor';
import {
  getIntrospectionQuery,
  GraphQLError,
  Kind,
  parse,
  type DocumentNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

export interface GraphqlLimits {
  maxDepth: number;
  maxCost: number;
}

/** Tokens a query may have: the site's largest is about 150. */
const MAX_TOKENS = 2000;

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = { maxDepth: 8, maxCost: 5000 };

/** The depth of a document's deepest field path, fragments flattened (as Armor's maxDepth counts). */
function documentDepth(document: DocumentNode): number {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  const depth = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
    let deepest = 0;
    for (const selection of set?.selections ?? []) {
      if (selection.kind === Kind.FIELD) deepest = Math.max(deepest, 1 + depth(selection.selectionSet, seen));
      else if (selection.kind === Kind.INLINE_FRAGMENT) deepest = Math.max(deepest, depth(selection.selectionSet, seen));
      else if (!seen.has(selection.name.value)) {
        deepest = Math.max(deepest, depth(fragments.get(selection.name.value), new Set([...seen, selection.name.value])));
      }
    }
    return deepest;
  };
  return Math.max(0, ...document.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? depth(d.selectionSet, new Set()) : 0)));
}

/** How deep a document asking `__schema` may be: the standard introspection query, every option on. */
export const INTROSPECTION_MAX_DEPTH = documentDepth(
  parse(
    getIntrospectionQuery({
      descriptions: true,
      specifiedByUrl: true,
      directiveIsRepeatable: true,
      schemaDescription: true,
      inputValueDeprecation: true,
      oneOf: true,
    }),
  ),
);

/** Armor's refusal, reported without its "Syntax Error: " prefix (and not thrown, so graphql-js reports it as a validation error). */
const report = {
  propagateOnRejection: false,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) => {
      context?.reportError(new GraphQLError(error.message.replace(/^Syntax Error: /, '')));
    },
  ],
};

/** Apollo Server options (validation rules and plugins) enforcing the limits. */
export function graphqlArmor(limits: GraphqlLimits = DEFAULT_GRAPHQL_LIMITS) {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true, ...report },
    costLimit: { maxCost: limits.maxCost, ...report },
    maxAliases: { n: 15, ...report },
    maxDirectives: { n: 20, ...report },
    // Armor's token counter is a plugin that answers a query that does not parse with a 500;
    // graphql-js counts tokens while parsing instead (parseOptions below).
    maxTokens: { enabled: false },
    // Field suggestions ('Did you mean ...?') are harmless while introspection is on, but they
    // map the schema when it is off: never give them.
    blockFieldSuggestion: { enabled: true },
  });
  // The same depth rule once more, introspection included, with the introspection query's allowance:
  // only a document asking `__schema` can be deeper than maxDepth and still pass the first rule.
  const introspection = new ApolloArmor({
    maxDepth: { n: Math.max(limits.maxDepth, INTROSPECTION_MAX_DEPTH), flattenFragments: true, ignoreIntrospection: false, ...report },
    costLimit: { enabled: false },
    maxAliases: { enabled: false },
    maxDirectives: { enabled: false },
    maxTokens: { enabled: false },
    blockFieldSuggestion: { enabled: false },
  });
  const { plugins, validationRules } = armor.protect();
  const extra = introspection.protect();
  return {
    plugins: [...plugins, ...extra.plugins],
    validationRules: [...validationRules, ...extra.validationRules],
    parseOptions: { maxTokens: MAX_TOKENS },
  };
}
