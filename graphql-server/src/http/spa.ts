// The web app's HTML for every route of SPEC §2. Unknown paths still get the app (it renders
// the not-found screen) but with status 404, so crawlers and monitors see the truth.
import fs from 'node:fs';
import path from 'node:path';
import express, { Router } from 'express';
import type { PageRenderer } from './ssr';
import { log } from '../logger';

const KNOWN_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/playbook\/?$/,
  /^\/calculator\/?$/,
  /^\/maturity-assessment\/?$/,
  /^\/framework\/?$/,
  /^\/simulator\/?$/,
  /^\/blog\/?$/,
  /^\/blog\/category\/[^/]+\/?$/,
  /^\/blog\/[^/]+\/?$/,
  /^\/resources\/?$/,
  /^\/admin\/?$/,
  /^\/admin\/login\/?$/,
  /^\/admin\/(blog|resources|categories)\/new\/?$/,
  /^\/admin\/(blog|resources|categories)\/edit\/[^/]+\/?$/,
];

export function isKnownRoute(pathname: string): boolean {
  return KNOWN_ROUTES.some((pattern) => pattern.test(pathname));
}

/** Admin screens are private: never server-rendered, never indexed. */
function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/**
 * Static files of the Vite build (hashed assets cached for a year) and the HTML of every page:
 * server-rendered for public pages when a renderer is built, the app shell otherwise.
 */
export function webApp(webDist: string, renderer?: PageRenderer | null): Router {
  const router = Router();
  const indexFile = path.join(webDist, 'index.html');
  router.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  router.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) {
      next();
      return;
    }
    fs.readFile(indexFile, 'utf8', async (error, template) => {
      if (error) {
        res.status(503).type('text/plain').send('The web app is not built yet. Run `npm run build`, then restart.');
        return;
      }
      res.set('Cache-Control', 'no-cache').type('html');
      if (isAdminPath(req.path)) res.set('X-Robots-Tag', 'noindex');
      if (renderer && !isAdminPath(req.path)) {
        try {
          const page = await renderer.render(req, res, template);
          if (page) {
            res.status(page.status).send(page.html);
            return;
          }
        } catch (renderError) {
          // The browser can still render the page: serve the shell rather than an error.
          log().error({ err: renderError, path: req.path }, 'Server rendering failed; serving the app shell');
        }
      }
      res.status(isKnownRoute(req.path) ? 200 : 404).send(template);
    });
  });
  return router;
}
