// After `vite build`: Brotli and gzip copies of every text asset of dist/web (file.br, file.gz),
// made once at build time at the highest levels; the server sends them as they are
// (graphql-server/src/http/spa.ts) instead of compressing on every request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from './build-state.mjs';

const dir = path.join(ROOT, 'dist/web/assets');
let count = 0;
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!/\.(js|css|svg|json|txt|html|map)$/.test(name)) continue;
  const file = path.join(dir, name);
  const body = fs.readFileSync(file);
  if (body.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  count++;
}
if (!process.env.BUILD_QUIET) console.log(`Pre-compressed ${count} assets (Brotli and gzip).`);
