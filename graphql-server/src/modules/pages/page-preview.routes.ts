// REST twins of the page preview-link fields (decision 0073), as the posts' (post-preview.routes.ts).
// A link's token hash never leaves the server.
import { Router, type Request, type Response } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import type { PagePreviewLink } from './page-preview-link.entity';
import { pagePreviewUrl } from './page-preview.resolver';

const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;

function linkView(link: PagePreviewLink) {
  return { id: link.id, pageId: link.pageId, createdBy: link.createdBy, createdAt: link.createdAt, expiresAt: link.expiresAt };
}

export function adminPagePreviewRoutes(services: Services): Router {
  const router = Router();
  const write = requireRole(services, ALLOW.writeContent);
  const audit = async (req: Request, res: Response, action: string, target: string) => {
    const user = actor(res);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, action, target);
  };
  router.get('/admin/pages/:id/preview-links', write, async (req, res) => {
    res.json((await services.pagePreviewLinks.list(String(req.params.id), actor(res))).map(linkView));
  });
  router.post('/admin/pages/:id/preview-links', write, async (req, res) => {
    const { link, token, slug } = await services.pagePreviewLinks.createWithSlug(String(req.params.id), actor(res));
    await audit(req, res, 'page-preview-link.create', link.pageId);
    res.status(201).json({ ...linkView(link), url: pagePreviewUrl(services.site.url, slug, token) });
  });
  router.delete('/admin/page-preview-links/:id', write, async (req, res) => {
    const link = await services.pagePreviewLinks.revoke(String(req.params.id), actor(res));
    await audit(req, res, 'page-preview-link.revoke', link.id);
    res.json(linkView(link));
  });
  return router;
}
