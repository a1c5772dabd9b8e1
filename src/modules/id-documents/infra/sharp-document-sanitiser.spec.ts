import sharp from 'sharp';
import { documentSanitiserContract } from '#test/contracts/id-documents-ports.contract.js';
import { SharpDocumentSanitiser } from './sharp-document-sanitiser.js';

const GPS_NOTE = 'GPS -33.8688 151.2093 secret-serial-123';

/** A small picture carrying EXIF (with a tell-tale string) and, for PNG, a text chunk. */
async function pictureWithMetadata(format: 'jpeg' | 'png'): Promise<Buffer> {
  const base = sharp({
    create: { width: 40, height: 20, channels: 3, background: '#336699' },
  }).withExif({ IFD0: { ImageDescription: GPS_NOTE, Copyright: GPS_NOTE } });
  const encoded = await (format === 'png' ? base.png() : base.jpeg()).toBuffer();
  return encoded;
}

documentSanitiserContract('sharp', async () => ({
  sanitiser: new SharpDocumentSanitiser(),
  pictures: {
    'image/jpeg': await pictureWithMetadata('jpeg'),
    'image/png': await pictureWithMetadata('png'),
  },
  broken: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(50)]),
  hasMetadata: async (bytes) => {
    const meta = await sharp(bytes).metadata();
    return meta.exif !== undefined || Buffer.from(bytes).includes(Buffer.from(GPS_NOTE));
  },
}));

describe('SharpDocumentSanitiser', () => {
  const sanitiser = new SharpDocumentSanitiser();

  it.each(['jpeg', 'png'] as const)('re-encodes a %s without its metadata', async (format) => {
    const input = await pictureWithMetadata(format);
    // The fixture really carries the metadata, or the test proves nothing.
    expect(input.includes(Buffer.from(GPS_NOTE))).toBe(true);
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const out = Buffer.from(
      (await sanitiser.strip(input, format === 'png' ? 'image/png' : 'image/jpeg'))!,
    );
    expect(out.includes(Buffer.from(GPS_NOTE))).toBe(false);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 20]);
  });

  it('applies the EXIF orientation so the picture stays upright', async () => {
    const rotated = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#000' },
    })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const out = await sanitiser.strip(rotated, 'image/jpeg');
    const meta = await sharp(Buffer.from(out!)).metadata();
    expect([meta.width, meta.height]).toEqual([20, 40]);
  });

  it('refuses bytes that do not decode as the sniffed type', async () => {
    const png = await pictureWithMetadata('png');
    expect(await sanitiser.strip(png, 'image/jpeg')).toBeNull();
    const truncated = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(50)]);
    expect(await sanitiser.strip(truncated, 'image/jpeg')).toBeNull();
  });
});
