import { useEffect } from 'react';

// WCAG 2.4.2 / GOV.UK: while a form shows errors the document title starts with 'Error: ', so a
// screen reader hears it first. Other code (usePageMeta) may set the title meanwhile: a
// MutationObserver puts the prefix back, and it is removed when the errors are gone.
const ERROR_TITLE_PREFIX = 'Error: ';

export function useErrorTitle(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const prefix = () => {
      if (!document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = ERROR_TITLE_PREFIX + document.title;
    };
    prefix();
    const observer = new MutationObserver(prefix);
    const head = document.head;
    observer.observe(head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      if (document.title.startsWith(ERROR_TITLE_PREFIX)) document.title = document.title.slice(ERROR_TITLE_PREFIX.length);
    };
  }, [active]);
}
