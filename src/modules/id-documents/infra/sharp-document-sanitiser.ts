import sharp from 'sharp';
import type { DocumentType } from '../domain/document-rules.js';
import { DocumentSanitiser } from '../domain/ports.js';

const MAX_EDGE = 3000;

/**
 * Re-encodes in the same format at a size still readable for an ID check. sharp writes no
 * metadata unless asked, so EXIF (with GPS), XMP, IPTC, ICC and PNG text chunks are gone;
 * the EXIF orientation is applied first so the picture stays upright.
 */
export class SharpDocumentSanitiser extends DocumentSanitiser {
  async strip(bytes: Uint8Array, type: DocumentType): Promise<Uint8Array | null> {
    try {
      const image = sharp(bytes, { limitInputPixels: 50_000_000, pages: 1 });
      const { format } = await image.metadata();
      if (format !== (type === 'image/png' ? 'png' : 'jpeg')) return null;
      const resized = image
        .rotate()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: 'inside', withoutEnlargement: true });
      return type === 'image/png'
        ? await resized.png({ compressionLevel: 9 }).toBuffer()
        : await resized.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    } catch {
      return null;
    }
  }
}
