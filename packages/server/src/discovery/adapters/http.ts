import { AdapterError, type Adapter, type FetchContext, type FetchedRecord } from './types.js';

/** Devices or users from a JSON API, paged by a next link. */
export const httpJsonAdapter: Adapter = {
  module: 'http_json_adapter',
  entities: ['devices', 'users'],
  takesFile: false,
  secretFields: [{ name: 'secret', title: 'Token or password', required: false }],
  configSchema: {
    type: 'object',
    required: ['url', 'entity'],
    additionalProperties: false,
    properties: {
      url: { type: 'string', title: 'URL', description: 'The first page (http:// or https://)', pattern: '^https?://[^\\s]+$', maxLength: 2048 },
      entity: { type: 'string', title: 'Asset type', enum: ['devices', 'users'], default: 'devices' },
      auth: { type: 'string', title: 'Authentication', enum: ['none', 'bearer', 'basic'], default: 'none' },
      username: { type: 'string', title: 'User name (basic authentication)', maxLength: 256 },
      records_path: { type: 'string', title: 'Records path', description: 'Where the page holds its records, like $.data.items', default: '$', maxLength: 256 },
      next_path: { type: 'string', title: 'Next page path', description: 'Where the page holds the next page’s URL, like $.links.next; empty for one page', maxLength: 256 },
      id_path: { type: 'string', title: 'Id path', description: 'Where a record holds its id; by default the host name (devices) or user name (users)', maxLength: 256 },
      mapping: {
        type: 'object',
        title: 'Field mapping',
        description: 'Field name to a path in the record, like $.os.name; a key named like a field needs no mapping',
        maxProperties: 50,
        additionalProperties: { type: 'string', minLength: 1, maxLength: 256 },
        default: {},
      },
      max_pages: { type: 'integer', title: 'Most pages', minimum: 1, maximum: 100000, default: 1000 },
      timeout_seconds: { type: 'integer', title: 'Timeout per page (seconds)', minimum: 1, maximum: 300, default: 30 },
    },
  },
  fetch: fetchJson,
};

// eslint-disable-next-line require-yield
async function* fetchJson(_context: FetchContext): AsyncIterable<FetchedRecord[]> {
  throw new AdapterError('The HTTP JSON adapter is being built.');
}
