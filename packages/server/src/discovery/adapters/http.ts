import { HTTP_JSON_CONFIG_SCHEMA } from '@vigil/openapi/adapterConfigs';
import { compilePath, compilePaths, entityOf, fieldSources, IDENTITY_FIELD, inBatches, itemRecord } from './records.js';
import { valueAt } from './paths.js';
import { AdapterError, type Adapter, type FetchContext, type FetchedRecord } from './types.js';

/** Devices or users from a JSON API, paged by a next link. */
export const httpJsonAdapter: Adapter = {
  module: 'http_json_adapter',
  entities: ['devices', 'users'],
  takesFile: false,
  secretFields: [{ name: 'secret', title: 'Token or password', required: false }],
  configSchema: HTTP_JSON_CONFIG_SCHEMA,
  fetch: fetchJson,
};

/** How much of an error page's body an error quotes. */
const BODY_EXCERPT = 200;

const hostOf = (url: URL): string => url.host;

/** A page's URL from the configuration or a next link (relative to the page), or an error. */
function pageUrl(text: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(text, base);
  } catch {
    throw new AdapterError(base ? 'The endpoint’s next link is not a URL' : 'The URL is not valid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new AdapterError(`${base ? 'The endpoint’s next link' : 'The URL'} is not an http:// or https:// URL`);
  // Credentials go in the Authorization header (basic authentication), never in the URL: fetch
  // refuses them there, and errors must not quote them.
  url.username = '';
  url.password = '';
  return url;
}

/** The Authorization header, and the texts an error must not quote. */
function authorization(context: FetchContext): { header?: string; secrets: string[] } {
  const secret = context.secrets['secret'];
  const auth = context.config['auth'];
  if (auth === 'bearer') {
    if (!secret) throw new AdapterError('Bearer authentication needs a token');
    return { header: `Bearer ${secret}`, secrets: [secret] };
  }
  if (auth === 'basic') {
    const username = typeof context.config['username'] === 'string' ? context.config['username'] : '';
    if (!username) throw new AdapterError('Basic authentication needs a user name');
    const encoded = Buffer.from(`${username}:${secret ?? ''}`).toString('base64');
    return { header: `Basic ${encoded}`, secrets: [encoded, ...(secret ? [secret] : [])] };
  }
  return { secrets: [] };
}

/**
 * Fetches one page as JSON. The Authorization header goes only to the configured URL's origin:
 * a next link may lead to another host (an API's CDN, say), which then gets no credentials.
 */
async function getPage(context: FetchContext, url: URL, origin: string, page: number, auth: { header?: string; secrets: string[] }): Promise<unknown> {
  const seconds = typeof context.config['timeout_seconds'] === 'number' ? context.config['timeout_seconds'] : 30;
  const timeout = AbortSignal.timeout(seconds * 1000);
  const signal = AbortSignal.any([context.signal, timeout]);
  const failed = (error: unknown): AdapterError => {
    context.signal.throwIfAborted();
    if (timeout.aborted) return new AdapterError(`${hostOf(url)} did not answer page ${page} within ${seconds} seconds`, 'not_available');
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const code = typeof cause?.code === 'string' ? ` (${cause.code})` : '';
    return new AdapterError(`${hostOf(url)} cannot be reached${code}`, 'not_available');
  };
  let response: Response;
  let body: string;
  try {
    response = await fetch(url, {
      signal,
      headers: { accept: 'application/json', ...(auth.header && url.origin === origin && { authorization: auth.header }) },
    });
    body = await response.text();
  } catch (error) {
    throw failed(error);
  }
  if (!response.ok) {
    const excerpt = body.replace(/\s+/g, ' ').trim().slice(0, BODY_EXCERPT);
    // An error page that quotes the credentials (some echo the request) is not quoted back.
    const quoted = excerpt && !auth.secrets.some((secret) => excerpt.includes(secret)) ? `: ${excerpt}` : '';
    const status = `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`;
    const refused = response.status === 401 || response.status === 403;
    throw new AdapterError(
      refused ? `${hostOf(url)} refused the credentials (${status})` : `${hostOf(url)} answered ${status} on page ${page}${quoted}`,
      response.status === 502 || response.status === 503 || response.status === 504 ? 'not_available' : 'disconnected',
    );
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new AdapterError(`The endpoint did not answer JSON (page ${page} from ${hostOf(url)})`);
  }
}

async function* fetchJson(context: FetchContext): AsyncIterable<FetchedRecord[]> {
  yield* inBatches(jsonRecords(context), context.signal, context.limit);
}

async function* jsonRecords(context: FetchContext): AsyncIterable<FetchedRecord> {
  const { config } = context;
  const entity = entityOf(config);
  const text = (key: string): string => (typeof config[key] === 'string' ? config[key].trim() : '');
  const sources = fieldSources(entity, config);
  const paths = compilePaths(sources);
  const recordsPath = compilePath('records path', text('records_path') || '$');
  const nextPath = text('next_path') ? compilePath('next page path', text('next_path')) : undefined;
  const idLabel = text('id_path') || (sources.get(IDENTITY_FIELD[entity]) ?? IDENTITY_FIELD[entity]);
  const id = { path: compilePath('id path', idLabel), label: idLabel };
  const maxPages = typeof config['max_pages'] === 'number' ? config['max_pages'] : 1000;
  const auth = authorization(context);
  const first = pageUrl(typeof config['url'] === 'string' ? config['url'] : '');
  let next: URL | undefined = first;
  let position = 0;
  for (let page = 1; next; page += 1) {
    if (page > maxPages) throw new AdapterError(`The endpoint returned more than ${maxPages} pages`);
    const url: URL = next;
    const body = await getPage(context, url, first.origin, page, auth);
    const items = valueAt(body, recordsPath);
    if (!Array.isArray(items)) throw new AdapterError(`Page ${page} has no list of records at ${text('records_path') || '$'}`);
    for (const item of items) {
      position += 1;
      const record = itemRecord(entity, item, id, paths);
      if (typeof record === 'string') context.rowError({ line: position, message: `Record ${position} (page ${page}) ${record}` });
      else yield record;
    }
    const link = nextPath ? valueAt(body, nextPath) : undefined;
    next = typeof link === 'string' && link.trim() !== '' ? pageUrl(link.trim(), url) : undefined;
  }
}
