// Files for the media library's tests, made on the fly: images of each format (sharp), SVGs,
// a PDF, ZIP archives and Office documents (a small ZIP writer), and the bad ones — a broken
// image, an SVG with a script, a zip bomb.
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A solid image of this size in one format. */
export function image(format: 'png' | 'jpeg' | 'webp' | 'avif' | 'gif', width = 800, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();
}

export const INERT_SVG = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200"><rect width="400" height="200" fill="#0a6"/><use href="#r"/></svg>',
);
export const SCRIPTED_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);
export const HANDLER_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"></svg>');

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

interface ZipInput {
  name: string;
  data: Buffer;
  /** Declare another uncompressed size than the real one (a forged header). */
  declaredSize?: number;
}

/** A ZIP archive (deflate) of these entries. */
export function zip(entries: ZipInput[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = zlib.deflateRawSync(entry.data);
    const crc = zlib.crc32(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += 30 + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0"?>${text}`);

/** A minimal Office Open XML package with its main part. */
export function office(kind: 'docx' | 'pptx' | 'xlsx'): Buffer {
  const part = { docx: 'word/document.xml', pptx: 'ppt/presentation.xml', xlsx: 'xl/workbook.xml' }[kind];
  return zip([
    { name: '[Content_Types].xml', data: xml('<Types/>') },
    { name: part, data: xml('<root/>') },
  ]);
}

/** 100 MB of zeros packed into about 100 KB: a ratio of a thousand. */
export function zipBomb(): Buffer {
  return zip([{ name: 'zeros.bin', data: Buffer.alloc(100 * 1024 * 1024) }]);
}

/** A PNG cut in half: its header is fine, its pixels are not there. */
export async function brokenPng(): Promise<Buffer> {
  const whole = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#888' } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}
