import { AdapterError, type Adapter, type FetchContext, type FetchedRecord } from './types.js';

/** Users and computers from an LDAP or Active Directory server (ldapts). */
export const ldapAdapter: Adapter = {
  module: 'ldap_adapter',
  entities: ['users', 'devices'],
  takesFile: false,
  secretFields: [{ name: 'bind_password', title: 'Bind password', required: false }],
  configSchema: {
    type: 'object',
    required: ['url', 'base_dn'],
    additionalProperties: false,
    properties: {
      url: { type: 'string', title: 'Server address', description: 'ldap:// or ldaps:// and the port', pattern: '^ldaps?://[^\\s]+$', maxLength: 2048 },
      bind_dn: { type: 'string', title: 'Bind DN', description: 'Empty for an anonymous bind', maxLength: 1024 },
      base_dn: { type: 'string', title: 'Base DN', minLength: 1, maxLength: 1024 },
      fetch_users: { type: 'boolean', title: 'Fetch users', default: true },
      user_filter: { type: 'string', title: 'User filter', default: '(|(objectClass=inetOrgPerson)(objectClass=user))', maxLength: 1024 },
      fetch_devices: { type: 'boolean', title: 'Fetch computers', default: true },
      device_filter: { type: 'string', title: 'Computer filter', default: '(|(objectClass=computer)(objectClass=device))', maxLength: 1024 },
      verify_tls: { type: 'boolean', title: 'Verify the server certificate', default: true },
      timeout_seconds: { type: 'integer', title: 'Timeout (seconds)', minimum: 1, maximum: 300, default: 30 },
    },
  },
  fetch: fetchLdap,
};

// eslint-disable-next-line require-yield
async function* fetchLdap(_context: FetchContext): AsyncIterable<FetchedRecord[]> {
  throw new AdapterError('The LDAP adapter is being built.');
}
