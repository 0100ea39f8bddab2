import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.gen.js';

/** The typed client of the Vigil API; one per app (or per story, or per test). */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Absolute URL of the API root, for example `http://127.0.0.1:3000/api`. */
  baseUrl: string;
  /** The fetch to call; defaults to the global one, looked up on every request. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Makes the typed client. Requests carry credentials (the session cookie). */
export function createApiClient({ baseUrl, fetch }: ApiClientOptions): ApiClient {
  return createClient<paths>({
    baseUrl,
    credentials: 'include',
    // openapi-fetch keeps the fetch it is given: look the global up per call so that
    // MSW in stories and stubs in tests, installed later, still apply.
    fetch: fetch ?? ((request: Request) => globalThis.fetch(request)),
  });
}
