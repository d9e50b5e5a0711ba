// The late styles' pacing (decision 0049): a few items per task, the rest in the tasks after it,
// in order. No DOM: the stylesheets themselves are tested in tests/component/app/late-styles.test.tsx.
import { inTasks } from '../../../web/src/app/late-styles';

afterEach(() => jest.useRealTimers());

it('does a few items per task, the rest in the tasks after it, in order', async () => {
  jest.useFakeTimers();
  const done: number[] = [];
  const all = inTasks([1, 2, 3, 4, 5], 2, (item) => done.push(item));
  expect(done).toEqual([1, 2]);
  await jest.runOnlyPendingTimersAsync();
  expect(done).toEqual([1, 2, 3, 4]);
  await jest.runOnlyPendingTimersAsync();
  await all;
  expect(done).toEqual([1, 2, 3, 4, 5]);
});
