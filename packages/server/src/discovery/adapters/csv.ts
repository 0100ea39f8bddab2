import { AdapterError, type Adapter, type FetchContext, type FetchedRecord } from './types.js';

/** Devices or users from a CSV or JSON file uploaded to the connection. */
export const csvAdapter: Adapter = {
  module: 'csv_adapter',
  entities: ['devices', 'users'],
  takesFile: true,
  secretFields: [],
  configSchema: {
    type: 'object',
    required: ['entity'],
    additionalProperties: false,
    properties: {
      entity: { type: 'string', title: 'Asset type', enum: ['devices', 'users'], default: 'devices' },
      format: { type: 'string', title: 'Format', enum: ['auto', 'csv', 'json'], default: 'auto', description: 'auto: by the file name' },
      delimiter: { type: 'string', title: 'Delimiter', enum: [',', ';', '\t', '|'], default: ',' },
      encoding: { type: 'string', title: 'Encoding', enum: ['utf-8', 'utf-16le', 'latin1'], default: 'utf-8' },
      id_column: { type: 'string', title: 'Id column', description: 'The column that identifies a row; by default the host name (devices) or user name (users)', maxLength: 200 },
      mapping: {
        type: 'object',
        title: 'Column mapping',
        description: 'Field name to column name; a column named like a field needs no mapping',
        maxProperties: 50,
        additionalProperties: { type: 'string', minLength: 1, maxLength: 200 },
        default: {},
      },
    },
  },
  fetch: fetchFile,
};

// eslint-disable-next-line require-yield
async function* fetchFile(_context: FetchContext): AsyncIterable<FetchedRecord[]> {
  throw new AdapterError('The file adapter is being built.');
}
