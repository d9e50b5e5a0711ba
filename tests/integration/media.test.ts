// The media library over REST and GraphQL (issue 12): every accepted type by content, every
// refusal with its message and nothing stored, the variants and how files are served, the list,
// and deletion refused while a post or resource uses the file.
import fs from 'node:fs';
import { MEDIA_MESSAGES } from '../../schema/validation/media';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { brokenPng, HANDLER_SVG, image, INERT_SVG, office, PDF, SCRIPTED_SVG, zip, zipBomb } from '../support/media-fixtures';
import { dataOf, expectGqlError, START_TIMEOUT, startServer, uniq, validPost, validResource } from './helpers';

describe('media library', () => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer({ seed: true });
    token = (await signedInAdmin(server)).token;
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const upload = (data: Buffer, filename: string, alt?: string) => {
    const req = server.agent().post('/api/admin/media').set('Authorization', `Bearer ${token}`).attach('file', data, filename);
    return alt === undefined ? req : req.field('alt', alt);
  };
  const storedFiles = () => (fs.existsSync(server.mediaDir) ? fs.readdirSync(server.mediaDir).sort() : []);
  const rowCount = async () => Number((await server.dataSource.query('SELECT count(*)::int AS n FROM media_items'))[0].n);

  /** A refused upload: its status and message, and nothing new in the database or the folder. */
  async function expectRefused(data: Buffer, filename: string, status: number, message: string, alt = 'An image') {
    const [filesBefore, rowsBefore] = [storedFiles(), await rowCount()];
    const res = await upload(data, filename, alt);
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
    expect(storedFiles()).toEqual(filesBefore);
    expect(await rowCount()).toBe(rowsBefore);
  }

  it.each([
    ['png', 'image/png'],
    ['jpeg', 'image/jpeg'],
    ['webp', 'image/webp'],
    ['avif', 'image/avif'],
    ['gif', 'image/gif'],
  ] as const)('accepts a %s image with its variants, never wider than the original', async (format, mimeType) => {
    const res = await upload(await image(format, 800, 500), `photo.${format}`, 'Cost chart');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      mimeType,
      width: 800,
      height: 500,
      alt: 'Cost chart',
      url: expect.stringMatching(/^\/media\/[a-f0-9]{32}\.\w+$/),
    });
    const responsive = res.body.variants.filter((v: { purpose: string }) => v.purpose === 'responsive');
    expect(responsive.map((v: { width: number; mimeType: string }) => `${v.width} ${v.mimeType}`).sort()).toEqual(
      ['320 image/avif', '320 image/webp', '640 image/avif', '640 image/webp', '800 image/avif', '800 image/webp'].sort(),
    );
    expect(res.body.variants.find((v: { purpose: string }) => v.purpose === 'social')).toMatchObject({
      width: 1200,
      height: 630,
      mimeType: 'image/jpeg',
    });
    for (const url of [res.body.url, ...res.body.variants.map((v: { url: string }) => v.url)]) {
      expect(fs.statSync(`${server.mediaDir}/${url.slice('/media/'.length)}`).mode & 0o777).toBe(0o600);
    }
  });

  it.each([
    ['report.pdf', PDF, 'application/pdf'],
    ['plan.docx', office('docx'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['deck.pptx', office('pptx'), 'application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    ['model.xlsx', office('xlsx'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['bundle.zip', zip([{ name: 'readme.txt', data: Buffer.from('hello '.repeat(100)) }]), 'application/zip'],
  ])('accepts the document %s, typed by its content, without alt text', async (name, data, mimeType) => {
    const res = await upload(data, name);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ mimeType, width: null, height: null, variants: [], size: data.length });
  });

  it('judges by content: a DOCX named .pdf is a DOCX, an inert SVG is kept and served under a sandbox', async () => {
    expect((await upload(office('docx'), 'notes.pdf')).body.mimeType).toMatch(/wordprocessingml/);
    const svg = await upload(INERT_SVG, 'logo.svg', 'Logo');
    expect(svg.status).toBe(201);
    expect(svg.body).toMatchObject({ mimeType: 'image/svg+xml', width: 400, height: 200 });
    const served = await server.agent().get(svg.body.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('refuses what it must, with a clear message, storing nothing', async () => {
    await expectRefused(Buffer.from('MZ\x90\x00 this is a program, not a picture'), 'holiday.png', 400, MEDIA_MESSAGES.typeRefused);
    await expectRefused(Buffer.from('<html><script>alert(1)</script></html>'), 'page.svg', 400, MEDIA_MESSAGES.typeRefused);
    await expectRefused(await brokenPng(), 'broken.png', 400, MEDIA_MESSAGES.brokenImage);
    await expectRefused(SCRIPTED_SVG, 'chart.svg', 400, MEDIA_MESSAGES.svgActive);
    await expectRefused(HANDLER_SVG, 'chart.svg', 400, MEDIA_MESSAGES.svgActive);
    await expectRefused(zipBomb(), 'archive.zip', 400, MEDIA_MESSAGES.zipBomb);
    await expectRefused(
      zip([{ name: 'big.bin', data: Buffer.from('x'), declaredSize: 2 ** 31 }]),
      'forged.zip',
      400,
      MEDIA_MESSAGES.zipBomb,
    );
    await expectRefused(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200)]), 'cut.zip', 400, MEDIA_MESSAGES.brokenArchive);
    const png = await image('png', 20, 20);
    await expectRefused(Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), 'huge.png', 413, MEDIA_MESSAGES.imageTooLarge);
    await expectRefused(png, 'no-alt.png', 400, MEDIA_MESSAGES.altRequired, '   ');
  });

  it('refuses a request without a file, or not multipart', async () => {
    const none = await server.agent().post('/api/admin/media').set('Authorization', `Bearer ${token}`).field('alt', 'x');
    expect({ status: none.status, message: none.body.message }).toEqual({ status: 400, message: MEDIA_MESSAGES.noFile });
    const json = await server.agent().post('/api/admin/media').set('Authorization', `Bearer ${token}`).send({ file: 'x' });
    expect({ status: json.status, message: json.body.message }).toEqual({ status: 400, message: MEDIA_MESSAGES.notMultipart });
  });

  it('lists newest first with search and paging headers; GraphQL shows and edits the same items', async () => {
    const tag = uniq();
    for (const n of [1, 2, 3]) expect((await upload(await image('png', 100, 100), `p${n}.png`, `Tagged ${tag} ${n}`)).status).toBe(201);
    const page = await server.agent().get(`/api/admin/media?search=${tag}&page=2&pageSize=2`).set('Authorization', `Bearer ${token}`);
    expect(page.status).toBe(200);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body.map((m: { alt: string }) => m.alt)).toEqual([`Tagged ${tag} 1`]);

    const list = await server.gql(
      `query($s: String) { mediaItems(search: $s) { totalCount items { id alt variants { url width } } } }`,
      { s: tag },
      undefined,
      token,
    );
    const items = dataOf(list).mediaItems.items;
    expect(items).toHaveLength(3);
    const updated = await server.gql(
      `mutation($id: ID!) { updateMediaAlt(id: $id, alt: "Renamed") { alt } }`,
      { id: items[0].id },
      undefined,
      token,
    );
    expect(dataOf(updated).updateMediaAlt.alt).toBe('Renamed');
    const emptied = await server.gql(
      `mutation($id: ID!) { updateMediaAlt(id: $id, alt: " ") { alt } }`,
      { id: items[0].id },
      undefined,
      token,
    );
    expectGqlError(emptied, 'BAD_USER_INPUT', MEDIA_MESSAGES.altRequired);
    const patched = await server
      .agent()
      .patch(`/api/admin/media/${items[1].id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ alt: 'Via REST' });
    expect({ status: patched.status, alt: patched.body.alt }).toEqual({ status: 200, alt: 'Via REST' });
  });

  it('refuses to delete a file in use, naming where; deletes it with its variants once unused', async () => {
    const cover = (await upload(await image('jpeg', 700, 400), 'cover.jpg', 'Cover')).body;
    const pdf = (await upload(PDF, 'guide.pdf')).body;
    const post = await server
      .agent()
      .post('/api/admin/blog')
      .set('Authorization', `Bearer ${token}`)
      .send(validPost({ title: 'Media cover post', coverImage: cover.variants[0].url }));
    expect(post.status).toBe(201);
    const resource = await server
      .agent()
      .post('/api/admin/resources')
      .set('Authorization', `Bearer ${token}`)
      .send(validResource({ title: 'Media guide', fileUrl: pdf.url }));
    expect(resource.status).toBe(201);

    const refused = await server.agent().delete(`/api/admin/media/${cover.id}`).set('Authorization', `Bearer ${token}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This file is in use and cannot be deleted: post “Media cover post” (cover image). Remove it there first.',
    );
    const viaGraphql = await server.gql(`mutation($id: ID!) { deleteMedia(id: $id) }`, { id: pdf.id }, undefined, token);
    expectGqlError(
      viaGraphql,
      'CONFLICT',
      'This file is in use and cannot be deleted: resource “Media guide” (file). Remove it there first.',
    );

    expect((await server.agent().delete(`/api/admin/blog/${post.body.id}`).set('Authorization', `Bearer ${token}`)).status).toBe(204);
    const keys = [cover.url, ...cover.variants.map((v: { url: string }) => v.url)].map((url: string) => url.slice('/media/'.length));
    expect(keys.every((key) => storedFiles().includes(key))).toBe(true);
    expect((await server.agent().delete(`/api/admin/media/${cover.id}`).set('Authorization', `Bearer ${token}`)).status).toBe(204);
    expect(keys.filter((key) => storedFiles().includes(key))).toEqual([]);
    expect((await server.agent().get(cover.url)).status).toBe(404);
  });

  it('gives a library cover its srcsets on the public post', async () => {
    const cover = (await upload(await image('png', 1500, 800), 'wide.png', 'Wide')).body;
    const post = await server
      .agent()
      .post('/api/admin/blog')
      .set('Authorization', `Bearer ${token}`)
      .send(validPost({ coverImage: cover.url, publishedAt: new Date(Date.now() - 60_000).toISOString() }));
    expect(post.status).toBe(201);
    const res = await server.gql(`query($slug: String!) { post(slug: $slug) { coverSources { webp avif width height } } }`, {
      slug: post.body.slug,
    });
    const base = cover.url.slice(0, -'.png'.length);
    expect(dataOf(res).post.coverSources).toEqual({
      webp: `${base}-w320.webp 320w, ${base}-w640.webp 640w, ${base}-w1280.webp 1280w, ${base}-w1500.webp 1500w`,
      avif: `${base}-w320.avif 320w, ${base}-w640.avif 640w, ${base}-w1280.avif 1280w, ${base}-w1500.avif 1500w`,
      width: 1500,
      height: 800,
    });
    // Covers from elsewhere (the seed's SVG files) have none.
    const all = await server.gql(`{ posts(pageSize: 100) { items { coverSources { webp } } } }`);
    expect(dataOf(all).posts.items.filter((p: { coverSources: unknown }) => p.coverSources !== null)).toHaveLength(1);
  });

  it('serves only generated keys', async () => {
    for (const path of ['/media/..%2f..%2fpackage.json', '/media/secret.txt', `/media/${'a'.repeat(32)}.png`]) {
      expect((await server.agent().get(path)).status).toBe(404);
    }
  });
});
