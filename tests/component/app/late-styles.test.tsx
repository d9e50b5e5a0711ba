// The whole Ant Design sheet the server names on the critical part's link (decision 0047): loaded
// right after that link when the app starts, the app waiting for it but never stuck on it.
import { applyLateStyles } from '../../../web/src/app/late-styles';

function criticalLink(): HTMLLinkElement {
  document.head.innerHTML =
    '<link rel="stylesheet" href="/assets/ssr-styles-part.css" data-whole-sheet="/assets/ssr-styles-all.css">' +
    '<link rel="stylesheet" href="/assets/home-page.css">';
  return document.head.querySelector('link')!;
}

const wholeLink = () => document.head.querySelector<HTMLLinkElement>('link[href="/assets/ssr-styles-all.css"]');

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
});

it('resolves at once on a page without one (the admin shell)', async () => {
  await expect(applyLateStyles()).resolves.toBeUndefined();
  expect(document.head.querySelectorAll('link')).toHaveLength(0);
});

it('links the whole sheet right after its critical part, and lets the app start once it has loaded', async () => {
  const critical = criticalLink();
  let started = false;
  const applied = applyLateStyles().then(() => (started = true));
  const whole = wholeLink();
  expect(whole).not.toBeNull();
  expect(critical.nextElementSibling).toBe(whole);
  expect(whole!.rel).toBe('stylesheet');
  await Promise.resolve();
  expect(started).toBe(false);
  whole!.dispatchEvent(new Event('load'));
  await applied;
  expect(started).toBe(true);
});

it('lets the app start without it when it fails or does not come in time', async () => {
  criticalLink();
  const afterError = applyLateStyles();
  wholeLink()!.dispatchEvent(new Event('error'));
  await expect(afterError).resolves.toBeUndefined();

  jest.useFakeTimers();
  criticalLink();
  let started = false;
  const afterWait = applyLateStyles(document, 4000).then(() => (started = true));
  jest.advanceTimersByTime(3999);
  await Promise.resolve();
  expect(started).toBe(false);
  jest.advanceTimersByTime(1);
  await afterWait;
  expect(started).toBe(true);
});
