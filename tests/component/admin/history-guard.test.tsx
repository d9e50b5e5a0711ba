// The back/forward guard (app/history-guard.ts, decision 0032): installed before the router's own
// popstate listener, it lets a move through unless an armed editor's question is answered Cancel;
// then the router never hears of it and the history steps back to the editor's entry.
import { guardHistory, installHistoryGuard } from '../../../web/src/app/history-guard';

const routerHeard: unknown[] = [];
const router = (event: PopStateEvent) => routerHeard.push(event.state);

/** The browser moved to the entry with router position `idx`. */
function landOn(idx: number) {
  window.history.replaceState({ idx }, '');
  window.dispatchEvent(new PopStateEvent('popstate', { state: { idx } }));
}

beforeAll(() => {
  installHistoryGuard();
  window.addEventListener('popstate', router);
});

afterAll(() => window.removeEventListener('popstate', router));

beforeEach(() => {
  routerHeard.length = 0;
  window.history.replaceState({ idx: 3 }, '');
});

test('unarmed, a move reaches the router without a question', () => {
  const ask = jest.fn(() => false);
  guardHistory(ask)();
  landOn(2);
  expect(ask).not.toHaveBeenCalled();
  expect(routerHeard).toEqual([{ idx: 2 }]);
});

test('armed, OK lets the move reach the router', () => {
  const release = guardHistory(() => true);
  landOn(2);
  release();
  expect(routerHeard).toEqual([{ idx: 2 }]);
});

test('armed, Cancel keeps the router out and steps back to the editor, swallowing that step', () => {
  const go = jest.spyOn(window.history, 'go').mockImplementation(() => undefined);
  const ask = jest.fn(() => false);
  const release = guardHistory(ask);
  landOn(1);
  expect(ask).toHaveBeenCalledTimes(1);
  expect(go).toHaveBeenCalledWith(2);
  expect(routerHeard).toEqual([]);
  // The step back's own popstate: neither asked nor heard.
  landOn(3);
  expect(ask).toHaveBeenCalledTimes(1);
  expect(routerHeard).toEqual([]);
  // Forward, Cancel: one step back the other way.
  landOn(4);
  expect(go).toHaveBeenLastCalledWith(-1);
  landOn(3);
  expect(ask).toHaveBeenCalledTimes(2);
  expect(routerHeard).toEqual([]);
  release();
  go.mockRestore();
});

test('a released guard of an older editor does not disarm a newer one', () => {
  const older = guardHistory(() => true);
  const ask = jest.fn(() => true);
  const newer = guardHistory(ask);
  older();
  landOn(2);
  expect(ask).toHaveBeenCalledTimes(1);
  newer();
});
