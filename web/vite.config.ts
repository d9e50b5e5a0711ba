import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

// Paths the Node server answers; in development Vite forwards them so the browser sees one origin.
const serverPaths = ['/graphql', '/api', '/images', '/downloads', '/sitemap.xml', '/rss.xml'];

// `npm run build:ssr`: the server renderer (web/src/entry-server.tsx) as an ES module the Node
// server imports; libraries stay external and load from node_modules.
const ssrBuild = {
  outDir: '../dist/ssr',
  emptyOutDir: true,
  copyPublicDir: false,
  rolldownOptions: {
    input: 'src/entry-server.tsx',
    output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: API_ORIGIN, changeOrigin: true }])),
  },
  build: isSsrBuild ? ssrBuild : {
    outDir: '../dist/web',
    emptyOutDir: true,
    // dist/web/.vite/manifest.json: the server links a rendered page's own CSS from it (http/ssr.ts).
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries change less often than the app, so each gets its own long-cacheable chunk.
          // '$initial' keeps them to what the first page load needs: antd components used only by
          // lazy screens (admin tables, forms) stay in those screens' chunks.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser)[\\/]/,
              tags: ['$initial'],
              priority: 30,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|@wry|optimism|rxjs|ts-invariant|tslib|zen-observable)[\\/]/,
              tags: ['$initial'],
              priority: 20,
            },
            {
              name: 'antd',
              test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@emotion|dayjs|classnames|clsx)[\\/]/,
              tags: ['$initial'],
              priority: 10,
            },
          ],
        },
      },
    },
  },
}));
