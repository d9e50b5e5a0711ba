// Issue 34: a fake PNG (a file named .png whose bytes are something else) is refused for its type in
// the upload box, not asked for alt text. startsLikeImage judges the first bytes.
import { startsLikeImage } from '../../../web/src/features/admin/media/media-values';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

describe('startsLikeImage', () => {
  it.each([
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a])],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0])],
    ['GIF', bytes('GIF89a')],
    ['WebP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 ')],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif')],
    ['SVG', bytes('<?xml version="1.0"')],
    ['SVG after white space', bytes('\n  <svg xmlns')],
  ])('accepts %s', (_, head) => expect(startsLikeImage(head)).toBe(true));

  it.each([
    ['text', bytes('hello, this is not a picture')],
    ['a PDF', bytes('%PDF-1.7')],
    ['a ZIP', bytes('PK', [3, 4])],
    ['an empty file', bytes()],
  ])('refuses %s', (_, head) => expect(startsLikeImage(head)).toBe(false));
});
