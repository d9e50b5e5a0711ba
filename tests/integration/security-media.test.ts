// Abuse of the media upload (issue 12): who may upload and delete, cross-site uploads with the
// session cookie, names that look like paths, and bodies too large — refused before they are
// read when they say so, cut off while streaming when they do not. Nothing is stored on refusal.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { MEDIA_MESSAGES } from '../../schema/validation/media';
import { ROLE_REFUSED_MESSAGE } from '../../graphql-server/src/auth/access';
import { CROSS_SITE_MESSAGE } from '../../graphql-server/src/security/origin-check';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { image } from '../support/media-fixtures';
import { ADMIN_REQUIRED_MESSAGE, START_TIMEOUT, startServer } from './helpers';
import { staffMember } from './staff-helpers';
import { bearer, issueApiToken } from './api-token-helpers';

describe('media upload abuse', () => {
  let server: TestServer;
  let adminToken: string;
  let png: Buffer;

  beforeAll(async () => {
    server = await startServer({ siteUrl: 'https://finops.example.com' });
    adminToken = (await signedInAdmin(server)).token;
    png = await image('png', 64, 64);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const storedFiles = () => (fs.existsSync(server.mediaDir) ? fs.readdirSync(server.mediaDir) : []);
  const rowCount = async () => Number((await server.dataSource.query('SELECT count(*)::int AS n FROM media_items'))[0].n);

  async function expectNothingStored(run: () => Promise<void>) {
    const [files, rows] = [storedFiles().sort(), await rowCount()];
    await run();
    expect(storedFiles().sort()).toEqual(files);
    expect(await rowCount()).toBe(rows);
  }

  it('refuses anonymous callers and integrator tokens', async () => {
    await expectNothingStored(async () => {
      const anonymous = await server.agent().post('/api/admin/media').attach('file', png, 'a.png').field('alt', 'x');
      expect({ status: anonymous.status, body: anonymous.body }).toEqual({ status: 401, body: { message: ADMIN_REQUIRED_MESSAGE } });
      const token = await issueApiToken(server, adminToken, ['content']);
      const byToken = await server
        .agent()
        .post('/api/admin/media')
        .set(bearer(token.secret))
        .attach('file', png, 'a.png')
        .field('alt', 'x');
      expect(byToken.status).toBe(403);
    });
  });

  it('lets an Author upload but not delete', async () => {
    const author = await staffMember(server, 'AUTHOR');
    const created = await author.agent.post('/api/admin/media').attach('file', png, 'mine.png').field('alt', 'Mine');
    expect(created.status).toBe(201);
    const removed = await author.agent.delete(`/api/admin/media/${created.body.id}`);
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 403, body: { message: ROLE_REFUSED_MESSAGE } });
  });

  it('refuses a cookie-authenticated upload from another site', async () => {
    const editor = await staffMember(server, 'EDITOR');
    await expectNothingStored(async () => {
      const res = await editor.agent
        .post('/api/admin/media')
        .set('Origin', 'https://evil.example')
        .attach('file', png, 'a.png')
        .field('alt', 'x');
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { message: CROSS_SITE_MESSAGE } });
    });
    const own = await editor.agent
      .post('/api/admin/media')
      .set('Origin', 'https://finops.example.com')
      .attach('file', png, 'a.png')
      .field('alt', 'x');
    expect(own.status).toBe(201);
  });

  it('never lets a file name become a path', async () => {
    for (const name of ['../../../../tmp/evil.png', '..\\..\\evil.png', '/etc/passwd', '%2e%2e%2fevil.png']) {
      const res = await server.agent().post('/api/admin/media').set(bearer(adminToken)).attach('file', png, name).field('alt', 'Traversal');
      expect({ name, status: res.status, message: res.body.message }).toEqual({ name, status: 201, message: undefined });
      expect(res.body.url).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
      expect(res.body.originalName).not.toMatch(/[/\\]/);
    }
    // A control character in the part's header is no multipart at all.
    await expectNothingStored(async () => {
      const res = await server
        .agent()
        .post('/api/admin/media')
        .set(bearer(adminToken))
        .attach('file', png, 'a\u0007b.png')
        .field('alt', 'x');
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: MEDIA_MESSAGES.notMultipart });
    });
    expect(storedFiles().every((name) => /^[a-f0-9]{32}(-(w\d+|social))?\.\w+$/.test(name))).toBe(true);
    expect(fs.existsSync(path.join(server.mediaDir, '..', 'evil.png'))).toBe(false);
  });

  it('refuses two files in one request', async () => {
    await expectNothingStored(async () => {
      const res = await server
        .agent()
        .post('/api/admin/media')
        .set(bearer(adminToken))
        .attach('file', png, 'a.png')
        .attach('file', png, 'b.png')
        .field('alt', 'x');
      expect({ status: res.status, message: res.body.message }).toEqual({ status: 400, message: MEDIA_MESSAGES.oneFile });
    });
  });

  describe('bodies too large', () => {
    let base: string;
    let listener: http.Server;
    beforeAll(async () => {
      listener = http.createServer(server.app);
      await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise((resolve) => listener.close(resolve)));

    /** A raw upload: `declared` as Content-Length (or chunked), `bytes` of file actually sent. */
    function rawUpload(bytes: number, declared?: number): Promise<{ status: number; body: string }> {
      const boundary = 'xBOUNDARYx';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
      );
      return new Promise((resolve, reject) => {
        const req = http.request(`${base}/api/admin/media`, {
          method: 'POST',
          agent: false,
          headers: {
            Authorization: `Bearer ${adminToken}`,
            'Content-Type': `multipart/form-data; boundary=${boundary}`,
            ...(declared ? { 'Content-Length': String(declared) } : {}),
          },
        });
        req.on('response', (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.write(head);
        const chunk = Buffer.alloc(1024 * 1024, 0x20);
        let sent = 0;
        const pump = () => {
          while (sent < bytes) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once('drain', pump);
          }
          req.end(`\r\n--${boundary}--\r\n`);
        };
        if (declared) req.end();
        else pump();
      });
    }

    it('answers 413 at once when the declared length is over the limit, reading nothing', async () => {
      await expectNothingStored(async () => {
        const res = await rawUpload(0, 60 * 1024 * 1024);
        expect({ status: res.status, message: JSON.parse(res.body).message }).toEqual({
          status: 413,
          message: MEDIA_MESSAGES.uploadTooLarge,
        });
      });
    });

    it('cuts a chunked upload off past the limit', async () => {
      await expectNothingStored(async () => {
        const res = await rawUpload(51 * 1024 * 1024);
        expect({ status: res.status, message: JSON.parse(res.body).message }).toEqual({
          status: 413,
          message: MEDIA_MESSAGES.uploadTooLarge,
        });
      });
    });
  });
});
