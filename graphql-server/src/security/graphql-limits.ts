// Query-shape limits for /graphql (OWASP GraphQL cheat sheet), through GraphQL Armor: depth,
// cost, aliases, directives and tokens are checked while the query is validated, before any
// resolver runs. The site's own deepest query is 4 levels; introspection is exempt.
import { ApolloArmor } from '@escape.tech/graphql-armor';

export interface GraphqlLimits {
  maxDepth: number;
  maxCost: number;
}

/** Tokens a query may have: the site's largest is about 150. */
const MAX_TOKENS = 2000;

export const DEFAULT_GRAPHQL_LIMITS: GraphqlLimits = { maxDepth: 8, maxCost: 5000 };

/** Apollo Server options (validation rules and plugins) enforcing the limits. */
export function graphqlArmor(limits: GraphqlLimits = DEFAULT_GRAPHQL_LIMITS) {
  const armor = new ApolloArmor({
    maxDepth: { n: limits.maxDepth, flattenFragments: true },
    costLimit: { maxCost: limits.maxCost },
    maxAliases: { n: 15 },
    maxDirectives: { n: 20 },
    // Armor's token counter is a plugin that answers a query that does not parse with a 500;
    // graphql-js counts tokens while parsing instead (parseOptions below).
    maxTokens: { enabled: false },
    // Field suggestions ('Did you mean ...?') are harmless while introspection is on, but they
    // map the schema when it is off: never give them.
    blockFieldSuggestion: { enabled: true },
  });
  const { plugins, validationRules } = armor.protect();
  return { plugins, validationRules, parseOptions: { maxTokens: MAX_TOKENS } };
}
