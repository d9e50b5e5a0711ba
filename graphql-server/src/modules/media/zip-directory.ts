// A ZIP archive's central directory, read without extracting anything: the names of its entries
// (to tell DOCX, PPTX and XLSX from a plain ZIP) and their declared sizes, from which an archive
// that would unpack to something absurd (a "zip bomb") is refused before it is ever stored.
import fs from 'node:fs';

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

/** What an archive may declare: at most 1 GB unpacked, 100 times its own size, 10,000 entries. */
export const ZIP_LIMITS = { maxUncompressedBytes: 1024 * 1024 * 1024, maxRatio: 100, maxEntries: 10_000 } as const;

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const EOCD_SIZE = 22;
/** The end record sits in the last 22 bytes plus a comment of at most 65,535. */
const TAIL_BYTES = EOCD_SIZE + 0xffff;

export class ZipFormatError extends Error {}

/** Parse the end record and the central directory of an archive, given its tail and a way to read a range. */
function locateCentralDirectory(tail: Buffer, fileSize: number): { offset: number; size: number; entries: number } {
  for (let at = tail.length - EOCD_SIZE; at >= 0; at--) {
    if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
    const entries = tail.readUInt16LE(at + 10);
    const size = tail.readUInt32LE(at + 12);
    const offset = tail.readUInt32LE(at + 16);
    // ZIP64 (the 16/32-bit fields saturated): archives that large are never accepted here.
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return { offset, size, entries: Number.MAX_SAFE_INTEGER };
    if (offset + size > fileSize) throw new ZipFormatError('central directory outside the file');
    return { offset, size, entries };
  }
  throw new ZipFormatError('no end of central directory record');
}

/** The entries a central directory lists. */
function parseCentralDirectory(directory: Buffer, expected: number): ZipEntry[] {
  const entries: ZipEntry[] = [];
  let at = 0;
  while (entries.length < expected) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_SIGNATURE)
      throw new ZipFormatError('bad central directory entry');
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) throw new ZipFormatError('truncated entry name');
    entries.push({
      compressedSize: directory.readUInt32LE(at + 20),
      uncompressedSize: directory.readUInt32LE(at + 24),
      name: directory.subarray(at + 46, at + 46 + nameLength).toString('utf8'),
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** True when the declared contents are within ZIP_LIMITS for an archive of `fileSize` bytes. */
export function isReasonableArchive(entries: readonly ZipEntry[] | null, fileSize: number): boolean {
  if (entries === null || entries.length > ZIP_LIMITS.maxEntries) return false;
  let total = 0;
  for (const entry of entries) {
    // A saturated size is a ZIP64 entry of 4 GB or more.
    if (entry.uncompressedSize === 0xffffffff || entry.compressedSize === 0xffffffff) return false;
    total += entry.uncompressedSize;
  }
  return total <= ZIP_LIMITS.maxUncompressedBytes && total <= Math.max(fileSize, 1) * ZIP_LIMITS.maxRatio;
}

/** Read a stored archive's entries (null when it declares more than ZIP_LIMITS.maxEntries); ZipFormatError when it is not a readable archive. */
export async function readZipEntries(file: string): Promise<ZipEntry[] | null> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const tailLength = Math.min(fileSize, TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, fileSize - tailLength);
    const directory = locateCentralDirectory(tail, fileSize);
    if (directory.entries > ZIP_LIMITS.maxEntries) return null;
    const buffer = Buffer.alloc(directory.size);
    await handle.read(buffer, 0, directory.size, directory.offset);
    return parseCentralDirectory(buffer, directory.entries);
  } finally {
    await handle.close();
  }
}
