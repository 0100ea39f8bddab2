import { createApiClient, type ApiClient } from '@vigil/openapi';

/** The reply to one request of a saga test. */
export type Answer = (request: Request) => Response | Promise<Response>;

/**
 * For saga tests: an API client whose requests are answered from `answers`, looked up at each
 * request by method and path below the API root (`'GET /users/me'`); any other request gets the
 * API's 404. `seen` hears every request first, with that key and a copy it may read the body of.
 */
export function answeringClient(
  answers: Readonly<Record<string, Answer>>,
  seen?: (call: string, request: Request) => void | Promise<void>,
): ApiClient {
  return createApiClient({
    baseUrl: 'http://vigil.test/api',
    fetch: async (request) => {
      const call = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
      await seen?.(call, request.clone());
      const answer = answers[call];
      return answer ? answer(request) : Response.json({ status: 404, message: 'Not Found' }, { status: 404 });
    },
  });
}
