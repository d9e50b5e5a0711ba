import { Router } from 'express';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';

/** The raw .eml of a message written to the outbox folder (to open in a mail program). */
export function adminOutboxRoutes(services: Services): Router {
  const router = Router();
  router.get('/admin/outbox/:id/message.eml', requireRole(services, ALLOW.integrations), async (req, res) => {
    const file = await services.mail.outboxFile(String(req.params.id));
    if (!file) throw notFound('This message has no .eml file on this server.');
    res.setHeader('Content-Type', 'message/rfc822');
    res.setHeader('Content-Disposition', `attachment; filename="${file.name}"`);
    await new Promise<void>((resolve, reject) => res.sendFile(file.path, (error) => (error ? reject(error) : resolve())));
  });
  return router;
}
