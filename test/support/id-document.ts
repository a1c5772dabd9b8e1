import sharp from 'sharp';

/** A small PNG picture standing in for a photographed licence, with EXIF to strip. */
export function idDocumentPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 40, channels: 3, background: '#2a6f4e' } })
    .withExif({ IFD0: { ImageDescription: 'serial-XY-998877' } })
    .png()
    .toBuffer();
}
