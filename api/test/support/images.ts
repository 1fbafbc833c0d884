import sharp from 'sharp';

/** What a served image really is, read from its bytes: format, size and whether any EXIF is left. */
export async function pictureOf(bytes: Buffer) {
  const { format, width, height, exif } = await sharp(bytes).metadata();
  return { format, width, height, hasExif: exif !== undefined };
}
