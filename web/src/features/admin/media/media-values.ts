// Small helpers of the media screens: a thumbnail address, a readable size, what an editor inserts.
import type { MediaItemFieldsFragment } from '../../../graphql/generated';

export type MediaItem = MediaItemFieldsFragment;

/** The smallest WebP variant of an image (the original for documents and images without variants). */
export function thumbnailOf(item: MediaItem): string {
  const webp = item.variants.filter((v) => v.purpose === 'responsive' && v.mimeType === 'image/webp');
  return webp.length ? webp.reduce((a, b) => (a.width <= b.width ? a : b)).url : item.url;
}

/** What an article embeds: the WebP variant closest to 1280 px wide, else the original. */
export function articleImageOf(item: MediaItem): string {
  const webp = item.variants.filter((v) => v.purpose === 'responsive' && v.mimeType === 'image/webp' && v.width <= 1280);
  return webp.length ? webp.reduce((a, b) => (a.width >= b.width ? a : b)).url : item.url;
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(0)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

/** The absolute address to copy (the site's own origin in front of /media/...). */
export function absoluteMediaUrl(url: string): string {
  return typeof window === 'undefined' ? url : new URL(url, window.location.origin).toString();
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * Whether a file named as an image starts like one (issue 34): PNG, JPEG, GIF, WebP, AVIF or SVG
 * (text). A renamed file of another kind is refused for its type before any alt-text question; the
 * server judges the bytes again on upload (file-signatures.ts).
 */
export function startsLikeImage(head: Uint8Array): boolean {
  if (head[0] === 0x89 && ascii(head, 1, 4) === 'PNG') return true;
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return true;
  if (ascii(head, 0, 4) === 'GIF8') return true;
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return true;
  if (ascii(head, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(head, 8, 12))) return true;
  return /^\s*</.test(ascii(head, 0, Math.min(head.length, 16)));
}
