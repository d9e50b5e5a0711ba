import { createContext, useContext, useEffect } from 'react';
import type { PageHeadData, PageMetaExtra } from '../../../schema/format/page-meta';

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
 * the head's share and structured-data tags are made from.
 */
export function usePageMeta(title: string, description: string, extra: PageMetaExtra = {}): void {
  const serverHead = useContext(ServerHeadContext);
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
      canonical.href = extra.canonical ?? new URL(window.location.pathname.toLowerCase().replace(/(.)\/+$/, '$1'), canonical.href).href;
    }
  }, [title, description, extra.canonical]);
}

/** Marks the response of a server render with an HTTP status (e.g. 404 on a not-found screen). */
export function useHttpStatus(status: number): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.status = status;
}
