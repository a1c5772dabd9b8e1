import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { JobsErrors } from '../domain/jobs-errors.js';
import { ImageSanitiser, type SanitisedImage } from '../domain/ports.js';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif']);
const MAX_EDGE = 2000;

/**
 * sharp reads the format from the bytes themselves, then re-encodes the picture as JPEG:
 * EXIF orientation is applied and every metadata block (EXIF with GPS, XMP, IPTC, ICC) is
 * dropped, because sharp writes none unless asked to.
 */
@Injectable()
export class SharpImageSanitiser extends ImageSanitiser {
  async sanitise(bytes: Buffer): Promise<SanitisedImage> {
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { limitInputPixels: 50_000_000 }).metadata()).format;
    } catch {
      throw JobsErrors.unsupportedImage();
    }
    if (!format || !ACCEPTED.has(format)) throw JobsErrors.unsupportedImage();
    try {
      const { data, info } = await sharp(bytes, { limitInputPixels: 50_000_000, pages: 1 })
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 82, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height };
    } catch {
      throw JobsErrors.unsupportedImage();
    }
  }
}
