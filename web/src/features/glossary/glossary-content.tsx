// The glossary as content (issue 31): the terms of the page `glossary` (its `glossary` block),
// edited in Admin → Pages, given to every <GlossaryTerm> below. The page is read once by the
// screens that show terms (home, playbook); during the server render its query is answered with
// the page's and travels in the hydration state. Without the page (a test without a server, or
// while a client navigation loads it) the terms are the seed's (schema/glossary.ts).
import { createContext, type ReactNode } from 'react';
import type { Block } from '../../../../schema/validation/page-blocks';
import type { GlossaryEntry } from '../../domain/glossary';
import { useContentPageQuery } from '../../graphql/generated';

/** The terms by key; null when the glossary page is not at hand. */
export const GlossaryContext = createContext<ReadonlyMap<string, GlossaryEntry> | null>(null);

/** The terms of a page's glossary blocks, by key (the first block naming a key wins). */
function glossaryTermsOf(blocks: readonly Block[]): ReadonlyMap<string, GlossaryEntry> | null {
  const terms = new Map<string, GlossaryEntry>();
  let found = false;
  for (const block of blocks) {
    if (block.type !== 'glossary') continue;
    found = true;
    for (const item of block.items) if (!terms.has(item.key)) terms.set(item.key, { term: item.term, definition: item.definition });
  }
  return found ? terms : null;
}

// One map per page object read from the cache: the same map (and no re-render below) until the page changes.
const termsByPage = new WeakMap<object, ReadonlyMap<string, GlossaryEntry> | null>();

/** Gives the glossary page's terms to the tooltips below. */
export function GlossaryFromContent({ children }: { children: ReactNode }) {
  const { data } = useContentPageQuery({ variables: { slug: 'glossary' } });
  const page = data?.page;
  let terms: ReadonlyMap<string, GlossaryEntry> | null = null;
  if (page) {
    if (!termsByPage.has(page)) termsByPage.set(page, glossaryTermsOf(page.blocks as unknown as Block[]));
    terms = termsByPage.get(page) ?? null;
  }
  return <GlossaryContext.Provider value={terms}>{children}</GlossaryContext.Provider>;
}
