// REST of the pending changes of autosave (decisions 0032, 0074), one piece for posts and pages:
// GET, PUT, DELETE /api/admin/{items}/{id}/pending — the signed-in editor's own autosaved edits
// of a live item, kept beside it until the item is saved.
import { Router } from 'express';
import { ALLOW } from '../auth/permissions';
import { requireRole } from '../auth/require-admin';
import type { Services } from '../services';
import { notFound } from '../shared/errors';
import type { Saver } from '../shared/revisions';
import { actor } from './revision-routes';

interface PendingService {
  get(itemId: string, actor: Saver | null): Promise<unknown>;
  save(itemId: string, input: unknown, actor: Saver | null): Promise<unknown>;
  discard(itemId: string, actor: Saver | null): Promise<boolean>;
}

export function pendingRoutes(services: Services, options: { pending: PendingService; items: string; thing: string }): Router {
  const router = Router();
  const write = requireRole(services, ALLOW.writeContent);
  const path = `/admin/${options.items}/:id/pending`;
  const none = `No pending changes of this ${options.thing}.`;
  router.get(path, write, async (req, res) => {
    const pending = await options.pending.get(String(req.params.id), actor(res));
    if (!pending) throw notFound(none);
    res.json(pending);
  });
  router.put(path, write, async (req, res) => {
    res.json(await options.pending.save(String(req.params.id), req.body, actor(res)));
  });
  router.delete(path, write, async (req, res) => {
    if (!(await options.pending.discard(String(req.params.id), actor(res)))) throw notFound(none);
    res.status(204).end();
  });
  return router;
}
