import { createElement, lazy, useContext, type ComponentType } from 'react';
import { ServerHeadContext } from './use-page-meta';

// Route-level code splitting that a server render can wait for. React.lazy suspends the first
// time it renders any component; once `preload()` has run, this lazy answers with a
// synchronous thenable, so the server's HTML is complete (no streamed fallbacks) and the
// browser can preload the current page before hydrating.

type PageModule = Record<string, unknown>;

export type LazyPage = ComponentType & { preload(): Promise<void> };

const allPages: LazyPage[] = [];

/**
 * `source` is the page's module as the web build's manifest names it ('src/features/…-page.tsx'):
 * a server-rendered page records it, so the server links the page's own CSS chunk in the HTML
 * (otherwise the page would paint unstyled until its chunk loads in the browser).
 */
export function lazyPage(load: () => Promise<PageModule>, exportName: string, source?: string): LazyPage {
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
  function Page() {
    const serverHead = useContext(ServerHeadContext);
    if (serverHead && source) (serverHead.modules ??= []).push(source);
    return createElement(Component);
  }
  const page: LazyPage = Object.assign(Page, { preload });
  allPages.push(page);
  return page;
}

/** Load every page's code (the server does this once, before its first render). */
export function preloadAllPages(): Promise<void> {
  return Promise.all(allPages.map((page) => page.preload())).then(() => undefined);
}
