import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { HttpError } from '../http/http-error';
import type { FileStore, UploadFolder } from './file-store';
import type { ReceivedFile } from './multipart-form';
import { TEMPORARY_PREFIX } from './temporary-files';

/**
 * A photo or logo is never stored as uploaded: it is decoded and drawn again at the sizes the
 * site shows, which drops everything but the pixels (EXIF, a phone's GPS position, a script
 * hidden after a valid header). Its key names the set (`logos/<hex>.img`); each variant is a
 * file of its own (`logos/<hex>-256.webp`, `logos/<hex>-256.jpeg`, ...).
 */
export const IMAGE_SET_EXTENSION = 'img';

// Each upload is decoded once and never again: sharp's cache of decoded images (up to 50 MB)
// would only hold memory.
sharp.cache(false);

/** The widths the site shows: 256 for pages and cards, 64 for avatars and lists. */
export const VARIANT_WIDTHS = [256, 64] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export const DEFAULT_WIDTH: VariantWidth = 256;

/**
 * WebP for browsers that take it; for the rest PNG when the image has transparency or came as
 * PNG or GIF (logos and line art, which JPEG would blur), else JPEG (photos).
 */
export type VariantFormat = 'webp' | 'png' | 'jpeg';
const FALLBACK_FORMATS: readonly VariantFormat[] = ['jpeg', 'png'];

/** Decoding an image costs memory by its pixels, not its bytes: a 2 MB PNG can declare a gigapixel. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export const isImageSetKey = (key: string): boolean => key.endsWith(`.${IMAGE_SET_EXTENSION}`);

export const variantKey = (setKey: string, width: VariantWidth, format: VariantFormat): string =>
  `${setKey.slice(0, -(IMAGE_SET_EXTENSION.length + 1))}-${width}.${format}`;

/** Every file a stored key may stand for: the variants of a set, or the one file of an older upload. */
export const storedPartsOf = (key: string): string[] =>
  isImageSetKey(key) ? VARIANT_WIDTHS.flatMap((width) => (['webp', ...FALLBACK_FORMATS] as const).map((format) => variantKey(key, width, format))) : [key];

/** The keys to try, best first, for a request of `width` from a browser that does or does not take WebP. */
export const variantCandidates = (setKey: string, width: VariantWidth, acceptsWebp: boolean): string[] =>
  [...(acceptsWebp ? (['webp'] as const) : []), ...FALLBACK_FORMATS].map((format) => variantKey(setKey, width, format));

type Variant = { width: VariantWidth; format: VariantFormat; data: Buffer };

const UNREADABLE = 'The image could not be read: upload a PNG, JPEG, WebP or GIF picture.';

/** The variants of an uploaded image; 415 when it does not decode, 413 when it has too many pixels. */
async function drawVariants(sourcePath: string): Promise<Variant[]> {
  try {
    // rotate() with no angle turns the pixels as EXIF says, before EXIF is dropped.
    const source = sharp(sourcePath, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const { hasAlpha, format } = await source.metadata();
    const fallback: VariantFormat = hasAlpha || format === 'png' || format === 'gif' ? 'png' : 'jpeg';
    const variants: Variant[] = [];
    for (const width of VARIANT_WIDTHS) {
      const sized = source.clone().resize({ width, height: width, fit: 'inside', withoutEnlargement: true });
      variants.push({ width, format: 'webp', data: await sized.clone().webp({ quality: 82 }).toBuffer() });
      const drawn = fallback === 'png' ? sized.clone().png({ compressionLevel: 9 }) : sized.clone().jpeg({ quality: 82, mozjpeg: true });
      variants.push({ width, format: fallback, data: await drawn.toBuffer() });
    }
    return variants;
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) {
      throw new HttpError(413, `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`);
    }
    throw new HttpError(415, UNREADABLE);
  }
}

/** Draws an uploaded image's variants and stores each one; answers the set's key and every stored file. */
export async function storeImageSet(files: FileStore, folder: UploadFolder, image: ReceivedFile): Promise<{ key: string; parts: string[] }> {
  const variants = await drawVariants(image.temporaryPath);
  const key = `${folder}/${crypto.randomBytes(16).toString('hex')}.${IMAGE_SET_EXTENSION}`;
  const parts: string[] = [];
  try {
    for (const { width, format, data } of variants) {
      // Beside the upload, so the store can move it in (and the sweep finds it after a crash).
      const temporaryPath = path.join(path.dirname(image.temporaryPath), `${TEMPORARY_PREFIX}${crypto.randomUUID()}`);
      await fsp.writeFile(temporaryPath, data);
      const part = variantKey(key, width, format);
      await files.put(part, temporaryPath).catch(async (error: unknown) => {
        await fsp.rm(temporaryPath, { force: true });
        throw error;
      });
      parts.push(part);
    }
  } catch (error) {
    await Promise.all(parts.map((part) => files.remove(part)));
    throw error;
  }
  return { key, parts };
}
