/**
 * A value made the first time it is asked for. For Intl formatters: making one costs a few
 * milliseconds of locale data, too much for a module's top level on a page that is loading (it
 * runs before the page can respond) when the page may never format anything.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
