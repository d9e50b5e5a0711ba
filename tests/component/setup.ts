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
