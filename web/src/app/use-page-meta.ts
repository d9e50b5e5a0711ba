import { createContext, useContext, useEffect } from 'react';
import { fitDescription, fitTitle, type PageHeadData, type PageMetaExtra } from '../../../schema/format/page-meta';

export type { PageMetaExtra };

/**
 * What a server render learns about the page while rendering it: the document title, the meta
 * description and the HTTP status. The browser has no collector (null): there the effects below
 * update the live document instead.
 */
export interface ServerHead extends PageHeadData {
  /** The lazily loaded modules the page rendered (lazy-page.ts), for their CSS links. */
  modules?: string[];
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/**
 * Sets the document title and meta description of the current page, and (server render) what
 * the head's share and structured-data tags are made from. Both are cut to what search results
 * show (fitTitle, fitDescription).
 */
export function usePageMeta(wholeTitle: string, wholeDescription: string, extra: PageMetaExtra = {}): void {
  const serverHead = useContext(ServerHeadContext);
  const title = fitTitle(wholeTitle);
  const description = fitDescription(wholeDescription);
  const page = extra.page ?? 1;
  if (serverHead) {
    Object.assign(serverHead, extra);
    serverHead.title = title;
    serverHead.description = description;
  }
  useEffect(() => {
    document.title = title;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
    // The server's canonical link follows the visitor through client-side navigation.
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical) {
      const path = window.location.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
      canonical.href = extra.canonical ?? new URL(page > 1 ? `${path}?page=${page}` : path, canonical.href).href;
    }
  }, [title, description, extra.canonical, page]);
}

/** A paginated list's page count, for the server's rel="prev"/"next" links. */
export function usePageCount(pageCount: number): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.pageCount = pageCount;
}

/** The questions and answers a page shows, for the server's FAQPage JSON-LD. */
export function useFaqMeta(faq: Array<{ question: string; answer: string }> | undefined): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead && faq) serverHead.faq = faq;
}

/** Marks the response of a server render with an HTTP status (e.g. 404 on a not-found screen). */
export function useHttpStatus(status: number): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.status = status;
}
