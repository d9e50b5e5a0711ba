// The playbook page (SPEC §2 'Playbook page'): hero, overview with glossary tooltips, the
// framework's principles and cycle, the free-chapter form at #download-section, testimonials.
// Its copy is the page `playbook` (issue 31), edited in Admin → Pages and seeded with today's
// texts; each block is drawn by the section of this screen that draws its type (the first hero,
// the cards with the chapters, the framework's copy around its diagrams, the playbook form and
// its pitch, the testimonials), any other block as pages draw it.
import { useContext } from 'react';
import type { Block } from '../../../../schema/validation/page-blocks';
import { lazySection } from '../../app/lazy-page';
import { NotFoundPage } from '../../app/not-found-page';
import { PageSpinner } from '../../app/page-spinner';
import { ServerHeadContext, usePageMeta } from '../../app/use-page-meta';
import { useContentPageQuery, type ContentPageQuery } from '../../graphql/generated';
import { GlossaryFromContent } from '../glossary/glossary-content';
import { PlaybookDownload } from './playbook-download';
import { PlaybookFramework } from './playbook-framework';
import { PlaybookHero } from './playbook-hero';
import { PlaybookOverview } from './playbook-overview';
import { PlaybookTestimonials } from './playbook-testimonials';
import { useAnchorOnMount } from './use-anchor-on-mount';
import './playbook.css';

// Any other block an editor adds: as pages draw it, in its own chunk.
const GenericBlock = lazySection<{ block: Block; first: boolean; id?: string }>(
  () => import('../pages/page-blocks'),
  'PageBlockSection',
  '.page-block',
  'src/features/pages/page-blocks.tsx',
);

export function PlaybookPage() {
  const { data, loading } = useContentPageQuery({ variables: { slug: 'playbook' } });
  const page = data?.page;
  if (!page) return loading ? <PageSpinner /> : <NotFoundPage />;
  return <PlaybookView page={page} />;
}

function PlaybookView({ page }: { page: NonNullable<ContentPageQuery['page']> }) {
  usePageMeta(page.seo.title || page.title, page.seo.description || page.title, page.seo.image ? { image: page.seo.image } : {});
  // A page marked noindex, or staff looking at an unpublished page: answered with noindex, never cached.
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && (page.seo.noindex || page.status !== 'PUBLISHED')) serverHead.noindex = true;
  useAnchorOnMount();
  const blocks = page.blocks as unknown as Block[];
  return (
    <div className="playbook-page">
      <GlossaryFromContent>
        {blocks.map((block, index) => (
          <PlaybookBlock key={block.key ?? index} block={block} index={index} />
        ))}
      </GlossaryFromContent>
    </div>
  );
}

function PlaybookBlock({ block, index }: { block: Block; index: number }) {
  const id = block.anchor ?? `playbook-block-${index + 1}`;
  switch (block.type) {
    case 'hero':
      if (index === 0) return <PlaybookHero block={block} />;
      break;
    case 'feature-cards':
      return <PlaybookOverview block={block} id={id} />;
    case 'framework-teaser':
      return <PlaybookFramework block={block} id={id} />;
    case 'lead-form':
      if (block.form === 'playbook') return <PlaybookDownload block={block} id={id} />;
      break;
    case 'testimonials':
      return <PlaybookTestimonials block={block} id={id} />;
  }
  return <GenericBlock block={block} first={index === 0} id={id} />;
}
