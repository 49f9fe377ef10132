import type { ApiErrorCode } from '../../shared/api-errors';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../shared/service-unavailable';

const statusByCode: Record<ApiErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  NO_FACILITATOR_PROFILE: 404,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The one error type services throw. Its message reaches the user as it is, so it must be
 * written for them (the spec's texts where the spec has one).
 */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly extra: { fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.status = statusByCode[code];
  }
}

export const notAuthenticated = () => new AppError('UNAUTHENTICATED', 'Please log in to continue.');
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError('FORBIDDEN', message);

/** The database (or another service Kindred needs) is briefly out of reach: try again shortly. */
export const serviceUnavailable = () =>
  new AppError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, { retryAfterSeconds: 1 });
