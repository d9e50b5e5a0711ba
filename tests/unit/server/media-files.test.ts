// The media library's pure checks (issue 12): types by their first bytes, ZIP containers by
// their central directory (zip bombs refused from the declared sizes alone), inert SVGs, the
// variant plan, and the keys and names that may never become paths.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sniffFileType, zipContainerType } from '../../../graphql-server/src/modules/media/file-signatures';
import { planVariants } from '../../../graphql-server/src/modules/media/media-variants';
import { checkSvg } from '../../../graphql-server/src/modules/media/svg-check';
import { isReasonableArchive, readZipEntries, ZIP_LIMITS, ZipFormatError } from '../../../graphql-server/src/modules/media/zip-directory';
import { shareImagePath } from '../../../graphql-server/src/modules/seo/share-images';
import { displayName } from '../../../graphql-server/src/http/multipart-upload';
import { altTextProblem, MEDIA_KEY_PATTERN, MEDIA_MESSAGES, mediaBaseOf } from '../../../schema/validation/media';
import { HANDLER_SVG, image, INERT_SVG, office, PDF, SCRIPTED_SVG, zip, zipBomb } from '../../support/media-fixtures';

describe('sniffFileType', () => {
  it.each(['png', 'jpeg', 'webp', 'avif', 'gif'] as const)('knows a %s by its bytes', async (format) => {
    expect(sniffFileType(await image(format, 16, 16))).toBe(format);
  });

  it('knows PDF, ZIP containers and SVG text, and nothing else', () => {
    expect(sniffFileType(PDF)).toBe('pdf');
    expect(sniffFileType(office('docx'))).toBe('zip');
    expect(sniffFileType(INERT_SVG)).toBe('svg');
    expect(sniffFileType(Buffer.from('\uFEFF<!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('svg');
    for (const other of ['MZ\x90\x00', '<html><body>', '#!/bin/sh\n', '{"svg": true}', '', 'GIF8']) {
      expect(sniffFileType(Buffer.from(other, 'latin1'))).toBeNull();
    }
  });
});

describe('ZIP central directory', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let count = 0;
  const write = (data: Buffer) => {
    const file = path.join(dir, `${++count}.zip`);
    fs.writeFileSync(file, data);
    return file;
  };

  it('tells DOCX, PPTX and XLSX from a plain ZIP by their parts', async () => {
    for (const kind of ['docx', 'pptx', 'xlsx'] as const) {
      const entries = await readZipEntries(write(office(kind)));
      expect(zipContainerType(entries!.map((e) => e.name))).toBe(kind);
    }
    expect(zipContainerType(['word/document.xml'])).toBe('zip');
  });

  it('refuses archives that would unpack to something absurd, from the declared sizes alone', async () => {
    const bomb = zipBomb();
    expect(isReasonableArchive(await readZipEntries(write(bomb)), bomb.length)).toBe(false);
    const forged = zip([{ name: 'x', data: Buffer.from('x'), declaredSize: ZIP_LIMITS.maxUncompressedBytes + 1 }]);
    expect(isReasonableArchive(await readZipEntries(write(forged)), 10 * ZIP_LIMITS.maxUncompressedBytes)).toBe(false);
    expect(isReasonableArchive(null, 1000)).toBe(false);
    const fair = zip([{ name: 'notes.txt', data: Buffer.from('FinOps '.repeat(50)) }]);
    expect(isReasonableArchive(await readZipEntries(write(fair)), fair.length)).toBe(true);
  });

  it('finds a damaged archive', async () => {
    await expect(readZipEntries(write(Buffer.from('PK\x03\x04 not really', 'latin1')))).rejects.toBeInstanceOf(ZipFormatError);
  });
});

describe('checkSvg (active content)', () => {
  const isInertSvg = (svg: string) => checkSvg(svg).ok;

  it('keeps drawings with internal references only', () => {
    expect(isInertSvg(INERT_SVG.toString())).toBe(true);
    expect(isInertSvg('<svg><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/></svg>')).toBe(true);
  });

  it.each([
    SCRIPTED_SVG.toString(),
    HANDLER_SVG.toString(),
    '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>',
    '<svg><image xlink:href="https://tracker.example/p.png"/></svg>',
    '<svg><foreignObject><iframe src="x"/></foreignObject></svg>',
    '<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg>&a;</svg>',
    '<svg><style>@import url(https://evil.example/x.css);</style></svg>',
    '<svg><set attributeName="href" to="javascript:alert(1)"/></svg>',
  ])('refuses active or external content: %s', (svg) => {
    expect(isInertSvg(svg)).toBe(false);
  });
});

describe('planVariants', () => {
  const widths = (width: number) => [
    ...new Set(
      planVariants(width)
        .filter((v) => v.purpose === 'responsive')
        .map((v) => v.width),
    ),
  ];

  it('never upscales: the original width stands in for the sizes it cannot reach', () => {
    expect(widths(3000)).toEqual([320, 640, 1280, 1920]);
    expect(widths(1920)).toEqual([320, 640, 1280, 1920]);
    expect(widths(1000)).toEqual([320, 640, 1000]);
    expect(widths(200)).toEqual([200]);
  });

  it('makes WebP and AVIF of every width and one 1200-wide social JPEG', () => {
    const plan = planVariants(800);
    expect(plan.filter((v) => v.format === 'webp')).toHaveLength(3);
    expect(plan.filter((v) => v.format === 'avif')).toHaveLength(3);
    expect(plan.filter((v) => v.purpose === 'social')).toEqual([{ suffix: 'social', width: 1200, format: 'jpeg', purpose: 'social' }]);
  });
});

describe('keys, names and alt text', () => {
  it('accepts only generated keys', () => {
    const base = 'a'.repeat(32);
    for (const key of [`${base}.png`, `${base}-w640.webp`, `${base}-social.jpg`]) expect(MEDIA_KEY_PATTERN.test(key)).toBe(true);
    for (const key of ['../etc/passwd', `${base}.html`, `${base}.png/..`, `x${base}.png`, `${base}-w640.webp.exe`]) {
      expect(MEDIA_KEY_PATTERN.test(key)).toBe(false);
    }
    expect(mediaBaseOf(`/media/${base}-w320.avif`)).toBe(base);
    expect(mediaBaseOf('https://cdn.example.com/a.png')).toBeNull();
    // The share card of a library image is its 1200×630 JPEG variant.
    expect(shareImagePath(`/media/${base}.svg`)).toBe(`/media/${base}-social.jpg`);
  });

  it('keeps an uploaded name for display only: its last segment, without control characters', () => {
    expect(displayName('../../etc/passwd.png')).toBe('passwd.png');
    expect(displayName('C:\\Users\\me\\chart\u0000.png')).toBe('chart.png');
    expect(displayName('')).toBe('upload');
  });

  it('requires alt text for images only', () => {
    expect(altTextProblem('  ', 'image')).toBe(MEDIA_MESSAGES.altRequired);
    expect(altTextProblem('', 'document')).toBeNull();
    expect(altTextProblem('x'.repeat(301), 'document')).toBe(MEDIA_MESSAGES.altTooLong);
  });
});
