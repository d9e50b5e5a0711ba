import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run build:web`, after the site's own build: the GraphQL explorer (web/explorer) into the
// same dist/web/assets, as dist/web/explorer.html, which the server sends to signed-in staff at
// GET /graphql (graphql-server/src/http/explorer.ts). Its own entry, so the site's pages never
// link GraphiQL's code or styles; no manifest, so the site's stays as it is.
export default defineConfig({
  root: fileURLToPath(new URL('./explorer', import.meta.url)),
  base: '/',
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: '../../dist/web',
    emptyOutDir: false,
    manifest: false,
    rolldownOptions: { input: fileURLToPath(new URL('./explorer/explorer.html', import.meta.url)) },
  },
});
