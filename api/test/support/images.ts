import sharp from 'sharp';
import zlib from 'node:zlib';

/** What a served image really is, read from its bytes: format, size and whether any EXIF is left. */
export async function pictureOf(bytes: Buffer) {
  const { format, width, height, exif } = await sharp(bytes).metadata();
  return { format, width, height, hasExif: exif !== undefined };
}

const pngChunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
};

/**
 * A few hundred bytes whose header declares width × height pixels: what a decompression bomb
 * looks like to a server that decodes before it counts.
 */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const firstRows = zlib.deflateSync(Buffer.alloc(4 * (1 + 3 * width)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', firstRows), pngChunk('IEND', Buffer.alloc(0))]);
}
