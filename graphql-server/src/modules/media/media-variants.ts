// The responsive variants of an uploaded image (sharp): widths of 320, 640, 1280 and 1920 pixels
// never wider than the original (the original's own width stands in for the sizes it cannot
// reach), each as WebP and AVIF, and a 1200×630 JPEG for social previews (og:image). SVG and
// animated GIF are rasterised from their first frame. The decoding and encoding themselves run in a
// child process with a deadline (image-work.ts, image-worker.cjs).

const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
const VARIANT_FORMATS = ['webp', 'avif'] as const;
/** The social card's size (image-worker.cjs crops to it). */
const SOCIAL_SIZE = { width: 1200, height: 630 } as const;

export type VariantFormat = (typeof VARIANT_FORMATS)[number] | 'jpeg';

export interface PlannedVariant {
  suffix: string;
  width: number;
  format: VariantFormat;
  purpose: 'responsive' | 'social';
}

export interface StoredVariant {
  key: string;
  width: number;
  height: number;
  mimeType: string;
  purpose: 'responsive' | 'social';
}

const EXTENSION: Record<VariantFormat, string> = { webp: 'webp', avif: 'avif', jpeg: 'jpg' };
const MIME: Record<VariantFormat, string> = { webp: 'image/webp', avif: 'image/avif', jpeg: 'image/jpeg' };

/** The variants an image `width` pixels wide gets: never upscaled, every format per width, and the social card. */
export function planVariants(width: number): PlannedVariant[] {
  const widths: number[] = VARIANT_WIDTHS.filter((w) => w < width);
  if (width <= VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]) widths.push(width);
  else widths.push(VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  const responsive = [...new Set(widths)].flatMap((w) =>
    VARIANT_FORMATS.map((format) => ({ suffix: `w${w}`, width: w, format, purpose: 'responsive' as const })),
  );
  return [...responsive, { suffix: 'social', width: SOCIAL_SIZE.width, format: 'jpeg', purpose: 'social' }];
}

/** The key of a variant: the original's 32-character base, its suffix, the format's extension. */
export function variantKey(base: string, variant: PlannedVariant): string {
  return `${base}-${variant.suffix}.${EXTENSION[variant.format]}`;
}

export const variantMimeType = (format: VariantFormat) => MIME[format];
