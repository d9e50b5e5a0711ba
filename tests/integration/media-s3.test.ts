// The S3 driver through the real SDK against a small S3 stand-in speaking the REST protocol the
// SDK uses (path-style PutObject, GetObject, DeleteObject, SigV4-signed; NoSuchKey as XML): an
// upload puts the original and its variants in the bucket, /media/ serves them from there, a
// delete removes them. Signatures are checked for presence and credential, not recomputed.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { image } from '../support/media-fixtures';
import { START_TIMEOUT, startServer } from './helpers';

/** Decode an aws-chunked body ("<hex>;chunk-signature=...\r\n<data>\r\n ... 0\r\n<trailers>") if the SDK sent one. */
function decodeBody(raw: Buffer, encoding: string | undefined): Buffer {
  if (!encoding?.includes('aws-chunked')) return raw;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = raw.indexOf('\r\n', at);
    const size = parseInt(raw.subarray(at, lineEnd).toString().split(';')[0], 16);
    if (!size) return Buffer.concat(parts);
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

function fakeS3(bucket: string, accessKeyId: string) {
  const objects = new Map<string, { data: Buffer; type: string }>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const auth = req.headers.authorization ?? '';
      const [, bucketName, ...rest] = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname).split('/');
      const key = rest.join('/');
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || bucketName !== bucket) {
        res.writeHead(403, { 'Content-Type': 'application/xml' }).end('<Error><Code>AccessDenied</Code><Message>Denied</Message></Error>');
        return;
      }
      if (req.method === 'PUT') {
        objects.set(key, {
          data: decodeBody(Buffer.concat(chunks), req.headers['content-encoding']),
          type: String(req.headers['content-type']),
        });
        res.writeHead(200, { ETag: '"1"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end(`<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Key>${key}</Key></Error>`);
          return;
        }
        res.writeHead(200, { 'Content-Type': object.type, 'Content-Length': String(object.data.length) }).end(object.data);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  return { server, objects };
}

describe('media on an S3-compatible bucket', () => {
  const s3 = fakeS3('media-bucket', 'test-access-key');
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
    server = await startServer({
      media: {
        s3: {
          bucket: 'media-bucket',
          endpoint,
          region: 'us-east-1',
          accessKeyId: 'test-access-key',
          secretAccessKey: 'test-secret',
          forcePathStyle: true,
        },
      },
    });
    token = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(async () => {
    await server?.close();
    await new Promise((resolve) => s3.server.close(resolve));
  });

  it('stores, serves and deletes the original and its variants in the bucket', async () => {
    const png = await image('png', 700, 300);
    const res = await server
      .agent()
      .post('/api/admin/media')
      .set('Authorization', `Bearer ${token}`)
      .attach('file', png, 'chart.png')
      .field('alt', 'Chart');
    expect(res.status).toBe(201);
    const keys = [res.body.url, ...res.body.variants.map((v: { url: string }) => v.url)].map((url: string) => url.slice('/media/'.length));
    expect([...s3.objects.keys()].sort()).toEqual([...keys].sort());
    expect(s3.objects.get(keys[0])!.data.equals(png)).toBe(true);
    expect(s3.objects.get(keys[0])!.type).toBe('image/png');

    const served = await server.agent().get(res.body.url).buffer(true);
    expect(served.status).toBe(200);
    expect(Buffer.compare(served.body as Buffer, png)).toBe(0);
    expect((await server.agent().get(`/media/${'b'.repeat(32)}.png`)).status).toBe(404);

    expect((await server.agent().delete(`/api/admin/media/${res.body.id}`).set('Authorization', `Bearer ${token}`)).status).toBe(204);
    expect(s3.objects.size).toBe(0);
  });
});
