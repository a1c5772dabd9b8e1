import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A real grey PNG picture of this size, built without an image library (unit specs stay
 * fast); `comment` goes into a tEXt chunk, the kind of metadata a sanitiser must drop.
 */
export function png(width: number, height: number, comment?: string): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each scanline: filter byte 0, then one mid-grey byte per pixel.
  const pixels = Buffer.alloc((width + 1) * height, 0x80);
  for (let row = 0; row < height; row++) pixels[row * (width + 1)] = 0;
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    ...(comment === undefined ? [] : [chunk('tEXt', Buffer.from(`Comment\0${comment}`, 'latin1'))]),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
