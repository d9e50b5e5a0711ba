import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// A declarative <BrowserRouter> does no scroll handling, so: a new page starts at the top, and a
// hash (/#contact from another page) scrolls to its section once the lazy screen has rendered it.
// Not on the first render of a page the browser loaded: it has placed the page itself, and the
// visitor may have scrolled before the app started.
const HASH_RETRY_MS = 50;
const HASH_MAX_ATTEMPTS = 40;

export function useScrollToHash(): void {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const loadedHere = shown.current === null;
    const again = shown.current === pathname + hash;
    shown.current = pathname + hash;
    if (again) return;
    if (!hash) {
      if (!loadedHere) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let attempts = 0;
    let timer: number | undefined;
    const scrollToTarget = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      else if (++attempts < HASH_MAX_ATTEMPTS) timer = window.setTimeout(scrollToTarget, HASH_RETRY_MS);
    };
    scrollToTarget();
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);
}
