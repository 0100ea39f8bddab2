// The configuration schemas (JSON Schema, objects of simple fields) of the adapters the reference
// server fetches from: the server checks connections against them and serves them to the console,
// whose stories use the same ones.

/**
 * People of a plain directory (inetOrgPerson) or of Active Directory (user, which AD computers
 * also are). The negation sits inside the AD branch: a directory without the computer class
 * evaluates `(objectClass=computer)` as undefined, and a negated undefined matches nothing.
 */
export const LDAP_USER_FILTER = '(|(objectClass=inetOrgPerson)(&(objectClass=user)(!(objectClass=computer))))';
export const LDAP_DEVICE_FILTER = '(|(objectClass=computer)(objectClass=device))';

/** LDAP Directory (`ldap_adapter`). */
export const LDAP_CONFIG_SCHEMA = {
  type: 'object',
  required: ['url', 'base_dn'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', title: 'Server address', description: 'ldap:// or ldaps:// and the port', pattern: '^ldaps?://[^\\s]+$', maxLength: 2048 },
    bind_dn: { type: 'string', title: 'Bind DN', description: 'Empty for an anonymous bind', maxLength: 1024 },
    base_dn: { type: 'string', title: 'Base DN', minLength: 1, maxLength: 1024 },
    fetch_users: { type: 'boolean', title: 'Fetch users', default: true },
    user_filter: { type: 'string', title: 'User filter', default: LDAP_USER_FILTER, maxLength: 1024 },
    fetch_devices: { type: 'boolean', title: 'Fetch computers', default: true },
    device_filter: { type: 'string', title: 'Computer filter', default: LDAP_DEVICE_FILTER, maxLength: 1024 },
    verify_tls: { type: 'boolean', title: 'Verify the server certificate', default: true },
    timeout_seconds: { type: 'integer', title: 'Timeout (seconds)', minimum: 1, maximum: 300, default: 30 },
  },
};

/** CSV / JSON File (`csv_adapter`). */
export const FILE_CONFIG_SCHEMA = {
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
};

/** HTTP JSON Endpoint (`http_json_adapter`). */
export const HTTP_JSON_CONFIG_SCHEMA = {
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
};
