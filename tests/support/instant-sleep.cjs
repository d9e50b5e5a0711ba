// Preloaded (`node --require`) into a docs/examples script that a test runs, so the test owns the
// clock: a timer the script itself sets (its sleep before a retry) fires at once, and the delay it
// asked for is written to stderr as `[clock] slept <ms> ms`. Timers set by Node's own code (fetch's
// keep-alive and time-outs) keep their real delays: the caller's frame tells them apart.
const realSetTimeout = globalThis.setTimeout;
const EXAMPLES = /[\\/]docs[\\/]examples[\\/]/;

globalThis.setTimeout = function setTimeout(callback, ms, ...args) {
  // Frame 0 is the message, 1 this function, 2 its caller.
  const caller = new Error().stack.split('\n')[2] ?? '';
  if (!EXAMPLES.test(caller)) return realSetTimeout(callback, ms, ...args);
  process.stderr.write(`[clock] slept ${Number(ms) || 0} ms\n`);
  return realSetTimeout(callback, 0, ...args);
};
