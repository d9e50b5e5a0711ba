// The reduced-motion preference (web/src/app/reduced-motion.tsx) reaches antd's motion, and
// follows a change while the page is open.
import { useContext, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { Context as MotionContext } from '@rc-component/motion/lib/context';
import { AppProviders } from '../../../web/src/app/app-providers';
import { useReducedMotion } from '../../../web/src/app/reduced-motion';

const realMatchMedia = window.matchMedia;
let listeners: Array<() => void> = [];
let reduce = false;

function preferReducedMotion(value: boolean) {
  reduce = value;
  listeners.forEach((listener) => listener());
}

beforeEach(() => {
  listeners = [];
  reduce = false;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && reduce;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
      removeEventListener: (_type: string, listener: () => void) => (listeners = listeners.filter((l) => l !== listener)),
    }) as unknown as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});

function renderInProviders(children: ReactNode) {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  return render(<AppProviders client={client}>{children}</AppProviders>);
}

// What antd's animated parts (CSSMotion: modals, toasts, dropdowns) read: motion off for a visitor
// who asks for reduced motion. (jsdom runs no CSS animations, so the zoom itself is seen in the e2e
// suite: admin.spec.ts, the bulk-publish confirmation.)
function MotionSeen() {
  return <output>{JSON.stringify(useContext(MotionContext))}</output>;
}

it('switches antd motion off for a visitor who asks for reduced motion', () => {
  preferReducedMotion(true);
  renderInProviders(<MotionSeen />);
  expect(screen.getByRole('status').textContent).toBe('{"motion":false}');
});

it('leaves antd motion on for everyone else', () => {
  renderInProviders(<MotionSeen />);
  expect(screen.getByRole('status').textContent).toBe('{"motion":true}');
});

it('follows a change of the preference while the page is open', () => {
  function Preference() {
    return <output>{useReducedMotion() ? 'reduced' : 'full'}</output>;
  }
  render(<Preference />);
  expect(screen.getByRole('status').textContent).toBe('full');
  act(() => preferReducedMotion(true));
  expect(screen.getByRole('status').textContent).toBe('reduced');
});
