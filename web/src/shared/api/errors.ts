import { isApiErrorCode, type ApiErrorCode } from './error-codes';

/** One problem the API tied to an input field; `message` is without the `field:` prefix. */
export interface ApiFieldError {
  field: string;
  message: string;
}

/**
 * An API refusal in the contract's error shape `{statusCode, error, message, code?, field?}`.
 * `code` is typed: switch on it, never on message text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode | undefined;
  readonly field: string | undefined;
  /** The fields the refusal names, in the API's order (from `field`, else from the message). */
  readonly fieldErrors: readonly ApiFieldError[];

  constructor(status: number, message: string, code?: ApiErrorCode, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
    this.fieldErrors = parseFieldErrors(message, field);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const FIELD_PROBLEM = /^([A-Za-z][\w.]*)\s*:\s*(.+)$/s;

/**
 * The API words field problems as `field: problem`, several joined by '; '
 * ('email: must be a valid email address; password: is required'). A body's `field` names the
 * field of a single refusal ('abn: is not a valid ABN' with field 'abn').
 */
function parseFieldErrors(message: string, field: string | undefined): ApiFieldError[] {
  if (field) {
    const match = FIELD_PROBLEM.exec(message);
    return [{ field, message: match?.[1] === field ? match[2]! : message }];
  }
  const found: ApiFieldError[] = [];
  for (const part of message.split('; ')) {
    const match = FIELD_PROBLEM.exec(part.trim());
    // 'body: is not valid JSON' is about the request, not a field anyone can fix.
    if (match && match[1] !== 'body') found.push({ field: match[1]!, message: match[2]! });
  }
  return found;
}

const FALLBACK_MESSAGES: Record<number, string> = {
  400: 'Some details are not right. Please check the form.',
  401: 'You need to log in first.',
  403: 'You do not have access to this.',
  404: 'We could not find that.',
  409: 'That conflicts with something that already exists.',
  429: 'Too many attempts. Please wait a minute and try again.',
};

/** Turns an error body (already parsed, maybe not JSON at all) into an ApiError. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body)) {
    const raw = body.message;
    // class-validator style bodies carry a list of messages.
    const message = Array.isArray(raw) ? raw.filter((m) => typeof m === 'string').join('; ') : raw;
    // A code this build of the app does not know is treated as no code (an older client).
    const code = isApiErrorCode(body.code) ? body.code : undefined;
    const field = typeof body.field === 'string' && body.field !== '' ? body.field : undefined;
    if (typeof message === 'string' && message.length > 0) {
      return new ApiError(status, message, code, field);
    }
    return new ApiError(status, fallbackMessage(status), code, field);
  }
  return new ApiError(status, fallbackMessage(status));
}

function fallbackMessage(status: number): string {
  if (status >= 500 || status === 0) {
    return 'Our server had a problem. Please try again in a moment.';
  }
  return FALLBACK_MESSAGES[status] ?? 'Something went wrong.';
}

/** A network failure (offline, server down) as an ApiError with status 0. */
export function networkError(): ApiError {
  return new ApiError(0, 'We could not reach Tradiehub. Check your connection and try again.');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error's code when it is an ApiError, for a `switch` over every code. */
export function apiErrorCode(error: unknown): ApiErrorCode | undefined {
  return isApiError(error) ? error.code : undefined;
}

export interface ErrorWording {
  /** Words to show instead of the API's, by code. */
  messages?: Partial<Record<ApiErrorCode, string>>;
  /** What to say when the error is not an API refusal (a bug, an aborted request). */
  fallback?: string;
}

/** What to tell a person about an error: the page's words for its code, else the API's, else the fallback. */
export function errorMessage(
  error: unknown,
  { messages = {}, fallback = 'Please try again.' }: ErrorWording = {},
): string {
  if (!isApiError(error)) return fallback;
  return (error.code ? messages[error.code] : undefined) ?? error.message;
}
