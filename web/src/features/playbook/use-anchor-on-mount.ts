import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scroll to the URL's #anchor once this page is mounted. The layout already scrolls to a hash,
 * but on a server-rendered first load it can do so before the page's stylesheet has arrived,
 * and the section then moves when the styles apply. This page's effects run only after its
 * code and styles have loaded, so aligning again here lands on the right place.
 */
export function useAnchorOnMount(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView({ block: 'start' });
    // Only on mount: later hash changes are the layout's to handle.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- deliberately the first hash only
  }, []);
}
