/** An API refusal in the contract's error shape `{statusCode, error, message, code?, field?}`. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly field: string | undefined;

  constructor(status: number, message: string, code?: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
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
    const code = typeof body.code === 'string' ? body.code : undefined;
    const field = typeof body.field === 'string' ? body.field : undefined;
    if (typeof message === 'string' && message.length > 0) {
      return new ApiError(status, message, code, field);
    }
    return new ApiError(status, FALLBACK_MESSAGES[status] ?? 'Something went wrong.', code, field);
  }
  if (status >= 500 || status === 0) {
    return new ApiError(status, 'Our server had a problem. Please try again in a moment.');
  }
  return new ApiError(status, FALLBACK_MESSAGES[status] ?? 'Something went wrong.');
}

/** A network failure (offline, server down) as an ApiError with status 0. */
export function networkError(): ApiError {
  return new ApiError(0, 'We could not reach Tradiehub. Check your connection and try again.');
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The form field an error is about: the `field` the API sent, else the `name:` prefix of the
 * message ("abn: is not a valid ABN"), else a known field name the message starts with.
 */
export function errorField(error: ApiError, knownFields: readonly string[]): string | undefined {
  if (error.field && knownFields.includes(error.field)) return error.field;
  const prefix = /^([A-Za-z][\w.]*)\s*:/.exec(error.message)?.[1];
  if (prefix && knownFields.includes(prefix)) return prefix;
  const firstWord = /^([A-Za-z]\w*)\b/.exec(error.message)?.[1];
  if (firstWord && knownFields.includes(firstWord)) return firstWord;
  return undefined;
}

/**
 * The message to show next to a field: 'abn: is not a valid ABN' becomes 'ABN is not a valid ABN'
 * with the field's label, or 'Is not a valid ABN' without one.
 */
export function fieldMessage(error: ApiError, field: string, label?: string): string {
  const stripped = error.message.replace(new RegExp(`^${field}\\s*:\\s*`), '');
  if (label && stripped !== error.message) return `${label} ${stripped}`;
  return stripped.charAt(0).toUpperCase() + stripped.slice(1);
}
