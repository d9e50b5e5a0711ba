// Image work that cannot stall the media library (issue 33): hostile SVGs refused by their cost
// before rendering, images over the pixel limit refused from their header, a render that never
// ends killed at its deadline while the next upload goes through, a bounded queue, and a shutdown
// that kills running work instead of waiting for it. The image worker here is the real one, except
// that a file holding "STUCK" makes it spin forever (tests/support/stuck-image-worker.cjs), and the
// deadline is short — so no test waits for a render, only for that deadline.
import fs from 'node:fs';
import path from 'node:path';
import { MEDIA_MESSAGES, svgTooComplexMessage, tooManyPixelsMessage } from '../../schema/validation/media';
import { SVG_LIMITS } from '../../graphql-server/src/modules/media/svg-check';
import { signedInAdmin, type TestServer } from '../support/test-server';
import { blurFloodSvg, nestedUseSvg } from '../support/hostile-svgs';
import { image, zip } from '../support/media-fixtures';
import { START_TIMEOUT, startServer } from './helpers';
import { staffMember } from './staff-helpers';

const STUCK_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><desc>STUCK</desc><rect width="40" height="40"/></svg>',
);
const MAX_PIXELS = 1_000_000;

describe('bounded image work', () => {
  let server: TestServer;
  let agent: Awaited<ReturnType<typeof signedInAdmin>>['agent'];
  let png: Buffer;

  beforeAll(async () => {
    server = await startServer({
      media: {
        work: {
          entry: path.join(__dirname, '../support/stuck-image-worker.cjs'),
          // Long enough for a real 64×64 upload on a loaded machine; the stuck one waits it out.
          deadlineMs: 4000,
          maxPixels: MAX_PIXELS,
          slots: 1,
          queueLimit: 1,
          queueWaitMs: 60_000,
        },
      },
    });
    agent = (await signedInAdmin(server)).agent;
    png = await image('png', 64, 64);
  }, START_TIMEOUT);
  afterAll(() => server?.close());

  const pool = () => server.services.media.imageWork;
  const storedFiles = () => (fs.existsSync(server.mediaDir) ? fs.readdirSync(server.mediaDir).sort() : []);
  const upload = (file: Buffer, name: string) => agent.post('/api/admin/media').attach('file', file, name).field('alt', 'A picture');
  /** Wait for the pool to reach a state (not for a time: it moves on its own events). */
  async function until(condition: () => boolean) {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const refusal = (message: string) => ({ status: 400, body: { message, errors: [{ field: 'file', message }] } });
  const answer = (response: { status: number; body: { message?: string; errors?: unknown } }) => ({
    status: response.status,
    body: response.status === 400 ? { message: response.body.message, errors: response.body.errors } : { message: response.body.message },
  });

  it("refuses issue 33's two SVGs by their cost, before rendering, from any Author", async () => {
    const author = await staffMember(server, 'AUTHOR');
    const before = storedFiles();
    const nested = await author.agent.post('/api/admin/media').attach('file', Buffer.from(nestedUseSvg()), 'logo.svg').field('alt', 'Logo');
    expect(answer(nested)).toEqual(
      refusal(svgTooComplexMessage(`more than ${SVG_LIMITS.expandedElements.toLocaleString('en-US')} elements once <use> is expanded`)),
    );
    const blur = await author.agent.post('/api/admin/media').attach('file', Buffer.from(blurFloodSvg()), 'sky.svg').field('alt', 'Sky');
    expect(answer(blur)).toEqual(refusal(svgTooComplexMessage('a filter radius (feGaussianBlur) above 100')));
    expect(pool().childCount).toBe(0);
    expect(storedFiles()).toEqual(before);
  });

  it('refuses an image over MEDIA_MAX_PIXELS from its header', async () => {
    const before = storedFiles();
    const response = await upload(await image('png', 1100, 1000), 'wide.png');
    expect(answer(response)).toEqual(refusal(tooManyPixelsMessage(MAX_PIXELS)));
    expect(tooManyPixelsMessage(MAX_PIXELS)).toBe('This image has too many pixels: at most 1 megapixels are accepted.');
    expect(storedFiles()).toEqual(before);
  });

  it('stores a sanitised SVG: prefixed scripts refused, editor metadata dropped', async () => {
    const scripted = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" xmlns:s="http://www.w3.org/2000/svg"><s:script>alert(1)</s:script></svg>'),
      'x.svg',
    );
    expect(answer(scripted)).toEqual(refusal(MEDIA_MESSAGES.svgActive));
    const escaped = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"><rect style="fill:u\\72l(https://evil.example/t)"/></svg>'),
      'x.svg',
    );
    expect(answer(escaped)).toEqual(refusal(MEDIA_MESSAGES.svgActive));
    const drawn = await upload(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" width="40" height="40">' +
          '<metadata>made in an editor</metadata><rect inkscape:label="box" width="40" height="40" fill="#0a6"/></svg>',
      ),
      'drawn.svg',
    );
    expect(drawn.status).toBe(201);
    const stored = fs.readFileSync(path.join(server.mediaDir, drawn.body.url.split('/').pop()), 'utf8');
    expect(stored).toContain('<rect width="40" height="40" fill="#0a6"/>');
    expect(stored).not.toMatch(/inkscape|metadata|editor/);
    expect(drawn.body.size).toBe(Buffer.byteLength(stored));
  });

  it('refuses archives whose names leave their folder or whose directory lies about sizes', async () => {
    const before = storedFiles();
    const escaping = await upload(zip([{ name: '../../etc/cron.d/evil', data: Buffer.from('x') }]), 'bundle.zip');
    expect(answer(escaping)).toEqual(refusal(MEDIA_MESSAGES.zipUnsafePath));
    const lying = await upload(zip([{ name: 'small.txt', data: Buffer.alloc(8 * 1024 * 1024), declaredSize: 1000 }]), 'bundle.zip');
    expect(answer(lying)).toEqual(refusal(MEDIA_MESSAGES.zipSizeMismatch));
    expect(storedFiles()).toEqual(before);
  });

  it('kills a render that passes its deadline; the upload queued behind it goes through; a full queue answers 503', async () => {
    const before = storedFiles();
    const stuck = upload(STUCK_SVG, 'stuck.svg').then((response) => response);
    await until(() => pool().childCount === 1);
    const stuckPid = [...(pool() as unknown as { children: Set<{ pid: number }> }).children][0].pid;
    const queued = upload(png, 'queued.png').then((response) => response);
    await until(() => pool().waitingCount === 1);
    // One running, one waiting: a third is refused at once rather than queued without end.
    const refused = await upload(png, 'third.png');
    expect(answer(refused)).toEqual({ status: 503, body: { message: MEDIA_MESSAGES.imagesBusy } });

    expect(answer(await stuck)).toEqual(refusal(MEDIA_MESSAGES.imageTooSlow));
    // The stuck process is gone, not merely abandoned.
    expect(() => process.kill(stuckPid, 0)).toThrow(expect.objectContaining({ code: 'ESRCH' }));
    const done = await queued;
    expect(done.status).toBe(201);
    expect(done.body.variants.length).toBeGreaterThan(0);
    expect(storedFiles().filter((file) => !before.includes(file)).length).toBe(1 + done.body.variants.length);
    await until(() => pool().childCount === 0);
  });

  it('at shutdown kills running work at once and refuses what waits', async () => {
    const stuck = upload(STUCK_SVG, 'stuck.svg').then((response) => response);
    await until(() => pool().childCount === 1);
    const queued = upload(png, 'queued.png').then((response) => response);
    await until(() => pool().waitingCount === 1);
    server.services.media.close();
    const unavailable = { status: 503, body: { message: MEDIA_MESSAGES.imagesBusy } };
    expect(answer(await stuck)).toEqual(unavailable);
    expect(answer(await queued)).toEqual(unavailable);
    expect(pool().childCount).toBe(0);
    expect(answer(await upload(png, 'late.png'))).toEqual(unavailable);
  });
});
