// 1200×630 raster share images (Open Graph, Twitter): social networks refuse SVG, and the seed
// covers are SVG. Each SVG cover of the site gets a PNG variant at a stable address
// (/og/covers/{name}.png), made with resvg on its first request and kept in memory; anything
// without a usable raster image gets /og/default.png. Only files that exist under the public
// folder are rendered, so the work is bounded by the number of covers.
import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import { Resvg } from '@resvg/resvg-js';
import { escapeHtml } from '../../../../schema/format/html';
import { mediaBaseOf } from '../../../../schema/validation/media';

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;
const DEFAULT_SHARE_IMAGE = '/og/default.png';

const LOCAL_SVG = /^\/images\/(covers|resources)\/([A-Za-z0-9][\w-]{0,150})\.svg$/;
const RASTER_URL = /^https:\/\/[^\s"'<>]+\.(png|jpe?g|webp)(\?[^\s"'<>]*)?$/i;

/** The address of a page's share image: the raster variant of a local SVG cover, a raster URL as it is, or the default. */
export function shareImagePath(image: string | undefined | null): string {
  if (!image) return DEFAULT_SHARE_IMAGE;
  // A media library image: its 1200×630 JPEG variant (made for every uploaded image, SVG too).
  const media = mediaBaseOf(image);
  if (media) return `/media/${media}-social.jpg`;
  const local = LOCAL_SVG.exec(image);
  if (local) return `/og/${local[1]}/${local[2]}.png`;
  if (RASTER_URL.test(image)) return image;
  return DEFAULT_SHARE_IMAGE;
}

/** XML text and attribute escaping is the same as HTML's for these five characters. */
const escapeXml = escapeHtml;

/** The site's default share card. */
function defaultShareSvg(siteName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_WIDTH}" height="${SHARE_HEIGHT}" viewBox="0 0 ${SHARE_WIDTH} ${SHARE_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#172554"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#bg)"/>
<rect x="80" y="250" width="120" height="8" rx="4" fill="#38bdf8"/>
<text x="80" y="220" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escapeXml(siteName)}</text>
<text x="80" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="40" fill="#bae6fd">Cloud cost management and FinOps practice</text>
</svg>`;
}

function renderPng(svg: string): Buffer {
  const resvg = new Resvg(svg, { fitTo: { mode: 'width', value: SHARE_WIDTH }, background: '#ffffff', font: { loadSystemFonts: true } });
  return Buffer.from(resvg.render().asPng());
}

/** GET /og/default.png and /og/{covers|resources}/{name}.png. `publicDirs`: where the SVGs are (the web build, then web/public). */
export function shareImageRoutes(siteName: string, publicDirs: string[]): Router {
  const router = Router();
  const cache = new Map<string, Buffer>();
  const send = (res: import('express').Response, png: Buffer) => {
    res.set('Cache-Control', 'public, max-age=86400').type('png').send(png);
  };
  router.get('/og/default.png', (_req, res) => {
    let png = cache.get('default');
    if (!png) {
      png = renderPng(defaultShareSvg(siteName));
      cache.set('default', png);
    }
    send(res, png);
  });
  router.get('/og/:folder/:file', (req, res, next) => {
    const match = /^([A-Za-z0-9][\w-]{0,150})\.png$/.exec(String(req.params.file));
    const folder = String(req.params.folder);
    if (!match || (folder !== 'covers' && folder !== 'resources')) {
      next();
      return;
    }
    const key = `${folder}/${match[1]}`;
    let png = cache.get(key);
    if (!png) {
      const source = publicDirs.map((dir) => path.join(dir, 'images', folder, `${match[1]}.svg`)).find((file) => fs.existsSync(file));
      if (!source) {
        res.status(404).type('text/plain').send('Not found.');
        return;
      }
      png = renderPng(fs.readFileSync(source, 'utf8'));
      cache.set(key, png);
    }
    send(res, png);
  });
  return router;
}
