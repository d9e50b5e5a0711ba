// The whole Ant Design sheet the server names, in parts, on the critical part's link (decision
// 0047): linked right after that link in their order, applied one per task, the app waiting for
// them but never stuck on them.
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

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

it('resolves at once on a page without one (the admin shell)', async () => {
  await expect(applyLateStyles()).resolves.toBeUndefined();
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});

it('links the parts in order right after the critical part, and applies them once all have loaded', async () => {
  criticalLink();
  let started = false;
  const applied = applyLateStyles().then(() => (started = true));
  const links = [...document.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
  expect(links).toEqual(['/assets/ssr-styles-critical.css', ...PARTS, '/assets/home-page.css']);
  // Fetched, applying to nothing yet.
  for (const href of PARTS) expect(part(href).media).toBe('print');
  settle(PARTS[0], 'load');
  settle(PARTS[1], 'load');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(started).toBe(false);
  expect(part(PARTS[0]).media).toBe('print');
  settle(PARTS[2], 'load');
  await applied;
  for (const href of PARTS) expect(part(href).media).toBe('all');
});

it('lets the app start when a part fails or does not come in time, applying a late part when it arrives', async () => {
  criticalLink();
  const afterError = applyLateStyles(document, 4000);
  settle(PARTS[0], 'load');
  settle(PARTS[1], 'error');
  settle(PARTS[2], 'load');
  await afterError;
  expect(part(PARTS[0]).media).toBe('all');
  expect(part(PARTS[1]).media).toBe('print');

  jest.useFakeTimers();
  criticalLink();
  let started = false;
  const afterWait = applyLateStyles(document, 4000).then(() => (started = true));
  settle(PARTS[0], 'load');
  settle(PARTS[1], 'load');
  await jest.advanceTimersByTimeAsync(3999);
  expect(started).toBe(false);
  await jest.advanceTimersByTimeAsync(10);
  await afterWait;
  expect(started).toBe(true);
  expect(part(PARTS[2]).media).toBe('print');
  settle(PARTS[2], 'load');
  expect(part(PARTS[2]).media).toBe('all');
});
