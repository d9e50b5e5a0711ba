// An upload judged by what it is, in order of cost: its first bytes (type), its size against the
// limit of that kind, then what the kind needs — an archive's central directory (zip bombs, and
// DOCX/PPTX/XLSX told from ZIP), an SVG's document (nothing active, nothing too costly to render;
// the sanitised document replaces the upload). Images are decoded afterwards, when their variants
// are made (media-variants.ts, image-work.ts).
import fs from 'node:fs';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MESSAGES,
  MEDIA_TYPES,
  mediaTooLargeMessage,
  svgTooComplexMessage,
  type MediaType,
} from '../../../../schema/validation/media';
import { FileTooLargeError, InputValidationError } from '../../shared/errors';
import { SNIFF_BYTES, sniffFileType, zipContainerType } from './file-signatures';
import { checkSvg } from './svg-check';
import {
  checkZipContents,
  isReasonableArchive,
  readZipEntries,
  ZipFormatError,
  type ZipContentProblem,
  type ZipEntry,
} from './zip-directory';

/** How long an archive's contents may take to check (decompressed into nothing, counted). */
const ZIP_CHECK_DEADLINE_MS = 10_000;

const ZIP_REFUSALS: Record<ZipContentProblem, string> = {
  unsafePath: MEDIA_MESSAGES.zipUnsafePath,
  unchecked: MEDIA_MESSAGES.zipUnchecked,
  sizeMismatch: MEDIA_MESSAGES.zipSizeMismatch,
  tooLarge: MEDIA_MESSAGES.zipBomb,
  timeout: MEDIA_MESSAGES.zipTooSlow,
  broken: MEDIA_MESSAGES.brokenArchive,
};

const refuse = (message: string) => new InputValidationError([{ field: 'file', message }]);

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const head = Buffer.alloc(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Judge an SVG upload; when accepted, its sanitised document takes the upload's place. */
async function replaceWithSanitisedSvg(file: string): Promise<void> {
  const verdict = checkSvg(await fs.promises.readFile(file, 'utf8'));
  if (verdict.ok) return fs.promises.writeFile(file, verdict.svg);
  if (verdict.problem === 'active') throw refuse(MEDIA_MESSAGES.svgActive);
  throw refuse(verdict.problem === 'complex' ? svgTooComplexMessage(verdict.reason) : MEDIA_MESSAGES.svgBroken);
}

/** The accepted type of the file at `file` (`size` bytes), or an InputValidationError saying why not; an SVG is rewritten sanitised. */
export async function inspectUpload(file: string, size: number): Promise<MediaType> {
  const sniffed = sniffFileType(await readHead(file));
  if (!sniffed) throw refuse(MEDIA_MESSAGES.typeRefused);
  const kind = MEDIA_TYPES[sniffed].kind;
  if (size > MEDIA_MAX_BYTES[kind]) throw new FileTooLargeError(mediaTooLargeMessage(kind));
  if (sniffed === 'svg') {
    await replaceWithSanitisedSvg(file);
    return sniffed;
  }
  if (sniffed !== 'zip') return sniffed;
  let entries: ZipEntry[] | null;
  try {
    entries = await readZipEntries(file);
  } catch (error) {
    if (error instanceof ZipFormatError) throw refuse(MEDIA_MESSAGES.brokenArchive);
    throw error;
  }
  if (!isReasonableArchive(entries, size)) throw refuse(MEDIA_MESSAGES.zipBomb);
  // The directory passed; now what it says is checked against what the archive really holds.
  const problem = await checkZipContents(file, entries!, { deadlineMs: ZIP_CHECK_DEADLINE_MS });
  if (problem) throw refuse(ZIP_REFUSALS[problem]);
  return zipContainerType(entries!.map((entry) => entry.name));
}
