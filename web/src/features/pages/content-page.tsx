// A page built from blocks at /{slug} (issue 31): the catch-all route shows it when a published
// page has this address (staff also see drafts, with a Preview banner's noindex), and the spec's
// not-found screen with status 404 otherwise — so an unknown path still answers 404. `?preview=<token>`
// opens a shareable preview link (decision 0073): the page as its editor has it, whatever its
// status, rendered as the public page, noindex and never cached.
import { useLocation } from 'react-router-dom';
import type { Block } from '../../../../schema/validation/page-blocks';
import type { ContentPageFieldsFragment } from '../../graphql/generated';
import { NotFoundPage } from '../../app/not-found-page';
import { PageSpinner } from '../../app/page-spinner';
import { usePageMeta } from '../../app/use-page-meta';
import { PageBlocks } from './page-blocks';
import { useBlocksHead, useContentPage, useUnlistedHead } from './use-content-page';

/** `/terms` → 'terms'; anything with more than one segment (or none) is no page's address. */
function slugOf(pathname: string): string | null {
  const match = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/.exec(pathname);
  return match && match[1] !== 'home' ? match[1] : null;
}

export function ContentPageRoute() {
  const slug = slugOf(useLocation().pathname);
  return slug ? <ContentPage slug={slug} /> : <NotFoundPage />;
}

function ContentPage({ slug }: { slug: string }) {
  const { page, loading, shared } = useContentPage(slug);
  if (!page) return loading ? <PageSpinner /> : <NotFoundPage />;
  return <PageView page={page} shared={shared} />;
}

function PageView({ page, shared }: { page: ContentPageFieldsFragment; shared: boolean }) {
  const { title, seo, updatedAt } = page;
  const blocks = page.blocks as unknown as Block[];
  usePageMeta(`${seo.title || title} | FinOps Consulting`, seo.description || title, {
    type: 'website',
    ...(seo.image ? { image: seo.image } : {}),
    modifiedTime: updatedAt,
  });
  useBlocksHead(blocks);
  useUnlistedHead(page, shared);
  return (
    <div className="content-page-blocks">
      <PageBlocks blocks={blocks} />
    </div>
  );
}
