// The bare comparison server of `npm run bench`: Node's http and pg, nothing else, answering
// the same content from the same database as the app (the cheapest honest way to serve it).
// Like the app, it sends the bytes the client asked for: Brotli or gzip when Accept-Encoding
// names them, at the qualities the app uses for a dynamic answer (Brotli 4, gzip 6: ssr.ts's
// 'dynamic'), so both send the same bytes (issue 36's floor). Without Accept-Encoding, plain text.
// Run by bench.mjs as a child process: PORT and DATABASE_URL in the environment.
import http from 'node:http';
import zlib from 'node:zlib';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const esc = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SUMMARY = `"id","slug","title","excerpt","coverImage","category","author","tags","featured","publishedAt"`;

async function home() {
  const { rows } = await pool.query(
    `SELECT ${SUMMARY} FROM blog_posts WHERE featured AND "publishedAt" <= now() ORDER BY "publishedAt" DESC LIMIT 3`,
  );
  return `<!doctype html><html><head><title>FinOps Consulting</title></head><body><h1>Cut cloud costs</h1>${rows
    .map((p) => `<article><h2>${esc(p.title)}</h2><p>${esc(p.excerpt)}</p></article>`)
    .join('')}</body></html>`;
}

async function article(slug) {
  const { rows } = await pool.query(`SELECT * FROM blog_posts WHERE slug = $1 AND "publishedAt" <= now()`, [slug]);
  if (!rows[0]) return null;
  const p = rows[0];
  return `<!doctype html><html><head><title>${esc(p.title)}</title></head><body><h1>${esc(p.title)}</h1>${p.content}</body></html>`;
}

async function list(limit, offset = 0) {
  const [items, count] = await Promise.all([
    pool.query(`SELECT ${SUMMARY} FROM blog_posts WHERE "publishedAt" <= now() ORDER BY "publishedAt" DESC, id LIMIT $1 OFFSET $2`, [
      limit,
      offset,
    ]),
    pool.query(`SELECT count(*)::int AS n FROM blog_posts WHERE "publishedAt" <= now()`),
  ]);
  return { items: items.rows, totalCount: count.rows[0].n };
}

/** The answer in the encoding the client accepts, as compression() and the app's caches send it. */
function send(req, res, status, type, text) {
  const body = Buffer.from(text, 'utf8');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const headers = { 'Content-Type': type, Vary: 'Accept-Encoding' };
  if (/\bbr\b/.test(accepted)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    res.writeHead(status, { ...headers, 'Content-Encoding': 'br' }).end(zlib.brotliCompressSync(body, { params }));
  } else if (/\bgzip\b/.test(accepted)) {
    res.writeHead(status, { ...headers, 'Content-Encoding': 'gzip' }).end(zlib.gzipSync(body, { level: 6 }));
  } else {
    res.writeHead(status, headers).end(body);
  }
}

const server = http.createServer(async (req, res) => {
  try {
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/healthz') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":"ok"}');
    } else if (url.pathname === '/') {
      send(req, res, 200, 'text/html', await home());
    } else if (url.pathname.startsWith('/blog/')) {
      const html = await article(decodeURIComponent(url.pathname.slice(6)));
      send(req, res, html ? 200 : 404, 'text/html', html ?? 'Not found');
    } else if (url.pathname === '/api/blog') {
      const { items } = await list(100);
      send(req, res, 200, 'application/json', JSON.stringify(items));
    } else if (url.pathname === '/graphql') {
      for await (const _ of req);
      const { items, totalCount } = await list(6);
      send(req, res, 200, 'application/json', JSON.stringify({ data: { posts: { totalCount, items } } }));
    } else {
      res.writeHead(404).end();
    }
  } catch (error) {
    res.writeHead(503).end(String(error));
  }
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGINT', () => server.close(() => pool.end().then(() => process.exit(0))));
