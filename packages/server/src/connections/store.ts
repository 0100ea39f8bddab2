import type { FastifyRequest } from 'fastify';
import type { components } from '@vigil/openapi';
import { VAULT_SCHEMAS } from '@vigil/openapi/vaults';
import type { Queryable } from '../db/index.js';
import { callerOf } from '../admin/access.js';
import { assetScopeOf } from '../queries/scope.js';
import { formChecker, type RequestProblem } from '../openapi/validation.js';
import type { Adapter } from '../discovery/adapters/index.js';
import type { ConnectionRow, StoredCredentials } from '../discovery/connectionContext.js';

type Schemas = components['schemas'];

export const INVALID_CONNECTION = 'The connection was not saved: check the fields named.';
export const NO_SUCH_CONNECTION = 'No such connection.';
export const NO_SUCH_ADAPTER = 'No such adapter.';
export const NOT_FETCHABLE = 'This server cannot fetch from this adapter: its connections are sample data.';
export const NO_FILE_ADAPTER = 'This adapter does not fetch from a file.';
export const EMPTY_FILE = 'The file is empty.';
export const DELETE_DURING_RUN = 'A discovery run is in progress; delete the connection when it is done.';
export const duplicateLabel = (adapterTitle: string, label: string): string => `${adapterTitle} already has a connection named "${label}".`;

/** The statuses in the order counts are listed. */
export const CONNECTION_STATUSES: readonly Schemas['AdapterConnectionStatus'][] = ['connected', 'disconnected', 'not_available', 'never_connected'];

/**
 * The data scope that restricts which connections the caller sees (Connect As, else their own),
 * when it restricts by adapter connections; null when the caller sees every connection.
 */
export async function connectionScopeOf(db: Queryable, request: FastifyRequest): Promise<string | null> {
  const scope = await assetScopeOf(db, callerOf(request));
  return scope?.byConnections ? scope.uuid : null;
}

/** The condition over a connection id (SQL) that keeps it in the scope whose uuid is parameter `param` (null: any). */
export const inScope = (connectionId: string, param: string): string =>
  `(${param}::uuid is null or exists (select 1 from data_scope_connections dc where dc.connection_id = ${connectionId} and dc.data_scope_id = ${param}::uuid))`;

/** A stored connection as the contract shows it (no secret, ever). */
export const toConnection = (row: ConnectionRow): Schemas['Connection'] => ({
  id: row.id,
  adapter: row.adapter,
  adapter_title: row.adapter_title,
  label: row.label,
  status: row.status,
  config: row.config,
  credentials: row.credentials,
  error: row.error,
  last_fetch_at: row.last_fetch_at ? new Date(row.last_fetch_at).toISOString() : null,
  created_at: new Date(row.created_at).toISOString(),
  file:
    row.file_name !== null && row.file_size !== null && row.file_uploaded_at !== null
      ? { name: row.file_name, size: Number(row.file_size), uploaded_at: new Date(row.file_uploaded_at).toISOString() }
      : null,
});

/** A connection's configuration checked against its adapter's schema, its defaults filled in. */
export function checkConfig(adapter: Adapter, config: Record<string, unknown>): { config: Record<string, unknown>; problems: RequestProblem[] } {
  const copy = structuredClone(config);
  return { config: copy, problems: formChecker(adapter.configSchema)(copy, 'body/config') };
}

/** What credentials become: the stored description, and the entered values to seal (null: none; undefined: keep the stored ones). */
export interface CheckedCredentials {
  credentials: StoredCredentials;
  values: Record<string, string> | null;
}

/**
 * Checks credentials against the adapter's secret fields or the vault's schema (defaults filled
 * in). Entered values merge into the ones stored before (`previous`): a field left out is kept,
 * an empty value clears it.
 */
export function checkCredentials(
  adapter: Adapter,
  input: Schemas['CredentialsInput'],
  previous: Record<string, string>,
): { checked: CheckedCredentials; problems: RequestProblem[] } {
  const problems: RequestProblem[] = [];
  const requiredMissing = (values: Record<string, string>, where: string) => {
    for (const field of adapter.secretFields) if (field.required && !values[field.name]) problems.push({ field: `${where}/${field.name}`, message: 'is required' });
  };
  if (input.source === 'none') {
    requiredMissing({}, 'body/credentials/values');
    return { checked: { credentials: { source: 'none' }, values: null }, problems };
  }
  if (input.source === 'entered') {
    const names = new Set(adapter.secretFields.map((field) => field.name));
    const values = new Map(Object.entries(previous));
    for (const [name, value] of Object.entries(input.values)) {
      if (!names.has(name)) problems.push({ field: `body/credentials/values/${name}`, message: 'is not a secret field of this adapter' });
      else if (value === '') values.delete(name);
      else values.set(name, value);
    }
    const kept = Object.fromEntries([...values].filter(([name]) => names.has(name)));
    requiredMissing(kept, 'body/credentials/values');
    const set = adapter.secretFields.map((field) => field.name).filter((name) => kept[name] !== undefined);
    return { checked: { credentials: { source: 'entered', fields_set: set }, values: set.length ? kept : null }, problems };
  }
  const vault = VAULT_SCHEMAS.find((schema) => schema.id === input.vault);
  const secret = structuredClone(input.secret);
  if (!adapter.secretFields.length) problems.push({ field: 'body/credentials/vault', message: 'this adapter takes no secret' });
  if (vault) problems.push(...formChecker(vault.schema)(secret, 'body/credentials/secret'));
  return { checked: { credentials: { source: 'vault', vault: input.vault, secret }, values: null }, problems };
}
