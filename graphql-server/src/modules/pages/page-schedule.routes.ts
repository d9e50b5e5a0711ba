// REST of scheduled updates of live pages (issue 31, decision 0072):
// GET, PUT, DELETE /api/admin/pages/{id}/scheduled-update. Reading: staff; scheduling and
// cancelling: Editors and up (publishing a change of a live page). Audited as GraphQL's twins.
import { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { clientIp, type CurrentUser } from '../../auth/context';
import { requireRole } from '../../auth/require-admin';
import { actor } from '../../http/revision-routes';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';
import { SCHEDULE_NOT_FOUND_MESSAGE } from '../../../../schema/validation/page-schedule';

export function pageScheduleRoutes(services: Services): Router {
  const router = Router();
  const path = '/admin/pages/:id/scheduled-update';
  const read = requireRole(services, ALLOW.writeContent);
  const publish = requireRole(services, ALLOW.publishContent);
  const audit = async (req: { params: { id?: string } }, res: { locals: Record<string, unknown> }, action: string, ip: string | null) => {
    const user = (res.locals.user as CurrentUser | null | undefined) ?? null;
    if (user) await services.audit.record({ user, ip }, action, String(req.params.id));
  };
  router.get(path, read, async (req, res) => {
    const scheduled = await services.pageSchedule.get(String(req.params.id));
    if (!scheduled) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
    res.json(scheduled);
  });
  router.put(path, publish, async (req, res) => {
    const scheduled = await services.pageSchedule.schedule(String(req.params.id), req.body, actor(res));
    await audit(req, res, 'page-update.schedule', clientIp(req));
    res.json(scheduled);
  });
  router.delete(path, publish, async (req, res) => {
    if (!(await services.pageSchedule.cancel(String(req.params.id)))) throw notFound(SCHEDULE_NOT_FOUND_MESSAGE);
    await audit(req, res, 'page-update.cancel', clientIp(req));
    res.status(204).end();
  });
  return router;
}
