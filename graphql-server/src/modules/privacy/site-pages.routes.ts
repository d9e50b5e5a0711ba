import { Router, type NextFunction, type Request } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { SITE_PAGE_SLUGS } from '../../../../schema/validation/site-pages';

/** The privacy page's paths answer only for its slug; any other goes on to the block pages' paths (issue 31). */
const privacyOnly = (req: Request, _res: unknown, next: NextFunction) =>
  (SITE_PAGE_SLUGS as readonly string[]).includes(String(req.params.slug ?? req.params.id)) ? next() : next('route');

/** GET /api/pages/{slug} (public) and PUT /api/admin/pages/{slug} { title, html } (manageContent) of the privacy page. */
export function sitePageRoutes(services: Services): Router {
  const router = Router();
  router.get('/pages/:slug', privacyOnly, async (req, res) => {
    res.json(await services.sitePages.get(String(req.params.slug)));
  });
  // `:id` like the block pages' path it shares (one path in the OpenAPI document): here the slug.
  router.put('/admin/pages/:id', privacyOnly, requireRole(services, ALLOW.manageContent), async (req, res) => {
    const page = await services.sitePages.update(String(req.params.id), req.body);
    const user = res.locals.user as CurrentUser | null | undefined;
    if (user) await services.audit.record({ user, ip: clientIp(req) }, 'site-page.update', page.slug);
    res.json(page);
  });
  return router;
}
