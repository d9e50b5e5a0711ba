import { createContext, useContext, useEffect } from 'react';

/**
 * What a server render learns about the page while rendering it: the document title, the meta
 * description and the HTTP status. The browser has no collector (null): there the effects below
 * update the live document instead.
 */
export interface ServerHead {
  title?: string;
  description?: string;
  status?: number;
  /** The lazily loaded modules the page rendered (lazy-page.ts), for their CSS links. */
  modules?: string[];
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

/** Sets the document title and meta description of the current page. */
export function usePageMeta(title: string, description: string): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) {
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
  }, [title, description]);
}

/** Marks the response of a server render with an HTTP status (e.g. 404 on a not-found screen). */
export function useHttpStatus(status: number): void {
  const serverHead = useContext(ServerHeadContext);
  if (serverHead) serverHead.status = status;
}
