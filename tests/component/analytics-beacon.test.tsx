// The beacon in a browser (jsdom): what it sends, when it stays silent, and that it stores nothing.
import { startAnalytics, track, trackClientNotFound } from '../../web/src/app/analytics-beacon';

const sent: Array<{ url: string; body: unknown }> = [];

beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
});
beforeEach(() => {
  sent.length = 0;
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
  window.history.replaceState(null, '', '/');
});

it('sends a named event about the current path with its properties', () => {
  window.history.replaceState(null, '', '/calculator?email=x@example.com');
  track('calculator_result', { tool: 'page-calculator' });
  expect(sent).toEqual([
    { url: '/api/analytics/events', body: { n: 'calculator_result', p: '/calculator', props: { tool: 'page-calculator' } } },
  ]);
});

it('reports client-side navigations once each, outbound links by domain and marked CTAs', () => {
  startAnalytics();
  window.history.pushState(null, '', '/blog');
  window.history.pushState(null, '', '/blog');
  const link = document.createElement('a');
  link.href = 'https://docs.example.org/path?q=1';
  link.dataset.cta = 'hero-audit';
  document.body.appendChild(link);
  link.addEventListener('click', (event) => event.preventDefault());
  link.click();
  expect(sent.map((entry) => entry.body)).toEqual([
    { n: 'pageview', p: '/blog' },
    { n: 'cta_click', p: '/blog', props: { cta: 'hero-audit', location: 'page' } },
    { n: 'outbound_link', p: '/blog', props: { domain: 'docs.example.org' } },
  ]);
});

it('sends nothing under Do Not Track or on the admin screens, and stores nothing on the device', () => {
  const setItem = jest.spyOn(Storage.prototype, 'setItem');
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: '1' });
  track('cta_click', { cta: 'x' });
  Object.defineProperty(navigator, 'doNotTrack', { configurable: true, value: null });
  window.history.replaceState(null, '', '/admin/posts');
  track('cta_click', { cta: 'x' });
  expect(sent).toEqual([]);
  expect(document.cookie).toBe('');
  expect(setItem).not.toHaveBeenCalled();
});

it('names an unmarked button link by its target and the section it sits in; a client-side 404 once navigated', () => {
  startAnalytics();
  const section = document.createElement('section');
  section.id = 'services';
  const link = document.createElement('a');
  link.className = 'ant-btn';
  link.setAttribute('href', '/calculator?from=services');
  link.addEventListener('click', (event) => event.preventDefault());
  section.appendChild(link);
  document.body.appendChild(section);
  link.click();
  window.history.pushState(null, '', '/missing');
  trackClientNotFound();
  expect(sent.map((entry) => entry.body)).toEqual([
    { n: 'cta_click', p: '/', props: { cta: '/calculator', location: 'services' } },
    { n: 'pageview', p: '/missing' },
    { n: 'not_found', p: '/missing' },
  ]);
});
