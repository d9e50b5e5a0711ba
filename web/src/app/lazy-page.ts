import { createElement, lazy, memo, Suspense, useContext, useLayoutEffect, type ComponentType } from 'react';
import { isInitialHydration, sectionReady, whenNeeded } from './deferred-hydration';
import { ServerHeadContext } from './use-page-meta';

// Code splitting that a server render can wait for: route-level pages (`lazyPage`) and the
// below-the-fold sections of a page (`lazySection`). React.lazy suspends the first time it
// renders any component; once `preload()` has run, this lazy answers with a synchronous thenable,
// so the server's HTML is complete (no streamed fallbacks) and the browser can preload the current
// page before hydrating.

type PageModule = Record<string, unknown>;

export type LazyPage = ComponentType & { preload(): Promise<void> };

/**
 * What the server loads before its first render: the pages it renders (those given a `source`:
 * the public site's) and their sections. The admin's pages are never server-rendered (the server
 * sends the admin its shell), so their code (the rich-text editor, the tables) stays unloaded on
 * the server: about 20 MB less resident memory (issue 36).
 */
const serverRendered: { preload(): Promise<void> }[] = [];

/**
 * The module's export once loaded, the loader, and a lazy component that renders it. `wait`
 * delays a section's first render during the page's first hydration only; `known` is the export
 * when it is already at hand (a section in its page's chunk): rendered at once on a page reached
 * by client navigation.
 */
function lazyModule(load: () => Promise<PageModule>, exportName: string, wait?: () => Promise<void>, known?: ComponentType) {
  let loaded = known;
  const preload = () =>
    load().then((module) => {
      loaded = module[exportName] as ComponentType;
      return module;
    });
  const Component = lazy(() =>
    loaded && !(wait && isInitialHydration())
      ? // A thenable that resolves synchronously: React renders without suspending.
        ({ then: (resolve: (value: { default: ComponentType }) => void) => resolve({ default: loaded! }) } as Promise<{
          default: ComponentType;
        }>)
      : (wait ? wait() : Promise.resolve()).then(preload).then(() => ({ default: loaded! })),
  );
  return { Component, preload };
}

/** Notes a server-rendered module, so the server links its CSS chunk in the HTML (it paints styled). */
function useRecordModule(source: string | undefined) {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && source) (serverHead.modules ??= []).push(source);
}

/**
 * `source` is the page's module as the web build's manifest names it ('src/features/…-page.tsx'):
 * a server-rendered page records it, so the server links the page's own CSS chunk in the HTML
 * (otherwise the page would paint unstyled until its chunk loads in the browser). A page module
 * may export `sections` (its `lazySection`s in chunks of their own; `deferredSection`s need not be
 * listed): reached by client navigation, the page appears with
 * them rather than section by section.
 */
export function lazyPage(load: () => Promise<PageModule>, exportName: string, source?: string): LazyPage {
  const { Component, preload } = lazyModule(
    () =>
      load().then(async (module) => {
        const sections = module.sections as LazySection[] | undefined;
        if (sections && !isInitialHydration()) await Promise.all(sections.map((section) => section.preload()));
        return module;
      }),
    exportName,
  );
  function Page() {
    useRecordModule(source);
    return createElement(Component);
  }
  const page: LazyPage = Object.assign(Page, { preload: () => preload().then(() => undefined) });
  if (source) serverRendered.push(page);
  return page;
}

export type LazySection<P extends object = object> = ComponentType<P> & { preload(): Promise<void> };

/**
 * A below-the-fold section, hydrated when needed (deferred-hydration.ts): `selector` finds its
 * server-rendered element (`#contact`). `load` may import a chunk of its own (`source` names its
 * module, so a server render links the chunk's CSS) or answer a module the page imports
 * statically: a chunk of its own keeps the code out of the page's chunk, but its CSS becomes
 * another stylesheet the first paint waits for. Inside its own Suspense boundary, so
 * until then React leaves the server's HTML in place. Memoised: a parent's re-render with the same
 * props never reaches a section that is still waiting.
 */
export function lazySection<P extends object = object>(
  load: () => Promise<PageModule>,
  exportName: string,
  selector: string,
  source?: string,
  known?: ComponentType<P>,
): LazySection<P> {
  const { Component, preload } = lazyModule(
    () =>
      load().catch((error: unknown) => {
        // Its HTML stays as the server wrote it and works without JavaScript: let held clicks through.
        sectionReady(selector);
        throw error;
      }),
    exportName,
    () => whenNeeded(selector),
    known as ComponentType | undefined,
  );
  const Content = Component as unknown as ComponentType<P>;
  // After the section's content: its layout effect runs once React has hydrated the section.
  function Ready() {
    useLayoutEffect(() => sectionReady(selector), []);
    return null;
  }
  function Section(props: P) {
    useRecordModule(source);
    return createElement(Suspense, { fallback: null }, createElement(Content, props), createElement(Ready));
  }
  const section = Object.assign(memo(Section), { preload: () => preload().then(() => undefined) });
  serverRendered.push(section);
  return section as unknown as LazySection<P>;
}

/**
 * A section whose code stays in the page's chunk: only its hydration waits (see `lazySection`);
 * on a page reached by client navigation it renders with the page.
 */
export function deferredSection<P extends object>(component: ComponentType<P>, selector: string): LazySection<P> {
  return lazySection<P>(async () => ({ component }), 'component', selector, undefined, component);
}

/** Load the code of every page the server renders, and of their sections (once, before its first render). */
export function preloadServerRenderedPages(): Promise<void> {
  return Promise.all(serverRendered.map((page) => page.preload())).then(() => undefined);
}
