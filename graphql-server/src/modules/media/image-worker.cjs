'use strict';
// The child process that decodes and encodes images for image-work.ts. It is plain CommonJS so
// that the same file runs from the sources (under Jest, which never transpiles a forked child)
// and from the build (tsc copies it into dist/ with allowJs): decision 0055. One child serves one
// upload and is then killed; the parent kills it at its deadline, so nothing here needs a timeout.
// It holds no secrets: the parent passes it only the limits below.
const sharp = require('sharp');

const MAX_PIXELS = Number(process.env.IMAGE_WORK_MAX_PIXELS);
const MAX_RSS_BYTES = Number(process.env.IMAGE_WORK_MAX_RSS_BYTES);
/** Exit code that tells the parent the memory cap was reached. */
const MEMORY_EXIT = 87;
const SOCIAL_SIZE = { width: 1200, height: 630 };

// One libvips thread and no operation cache: the work is bounded by this process, not spread out.
sharp.cache(false);
sharp.concurrency(1);

// libvips allocates outside V8's heap, so the cap is watched on the process's resident size; the
// event loop stays free while libvips works on the thread pool, so this check keeps running.
setInterval(() => {
  if (process.memoryUsage.rss() > MAX_RSS_BYTES) process.exit(MEMORY_EXIT);
}, 25).unref();
// Orphaned (the server died): stop at once.
process.on('disconnect', () => process.exit(0));

const open = (file) => sharp(file, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false });

class Refusal extends Error {}

/** Width and height: pixels counted from the header first, then every pixel decoded (finds damaged files). */
async function size(file) {
  let meta;
  try {
    meta = await sharp(file, { limitInputPixels: false, animated: false }).metadata();
  } catch {
    throw new Refusal('brokenImage');
  }
  if (!meta.width || !meta.height) throw new Refusal('brokenImage');
  if (meta.width * meta.height > MAX_PIXELS) throw new Refusal('tooManyPixels');
  try {
    const { info } = await open(file).raw().toBuffer({ resolveWithObject: true });
    return { width: info.width, height: info.height };
  } catch (error) {
    throw new Refusal(/pixel limit/i.test(error.message) ? 'tooManyPixels' : 'brokenImage');
  }
}

/** One planned variant (media-variants.ts planVariants), encoded. */
async function render(file, variant) {
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

process.on('message', (message) => {
  const work = message.op === 'size' ? size(message.file) : render(message.file, message.variant);
  work.then(
    (result) => process.send({ id: message.id, result }),
    (error) => process.send({ id: message.id, refused: error instanceof Refusal ? error.message : 'brokenImage' }),
  );
});
