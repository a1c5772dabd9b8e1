import { applyDecorators, StreamableFile, type Type, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiPayloadTooLargeResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { StoredFile } from '#shared/domain/file-storage.js';

/** The largest picture any upload takes (the sanitiser re-encodes what it keeps). */
const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/**
 * One picture in the multipart field `image`, at most 10 MB, documented with its form (`body`)
 * and its 400 and 413 answers. Each route adds its own success and refusal responses.
 */
export const PictureUpload = (
  body: Type<unknown>,
  badRequest = 'No image, or not a supported picture',
) =>
  applyDecorators(
    UseInterceptors(
      FileInterceptor('image', { limits: { fileSize: MAX_PICTURE_BYTES, files: 1 } }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: body }),
    ApiBadRequestResponse({ description: badRequest }),
    ApiPayloadTooLargeResponse({ description: 'Larger than 10 MB' }),
  );

/** A stored file as the answer, never sniffed into something else by the browser. */
export function serveFile(
  res: Response,
  file: StoredFile,
  cacheControl: string,
  disposition?: string,
): StreamableFile {
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return new StreamableFile(file.bytes, { type: file.contentType, disposition });
}
