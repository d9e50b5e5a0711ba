// Reading a page built from blocks for the public site (issue 31), shared by the home page and the
// pages at /{slug}: the published page (staff: any status) or what a shareable preview link opens
// (decision 0073), and what the head learns from it (noindex, FAQPage JSON-LD).
import { useContext } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Block } from '../../../../schema/validation/page-blocks';
import { faqFromBlocks } from '../../../../schema/format/block-meta';
import { useContentPageQuery, useSharedPageQuery, type ContentPageFieldsFragment } from '../../graphql/generated';
import { ServerHeadContext, useFaqMeta } from '../../app/use-page-meta';

/**
 * The page at this address as the visitor may see it: published (staff: any status), or what a
 * shareable preview link (`?preview=<token>`) opens. `shared`: opened through such a link.
 */
export function useContentPage(slug: string): { page: ContentPageFieldsFragment | null; loading: boolean; shared: boolean } {
  const token = useSearchParams()[0].get('preview');
  const own = useContentPageQuery({ variables: { slug }, skip: token !== null });
  const shared = useSharedPageQuery({ variables: { slug, token: token ?? '' }, skip: token === null });
  if (token === null) return { page: own.data?.page ?? null, loading: own.loading, shared: false };
  return { page: shared.data?.sharedPage ?? null, loading: shared.loading, shared: true };
}

/** What the page's blocks tell crawlers: a faq block's questions become the head's FAQPage JSON-LD. */
export function useBlocksHead(blocks: readonly Block[]): void {
  const faq = faqFromBlocks(blocks);
  useFaqMeta(faq.length > 0 ? faq : undefined);
}

/** Staff looking at an unpublished page, a shareable preview link, or a page marked noindex: never indexed or cached. */
export function useUnlistedHead(page: Pick<ContentPageFieldsFragment, 'status' | 'seo'>, shared: boolean): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && (page.seo.noindex || shared || page.status !== 'PUBLISHED')) serverHead.noindex = true;
}
