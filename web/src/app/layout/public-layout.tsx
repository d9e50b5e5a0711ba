import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { lazySection } from '../lazy-page';
import { PageSpinner } from '../page-spinner';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';
import { useScrollToHash } from './use-scroll-to-hash';
import './layout.css';

// The footer hydrates when the visitor comes near it (app/deferred-hydration.ts).
const SiteFooter = lazySection(() => import('./site-footer'), 'SiteFooter', '.site-footer', 'src/app/layout/site-footer.tsx');

// Frame of every public route: sticky header, the screen, footer. The Suspense boundary sits
// inside so header and footer stay put while a lazy screen loads.
export function PublicLayout() {
  useScrollToHash();
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      {/* Focusable by script and by the skip link's fragment, not by Tab. */}
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
