// After `vite build`: Brotli and gzip copies of every text asset of dist/web (file.br, file.gz),
// made once at build time at the highest levels; the server sends them as they are
// (graphql-server/src/http/spa.ts) instead of compressing on every request.
// PRECOMPRESS_BROTLI_QUALITY (default 11, Brotli's highest) lowers the Brotli level: `npm test` on CI
// builds with 5 (the files are served the same way, about 8 % larger, and made in a fiftieth of
// the CPU: quality 11 was the web build's largest cost, decision 0061). A deployment keeps 11.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './build-state.mjs';

const dir = path.join(ROOT, 'dist/web/assets');
const brotliQuality = Number(process.env.PRECOMPRESS_BROTLI_QUALITY || zlib.constants.BROTLI_MAX_QUALITY);
const gzipLevel = brotliQuality < zlib.constants.BROTLI_MAX_QUALITY ? 6 : 9;
let count = 0;
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!/\.(js|css|svg|json|txt|html|map)$/.test(name)) continue;
  const file = path.join(dir, name);
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: gzipLevel }));
  count++;
}
if (!process.env.BUILD_QUIET) console.log(`Pre-compressed ${count} assets (Brotli and gzip).`);
