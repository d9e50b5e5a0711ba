/**
 * The media library's rules (issue 12), for the server and the admin alike: which files are
 * accepted (judged by their content on the server, never by name), their size limits and the
 * messages a refusal shows.
 */

export type MediaKind = 'image' | 'document';

/** Accepted types: what the content must be, its MIME type, the extension of stored keys. */
export const MEDIA_TYPES = {
  jpeg: { mimeType: 'image/jpeg', extension: 'jpg', kind: 'image' },
  png: { mimeType: 'image/png', extension: 'png', kind: 'image' },
  webp: { mimeType: 'image/webp', extension: 'webp', kind: 'image' },
  avif: { mimeType: 'image/avif', extension: 'avif', kind: 'image' },
  gif: { mimeType: 'image/gif', extension: 'gif', kind: 'image' },
  svg: { mimeType: 'image/svg+xml', extension: 'svg', kind: 'image' },
  pdf: { mimeType: 'application/pdf', extension: 'pdf', kind: 'document' },
  docx: { mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx', kind: 'document' },
  pptx: { mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extension: 'pptx', kind: 'document' },
  xlsx: { mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx', kind: 'document' },
  zip: { mimeType: 'application/zip', extension: 'zip', kind: 'document' },
} as const satisfies Record<string, { mimeType: string; extension: string; kind: MediaKind }>;

export type MediaType = keyof typeof MEDIA_TYPES;

const MB = 1024 * 1024;
/** Largest accepted image (10 MB) and document (50 MB). */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = { image: 10 * MB, document: 50 * MB };
/** No upload is read past this many bytes, whatever it turns out to be. */
export const MEDIA_UPLOAD_MAX_BYTES = MEDIA_MAX_BYTES.document;

export const MEDIA_ALT_MAX_LENGTH = 300;

/** The file picker's filter (a hint only: the server judges by content). */
export const MEDIA_ACCEPT = '.jpg,.jpeg,.png,.webp,.avif,.gif,.svg,.pdf,.docx,.pptx,.xlsx,.zip';

export const MEDIA_MESSAGES = {
  noFile: 'Choose a file to upload (form field "file").',
  notMultipart: 'Send the file as multipart/form-data, in the field "file".',
  oneFile: 'Send one file per request.',
  uploadTooLarge: 'Files must be 50 MB or smaller (images 10 MB).',
  typeRefused:
    'This file type is not accepted: upload a JPEG, PNG, WebP, AVIF, GIF or SVG image, or a PDF, DOCX, PPTX, XLSX or ZIP document. Files are judged by their content, not their name.',
  imageTooLarge: 'Images must be 10 MB or smaller.',
  documentTooLarge: 'Documents must be 50 MB or smaller.',
  brokenImage: 'This image could not be read: the file is damaged or is not really an image.',
  imageTooSlow:
    'This image is refused: it takes too long to process. Simplify it (for an SVG: fewer elements, no large filters) or upload it as PNG or JPEG.',
  imageTooMuchMemory: 'This image is refused: processing it needs too much memory. Upload a smaller or simpler image.',
  imagesBusy: 'The server is busy processing other images. Try again in a minute.',
  svgBroken: 'This SVG could not be read: it is not well-formed XML with one <svg> root element.',
  svgActive: 'This SVG is refused: SVG images may not contain scripts, event handlers, external references or embedded documents.',
  zipBomb:
    'This archive is refused: it would unpack to more than 1 GB or to more than 100 times its size, or it holds more than 10,000 files.',
  brokenArchive: 'This archive could not be read: the file is damaged.',
  zipUnsafePath: 'This archive is refused: it holds files with absolute paths or paths that lead out of their folder (../).',
  zipUnchecked:
    'This archive is refused: it holds encrypted files or files compressed with a method other than deflate, which cannot be checked.',
  zipSizeMismatch: 'This archive is refused: its files do not unpack to the sizes its directory declares.',
  zipTooSlow: 'This archive is refused: checking its contents takes too long.',
  altRequired: 'Alt text is required for images.',
  altTooLong: `Alt text must be ${MEDIA_ALT_MAX_LENGTH} characters or less.`,
  notFound: 'Media item not found.',
} as const;

/** 409 of a delete while the file is used: where, so the editor can go and remove it. */
export function mediaInUseMessage(places: readonly string[]): string {
  return `This file is in use and cannot be deleted: ${places.join('; ')}. Remove it there first.`;
}

/** The bytes limit of a kind as the message says it. */
export function mediaTooLargeMessage(kind: MediaKind): string {
  return kind === 'image' ? MEDIA_MESSAGES.imageTooLarge : MEDIA_MESSAGES.documentTooLarge;
}

/** Alt text: required for images, at most MEDIA_ALT_MAX_LENGTH characters; the message or null. */
export function altTextProblem(alt: string | null | undefined, kind: MediaKind): string | null {
  const text = (alt ?? '').trim();
  if (kind === 'image' && !text) return MEDIA_MESSAGES.altRequired;
  if (text.length > MEDIA_ALT_MAX_LENGTH) return MEDIA_MESSAGES.altTooLong;
  return null;
}

/** Public address of a stored file or variant. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}

/** Stored keys: 32 hex characters, an optional variant suffix, an extension. Nothing else is ever a key. */
export const MEDIA_KEY_PATTERN = /^[a-f0-9]{32}(?:-(?:w\d{1,4}|social))?\.(?:jpg|png|webp|avif|gif|svg|pdf|docx|pptx|xlsx|zip)$/;

/** The 32-character id shared by a file and its variants, from a /media/ address (or null). */
export function mediaBaseOf(url: string | null | undefined): string | null {
  const match = /^\/media\/([a-f0-9]{32})(?:-(?:w\d{1,4}|social))?\.[a-z]+$/.exec(url ?? '');
  return match ? match[1] : null;
}

/** An image over MEDIA_MAX_PIXELS (counted from its header, before decoding). */
export function tooManyPixelsMessage(maxPixels: number): string {
  const megapixels = Math.round((maxPixels / 1_000_000) * 10) / 10;
  return `This image has too many pixels: at most ${megapixels} megapixels are accepted.`;
}

/** An SVG refused by its cost before rendering (decision 0055); `reason` names what is over the limit. */
export function svgTooComplexMessage(reason: string): string {
  return `This SVG is refused: it is too complex to render safely (${reason}). Simplify it or upload it as PNG.`;
}
