// REST of the site's menus (issue 31): GET /api/navigation (public, resolved, no dead links),
// GET /api/admin/navigation (every entry, broken ones flagged) and PUT /api/admin/navigation/{menu};
// the footer's details (decision 0071): GET and PUT /api/admin/footer.
import { Router } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';

export function navigationRoutes(services: Services): Router {
  const router = Router();
  router.get('/navigation', async (_req, res) => {
    res.json(await services.navigation.publicMenus());
  });
  router.get('/admin/navigation', requireRole(services, ALLOW.readContent), async (_req, res) => {
    res.json(await services.navigation.adminMenus());
  });
  router.put('/admin/navigation/:menu', requireRole(services, ALLOW.publishContent), async (req, res) => {
    const user = (res.locals.user as CurrentUser | null | undefined) ?? null;
    const menu = await services.navigation.update(String(req.params.menu), req.body, user);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, 'navigation.update', menu.name);
    res.json(menu);
  });
  router.get('/admin/footer', requireRole(services, ALLOW.readContent), async (_req, res) => {
    res.json(await services.navigation.adminFooter());
  });
  router.put('/admin/footer', requireRole(services, ALLOW.publishContent), async (req, res) => {
    const user = (res.locals.user as CurrentUser | null | undefined) ?? null;
    const footer = await services.navigation.updateFooter(req.body, user);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, 'navigation.footer.update', 'footer');
    res.json(footer);
  });
  return router;
}
