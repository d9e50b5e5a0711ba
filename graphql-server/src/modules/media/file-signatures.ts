// What a file is, judged by its first bytes (its "magic numbers"), never by its name or the type
// the browser claims. ZIP containers are told apart (DOCX, PPTX, XLSX, plain ZIP) by the names in
// their central directory (zip-directory.ts). A small table of our own rather than `file-type`,
// which ships as ES modules only and does not load in this CommonJS server.
import type { MediaType } from '../../../../schema/validation/media';

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 4096;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) => bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (head: Buffer, start: number, end: number) => head.subarray(start, end).toString('latin1');

/** An ISO-BMFF 'ftyp' box naming AVIF as its major or a compatible brand. */
function isAvif(head: Buffer): boolean {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(head.readUInt32BE(0), head.length);
  const brands: string[] = [ascii(head, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(head, offset, offset + 4));
  return brands.includes('avif') || brands.includes('avis');
}

/** Text that opens (after an optional BOM, XML declaration, comments and doctype) with an <svg> element. */
const SVG_START = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

function isSvg(head: Buffer): boolean {
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return SVG_START.test(text);
}

/** The type the leading bytes show; 'zip' for any ZIP container (its kind is decided later); null: not accepted. */
export function sniffFileType(head: Buffer): MediaType | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (isAvif(head)) return 'avif';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  // A local file header (an archive with files) or an empty archive's end record.
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (isSvg(head)) return 'svg';
  return null;
}

/** An Office Open XML document by the part it must hold; otherwise a plain ZIP archive. */
export function zipContainerType(names: readonly string[]): 'docx' | 'pptx' | 'xlsx' | 'zip' {
  const has = (name: string) => names.includes(name);
  if (has('[Content_Types].xml')) {
    if (has('word/document.xml')) return 'docx';
    if (has('ppt/presentation.xml')) return 'pptx';
    if (has('xl/workbook.xml')) return 'xlsx';
  }
  return 'zip';
}
