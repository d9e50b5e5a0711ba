// REST twins of the preview-link fields (decision 0031). A link's token hash never leaves the server.
import { Router, type Request, type Response } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import type { PostPreviewLink } from './post-preview-link.entity';
import { previewUrl } from './post-preview.resolver';

const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;

function linkView(link: PostPreviewLink) {
  return { id: link.id, postId: link.postId, createdBy: link.createdBy, createdAt: link.createdAt, expiresAt: link.expiresAt };
}

export function adminPostPreviewRoutes(services: Services): Router {
  const router = Router();
  const write = requireRole(services, ALLOW.writeContent);
  const audit = async (req: Request, res: Response, action: string, target: string) => {
    const user = actor(res);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, action, target);
  };
  router.get('/admin/blog/:id/preview-links', write, async (req, res) => {
    res.json((await services.previewLinks.list(String(req.params.id), actor(res))).map(linkView));
  });
  router.post('/admin/blog/:id/preview-links', write, async (req, res) => {
    const { link, token, slug } = await services.previewLinks.createWithSlug(String(req.params.id), actor(res));
    await audit(req, res, 'post-preview-link.create', link.postId);
    res.status(201).json({ ...linkView(link), url: previewUrl(services.site.url, slug, token) });
  });
  router.delete('/admin/preview-links/:id', write, async (req, res) => {
    const link = await services.previewLinks.revoke(String(req.params.id), actor(res));
    await audit(req, res, 'post-preview-link.revoke', link.id);
    res.json(linkView(link));
  });
  return router;
}
