// Component tests run in jsdom, which lacks a few browser APIs antd and react-router rely on.
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default: on a loaded 2-core CI machine a mocked
// mutation followed by a refetch took longer (revisions-drawer.test.tsx failed there).
configure({ asyncUtilTimeout: 5000 });

if (!('TextEncoder' in globalThis)) Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!('ResizeObserver' in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
// jsdom implements getComputedStyle without pseudo-elements (antd asks for ::before sizes).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

// jsdom computes a style by matching the element against every rule of every style sheet, through
// nwsapi, which keeps each selector it compiled in a cache of at most 1,000. An admin screen's antd
// styles hold over 2,000 rules, so a style computation walks them in order through a cache too small
// for them and compiles every selector again: about 120 ms for each element whose style Testing
// Library's role queries ask (is it hidden?), two thirds of the component tests' CPU. The matcher's
// cache of compiled selectors is given room for all of them. What matches is unchanged: only
// compiled selectors are kept, never a result.
type SelectorCache = { get(selector: string): unknown; set(selector: string, compiled: unknown): unknown };
function growSelectorCache() {
  computedStyle(document.documentElement); // creates the matcher, which jsdom makes at its first use
  const impl = Object.getOwnPropertySymbols(document).find((symbol) => symbol.description === 'impl');
  const matcher = impl && (document as unknown as Record<symbol, { _nwsapiDontThrow?: { matchResolvers?: SelectorCache } }>)[impl];
  const cache = matcher?._nwsapiDontThrow?.matchResolvers;
  // Another jsdom may keep its matcher elsewhere: the tests are then slower, never different.
  if (!cache) return;
  const compiled = new Map<string, unknown>();
  cache.get = (selector) => compiled.get(selector);
  cache.set = (selector, value) => (compiled.set(selector, value), value);
}
growSelectorCache();
