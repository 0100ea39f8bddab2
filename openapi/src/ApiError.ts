import type { components } from './schema.gen.js';

type ErrorBody = components['schemas']['Error'];

/** An API call that did not succeed: the HTTP status and the server's sentence. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }

  /** Builds the error from a failed reply, reading the one error shape when it is there. */
  static fromReply(response: Response, body: unknown): ApiError {
    const message = isErrorBody(body) ? body.message : response.statusText || `HTTP ${response.status}`;
    return new ApiError(response.status, message);
  }
}

function isErrorBody(body: unknown): body is ErrorBody {
  return typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string';
}
