/*
 * Minimal version for the discovery runner (the connections API helper writes the full one, with
 * vault resolution, and replaces this file on merge; the signature is the same).
 */
import type { Queryable } from '../db/index.js';
import { openSecret } from '../secrets/box.js';
import type { AdapterRegistry } from './adapters/registry.js';
import { AdapterError, type Adapter, type FetchContext, type RowError } from './adapters/types.js';

interface ConnectionRow {
  id: string;
  adapter: string;
  label: string;
  config: Record<string, unknown>;
  credentials: { source: 'none' | 'entered' | 'vault' };
  secret_sealed: string | null;
  file_name: string | null;
  file_size: string | null;
}

/** What fetching one connection takes: its adapter and the context the adapter fetches with. */
export async function prepareFetch(
  db: Queryable,
  connectionId: string,
  { signal, rowError, registry }: { signal: AbortSignal; rowError: (error: RowError) => void; registry: AdapterRegistry },
): Promise<{ adapter: Adapter; connection: ConnectionRow; context: FetchContext }> {
  const [connection] = await db.query<ConnectionRow>(
    'select id::text as id, adapter, label, config, credentials, secret_sealed, file_name, file_size::text as file_size from adapter_connections where id = $1',
    [connectionId],
  );
  if (!connection) throw new AdapterError('The connection no longer exists.');
  const adapter = registry.get(connection.adapter);
  if (!adapter) throw new AdapterError('This server cannot fetch from this adapter.', 'not_available');
  let secrets: Record<string, string> = {};
  if (connection.credentials.source === 'entered' && connection.secret_sealed) {
    try {
      secrets = JSON.parse(openSecret(connection.secret_sealed)) as Record<string, string>;
    } catch {
      throw new AdapterError('The saved credentials cannot be read (the server secret key changed); enter them again.', 'not_available');
    }
  } else if (connection.credentials.source === 'vault') {
    throw new AdapterError('The secret cannot be resolved from the vault.', 'not_available');
  }
  const file: FetchContext['file'] =
    connection.file_name === null
      ? null
      : {
          name: connection.file_name,
          size: Number(connection.file_size ?? 0),
          async *open() {
            const [row] = await db.query<{ content: Buffer }>('select content from connection_files where connection_id = $1', [connectionId]);
            if (row) yield row.content;
          },
        };
  return { adapter, connection, context: { config: connection.config, secrets, file, signal, rowError } };
}
