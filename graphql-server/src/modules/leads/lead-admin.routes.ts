// A lead's record over REST (issue 14; the GraphQL twins are in lead-admin.resolver.ts):
//   GET    /api/admin/leads/{kind}/{id}        the detail                  (readLeads: also a leads token)
//   PATCH  /api/admin/leads/{kind}/{id}        status, ownerId, labels     (workLeads)
//   POST   /api/admin/leads/{kind}/{id}/notes  { body }                    (workLeads)
//   DELETE /api/admin/leads/{kind}/{id}        erase the lead              (leadPrivacy)
//   POST   /api/admin/leads/erase              { email }: erase every lead (leadPrivacy)
//   POST   /api/admin/leads/{kind}/bulk        { ids, status | ownerId | addLabel } (workLeads)
//   POST   /api/admin/leads/{kind}/bulk-erase  { ids }: erase each lead   (leadPrivacy)
//   POST   /api/admin/leads/access-export      { email }, ?format=html     (leadPrivacy)
//   GET    /api/admin/lead-status-counts                                   (dashboard)
// {kind} is playbook or contact. The e-mail address travels in the body, never in the URL, so
// no request log line holds it.
import { Router, type Request, type Response } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { BULK_SIZE_MESSAGE } from '../../shared/bulk-content';
import { InputValidationError, notFound } from '../../shared/errors';
import { LEAD_KINDS, LEAD_NOT_FOUND_MESSAGE, type LeadKind } from '../../../../schema/validation/lead-pipeline';
import { accessExportHtml } from './lead-access-export';
import { presentLead } from './lead-view';

function kindOf(req: Request): LeadKind {
  const kind = String(req.params.kind);
  if (!(LEAD_KINDS as readonly string[]).includes(kind)) throw notFound(LEAD_NOT_FOUND_MESSAGE);
  return kind as LeadKind;
}

/** A bulk request's body: `ids` a list of texts (the service checks the count and each id). */
function bulkBody(req: Request): { ids: string[]; status?: string | null; ownerId?: string | null; addLabel?: string | null } {
  const body = (req.body ?? {}) as Record<string, unknown>;
  if (!Array.isArray(body.ids) || !body.ids.every((id) => typeof id === 'string')) {
    throw new InputValidationError([{ field: 'ids', message: BULK_SIZE_MESSAGE }]);
  }
  const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : body[key] === null ? null : undefined);
  return { ids: body.ids as string[], status: text('status'), ownerId: text('ownerId'), addLabel: text('addLabel') };
}

/** Who acts: the staff member, or a leads:write API token (audited under its name). */
const actorOf = (req: Request, res: Response) => ({
  user: (res.locals.user as CurrentUser | null | undefined) ?? null,
  apiToken: (res.locals.apiToken as { id: string; name: string } | null | undefined) ?? null,
  ip: clientIp(req),
});

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
  router.post('/admin/leads/:kind/bulk', work, async (req, res) => {
    const { ids, status, ownerId, addLabel } = bulkBody(req);
    res.json(await services.leadBulk.update(kindOf(req), ids, { status, ownerId, addLabel }, actorOf(req, res)));
  });
  router.post('/admin/leads/:kind/bulk-erase', privacy, async (req, res) => {
    res.json(await services.leadBulk.erase(kindOf(req), bulkBody(req).ids, actorOf(req, res)));
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
