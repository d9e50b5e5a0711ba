import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// Route-level code splitting that a server render can wait for. React.lazy suspends the first
// time it renders any component; once `preload()` has run, this lazy answers with a
// synchronous thenable, so the server's HTML is complete (no streamed fallbacks) and the
// browser can preload the current page before hydrating.

type PageModule = Record<string, unknown>;

export type LazyPage = LazyExoticComponent<ComponentType> & { preload(): Promise<void> };

const allPages: LazyPage[] = [];

export function lazyPage(load: () => Promise<PageModule>, exportName: string): LazyPage {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[exportName] as ComponentType;
    });
  const Component = lazy(() =>
    loaded
      ? // A thenable that resolves synchronously: React renders the page without suspending.
        ({ then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: loaded! }) } as Promise<{
          default: ComponentType;
        }>)
      : preload().then(() => ({ default: loaded! })),
  );
  const page: LazyPage = Object.assign(Component, { preload });
  allPages.push(page);
  return page;
}

/** Load every page's code (the server does this once, before its first render). */
export function preloadAllPages(): Promise<void> {
  return Promise.all(allPages.map((page) => page.preload())).then(() => undefined);
}
