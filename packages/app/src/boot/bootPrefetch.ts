import { CLIENT_HEADERS } from '@vigil/openapi';

/**
 * How long a GET fetched ahead may answer the console's own call, from when it was sent: a page
 * load asks for its first data within this, and an answer older than it may be out of date.
 */
export const BOOT_PREFETCH_MAX_AGE_MS = 10_000;

/** GETs fetched at page load, ahead of the console's own calls for them. */
export interface BootPrefetch {
  /** Sends a GET for each path (under the API root) now, as the API client would. */
  start: (paths: readonly string[]) => void;
  /**
   * The API client's fetch: a GET fetched ahead answers the first call for the same address, once
   * (or that call is sent when the fetch ahead failed or is too old); any other method drops all
   * (what it changes may change their answers).
   */
  fetch: (request: Request) => Promise<Response>;
}

export interface BootPrefetchOptions {
  /** The network; the global fetch by default. */
  send?: (request: Request) => Promise<Response>;
  /** The clock in ms, for tests. */
  now?: () => number;
}

/** GETs to send ahead under `apiBaseUrl`, and the fetch that hands their answers to the API client. */
export function createBootPrefetch(apiBaseUrl: string, { send = (request) => globalThis.fetch(request), now = () => performance.now() }: BootPrefetchOptions = {}): BootPrefetch {
  // By the request's URL; null when the fetch failed (its call is then sent as usual).
  const ahead = new Map<string, { sentAt: number; response: Promise<Response | null> }>();
  return {
    start: (paths) => {
      for (const path of paths) {
        const request = new Request(`${apiBaseUrl}${path}`, { credentials: 'include', headers: CLIENT_HEADERS });
        ahead.set(request.url, { sentAt: now(), response: send(request).catch(() => null) });
      }
    },
    fetch: async (request) => {
      if (request.method !== 'GET') {
        ahead.clear();
        return send(request);
      }
      for (const [url, entry] of ahead) if (now() - entry.sentAt > BOOT_PREFETCH_MAX_AGE_MS) ahead.delete(url);
      const entry = ahead.get(request.url);
      if (!entry) return send(request);
      ahead.delete(request.url);
      return (await entry.response) ?? send(request);
    },
  };
}
