import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, isCancelled } from './ApiError.js';
import { ApiEvents } from './events.js';
import { memorySessionStore, type SessionStore } from './session.js';
import type { paths } from './schema.gen.js';

/** The access token is refreshed before a call when fewer than this many milliseconds remain. */
export const REFRESH_BEFORE_EXPIRY_MS = 120_000;

/**
 * Sent with every call: the reference server refuses state-changing calls without it, which a
 * page of another site cannot add (cross-site request forgery).
 */
export const CLIENT_HEADERS = { 'x-requested-with': 'vigil' } as const;

/** Calls that never trigger a refresh nor a retry: signing in and refreshing itself. */
const AUTH_PATHS = /^\/(login|token\/refresh)(\/|$)/;
const REFRESH_PATH = '/token/refresh';

/** The typed client of the Vigil API, with the events of its cross-cutting rules. */
export interface ApiClient extends Client<paths> {
  /** Signed-out and error events. */
  readonly events: ApiEvents;
  /** Refreshes the access token now (one refresh at a time); resolves to whether it worked. */
  refreshSession(): Promise<boolean>;
}

export interface ApiClientOptions {
  /** Absolute URL of the API root, for example `http://127.0.0.1:3000/api`. */
  baseUrl: string;
  /** The fetch to call; defaults to the global one, looked up on every request. */
  fetch?: (request: Request) => Promise<Response>;
  /** Where the access expiry is kept; in memory by default (the console passes localStorage). */
  session?: SessionStore;
  /** The clock, for tests. */
  now?: () => number;
  /** Headers sent with every call, for example an integrator's `api-key` and `api-secret`. */
  headers?: Record<string, string>;
}

/** Reads `meta.expires_in` (seconds) from a login or refresh reply, if it is there. */
async function expiresIn(response: Response): Promise<number | null> {
  if (!response.ok || !response.headers.get('content-type')?.includes('json')) return null;
  try {
    const body = (await response.clone().json()) as { meta?: { expires_in?: unknown } };
    const seconds = body.meta?.expires_in;
    return typeof seconds === 'number' && seconds > 0 ? seconds : null;
  } catch {
    return null;
  }
}

/**
 * Makes the typed client. It applies the HTTP rules of the spec to every call:
 * - requests carry credentials (the session cookie);
 * - the access token is refreshed first when fewer than 120 s remain;
 * - a 401 on any call but login and refresh triggers one refresh and one retry; when the
 *   refresh fails, the local session is cleared and a `signed-out` event is emitted;
 * - failures are reported as `error` events, except cancelled requests.
 */
export function createApiClient({
  baseUrl,
  fetch,
  session = memorySessionStore(),
  now = Date.now,
  headers,
}: ApiClientOptions): ApiClient {
  const send = fetch ?? ((request: Request) => globalThis.fetch(request));
  const events = new ApiEvents();
  const pendingRetries = new Map<string, Request>();
  let refreshing: Promise<boolean> | null = null;

  const remember = async (response: Response) => {
    const seconds = await expiresIn(response);
    if (seconds !== null) session.setAccessExpiry(now() + seconds * 1000);
  };

  const refreshSession = (): Promise<boolean> => {
    refreshing ??= (async () => {
      try {
        const response = await send(new Request(`${baseUrl}${REFRESH_PATH}`, { credentials: 'include', headers: CLIENT_HEADERS }));
        if (!response.ok) return false;
        await remember(response);
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  };

  const signOut = () => {
    session.setAccessExpiry(null);
    events.emit('signed-out', { reason: 'refresh-failed' });
  };

  const rules: Middleware = {
    async onRequest({ request, schemaPath, id }) {
      if (AUTH_PATHS.test(schemaPath)) return undefined;
      const expiry = session.getAccessExpiry();
      if (expiry !== null && expiry - now() < REFRESH_BEFORE_EXPIRY_MS) await refreshSession();
      // The body of the request is read when it is sent: keep a copy for a retry after a 401.
      pendingRetries.set(id, request.clone());
      return undefined;
    },
    async onResponse({ response, schemaPath, id }) {
      const retry = pendingRetries.get(id);
      pendingRetries.delete(id);
      if (AUTH_PATHS.test(schemaPath)) {
        await remember(response);
        if (!response.ok) events.emit('error', ApiError.fromReply(response, await readBody(response)));
        return undefined;
      }
      let final = response;
      if (response.status === 401 && retry) {
        if (await refreshSession()) final = await send(retry);
        else signOut();
      }
      // A 304 answers a conditional request (If-None-Match): what the caller holds is still right.
      if (!final.ok && final.status !== 304) events.emit('error', ApiError.fromReply(final, await readBody(final)));
      return final;
    },
    onError({ error, id }) {
      pendingRetries.delete(id);
      if (isCancelled(error)) return undefined;
      const failure = ApiError.unreachable();
      events.emit('error', failure);
      return failure;
    },
  };

  const client = createClient<paths>({ baseUrl, credentials: 'include', fetch: send, headers: { ...CLIENT_HEADERS, ...headers } });
  client.use(rules);
  return Object.assign(client, { events, refreshSession });
}

async function readBody(response: Response): Promise<unknown> {
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
}
