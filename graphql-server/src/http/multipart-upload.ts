// Multipart uploads (busboy): the one file of field `file` is streamed to a temporary file
// (0600, in a folder of its own), counted while it streams and cut off past the limit; a few
// small text fields come along. Nothing here judges the file: the media service does, by content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import type { Request } from 'express';
import { MEDIA_MESSAGES, MEDIA_UPLOAD_MAX_BYTES } from '../../../schema/validation/media';
import { FileTooLargeError, InputValidationError } from '../shared/errors';

export interface ReceivedUpload {
  file: { path: string; originalName: string } | null;
  fields: Record<string, string>;
  /** Remove the temporary file (always call it, in a finally). */
  cleanup(): Promise<void>;
}

/** Room for the multipart framing and the text fields around the file. */
const FRAMING_BYTES = 64 * 1024;

/** A display name: the last path segment, without control characters, at most 255 characters. */
export function displayName(raw: string | undefined): string {
  const name = (raw ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim();
  return name.slice(0, 255) || 'upload';
}

export async function receiveUpload(req: Request, maxBytes = MEDIA_UPLOAD_MAX_BYTES): Promise<ReceivedUpload> {
  if (!req.is('multipart/form-data')) throw new InputValidationError([{ field: 'file', message: MEDIA_MESSAGES.notMultipart }]);
  if (Number(req.headers['content-length'] ?? 0) > maxBytes + FRAMING_BYTES) {
    // Refused unread: the connection cannot carry another request after this one's body.
    req.res?.setHeader('Connection', 'close');
    throw new FileTooLargeError(MEDIA_MESSAGES.uploadTooLarge);
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'finops-upload-'));
  const cleanup = () => fs.promises.rm(dir, { recursive: true, force: true });
  try {
    return { ...(await parse(req, dir, maxBytes)), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

function parse(req: Request, dir: string, maxBytes: number): Promise<Omit<ReceivedUpload, 'cleanup'>> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 2000, parts: 8 },
      });
    } catch {
      reject(new InputValidationError([{ field: 'file', message: MEDIA_MESSAGES.notMultipart }]));
      return;
    }
    const fields: Record<string, string> = {};
    let file: { path: string; originalName: string } | null = null;
    let writing: Promise<void> = Promise.resolve();
    let failure: Error | null = null;
    const fail = (error: Error) => {
      failure ??= error;
    };
    parser.on('field', (name, value) => {
      if (name === 'alt') fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const target = path.join(dir, 'upload');
      file = { path: target, originalName: displayName(info.filename) };
      stream.on('limit', () => fail(new FileTooLargeError(MEDIA_MESSAGES.uploadTooLarge)));
      writing = pipeline(stream, fs.createWriteStream(target, { mode: 0o600 })).catch((error: Error) => fail(error));
    });
    parser.on('filesLimit', () => fail(new InputValidationError([{ field: 'file', message: MEDIA_MESSAGES.oneFile }])));
    parser.on('error', () => reject(new InputValidationError([{ field: 'file', message: MEDIA_MESSAGES.notMultipart }])));
    parser.on('close', () => {
      writing
        .then(() => {
          if (failure) reject(failure);
          else if (!file) reject(new InputValidationError([{ field: 'file', message: MEDIA_MESSAGES.noFile }]));
          else resolve({ file, fields });
        })
        .catch(reject);
    });
    req.pipe(parser);
  });
}
