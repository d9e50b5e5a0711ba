// The Vite build's files: the stylesheet the server renderer extracted, fingerprinted assets
// pre-compressed at build (scripts/precompress.mjs) and sent as they are, then the rest of the
// build (hashed assets cached for a year, other files for an hour).
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { PageRenderer, StaticText } from './ssr';

/** A fingerprinted text kept in memory: immutable, compressed as the client accepts. */
function sendStaticText(req: express.Request, res: express.Response, text: StaticText, type: string): void {
  res.set({ 'Cache-Control': 'public, max-age=31536000, immutable', ETag: text.etag, Vary: 'Accept-Encoding', 'Content-Type': type });
  if (req.headers['if-none-match'] === text.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  if (encoding === 'br' || encoding === 'gzip') {
    res.set('Content-Encoding', encoding);
    res.send(encoding === 'br' ? text.br : text.gzip);
    return;
  }
  res.send(text.body);
}

export function staticAssets(webDist: string, renderer?: PageRenderer | null): Router {
  const router = Router();
  // The Ant Design stylesheet the renderer extracted (fingerprinted, kept in memory).
  router.get(/^\/assets\/(ssr-styles-[\w-]+\.css)$/, (req, res, next) => {
    const sheet = renderer?.stylesheet(String((req.params as Record<string, string>)[0]));
    if (!sheet) {
      next();
      return;
    }
    sendStaticText(req, res, sheet, 'text/css; charset=utf-8');
  });
  const assetsDir = path.join(webDist, 'assets');
  router.get(/^\/assets\/([\w.-]+\.(?:js|css|svg|json))$/, (req, res, next) => {
    const name = String((req.params as Record<string, string>)[0]);
    const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
    const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : undefined;
    if (!suffix) {
      next();
      return;
    }
    const file = path.join(assetsDir, name + suffix);
    fs.stat(file, (error) => {
      if (error) {
        next();
        return;
      }
      res.set({ 'Content-Encoding': encoding as string, 'Cache-Control': 'public, max-age=31536000, immutable' });
      res.vary('Accept-Encoding');
      res.type(path.extname(name));
      res.sendFile(file, { headers: { 'Content-Encoding': encoding as string }, cacheControl: false }, (sendError) => {
        if (sendError) next(sendError);
      });
    });
  });
  router.use('/assets', express.static(assetsDir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  return router;
}
