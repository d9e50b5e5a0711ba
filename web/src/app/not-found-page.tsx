import { useEffect } from 'react';
import { ButtonLink } from './button-link';
import { trackClientNotFound } from './analytics-beacon';
import { useHttpStatus, usePageMeta } from './use-page-meta';
import { PlainTitle, PlainParagraph } from './plain/plain-typography';

export function NotFoundPage() {
  usePageMeta('404 Page Not Found | FinOps Consulting', 'The page you requested could not be found.');
  useHttpStatus(404);
  // A client-side navigation's 404 (the server counts the 404 pages it serves itself).
  useEffect(() => trackClientNotFound(), []);
  return (
    <section className="page-shell container not-found">
      <PlainTitle level={1}>404 Page Not Found</PlainTitle>
      <PlainParagraph className="page-shell__intro">Did you forget to add the page to the router?</PlainParagraph>
      <ButtonLink to="/" type="primary" size="large">
        Back to Home
      </ButtonLink>
    </section>
  );
}
