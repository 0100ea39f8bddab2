import type { components } from '@vigil/openapi';
import type { Queryable } from '../db/index.js';
import { formChecker } from '../openapi/validation.js';
import { openSecret } from '../secrets/box.js';
import { vaultProvider, type SecretDescription, type VaultId } from '../vaults/providers.js';
import { ADAPTERS, AdapterError, type Adapter, type AdapterRegistry, type FetchContext, type RowError } from './adapters/index.js';

type Schemas = components['schemas'];

/** Where a connection's secrets come from (adapter_connections.credentials: never a secret itself). */
export type StoredCredentials =
  | { source: 'none' }
  | { source: 'entered'; fields_set: string[] }
  | { source: 'vault'; vault: VaultId; secret: SecretDescription };

/** A connection as stored, without its sealed secrets. */
export interface ConnectionRow {
  id: string;
  adapter: string;
  adapter_title: string;
  label: string;
  status: Schemas['AdapterConnectionStatus'];
  config: Record<string, unknown>;
  credentials: StoredCredentials;
  error: string | null;
  last_fetch_at: Date | null;
  created_at: Date;
  file_name: string | null;
  file_size: string | number | null;
  file_uploaded_at: Date | null;
}

export const CONNECTION_COLUMNS = `c.id::text as id, c.adapter, a.title as adapter_title, c.label, c.status, c.config, c.credentials, c.error,
  c.last_fetch_at, c.created_at, c.file_name, c.file_size, c.file_uploaded_at`;
export const CONNECTION_FROM = 'adapter_connections c join adapters a on a.module = c.adapter';

/** One stored connection (undefined when there is none with that id). */
export async function readConnection(db: Queryable, connectionId: string, lock = false): Promise<ConnectionRow | undefined> {
  const [row] = await db.query<ConnectionRow>(`select ${CONNECTION_COLUMNS} from ${CONNECTION_FROM} where c.id = $1::uuid${lock ? ' for update of c' : ''}`, [connectionId]);
  return row;
}

/** The entered secret values of a connection, unsealed (empty when none are stored). */
export async function enteredSecrets(db: Queryable, connectionId: string): Promise<Record<string, string>> {
  const [row] = await db.query<{ secret_sealed: string | null }>('select secret_sealed from adapter_connections where id = $1::uuid', [connectionId]);
  if (!row?.secret_sealed) return {};
  const values: unknown = JSON.parse(openSecret(row.secret_sealed));
  return typeof values === 'object' && values !== null ? (values as Record<string, string>) : {};
}

/** Bytes per chunk of an uploaded file's stream. */
const FILE_CHUNK_BYTES = 64 * 1024;

/**
 * Everything a fetch of one connection needs: its adapter (from the registry), the stored row, and
 * the FetchContext with its configuration (defaults filled in), its secrets resolved (entered:
 * unsealed; vault: asked of the vault; none: {}) and, for a file connection, the uploaded file.
 * Throws AdapterError (never carrying a secret) when the connection cannot be fetched.
 */
export async function prepareFetch(
  db: Queryable,
  connectionId: string,
  options: { signal: AbortSignal; limit?: number; rowError(error: RowError): void; registry?: AdapterRegistry },
): Promise<{ adapter: Adapter; connection: ConnectionRow; context: FetchContext }> {
  const connection = await readConnection(db, connectionId);
  if (!connection) throw new AdapterError('The connection no longer exists.', 'not_available');
  const adapter = (options.registry ?? ADAPTERS).get(connection.adapter);
  if (!adapter) throw new AdapterError(`This server cannot fetch from ${connection.adapter_title}.`, 'not_available');

  const config = structuredClone(connection.config);
  const [problem] = formChecker(adapter.configSchema)(config, 'config');
  if (problem) throw new AdapterError(`The connection's configuration does not fit the adapter: ${problem.field} ${problem.message}.`);

  const context: FetchContext = {
    config,
    secrets: await secretsOf(db, adapter, connection, options.signal),
    file: fileOf(db, connection),
    signal: options.signal,
    ...(options.limit !== undefined && { limit: options.limit }),
    rowError: (error) => {
      options.rowError(error);
    },
  };
  return { adapter, connection, context };
}

async function secretsOf(db: Queryable, adapter: Adapter, connection: ConnectionRow, signal: AbortSignal): Promise<Record<string, string>> {
  const { credentials } = connection;
  if (credentials.source === 'entered') {
    const names = new Set(adapter.secretFields.map((field) => field.name));
    return Object.fromEntries(Object.entries(await enteredSecrets(db, connection.id)).filter(([name, value]) => names.has(name) && typeof value === 'string'));
  }
  if (credentials.source === 'vault') {
    const [field] = adapter.secretFields;
    if (!field) return {};
    const provider = await vaultProvider(db, credentials.vault);
    return { [field.name]: await provider.resolve(credentials.secret, signal) };
  }
  return {};
}

function fileOf(db: Queryable, connection: ConnectionRow): FetchContext['file'] {
  if (connection.file_name === null || connection.file_size === null) return null;
  const { id } = connection;
  return {
    name: connection.file_name,
    size: Number(connection.file_size),
    async *open() {
      const [row] = await db.query<{ content: Uint8Array }>('select content from connection_files where connection_id = $1::uuid', [id]);
      if (!row) throw new AdapterError('The uploaded file is missing; upload it again.');
      const bytes = row.content;
      for (let at = 0; at < bytes.length; at += FILE_CHUNK_BYTES) yield bytes.subarray(at, at + FILE_CHUNK_BYTES);
    },
  };
}
