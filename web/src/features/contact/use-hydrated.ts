import { useEffect, useState } from 'react';

/**
 * False during the server render and the hydrating render, true once the form is live.
 * The submit buttons stay disabled until then: a click on server-rendered HTML would submit
 * the form natively (a GET that puts the visitor's name and e-mail in the URL).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
