// Sections hydrated when needed (web/src/app/deferred-hydration.ts, lazy-page.ts `lazySection`,
// decision 0042): server HTML stays React-free until the section is near the viewport, touched,
// typed into or the visitor interacts; a click before then is held and replayed once.
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as LazyPageModule from '../../../web/src/app/lazy-page';
import type * as DeferredModule from '../../../web/src/app/deferred-hydration';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** IntersectionObserver as the page would run it: `reveal(element)` scrolls that element into view. */
const observers: { callback: IntersectionObserverCallback; targets: Set<Element> }[] = [];
class FakeIntersectionObserver {
  private readonly entry: (typeof observers)[number];
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: new Set() };
    observers.push(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.add(target);
  }
  disconnect() {
    this.entry.targets.clear();
  }
}
function reveal(element: Element) {
  for (const { callback, targets } of observers) {
    if (targets.has(element))
      callback([{ isIntersecting: true, target: element } as IntersectionObserverEntry], {} as IntersectionObserver);
  }
}
Object.assign(window, { IntersectionObserver: FakeIntersectionObserver });

const isHydrated = (element: Element | null) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));

/** Fresh modules per test: the waiting state is the page's, one per load. */
function setUp() {
  let modules!: {
    React: typeof ReactModule;
    client: typeof ReactDomClient;
    lazyPage: typeof LazyPageModule;
    deferred: typeof DeferredModule;
  };
  jest.isolateModules(() => {
    modules = {
      React: require('react'),
      client: require('react-dom/client'),
      lazyPage: require('../../../web/src/app/lazy-page'),
      deferred: require('../../../web/src/app/deferred-hydration'),
    };
  });
  const { React, client, lazyPage, deferred } = modules;
  const clicked = jest.fn();
  function Offer() {
    const [typed, setTyped] = React.useState('');
    return (
      <section id="offer">
        <button type="button" onClick={() => clicked(typed)}>
          Learn more
        </button>
        <input aria-label="Name" value={typed} onChange={(event) => setTyped(event.target.value)} />
      </section>
    );
  }
  const load = jest.fn(() => Promise.resolve({ Offer }));
  const Section = lazyPage.lazySection(load, 'Offer', '#offer');
  const page = (
    <main>
      <h1>Title</h1>
      <Section />
    </main>
  );
  // The server's HTML for the same tree: the section inside its Suspense boundary.
  const container = document.createElement('div');
  container.innerHTML =
    '<main><h1>Title</h1><!--$--><section id="offer"><button type="button">Learn more</button><input aria-label="Name" value=""/></section><!--/$--></main>';
  document.body.replaceChildren(container);
  const hydrate = async () => {
    deferred.beginInitialHydration();
    await React.act(async () => void client.hydrateRoot(container, page));
  };
  const settle = () => React.act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))));
  const offer = () => container.querySelector('#offer')!;
  return { hydrate, settle, load, clicked, offer, container };
}

beforeEach(() => (observers.length = 0));

test('the section stays server HTML until it comes near the viewport', async () => {
  const { hydrate, settle, load, offer, container } = setUp();
  await hydrate();
  expect(isHydrated(container.querySelector('h1'))).toBe(true);
  expect(load).not.toHaveBeenCalled();
  expect(isHydrated(offer().querySelector('button'))).toBe(false);

  reveal(offer());
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(isHydrated(offer().querySelector('button'))).toBe(true);
});

test('a click before hydration is held, then replayed once the section is live', async () => {
  const { hydrate, settle, load, clicked, offer } = setUp();
  await hydrate();
  const button = offer().querySelector('button')!;
  const notCancelled = button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(notCancelled).toBe(false);
  expect(clicked).not.toHaveBeenCalled();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(clicked).toHaveBeenCalledTimes(1);
});

test('a section typed into before the app ran hydrates at once, keeping the value', async () => {
  const { hydrate, settle, load, offer, clicked } = setUp();
  const input = offer().querySelector('input')!;
  input.value = 'Early';
  await hydrate();
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(isHydrated(input)).toBe(true);
  expect(input.value).toBe('Early');
  offer().querySelector('button')!.click();
  expect(clicked).toHaveBeenCalledTimes(1);
});

test('the first interaction anywhere opens every waiting section', async () => {
  const { hydrate, settle, load, container, offer } = setUp();
  await hydrate();
  container.querySelector('h1')!.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }));
  await settle();
  expect(load).toHaveBeenCalledTimes(1);
  expect(isHydrated(offer().querySelector('button'))).toBe(true);
});

test('a section in its page’s chunk renders with the page outside the first hydration (server render, client navigation)', () => {
  let modules!: { React: typeof ReactModule; lazyPage: typeof LazyPageModule; server: typeof import('react-dom/server') };
  jest.isolateModules(() => {
    modules = { React: require('react'), lazyPage: require('../../../web/src/app/lazy-page'), server: require('react-dom/server') };
  });
  const { lazyPage, server } = modules;
  const Section = lazyPage.deferredSection(() => <section id="offer">Learn more</section>, '#offer');
  // Rendered in one pass, without waiting for a load: a suspended section would leave its fallback (nothing).
  expect(
    server.renderToString(
      <main>
        <Section />
      </main>,
    ),
  ).toContain('<section id="offer">Learn more</section>');
});
