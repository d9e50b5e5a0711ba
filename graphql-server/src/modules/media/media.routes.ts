// The media library over REST (issue 12) and the files themselves under /media/<key>. Uploads come
// as multipart (http/multipart-upload.ts); everything else is the media service's.
import express, { Router, type Request, type Response } from 'express';
import { clientIp, type CurrentUser } from '../../auth/context';
import { ALLOW } from '../../auth/permissions';
import { requireRole } from '../../auth/require-admin';
import { refuseReservedKeys } from '../../http/json-body';
import { receiveUpload } from '../../http/multipart-upload';
import { capQueryValues } from '../../http/query-limits';
import { parseQuery, searchPageQuery, sendPage } from '../../http/query-schemas';
import { MEDIA_KEY_PATTERN, MEDIA_MESSAGES, MEDIA_TYPES } from '../../../../schema/validation/media';
import type { Services } from '../../services';
import { notFound } from '../../shared/errors';

const actor = (res: Response) => (res.locals.user as CurrentUser | null | undefined) ?? null;

/** POST/GET /api/admin/media, GET/PATCH/DELETE /api/admin/media/{id}. Mounted before the JSON-only body rule. */
export function adminMediaRoutes(services: Services): Router {
  const router = Router();
  const write = requireRole(services, ALLOW.writeContent);
  const remove = requireRole(services, ALLOW.manageContent);
  const audit = async (req: Request, res: Response, verb: string, target: string) => {
    const user = actor(res);
    if (user) await services.audit.record({ user, ip: clientIp(req) }, `media.${verb}`, target);
  };
  router.use('/admin/media', capQueryValues, (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  router.post('/admin/media', write, async (req, res) => {
    const upload = await receiveUpload(req);
    try {
      const created = await services.media.upload(upload.file!, upload.fields.alt, actor(res));
      await audit(req, res, 'upload', created.id);
      res.status(201).json(created);
    } finally {
      await upload.cleanup();
    }
  });
  router.get('/admin/media', write, async (req, res) => {
    sendPage(req, res, await services.media.list(parseQuery(searchPageQuery, req)));
  });
  router.get('/admin/media/:id', write, async (req, res) => {
    const item = await services.media.getById(String(req.params.id));
    if (!item) throw notFound(MEDIA_MESSAGES.notFound);
    res.json(item);
  });
  router.patch('/admin/media/:id', write, express.json({ limit: '16kb' }), refuseReservedKeys, async (req, res) => {
    const body = (req.body ?? {}) as { alt?: unknown };
    const updated = await services.media.updateAlt(String(req.params.id), body.alt);
    await audit(req, res, 'update-alt', updated.id);
    res.json(updated);
  });
  router.delete('/admin/media/:id', remove, async (req, res) => {
    await services.media.delete(String(req.params.id));
    await audit(req, res, 'delete', String(req.params.id));
    res.status(204).end();
  });
  return router;
}

const CONTENT_TYPES: Record<string, string> = {
  ...Object.fromEntries(Object.values(MEDIA_TYPES).map((type) => [type.extension, type.mimeType])),
};
/** Shown in the browser; every other document is downloaded. */
const INLINE = new Set(['jpg', 'png', 'webp', 'avif', 'gif', 'svg', 'pdf']);

/** GET /media/<key>: a stored file or variant, cached for a year (keys never change content). */
export function mediaFileRoutes(services: Services): Router {
  const router = Router();
  router.get('/media/:key', async (req, res) => {
    const key = String(req.params.key);
    const stored = MEDIA_KEY_PATTERN.test(key) ? await services.media.storage.get(key) : null;
    if (!stored) {
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    const extension = key.slice(key.lastIndexOf('.') + 1);
    res.set({
      'Content-Type': CONTENT_TYPES[extension],
      'Content-Length': String(stored.size),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': INLINE.has(extension) ? 'inline' : `attachment; filename="${key}"`,
    });
    // An SVG opened by itself runs nothing and loads nothing (images inside pages never run scripts).
    if (extension === 'svg') res.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    stored.body.on('error', () => res.destroy());
    stored.body.pipe(res);
  });
  return router;
}
