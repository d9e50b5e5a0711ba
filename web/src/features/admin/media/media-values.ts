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
