import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { MAX_DOCUMENT_BYTES } from '../domain/document-rules.js';
import { IdDocumentsErrors } from '../domain/id-documents-errors.js';
import { IdDocumentUploadDto } from './id-documents.dto.js';

/** Multer's "file too large" becomes the same 400 naming `document` as the domain's check. */
@Injectable()
class TooLargeAsBadInput implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next
      .handle()
      .pipe(
        catchError((error: unknown) =>
          throwError(() =>
            error instanceof PayloadTooLargeException ? IdDocumentsErrors.tooLarge() : error,
          ),
        ),
      );
  }
}

/** One document in the multipart field `document`; the type is sniffed from its bytes later. */
export const DocumentUpload = () =>
  applyDecorators(
    UseInterceptors(
      TooLargeAsBadInput,
      FileInterceptor('document', { limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1 } }),
    ),
    ApiConsumes('multipart/form-data'),
    ApiBody({ type: IdDocumentUploadDto }),
    ApiBadRequestResponse({ description: 'No document, not a JPEG or PNG, or larger than 8 MB' }),
  );
