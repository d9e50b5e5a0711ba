// A lead's record over REST (issue 14; the GraphQL twins are in lead-admin.resolver.ts):
//   GET    /api/admin/leads/{kind}/{id}        the detail                  (readLeads: also a leads token)
//   PATCH  /api/admin/leads/{kind}/{id}        status, ownerId, labels     (workLeads)
//   POST   /api/admin/leads/{kind}/{id}/notes  { body }                    (workLeads)
//   DELETE /api/admin/leads/{kind}/{id}        erase the lead              (leadPrivacy)
//   POST   /api/admin/leads/erase              { email }: erase every lead (leadPrivacy)
//   POST   /api/admin/leads/access-export      { email }, ?format=html     (leadPrivacy)
//   GET    /api/admin/lead-status-counts                                   (dashboard)
// {kind} is playbook or contact. The e-mail address travels in the body, never in the URL, so
// no request log line holds it.
import { Router, type Request, type Response } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';
import { LEAD_KINDS, LEAD_NOT_FOUND_MESSAGE, type LeadKind } from '../../../../schema/validation/lead-pipeline';
import { accessExportHtml } from './lead-access-export';
import { presentLead } from './lead-view';

function kindOf(req: Request): LeadKind {
  const kind = String(req.params.kind);
  if (!(LEAD_KINDS as readonly string[]).includes(kind)) throw notFound(LEAD_NOT_FOUND_MESSAGE);
  return kind as LeadKind;
}

const actorOf = (req: Request, res: Response) => ({ user: (res.locals.user as CurrentUser | null | undefined) ?? null, ip: clientIp(req) });

export function adminLeadRecordRoutes(services: Services): Router {
  const router = Router();
  const read = requireRole(services, ALLOW.readLeads);
  const work = requireRole(services, ALLOW.workLeads);
  const privacy = requireRole(services, ALLOW.leadPrivacy);
  router.get('/admin/lead-status-counts', requireRole(services, ALLOW.dashboard), async (_req, res) => {
    res.json(await services.leadPipeline.statusCounts());
  });
  router.post('/admin/leads/erase', privacy, async (req, res) => {
    res.json(await services.leadPrivacy.eraseByEmail(req.body, actorOf(req, res)));
  });
  router.post('/admin/leads/access-export', privacy, async (req, res) => {
    const data = await services.leadPrivacy.accessExport(req.body, actorOf(req, res));
    const stamp = data.exportedAt.slice(0, 10);
    if (req.query.format === 'html') {
      res.setHeader('Content-Disposition', `inline; filename="personal-data-${stamp}.html"`);
      res.type('html').send(accessExportHtml(data, services.site.name));
      return;
    }
    res.setHeader('Content-Disposition', `attachment; filename="personal-data-${stamp}.json"`);
    res.json(data);
  });
  router.get('/admin/leads/:kind/:id', read, async (req, res) => {
    res.json(presentLead(await services.leadPipeline.detail(kindOf(req), String(req.params.id))));
  });
  router.patch('/admin/leads/:kind/:id', work, async (req, res) => {
    const kind = kindOf(req);
    await services.leadPipeline.update(kind, String(req.params.id), req.body, actorOf(req, res));
    res.json(presentLead(await services.leadPipeline.detail(kind, String(req.params.id))));
  });
  router.post('/admin/leads/:kind/:id/notes', work, async (req, res) => {
    res.status(201).json(await services.leadPipeline.addNote(kindOf(req), String(req.params.id), req.body, actorOf(req, res)));
  });
  router.delete('/admin/leads/:kind/:id', privacy, async (req, res) => {
    res.json(await services.leadPrivacy.eraseLead(kindOf(req), String(req.params.id), actorOf(req, res)));
  });
  return router;
}
