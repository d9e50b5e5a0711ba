// A/B experiments over HTTP (issue 32, decision 0069):
//   GET    /api/admin/experiments                 every experiment, newest first (readExperiments: Editors and up, analytics token)
//   POST   /api/admin/experiments                 make a draft (manageExperiments: Editors and up)
//   GET    /api/admin/experiments/{id}            one experiment
//   PUT    /api/admin/experiments/{id}            change a draft
//   DELETE /api/admin/experiments/{id}            delete one that is not running
//   POST   /api/admin/experiments/{id}/start      start it;  …/stop  stop it
//   GET    /api/admin/experiments/{id}/results    visitors, conversions and the statistics per arm
//   POST   /api/admin/experiments/{id}/promote    { arm }: the arm's fields saved into the page, the experiment stopped
// Every write is audited (experiment.create, experiment.start…), as its GraphQL twin is.
import { Router, type Request, type Response } from 'express';
import { ALLOW } from '../../auth/permissions';
import { clientIp } from '../../auth/context';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import type { CurrentUser } from '../../auth/context';
import type { Experiment } from './experiment.entity';

/** An experiment as the API answers it. */
export function experimentDetail(experiment: Experiment) {
  const { id, name, pageId, blockIndex, blockType, arms, goal, goalEvent, minVisitorsPerArm, status, startedAt, stoppedAt } = experiment;
  const { promotedArm, updatedBy, createdAt, updatedAt } = experiment;
  return {
    id,
    name,
    pageId,
    blockIndex,
    blockType,
    arms,
    goal,
    goalEvent,
    minVisitorsPerArm,
    status,
    startedAt,
    stoppedAt,
    promotedArm,
    updatedBy,
    createdAt,
    updatedAt,
  };
}

export function adminExperimentRoutes(services: Services): Router {
  const router = Router();
  const read = requireRole(services, ALLOW.readExperiments);
  const write = requireRole(services, ALLOW.manageExperiments);
  const actor = (res: Response) => res.locals.user as CurrentUser;
  const audit = (req: Request, res: Response, verb: string, target: string) =>
    services.audit.record({ user: actor(res), ip: clientIp(req) }, `experiment.${verb}`, target);
  const id = (req: Request) => String(req.params.id);

  router.get('/admin/experiments', read, async (_req, res) => {
    res.json((await services.experiments.list()).map(experimentDetail));
  });
  router.post('/admin/experiments', write, async (req, res) => {
    const created = await services.experiments.create(req.body, actor(res));
    await audit(req, res, 'create', created.id);
    res.status(201).json(experimentDetail(created));
  });
  router.get('/admin/experiments/:id', read, async (req, res) => {
    res.json(experimentDetail(await services.experiments.get(id(req))));
  });
  router.put('/admin/experiments/:id', write, async (req, res) => {
    const saved = await services.experiments.update(id(req), req.body, actor(res));
    await audit(req, res, 'update', saved.id);
    res.json(experimentDetail(saved));
  });
  router.delete('/admin/experiments/:id', write, async (req, res) => {
    await services.experiments.delete(id(req));
    await audit(req, res, 'delete', id(req));
    res.status(204).end();
  });
  for (const verb of ['start', 'stop'] as const) {
    router.post(`/admin/experiments/:id/${verb}`, write, async (req, res) => {
      const saved = await services.experiments[verb](id(req), actor(res));
      await audit(req, res, verb, saved.id);
      res.json(experimentDetail(saved));
    });
  }
  router.get('/admin/experiments/:id/results', read, async (req, res) => {
    await services.analytics.flush();
    res.json(await services.experiments.results(id(req)));
  });
  router.post('/admin/experiments/:id/promote', write, async (req, res) => {
    const arm = (req.body as { arm?: unknown } | undefined)?.arm;
    const { experiment } = await services.experiments.promote(id(req), typeof arm === 'string' ? arm : '', actor(res));
    await audit(req, res, 'promote', experiment.id);
    res.json(experimentDetail(experiment));
  });
  return router;
}
