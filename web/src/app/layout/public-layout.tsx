import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { lazySection } from '../lazy-page';
import { PageSpinner } from '../page-spinner';
import { SiteHeader } from './site-header';
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
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="site-main">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
