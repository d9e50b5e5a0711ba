// REST of the sync feeds (issue 15, decision 0028): GET /api/admin/sync/{feed}?updated_since=
// &after=&limit= (the deleted feed: ?deleted_since=), answering { items, totalCount, pageInfo }
// like GraphQL, with X-Total-Count and a Link rel="next" header while more pages are ready.
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { mayReadDrafts } from '../../auth/access';
import type { CurrentUser } from '../../auth/context';
import type { ApiTokenPrincipal } from '../api-tokens/api-tokens.service';
import { requireRole } from '../../auth/require-admin';
import { parseQuery } from '../../http/query-schemas';
import type { Services } from '../../services';
import { withoutConsentColumns } from '../leads/leads.routes';
import { toMediaView } from '../media/media-view';
import { postDetail } from '../posts/posts.routes';
import { pageDetail } from '../pages/pages.routes';
import { resourceDetail } from '../resources/resources.service';
import { LIMIT_MESSAGE } from './sync-cursor';
import { DELETED_FEED_GRANTS, KIND_SPECS, readableKinds, type SyncKind } from './sync-kinds';
import type { SyncPage } from './sync.service';

const text = (name: string) => z.string({ error: `${name} must be given once, as text.` });

const syncQuery = (since: string) =>
  z.object({
    [since]: text(since).optional(),
    after: text('after').optional(),
    limit: text('limit')
      .regex(/^\d{1,4}$/, LIMIT_MESSAGE)
      .transform(Number)
      .optional(),
  }) as z.ZodType<{ after?: string; limit?: number } & Record<string, string | undefined>>;

/** The query strings of a feed of changes and of the deleted feed (also described in the OpenAPI document). */
export const changesQuery = syncQuery('updated_since');
export const deletedQuery = syncQuery('deleted_since');

/** The feeds by path segment, and how each item is shown (as the kind's admin REST paths show it). */
const FEEDS: Record<string, { kind: SyncKind; present: (item: never) => unknown }> = {
  posts: { kind: 'POST', present: postDetail },
  categories: { kind: 'CATEGORY', present: (item) => item },
  resources: { kind: 'RESOURCE', present: resourceDetail },
  'playbook-leads': { kind: 'PLAYBOOK_LEAD', present: withoutConsentColumns },
  'contact-requests': { kind: 'CONTACT_REQUEST', present: withoutConsentColumns },
  media: { kind: 'MEDIA', present: toMediaView },
  pages: { kind: 'PAGE', present: pageDetail },
};

function principalOf(res: Response) {
  return {
    user: (res.locals.user as CurrentUser | null | undefined) ?? null,
    apiToken: (res.locals.apiToken as ApiTokenPrincipal | null | undefined) ?? null,
    apiTokenRefused: false,
  };
}

function send<T>(req: Request, res: Response, page: SyncPage<T>, present: (item: T) => unknown): void {
  res.set('X-Total-Count', String(page.totalCount));
  if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
    const params = new URLSearchParams(req.query as Record<string, string>);
    params.set('after', page.pageInfo.endCursor);
    res.set('Link', `<${req.baseUrl}${req.path}?${params.toString()}>; rel="next"`);
  }
  res.json({ items: page.items.map(present), totalCount: page.totalCount, remainingCount: page.remainingCount, pageInfo: page.pageInfo });
}

export function syncRoutes(services: Services): Router {
  const router = Router();
  for (const [path, feed] of Object.entries(FEEDS)) {
    router.get(`/admin/sync/${path}`, requireRole(services, KIND_SPECS[feed.kind].grants), async (req, res) => {
      const query = parseQuery(changesQuery, req);
      const drafts = mayReadDrafts(principalOf(res));
      const page = await services.sync.changes(
        feed.kind,
        { since: query.updated_since, sinceField: 'updated_since', after: query.after, limit: query.limit },
        drafts,
      );
      send(req, res, page, feed.present as (item: unknown) => unknown);
    });
  }
  router.get('/admin/sync/deleted', requireRole(services, DELETED_FEED_GRANTS), async (req, res) => {
    const query = parseQuery(deletedQuery, req);
    const page = await services.sync.deleted(
      { since: query.deleted_since, sinceField: 'deleted_since', after: query.after, limit: query.limit },
      readableKinds(principalOf(res)),
      mayReadDrafts(principalOf(res)),
    );
    send(req, res, page, (item) => item);
  });
  return router;
}
