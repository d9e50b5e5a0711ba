// A toast that replaces another in place (one key, SPEC §9: one toast at a time) is shown for its
// whole 5 s, however long the one it replaced had been up (web/src/app/toast-region.tsx,
// restartedDuration). antd alone keeps the replaced notice's timer: the second toast closed 0.2 s
// after it appeared.
import { act, render, screen } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { AppProviders } from '../../../web/src/app/app-providers';
import { useAdminToast, type AdminToast } from '../../../web/src/app/use-admin-toast';
import { useLeadNotice } from '../../../web/src/features/contact/lead-notice';

let admin: AdminToast;
let lead: ReturnType<typeof useLeadNotice>;
function Toasts() {
  admin = useAdminToast();
  lead = useLeadNotice();
  return null;
}

beforeEach(() => {
  jest.useFakeTimers();
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  render(
    <AppProviders client={client}>
      <Toasts />
    </AppProviders>,
  );
});
afterEach(() => {
  jest.useRealTimers();
});

/** Moves the page's clock (timers, animation frames and Date) on by `ms`, a frame at a time. */
async function wait(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) await act(async () => jest.advanceTimersByTime(100));
}

test.each([
  [
    'the admin toasts',
    () => admin.success('Login successful', 'Welcome to the admin dashboard'),
    () => admin.success('Logout successful', 'You have been logged out'),
    'You have been logged out',
  ],
  [
    'the lead notices',
    () => lead.success('Your first chapter is on its way.'),
    () => lead.failure(),
    'There was a problem submitting your request. Please try again.',
  ],
])('%s: a replacing toast gets its whole 5 s', async (_name, first, second, secondText) => {
  act(first);
  await wait(4800);
  act(second);
  await wait(200);
  expect(screen.queryByText(secondText)).not.toBeNull();
  // 4.5 s after it replaced the first: still up; the first's timer would have closed it at 0.2 s.
  await wait(4300);
  expect(screen.queryByText(secondText)).not.toBeNull();
  await wait(1500);
  expect(screen.queryByText(secondText)).toBeNull();
});
