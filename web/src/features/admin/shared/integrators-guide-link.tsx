// A link to the integrators' guide as the site serves it (GET /api/docs/integrators, issue 34):
// the page of this very server, not a path in a repository the reader may not have. A plain link
// (the page is the server's, not a route of the admin app), at the guide's section when given,
// underlined as a link in running text must be.
import type { ReactNode } from 'react';
import './admin.css';

const INTEGRATORS_GUIDE_URL = '/api/docs/integrators';

export function IntegratorsGuideLink({ section, children }: { section?: 'webhooks' | 'api-tokens'; children: ReactNode }) {
  return (
    <a className="admin-text-link" href={section ? `${INTEGRATORS_GUIDE_URL}#${section}` : INTEGRATORS_GUIDE_URL}>
      {children}
    </a>
  );
}
