// A start-up leaves garbage behind: the warm-up renders of every public page (http/ssr.ts), the
// migrations' and the seed check's reads, the modules' own set-up. V8 collects it in its own time,
// and until then it is resident: about 50 MB of an idle embedded server (issue 36). One full
// collection when the server is ready returns it to the system (and shrinks the young generation
// to what idle needs) before the first visitors arrive.
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * One full garbage collection. V8 exposes `gc` only to a context made while --expose-gc is set:
 * the flag is set for the moment a new context is made, then unset, as Jest does for its leak
 * detection; the rest of the process never sees a global `gc`.
 */
export function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as (() => void) | undefined;
  v8.setFlagsFromString('--no-expose-gc');
  gc?.();
}
