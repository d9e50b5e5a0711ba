/**
 * The public GraphQL queries whose answers are the same for every visitor (SPEC §7 public reads):
 * the server caches them (ETag, `Cache-Control` fit for a CDN) and the web client sends them as
 * hashed GET requests (automatic persisted queries). An operation qualifies only when it is a
 * query and every root field is one of these. Decision 0017.
 */
const PUBLIC_READ_FIELDS: ReadonlySet<string> = new Set([
  'featuredPosts',
  'posts',
  'post',
  'relatedPosts',
  'categories',
  'category',
  'resources',
  'sitePage',
  // A published page built from blocks (the home's among them); staff, who also get drafts, are
  // never answered from these caches (graphql-read-cache.ts, ssr.ts).
  'page',
  // The menus and the footer's details (every public page's header and footer).
  'navigation',
  '__typename',
]);

interface SelectionLike {
  readonly kind: string;
  readonly name?: { readonly value: string };
}
interface OperationLike {
  readonly kind: string;
  readonly operation?: string;
  readonly selectionSet?: { readonly selections: readonly SelectionLike[] };
}

/** True when the document's operations are queries reading only public root fields. */
export function isPublicReadDocument(document: { readonly definitions: readonly OperationLike[] }): boolean {
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition');
  return (
    operations.length > 0 &&
    operations.every(
      (operation) =>
        operation.operation === 'query' &&
        (operation.selectionSet?.selections ?? []).every(
          (selection) => selection.kind === 'Field' && PUBLIC_READ_FIELDS.has(selection.name?.value ?? ''),
        ),
    )
  );
}
