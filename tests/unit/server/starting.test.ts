// Warm start (issue 36): the port answers while the app is prepared, then hands every request to it.
import request from 'supertest';
import { STARTING_MESSAGE, STARTING_RETRY_AFTER_S, StartingListener } from '../../../graphql-server/src/http/starting';

describe('the starting listener', () => {
  it('says the process is alive and not ready, with Retry-After, until the app is handed over', async () => {
    const starting = new StartingListener();
    const health = await request(starting.listener).get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });

    const ready = await request(starting.listener).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ status: 'starting', message: STARTING_MESSAGE });
    expect(ready.headers['retry-after']).toBe(String(STARTING_RETRY_AFTER_S));
    expect(ready.headers['cache-control']).toBe('no-store');

    const page = await request(starting.listener).get('/blog?page=2').set('Accept', 'text/html,application/xhtml+xml');
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(`<meta http-equiv="refresh" content="${STARTING_RETRY_AFTER_S}">`);
    expect(page.text).toContain('<meta name="robots" content="noindex">');

    const api = await request(starting.listener).post('/api/contact').send({ name: 'Early' });
    expect(api.status).toBe(503);
    expect(api.body).toEqual({ message: STARTING_MESSAGE });
    expect(api.headers['retry-after']).toBe(String(STARTING_RETRY_AFTER_S));
    expect(starting.isReady).toBe(false);
  });

  it('hands every request to the app once ready', async () => {
    const starting = new StartingListener();
    starting.ready((req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end(`app ${req.url}`);
    });
    expect(starting.isReady).toBe(true);
    for (const url of ['/readyz', '/healthz', '/', '/api/blog']) {
      const res = await request(starting.listener).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toBe(`app ${url}`);
    }
  });
});
