import { Router, type Request, type Response } from 'express';
import { leadListQuery, parseQuery, sendPage } from '../../http/query-schemas';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { visitorSignal } from '../analytics/visitor';
import type { ContactRequest } from './contact-request.entity';
import type { PlaybookLead } from './playbook-lead.entity';
import { CONTACT_REQUEST_COLUMNS, PLAYBOOK_LEAD_COLUMNS, sendCsv, withPipelineColumns } from './lead-export';

export function publicLeadRoutes(services: Services): Router {
  const router = Router();
  router.post('/playbook-lead', async (req, res) => {
    res.status(201).json(await services.leads.submitPlaybookLead(req.body, clientIp(req), visitorSignal(req)));
  });
  router.post('/contact', async (req, res) => {
    res.status(201).json(await services.leads.submitContactRequest(req.body, clientIp(req), visitorSignal(req)));
  });
  return router;
}

/** A list row: the lead and its pipeline; the consent record is the detail's (GET /api/admin/leads/{kind}/{id}). */
export function withoutConsentColumns<T extends PlaybookLead | ContactRequest>(lead: T) {
  const { consentTextId: _id, consentAt: _at, consentPage: _page, consentAddressHash: _hash, ...row } = lead;
  return row;
}

/** Lists take ?search=, ?page= and ?pageSize= (at most 100), newest first (http/query-schemas.ts). */
export function adminLeadRoutes(services: Services): Router {
  const router = Router();
  const today = () => new Date().toISOString().slice(0, 10);
  // Read-only paths: an API token with the leads scope may use them too.
  const leadsReader = requireRole(services, ALLOW.readLeads);
  // A lead export is recorded in the audit log (who took the personal data, and from where).
  const exported = async (req: Request, res: Response, what: string) => {
    const user = res.locals.user as CurrentUser | null | undefined;
    const token = res.locals.apiToken as { name?: string } | null | undefined;
    await services.audit.record(
      { user: user ?? null, ip: clientIp(req) },
      'lead.export',
      user ? what : `${what} (API token ${token?.name ?? ''})`,
    );
  };
  /** Staff id → name, for the Owner column (suspended accounts included: they may still own leads). */
  const ownerNames = async () => new Map((await services.leadPipeline.ownerNames()).map((o) => [o.id, o.name]));
  router.get('/admin/playbook-leads/export.csv', leadsReader, async (req, res) => {
    const filter = parseQuery(leadListQuery, req);
    await exported(req, res, 'playbook-leads');
    const rows = withPipelineColumns(services.leads.allPlaybookLeads(filter), await ownerNames());
    await sendCsv(res, `playbook-leads-${today()}.csv`, PLAYBOOK_LEAD_COLUMNS, rows);
  });
  router.get('/admin/contact-requests/export.csv', leadsReader, async (req, res) => {
    const filter = parseQuery(leadListQuery, req);
    await exported(req, res, 'contact-requests');
    const rows = withPipelineColumns(services.leads.allContactRequests(filter), await ownerNames());
    await sendCsv(res, `contact-requests-${today()}.csv`, CONTACT_REQUEST_COLUMNS, rows);
  });
  router.get('/admin/playbook-leads', leadsReader, async (req, res) => {
    sendPage(req, res, await services.leads.listPlaybookLeads(parseQuery(leadListQuery, req)), withoutConsentColumns);
  });
  router.get('/admin/contact-requests', leadsReader, async (req, res) => {
    sendPage(req, res, await services.leads.listContactRequests(parseQuery(leadListQuery, req)), withoutConsentColumns);
  });
  return router;
}
