// The whole Ant Design sheet the server names, in parts, on the critical part's link (decision
// 0047): preloaded right after that link in their order, made stylesheets one at a time (decision
// 0049), the app waiting for them but never stuck on them.
import { applyLateStyles } from '../../../web/src/app/late-styles';

const PARTS = ['/assets/ssr-styles-1.css', '/assets/ssr-styles-2.css', '/assets/ssr-styles-3.css'];

function criticalLink(): HTMLLinkElement {
  document.head.innerHTML =
    `<link rel="stylesheet" href="/assets/ssr-styles-critical.css" data-whole-sheet="${PARTS.join(' ')}">` +
    '<link rel="stylesheet" href="/assets/home-page.css">';
  return document.head.querySelector('link')!;
}

const part = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[href="${href}"]`)!;
const settle = (href: string, event: 'load' | 'error') => part(href).dispatchEvent(new Event(event));
/** A stylesheet link that applies, or a preload that applies to nothing yet. */
const state = (href: string) => (part(href).rel === 'stylesheet' ? 'applied' : `${part(href).rel} as ${part(href).getAttribute('as')}`);
/** jsdom loads no stylesheet: a part made a stylesheet is reported taken in here. */
async function takeIn(href: string) {
  for (let tries = 0; tries < 50 && state(href) !== 'applied'; tries++) await new Promise((resolve) => setTimeout(resolve, 1));
  settle(href, 'load');
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

it('resolves at once on a page without one (the admin shell)', async () => {
  await expect(applyLateStyles()).resolves.toBeUndefined();
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});

it('preloads the parts in order right after the critical part, and applies them one at a time once all have loaded', async () => {
  criticalLink();
  let started = false;
  const applied = applyLateStyles().then(() => (started = true));
  const links = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
  expect(links).toEqual(['/assets/ssr-styles-critical.css', ...PARTS, '/assets/home-page.css']);
  // Fetched, applying to nothing yet.
  for (const href of PARTS) expect(state(href)).toBe('preload as style');
  settle(PARTS[0], 'load');
  settle(PARTS[1], 'load');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(started).toBe(false);
  expect(state(PARTS[0])).toBe('preload as style');
  settle(PARTS[2], 'load');
  // The first becomes a stylesheet; the second waits until the first has been taken in.
  await takeIn(PARTS[0]);
  expect(state(PARTS[1])).toBe('preload as style');
  await takeIn(PARTS[1]);
  await takeIn(PARTS[2]);
  await applied;
  for (const href of PARTS) expect(state(href)).toBe('applied');
});

it('lets the app start when a part fails or does not come in time, applying a late part when it arrives', async () => {
  criticalLink();
  const afterError = applyLateStyles(document, 4000);
  settle(PARTS[0], 'load');
  settle(PARTS[1], 'error');
  settle(PARTS[2], 'load');
  await takeIn(PARTS[0]);
  await takeIn(PARTS[2]);
  await afterError;
  expect(state(PARTS[0])).toBe('applied');
  expect(state(PARTS[1])).toBe('preload as style');

  jest.useFakeTimers();
  criticalLink();
  let started = false;
  const afterWait = applyLateStyles(document, 4000).then(() => (started = true));
  settle(PARTS[0], 'load');
  settle(PARTS[1], 'load');
  await jest.advanceTimersByTimeAsync(3999);
  expect(started).toBe(false);
  await jest.advanceTimersByTimeAsync(10);
  // The two that came are applied (each taken in, or given up on after the wait), the late one not yet.
  settle(PARTS[0], 'load');
  await jest.advanceTimersByTimeAsync(10);
  settle(PARTS[1], 'load');
  await jest.advanceTimersByTimeAsync(10);
  await afterWait;
  expect(started).toBe(true);
  expect(state(PARTS[0])).toBe('applied');
  expect(state(PARTS[1])).toBe('applied');
  expect(state(PARTS[2])).toBe('preload as style');
  settle(PARTS[2], 'load');
  expect(state(PARTS[2])).toBe('applied');
});
