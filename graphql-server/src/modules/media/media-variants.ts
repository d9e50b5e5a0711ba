// The responsive variants of an uploaded image (sharp): widths of 320, 640, 1280 and 1920 pixels
// never wider than the original (the original's own width stands in for the sizes it cannot
// reach), each as WebP and AVIF, and a 1200×630 JPEG for social previews (og:image). SVG and
// animated GIF are rasterised from their first frame.
import { MEDIA_MESSAGES } from '../../../../schema/validation/media';
import { InputValidationError } from '../../shared/errors';

const VARIANT_WIDTHS = [320, 640, 1280, 1920] as const;
const VARIANT_FORMATS = ['webp', 'avif'] as const;
const SOCIAL_SIZE = { width: 1200, height: 630 } as const;
/** Larger images are refused before decoding (a "pixel flood" would take the memory). */
const MAX_INPUT_PIXELS = 50_000_000;

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

/** sharp (libvips), loaded on the first image: most processes never decode one. */
async function opener(): Promise<(file: string) => import('sharp').Sharp> {
  const { default: sharp } = await import('sharp');
  return (file) => sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false });
}

/** Width and height of a raster or SVG image; InputValidationError when it cannot be decoded. */
export async function readImageSize(file: string): Promise<{ width: number; height: number }> {
  const open = await opener();
  try {
    // Decoding every pixel (not just the header) finds truncated and corrupt files.
    const { info } = await open(file).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch (error) {
    const tooLarge = /pixel limit/i.test((error as Error).message);
    throw new InputValidationError([{ field: 'file', message: tooLarge ? MEDIA_MESSAGES.tooManyPixels : MEDIA_MESSAGES.brokenImage }]);
  }
}

/** Encode one planned variant. */
export async function renderVariant(file: string, variant: PlannedVariant): Promise<{ data: Buffer; width: number; height: number }> {
  const open = await opener();
  const image = open(file).rotate();
  const sized =
    variant.purpose === 'social'
      ? image
          .resize({ ...SOCIAL_SIZE, fit: 'cover', position: 'attention' })
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: 82, mozjpeg: true })
      : image.resize({ width: variant.width, withoutEnlargement: true });
  const encoded =
    variant.format === 'webp' ? sized.webp({ quality: 80 }) : variant.format === 'avif' ? sized.avif({ quality: 55, effort: 2 }) : sized;
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export const variantMimeType = (format: VariantFormat) => MIME[format];
