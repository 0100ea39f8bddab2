import { LDAP_CONFIG_SCHEMA, LDAP_DEVICE_FILTER, LDAP_USER_FILTER } from '@vigil/openapi/adapterConfigs';
import { Client, FilterParser, InsufficientAccessError, InvalidCredentialsError, NoSuchObjectError, ResultCodeError, type Entry } from 'ldapts';
import { inBatches, toRecord } from './records.js';
import { AdapterError, type Adapter, type FetchContext, type FetchedRecord } from './types.js';

/** Users and computers from an LDAP or Active Directory server (ldapts). */
export const ldapAdapter: Adapter = {
  module: 'ldap_adapter',
  entities: ['users', 'devices'],
  takesFile: false,
  secretFields: [{ name: 'bind_password', title: 'Bind password', required: false }],
  configSchema: LDAP_CONFIG_SCHEMA,
  fetch: fetchLdap,
};

/** Entries per page of a paged search. */
export const LDAP_PAGE_SIZE = 500;

/** A user's or computer's field and the attributes it is read from, the first one set winning. */
const USER_ATTRIBUTES: readonly [string, readonly string[]][] = [
  ['username', ['uid', 'sAMAccountName']],
  ['mail', ['mail']],
  ['display_name', ['displayName', 'cn']],
  ['first_name', ['givenName']],
  ['last_name', ['sn']],
  ['department', ['departmentNumber', 'department']],
  ['title', ['title']],
  ['employee_id', ['employeeNumber', 'employeeID']],
  ['manager', ['manager']],
];
const DEVICE_ATTRIBUTES: readonly [string, readonly string[]][] = [
  ['hostname', ['dNSHostName', 'cn']],
  ['os_type', ['operatingSystem']],
  ['os_version', ['operatingSystemVersion']],
  ['macs', ['macAddress']],
  ['serial', ['serialNumber']],
  ['ips', ['ipHostNumber']],
  ['owner', ['owner', 'managedBy']],
];
const ID_ATTRIBUTES = ['entryUUID', 'objectGUID'];
const LIST_FIELDS = new Set(['macs', 'ips']);

/** An entry's attribute values as texts, by lower-cased name (directories differ in the case they answer with). */
function attributesOf(entry: Entry): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const [name, value] of Object.entries(entry)) {
    if (name === 'dn') continue;
    const list = Array.isArray(value) ? value : [value];
    values.set(name.toLowerCase(), list.map((item) => (Buffer.isBuffer(item) ? item.toString('hex') : item)));
  }
  return values;
}

/** Active Directory's userAccountControl flag of a disabled account. */
const ACCOUNTDISABLE = 2;

/** A directory entry as a record: its id is entryUUID or objectGUID (hex) when the directory has one, else its DN. */
export function entryRecord(entity: 'users' | 'devices', entry: Entry): FetchedRecord | string {
  const attributes = attributesOf(entry);
  const first = (names: readonly string[]): string[] | undefined => names.map((name) => attributes.get(name.toLowerCase())).find((list) => list?.length);
  const values = new Map<string, unknown>();
  for (const [field, names] of entity === 'users' ? USER_ATTRIBUTES : DEVICE_ATTRIBUTES) {
    const list = first(names);
    if (list) values.set(field, LIST_FIELDS.has(field) ? list : list[0]);
  }
  if (entity === 'users') {
    const control = Number(first(['userAccountControl'])?.[0]);
    if (Number.isInteger(control)) values.set('is_enabled', (control & ACCOUNTDISABLE) === 0);
  }
  const id = first(ID_ATTRIBUTES)?.[0] ?? entry.dn;
  const record = toRecord(entity, id, values);
  if (typeof record === 'string') return record;
  if (record.name === id) record.name = first(['cn'])?.[0] ?? entry.dn;
  return record;
}

const text = (config: Record<string, unknown>, key: string): string => (typeof config[key] === 'string' ? config[key].trim() : '');

