// What GraphQL and REST show of a media item: addresses instead of storage keys.
import { mediaUrl, type MediaKind } from '../../../../schema/validation/media';
import type { MediaItem } from './media-item.entity';

export interface MediaVariantView {
  url: string;
  width: number;
  height: number;
  mimeType: string;
  purpose: string;
}

/** What GraphQL and REST show of a media item. */
export interface MediaView {
  id: string;
  url: string;
  mimeType: string;
  kind: MediaKind;
  size: number;
  width: number | null;
  height: number | null;
  alt: string;
  originalName: string;
  variants: MediaVariantView[];
  createdAt: Date;
}

/** srcset values of a library image (one per format) and its intrinsic size. */
export interface ResponsiveSources {
  webp: string;
  avif: string;
  width: number;
  height: number;
}

export function toMediaView(item: MediaItem): MediaView {
  return {
    id: item.id,
    url: mediaUrl(item.storageKey),
    mimeType: item.mimeType,
    kind: item.kind,
    size: item.size,
    width: item.width,
    height: item.height,
    alt: item.alt,
    originalName: item.originalName,
    variants: item.variants.map((v) => ({
      url: mediaUrl(v.key),
      width: v.width,
      height: v.height,
      mimeType: v.mimeType,
      purpose: v.purpose,
    })),
    createdAt: item.createdAt,
  };
}
