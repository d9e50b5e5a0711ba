// REST twins of the revision fields (decision 0025): a post's revisions, one revision, restoring one
// (http/revision-routes.ts, shared with pages); and of the pending changes of autosave (decision
// 0032): GET, PUT, DELETE /api/admin/blog/{id}/pending (http/pending-routes.ts, shared with pages).
import { Router } from 'express';
import { pendingRoutes } from '../../http/pending-routes';
import { revisionRoutes } from '../../http/revision-routes';
import type { Services } from '../../services';
import { postDetail } from './posts.routes';

export function adminPostRevisionRoutes(services: Services): Router {
  return Router()
    .use(pendingRoutes(services, { pending: services.pendingChanges, items: 'blog', thing: 'post' }))
    .use(revisionRoutes(services, { revisions: services.postRevisions, items: 'blog', kind: 'post', present: postDetail }));
}
