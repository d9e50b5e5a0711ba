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
  // `npm start` (scripts/start.mjs) builds with BUILD_QUIET: warnings and errors only, no file list.
  logLevel: process.env.BUILD_QUIET ? 'warn' : 'info',
  publicDir: false,
  build: {
    outDir: '../../dist/web',
    emptyOutDir: false,
    manifest: false,
    // GraphiQL (with its editor) is one chunk of about 1 MB (320 kB gzip), loaded only by staff who
    // open the explorer, never by the site: Vite's 500 kB warning is about pages, not this.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // As vite.config.ts: no notice about plugin timings on a busy machine.
      checks: { bundlerTimings: false },
      input: fileURLToPath(new URL('./explorer/explorer.html', import.meta.url)),
      onLog(level, log, handler) {
        // GraphiQL's modules start with a "use no memo" directive (for the React compiler), which a
        // bundle cannot keep at module level and need not: nothing here runs the compiler.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});
