// A page built from blocks at /{slug} (issue 31): the catch-all route shows it when a published
// page has this address (staff also see drafts, with a Preview banner's noindex), and the spec's
// not-found screen with status 404 otherwise — so an unknown path still answers 404.
import { useContext } from 'react';
import { useLocation } from 'react-router-dom';
import type { Block } from '../../../../schema/validation/page-blocks';
import { useContentPageQuery } from '../../graphql/generated';
import { NotFoundPage } from '../../app/not-found-page';
import { PageSpinner } from '../../app/page-spinner';
import { ServerHeadContext, usePageMeta } from '../../app/use-page-meta';
import { PageBlocks } from './page-blocks';

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
  const { data, loading } = useContentPageQuery({ variables: { slug } });
  const page = data?.page;
  if (!page) return loading ? <PageSpinner /> : <NotFoundPage />;
  return (
    <PageView
      title={page.title}
      seo={page.seo}
      blocks={page.blocks as unknown as Block[]}
      updatedAt={page.updatedAt}
      preview={page.status !== 'PUBLISHED'}
    />
  );
}

interface PageViewProps {
  title: string;
  seo: { title: string | null; description: string | null; image: string | null; noindex: boolean | null };
  blocks: readonly Block[];
  updatedAt: string;
  /** Staff looking at a draft, a page in review or a scheduled page: never indexed or cached. */
  preview: boolean;
}

function PageView({ title, seo, blocks, updatedAt, preview }: PageViewProps) {
  usePageMeta(`${seo.title || title} | FinOps Consulting`, seo.description || title, {
    type: 'website',
    ...(seo.image ? { image: seo.image } : {}),
    modifiedTime: updatedAt,
  });
  // A page marked noindex, or a staff preview: the server answers it with noindex (and never caches it).
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && (seo.noindex || preview)) serverHead.noindex = true;
  return (
    <div className="content-page-blocks">
      <PageBlocks blocks={blocks} />
    </div>
  );
}
