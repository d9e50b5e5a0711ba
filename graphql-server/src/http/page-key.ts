// The address a page is rendered and cached under (issue 33): only the query parameters a page
// reads are part of it, so `/?r=<random>` or `/blog?utm_source=…` is the cached page of `/` or
// `/blog`, never a new server render. The browser keeps its own address (utm_* stay there for the
// analytics that will read them); the page it gets is the one of the canonical address.
import { SENT_PARAM } from '../../../schema/validation/page-forms';

/**
 * The parameters pages read (web/src): the blog list's search and page, the simulator's scenario,
 * the no-JavaScript forms' "sent" notice. `preview` is not here: previews are never cached.
 */
const PAGE_QUERY_PARAMETERS: readonly string[] = ['page', 'q', 'scenario', SENT_PARAM];

/** `url` (path and query) with only PAGE_QUERY_PARAMETERS kept, in that order. */
export function pageCacheKey(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return url;
  const query = new URLSearchParams(url.slice(queryAt + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMETERS) for (const value of query.getAll(name)) kept.append(name, value);
  const rest = kept.toString();
  return rest ? `${url.slice(0, queryAt)}?${rest}` : url.slice(0, queryAt);
}