/** Why the directory failed, in words for the connection's page: never its password, nor the URL's user part. */
function directoryError(error: unknown, host: string, seconds: number): AdapterError {
  if (error instanceof AdapterError) return error;
  if (error instanceof InvalidCredentialsError) return new AdapterError('The directory refused the bind DN or password');
  if (error instanceof NoSuchObjectError) return new AdapterError('The base DN does not exist in the directory (or the bind DN may not see it)');
  if (error instanceof InsufficientAccessError) return new AdapterError('The bind DN may not search the directory');
  if (error instanceof ResultCodeError) return new AdapterError(`The directory refused the search (LDAP result ${error.code})`);
  const message = error instanceof Error ? error.message : '';
  const code = (error as { code?: unknown }).code;
  if (/timed? ?out/i.test(message)) return new AdapterError(`The directory at ${host} did not answer within ${seconds} seconds`, 'not_available');
  if (typeof code === 'string' && /CERT|SELF_SIGNED|UNABLE_TO_VERIFY|TLS/.test(code)) {
    return new AdapterError(`The directory’s certificate is not trusted (${code}); turn off certificate verification only for a test`, 'not_available');
  }
  return new AdapterError(`The directory at ${host} cannot be reached${typeof code === 'string' ? ` (${code})` : ''}`, 'not_available');
}

async function* fetchLdap(context: FetchContext): AsyncIterable<FetchedRecord[]> {
  yield* inBatches(ldapRecords(context), context.signal, context.limit);
}

async function* ldapRecords(context: FetchContext): AsyncIterable<FetchedRecord> {
  const { config, signal } = context;
  const url = text(config, 'url');
  let host: string;
  try {
    host = new URL(url).host;
  } catch {
    throw new AdapterError('The server address is not an ldap:// or ldaps:// URL');
  }
  const seconds = typeof config['timeout_seconds'] === 'number' ? config['timeout_seconds'] : 30;
  const bindDn = text(config, 'bind_dn');
  const password = context.secrets['bind_password'] ?? '';
  if (bindDn && !password) throw new AdapterError('The bind DN needs a password (or leave it empty for an anonymous bind)');
  const searches = (
    [
      ['users', config['fetch_users'] !== false, text(config, 'user_filter') || LDAP_USER_FILTER],
      ['devices', config['fetch_devices'] !== false, text(config, 'device_filter') || LDAP_DEVICE_FILTER],
    ] as const
  ).filter(([, wanted]) => wanted);
  for (const [entity, , filter] of searches) {
    try {
      FilterParser.parseString(filter);
    } catch {
      throw new AdapterError(`The ${entity === 'users' ? 'user' : 'computer'} filter is not a valid LDAP filter`);
    }
  }
  const client = new Client({
    url,
    timeout: seconds * 1000,
    connectTimeout: seconds * 1000,
    ...(url.toLowerCase().startsWith('ldaps://') && { tlsOptions: { rejectUnauthorized: config['verify_tls'] !== false } }),
  });
  // Stopping the run closes the connection, which fails the operation under way at once.
  const stop = () => void client.unbind().catch(() => undefined);
  signal.addEventListener('abort', stop, { once: true });
  try {
    signal.throwIfAborted();
    if (bindDn) await client.bind(bindDn, password);
    for (const [entity, , filter] of searches) {
      const attributes = [...ID_ATTRIBUTES, ...(entity === 'users' ? [...USER_ATTRIBUTES.flatMap(([, names]) => names), 'userAccountControl'] : DEVICE_ATTRIBUTES.flatMap(([, names]) => names))];
      const pages = client.searchPaginated(text(config, 'base_dn'), { scope: 'sub', filter, attributes, explicitBufferAttributes: ['objectGUID'], paged: { pageSize: LDAP_PAGE_SIZE } });
      let position = 0;
      for await (const page of pages) {
        for (const entry of page.searchEntries) {
          position += 1;
          const record = entryRecord(entity, entry);
          if (typeof record === 'string') context.rowError({ line: position, message: `The entry ${entry.dn} ${record}` });
          else yield record;
        }
      }
    }
  } catch (error) {
    signal.throwIfAborted();
    throw directoryError(error, host, seconds);
  } finally {
    signal.removeEventListener('abort', stop);
    await client.unbind().catch(() => undefined);
  }
}
