// The home page (SPEC §1, §2 'Home sections'): the blocks of the page `home` (issue 31), seeded
// with the spec's sections in the spec's order, each with the anchor the header, footer and calls
// to action point at (#services, #playbook, #calculator, #possibilities with #case-studies, #blog,
// #maturity, #framework, #contact). The page's query is answered during the server render and
// travels in the hydration state, so the browser draws it without a request of its own. `?preview=`
// opens a shareable preview link of it (decision 0073).
import type { Block } from '../../../../schema/validation/page-blocks';
import { NotFoundPage } from '../../app/not-found-page';
import { PageSpinner } from '../../app/page-spinner';
import { usePageMeta } from '../../app/use-page-meta';
import type { ContentPageFieldsFragment } from '../../graphql/generated';
import { useBlocksHead, useContentPage, useUnlistedHead } from '../pages/use-content-page';
import { GlossaryFromContent } from '../glossary/glossary-content';
import { useAnchorOnMount } from '../playbook/use-anchor-on-mount';
import { HomeBlocks } from './home-blocks';
import './home.css';

export function HomePage() {
  const { page, loading, shared } = useContentPage('home');
  if (!page) return loading ? <PageSpinner /> : <NotFoundPage />;
  return <HomeView page={page} shared={shared} />;
}

function HomeView({ page, shared }: { page: ContentPageFieldsFragment; shared: boolean }) {
  const blocks = page.blocks as unknown as Block[];
  usePageMeta(page.seo.title || page.title, page.seo.description || page.title, page.seo.image ? { image: page.seo.image } : {});
  useBlocksHead(blocks);
  // A page marked noindex, staff looking at an unpublished home, or a shareable preview link: noindex, never cached.
  useUnlistedHead(page, shared);
  useAnchorOnMount();
  return (
    <div className="home">
      <GlossaryFromContent>
        <HomeBlocks blocks={blocks} />
      </GlossaryFromContent>
    </div>
  );
}
