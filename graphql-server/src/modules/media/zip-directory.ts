// A ZIP archive's central directory: the names of its entries (to tell DOCX, PPTX and XLSX from a
// plain ZIP) and their declared sizes, from which an archive that would unpack to something absurd
// (a "zip bomb") is refused before it is ever stored. Because a directory can lie, every entry is
// then decompressed (into nothing) and counted, stopping as soon as it passes what was declared or
// the limits, within a deadline (issue 33); names with absolute or parent paths are refused.
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  /** 0 stored, 8 deflated; anything else cannot be checked. */
  method: number;
  /** General purpose flags (bit 0: encrypted). */
  flags: number;
  localHeaderOffset: number;
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
      method: directory.readUInt16LE(at + 10),
      flags: directory.readUInt16LE(at + 8),
      localHeaderOffset: directory.readUInt32LE(at + 42),
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

/** A name that would land outside the folder it is unpacked into: absolute, a drive, `..`, NUL. */
export function isUnsafeEntryName(name: string): boolean {
  const normalised = name.replace(/\\/g, '/');
  return normalised.startsWith('/') || /^[a-z]:/i.test(normalised) || normalised.includes('\0') || normalised.split('/').includes('..');
}

export type ZipContentProblem = 'unsafePath' | 'unchecked' | 'sizeMismatch' | 'tooLarge' | 'timeout' | 'broken';

const LOCAL_SIGNATURE = 0x04034b50;

class ContentProblem extends Error {
  constructor(readonly problem: ZipContentProblem) {
    super(problem);
  }
}

/** Decompress one entry into nothing, counting; stops past its declared size or the archive's budget. */
async function countEntry(
  handle: fs.promises.FileHandle,
  file: string,
  fileSize: number,
  entry: ZipEntry,
  budget: { left: number; deadline: number; now: () => number },
) {
  const header = Buffer.alloc(30);
  await handle.read(header, 0, 30, entry.localHeaderOffset);
  if (header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw new ContentProblem('broken');
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > fileSize) throw new ContentProblem('broken');
  let counted = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      counted += chunk.length;
      if (budget.now() > budget.deadline) return done(new ContentProblem('timeout'));
      if (counted > entry.uncompressedSize) return done(new ContentProblem('sizeMismatch'));
      if (counted > budget.left) return done(new ContentProblem('tooLarge'));
      done();
    },
  });
  if (entry.compressedSize > 0) {
    const source = fs.createReadStream(file, { start, end: start + entry.compressedSize - 1 });
    try {
      if (entry.method === 0) await pipeline(source, sink);
      else await pipeline(source, zlib.createInflateRaw(), sink);
    } catch (error) {
      throw error instanceof ContentProblem ? error : new ContentProblem('broken');
    }
  }
  if (counted !== entry.uncompressedSize) throw new ContentProblem('sizeMismatch');
  budget.left -= counted;
}

/**
 * Check what the archive really holds: safe names, stored or deflated entries only (not
 * encrypted), each decompressing to exactly its declared size, all within ZIP_LIMITS, before
 * `deadlineMs` passes. Null when all is well, otherwise the first problem found.
 */
export async function checkZipContents(
  file: string,
  entries: readonly ZipEntry[],
  options: { deadlineMs: number; now?: () => number },
): Promise<ZipContentProblem | null> {
  if (entries.some((entry) => isUnsafeEntryName(entry.name))) return 'unsafePath';
  if (entries.some((entry) => (entry.method !== 0 && entry.method !== 8) || (entry.flags & 1) === 1)) return 'unchecked';
  const now = options.now ?? Date.now;
  const handle = await fs.promises.open(file, 'r');
  try {
    const { size: fileSize } = await handle.stat();
    const budget = {
      left: Math.min(ZIP_LIMITS.maxUncompressedBytes, Math.max(fileSize, 1) * ZIP_LIMITS.maxRatio),
      deadline: now() + options.deadlineMs,
      now,
    };
    for (const entry of entries) {
      await countEntry(handle, file, fileSize, entry, budget);
      if (now() > budget.deadline) return 'timeout';
    }
    return null;
  } catch (error) {
    if (error instanceof ContentProblem) return error.problem;
    throw error;
  } finally {
    await handle.close();
  }
}
