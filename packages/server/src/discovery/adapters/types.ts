import type { components } from '@vigil/openapi';

type Schemas = components['schemas'];

export type Entity = Schemas['AdapterEntity'];

/**
 * One record an adapter fetched: an asset as one connection sees it. `id` is the record's id in
 * the source (a directory entry's DN or GUID, a CSV row's id column, an API item's id): the
 * connection reports the same asset by the same id on every run. `fields` use the console's data
 * field names (devices: hostname, macs, serial, ips, os_type, os_version, manufacturer, model,
 * owner, department, device_type, domain; users: username, mail, display_name, first_name,
 * last_name, department, title, employee_id, manager, is_enabled, is_admin, last_logon), and
 * `name` is the asset's display name (host name, user name) when the record gives one.
 */
export interface FetchedRecord {
  entity: Entity;
  id: string;
  name: string;
  fields: Record<string, unknown>;
}

/** A record the adapter could not read, with its line (files) or position (others). */
export type RowError = Schemas['RowError'];

/** What an adapter fetches with. */
export interface FetchContext {
  /** The connection's configuration, already checked against the adapter's `configSchema`. */
  config: Record<string, unknown>;
  /** The resolved secret fields (entered or from a vault), by name; absent when not set. */
  secrets: Readonly<Record<string, string>>;
  /** The uploaded file of a file connection (null when none was uploaded). */
  file: { name: string; size: number; open(): AsyncIterable<Uint8Array> } | null;
  /** Aborted when the run is stopped (or the test times out): stop fetching and throw. */
  signal: AbortSignal;
  /** At most this many records (a connection test fetches one page); unlimited when undefined. */
  limit?: number;
  /** Reports a record that could not be read; the fetch goes on. */
  rowError(error: RowError): void;
}

/**
 * Why a fetch failed, in words a user can act on and that never carry a secret. `status` is what
 * the connection's status becomes: `disconnected` when the source answered wrongly or refused
 * (bad credentials, a 500, HTML, a bad file), `not_available` when it could not be reached or a
 * vault cannot give the secret.
 */
export class AdapterError extends Error {
  constructor(
    message: string,
    readonly status: 'disconnected' | 'not_available' = 'disconnected',
  ) {
    super(message);
    this.name = 'AdapterError';
  }
}

/** An adapter this server can fetch from. */
export interface Adapter {
  module: string;
  entities: readonly Entity[];
  /** JSON Schema (an object of simple fields) of a connection's configuration: the console draws the form from it. */
  configSchema: Record<string, unknown>;
  /** The secrets the adapter needs: fetchable adapters have one (a vault secret resolves into it). */
  secretFields: readonly Schemas['SecretField'][];
  /** Whether a connection fetches from an uploaded file. */
  takesFile: boolean;
  /**
   * Fetches the connection's records in batches (of up to about 1,000), in the source's order.
   * Throws AdapterError when the source fails; other errors are bugs.
   */
  fetch(context: FetchContext): AsyncIterable<FetchedRecord[]>;
}
