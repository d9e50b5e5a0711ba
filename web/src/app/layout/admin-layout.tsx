import { Suspense } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { PageSpinner } from '../page-spinner';
import { SkipLink } from './skip-link';
import { useScrollToHash } from './use-scroll-to-hash';
import './layout.css';

// Minimal frame of the admin area: no marketing header or footer, just a way back to the site.
export function AdminLayout() {
  useScrollToHash();
  return (
    <div className="site admin">
      <SkipLink />
      <header className="admin-bar">
        <div className="admin-bar__inner container">
          <Link to="/admin" className="admin-bar__brand">
            <img src="/favicon.svg" alt="" width={28} height={28} />
            <span>FinOps Admin</span>
          </Link>
          <Link to="/">View website</Link>
        </div>
      </header>
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
