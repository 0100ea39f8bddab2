import type { components } from './schema.gen.js';

type ErrorBody = components['schemas']['Error'];
type ErrorDetail = components['schemas']['ErrorDetail'];

/** The sentence used when the server could not be reached at all. */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

/** An API call that did not succeed: the HTTP status (0 when unreachable), the server's sentence and details. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** Short heading from the server, for example 'Too Many Login Attempts'. */
  readonly title: string | undefined;
  /** Field-level problems of a validation error. */
  readonly details: readonly ErrorDetail[];
  /** With 429: how many minutes the lockout lasts. */
  readonly minutes: number | undefined;
  /** With a login 429: whether the account or the address was locked. */
  readonly protection: ErrorBody['protection'];

  constructor(
    readonly status: number,
    message: string,
    body: Partial<ErrorBody> = {},
  ) {
    super(message);
    this.title = body.title;
    this.details = body.details ?? [];
    this.minutes = body.minutes;
    this.protection = body.protection;
  }

  /** Builds the error from a failed reply, reading the one error shape when it is there. */
  static fromReply(response: Response, body: unknown): ApiError {
    if (isErrorBody(body)) return new ApiError(response.status, body.message, body);
    return new ApiError(response.status, response.statusText || `HTTP ${response.status}`);
  }

  /** Builds the error for a request that got no reply. */
  static unreachable(): ApiError {
    return new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}

/** Whether an error is a cancelled request, which is never reported as a failure. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: unknown } | null)?.name === 'AbortError';
}
