import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ADMIN_ERROR_CODES, type AdminErrorCode } from '#modules/admin/domain/admin-errors.js';
import { CANVAS_ERROR_CODES, type CanvasErrorCode } from '#modules/canvas/domain/canvas-errors.js';
import {
  CREDITS_ERROR_CODES,
  type CreditsErrorCode,
} from '#modules/credits/domain/credits-errors.js';
import {
  ID_DOCUMENTS_ERROR_CODES,
  type IdDocumentsErrorCode,
} from '#modules/id-documents/domain/id-documents-errors.js';
import {
  IDENTITY_ERROR_CODES,
  type IdentityErrorCode,
} from '#modules/identity/domain/identity-errors.js';
import { JOBS_ERROR_CODES, type JobsErrorCode } from '#modules/jobs/domain/jobs-errors.js';
import { LEADS_ERROR_CODES, type LeadsErrorCode } from '#modules/leads/domain/leads-errors.js';
import {
  MESSAGING_ERROR_CODES,
  type MessagingErrorCode,
} from '#modules/messaging/domain/messaging-errors.js';
import {
  NOTIFICATIONS_ERROR_CODES,
  type NotificationsErrorCode,
} from '#modules/notifications/domain/notifications-errors.js';
import {
  PAYMENTS_ERROR_CODES,
  type PaymentsErrorCode,
} from '#modules/payments/domain/payments-errors.js';
import {
  PLATFORM_ERROR_CODES,
  type PlatformErrorCode,
} from '#modules/platform/domain/platform-errors.js';
import {
  PROFILES_ERROR_CODES,
  type ProfilesErrorCode,
} from '#modules/profiles/domain/profiles-errors.js';
import {
  REVIEWS_ERROR_CODES,
  type ReviewsErrorCode,
} from '#modules/reviews/domain/reviews-errors.js';
import {
  REWARDS_ERROR_CODES,
  type RewardsErrorCode,
} from '#modules/rewards/domain/rewards-errors.js';
import type { ErrorBody } from '#shared/infra/http/error-filter.js';
import { HTTP_ERROR_CODES, type HttpErrorCode } from '#shared/infra/http/http-errors.js';
import {
  AVAILABILITY_ERROR_CODES,
  type AvailabilityErrorCode,
} from '#shared/infra/http/availability-errors.js';
import {
  METRICS_ERROR_CODES,
  type MetricsErrorCode,
} from '#shared/infra/metrics/metrics-errors.js';

/**
 * Every error code the API can answer with: the union of each module's `…ErrorCode`. A new
 * module adds its union and its list here (docs/decisions.md, "Typed error codes"); the
 * OpenAPI document declares the list as an enum, so the web client gets the union too.
 */
export type ErrorCode =
  | HttpErrorCode
  | IdentityErrorCode
  | PlatformErrorCode
  | CreditsErrorCode
  | JobsErrorCode
  | LeadsErrorCode
  | PaymentsErrorCode
  | ReviewsErrorCode
  | ProfilesErrorCode
  | CanvasErrorCode
  | MessagingErrorCode
  | NotificationsErrorCode
  | RewardsErrorCode
  | AdminErrorCode
  | AvailabilityErrorCode
  | IdDocumentsErrorCode
  | MetricsErrorCode;

export const ERROR_CODES: readonly ErrorCode[] = [
  ...HTTP_ERROR_CODES,
  ...IDENTITY_ERROR_CODES,
  ...PLATFORM_ERROR_CODES,
  ...CREDITS_ERROR_CODES,
  ...JOBS_ERROR_CODES,
  ...LEADS_ERROR_CODES,
  ...PAYMENTS_ERROR_CODES,
  ...REVIEWS_ERROR_CODES,
  ...PROFILES_ERROR_CODES,
  ...REWARDS_ERROR_CODES,
  ...CANVAS_ERROR_CODES,
  ...MESSAGING_ERROR_CODES,
  ...NOTIFICATIONS_ERROR_CODES,
  ...ADMIN_ERROR_CODES,
  ...AVAILABILITY_ERROR_CODES,
  ...ID_DOCUMENTS_ERROR_CODES,
  ...METRICS_ERROR_CODES,
];

export const ERROR_BODY_SCHEMA = 'ErrorBody';

/** The contract's error shape, as the OpenAPI document describes it. */
@ApiSchema({ name: ERROR_BODY_SCHEMA })
export class ErrorBodyDto implements ErrorBody {
  @ApiProperty({ example: 409 })
  statusCode!: number;

  @ApiProperty({ example: 'Conflict' })
  error!: string;

  @ApiProperty({ description: 'Fit for users; names the offending field for bad input' })
  message!: string;

  @ApiPropertyOptional({
    enum: ERROR_CODES,
    enumName: 'ErrorCode',
    description: 'Set for expected refusals (MODULE.REASON)',
  })
  code?: ErrorCode;

  @ApiPropertyOptional({ description: 'The input field the refusal is about' })
  field?: string;

  @ApiPropertyOptional({
    description: 'The request id (also the X-Request-Id answer header): names the log line',
  })
  requestId?: string;
}
