// /privacy (issue 14): the privacy policy the lead forms link to. Its title and HTML are edited in
// the admin (/admin/pages/privacy) and sanitised by the server when saved.
import { Typography } from 'antd';
import { usePageMeta } from '../../app/use-page-meta';
import { usePrivacyPageQuery } from '../../graphql/generated';
import './privacy.css';
import { PlainTitle, PlainParagraph } from '../../app/plain/plain-typography';
import { onFirstUse } from '../../domain/first-use';

const UPDATED = onFirstUse(() => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }));

export function PrivacyPage() {
  const { data, error } = usePrivacyPageQuery();
  const page = data?.sitePage;
  usePageMeta(
    `${page?.title ?? 'Privacy Policy'} | FinOps Consulting`,
    'What we collect through this site, why, how long we keep it, and your rights over it.',
  );
  return (
    <article className="privacy-page container">
      <header className="privacy-page__header">
        <PlainTitle level={1}>{page?.title ?? 'Privacy Policy'}</PlainTitle>
        {page && Date.parse(page.updatedAt) > 0 && (
          <Typography.Text type="secondary">Last updated {UPDATED().format(new Date(page.updatedAt))}</Typography.Text>
        )}
      </header>
      {error && !page && <PlainParagraph>The privacy policy could not be loaded. Please try again later.</PlainParagraph>}
      {/* The server sanitises the HTML when the page is saved (graphql-server shared/sanitize). */}
      {page && <div className="privacy-page__content" dangerouslySetInnerHTML={{ __html: page.html }} />}
    </article>
  );
}
