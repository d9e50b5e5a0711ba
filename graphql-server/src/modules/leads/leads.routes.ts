import { Router, type Request, type Response } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import { handle } from '../../http/errors';
import type { Services } from '../../services';
import { CONTACT_REQUEST_COLUMNS, PLAYBOOK_LEAD_COLUMNS, sendCsv } from './lead-export';

export function publicLeadRoutes(services: Services): Router {
  const router = Router();
  router.post(
    '/playbook-lead',
    handle(async (req, res) => {
      res.status(201).json(await services.leadGuard.submit(req.body, clientIp(req), () => services.leads.submitPlaybookLead(req.body)));
    }),
  );
  router.post(
    '/contact',
    handle(async (req, res) => {
      res.status(201).json(await services.leadGuard.submit(req.body, clientIp(req), () => services.leads.submitContactRequest(req.body)));
    }),
  );
  return router;
}

/** Lists take ?search=, ?page= and ?pageSize= (at most 100), newest first. */
export function adminLeadRoutes(services: Services): Router {
  const router = Router();
  const args = (query: Record<string, unknown>) => ({
    search: typeof query.search === 'string' ? query.search : undefined,
    page: query.page ? Number(query.page) : 1,
    pageSize: query.pageSize ? Number(query.pageSize) : 100,
  });
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
  router.get(
    '/admin/playbook-leads/export.csv',
    leadsReader,
    handle(async (req, res) => {
      const { search } = args(req.query);
      await exported(req, res, 'playbook-leads');
      await sendCsv(res, `playbook-leads-${today()}.csv`, PLAYBOOK_LEAD_COLUMNS, services.leads.allPlaybookLeads(search));
    }),
  );
  router.get(
    '/admin/contact-requests/export.csv',
    leadsReader,
    handle(async (req, res) => {
      const { search } = args(req.query);
      await exported(req, res, 'contact-requests');
      await sendCsv(res, `contact-requests-${today()}.csv`, CONTACT_REQUEST_COLUMNS, services.leads.allContactRequests(search));
    }),
  );
  router.get(
    '/admin/playbook-leads',
    leadsReader,
    handle(async (req, res) => {
      res.json((await services.leads.listPlaybookLeads(args(req.query))).items);
    }),
  );
  router.get(
    '/admin/contact-requests',
    leadsReader,
    handle(async (req, res) => {
      res.json((await services.leads.listContactRequests(args(req.query))).items);
    }),
  );
  return router;
}
