import { parsePath, valueAt, type Path } from './paths.js';
import { AdapterError, type FetchedRecord } from './types.js';

/** Most records in one batch an adapter yields. */
export const BATCH_SIZE = 1_000;

/** The data fields of each fetchable asset type (FetchedRecord.fields). */
export const FIELDS: Readonly<Record<'devices' | 'users', readonly string[]>> = {
  devices: ['hostname', 'macs', 'serial', 'ips', 'os_type', 'os_version', 'manufacturer', 'model', 'owner', 'department', 'device_type', 'domain'],
  users: ['username', 'mail', 'display_name', 'first_name', 'last_name', 'department', 'title', 'employee_id', 'manager', 'is_enabled', 'is_admin', 'last_logon'],
};

/** The field that names an asset of the type, and identifies it when nothing else does. */
export const IDENTITY_FIELD = { devices: 'hostname', users: 'username' } as const;

const LIST_FIELDS = new Set(['macs', 'ips']);
const BOOLEAN_FIELDS = new Set(['is_enabled', 'is_admin']);
const TRUE = new Set(['true', 'yes', '1']);
const FALSE = new Set(['false', 'no', '0']);

/** The asset type a connection's configuration names (devices unless users). */
export const entityOf = (config: Record<string, unknown>): 'devices' | 'users' => (config['entity'] === 'users' ? 'users' : 'devices');

/**
 * The configured mapping (field -> column or path); a field not mapped is read from the key of
 * its own name. A mapping of a field the asset type does not have is refused, naming the fields.
 */
export function fieldSources(entity: 'devices' | 'users', config: Record<string, unknown>): Map<string, string> {
  const mapping = (config['mapping'] ?? {}) as Record<string, string>;
  const sources = new Map(FIELDS[entity].map((field) => [field, field]));
  for (const [field, source] of Object.entries(mapping)) {
    if (!sources.has(field)) throw new AdapterError(`The mapping names “${field}”, which is not a field of ${entity} (${FIELDS[entity].join(', ')})`);
    sources.set(field, source);
  }
  return sources;
}

/**
 * A source value as the field holds it, or undefined when empty: `macs` and `ips` are lists (a
 * text splits on ; or ,), `is_enabled` and `is_admin` booleans (true/false/yes/no/1/0), every
 * other field text. A value that cannot be the field's is an Error whose message ends a sentence ("has …").
 */
export function fieldValue(field: string, value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (LIST_FIELDS.has(field)) {
    const items = (Array.isArray(value) ? value : [value]).flatMap((item: unknown) =>
      typeof item === 'string' || typeof item === 'number' ? String(item).split(/[;,]/) : [],
    );
    const list = items.map((item) => item.trim()).filter((item) => item !== '');
    return list.length > 0 ? list : undefined;
  }
  if (BOOLEAN_FIELDS.has(field)) {
    if (typeof value === 'boolean') return value;
    const text = (typeof value === 'string' || typeof value === 'number' ? String(value) : '').trim().toLowerCase();
    if (text === '') return undefined;
    if (TRUE.has(text)) return true;
    if (FALSE.has(text)) return false;
    return new Error(`has ${field} “${text.slice(0, 50)}”, not one of true, false, yes, no, 1 or 0`);
  }
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return new Error(`has ${field} that is not a text`);
}

/** A record from mapped source values, or why it cannot be one (a sentence's end: "has …"). */
export function toRecord(entity: 'devices' | 'users', id: string, values: Iterable<[string, unknown]>): FetchedRecord | string {
  const fields: Record<string, unknown> = {};
  for (const [field, raw] of values) {
    const value = fieldValue(field, raw);
    if (value instanceof Error) return value.message;
    if (value !== undefined) fields[field] = value;
  }
  const name = fields[IDENTITY_FIELD[entity]];
  return { entity, id, name: typeof name === 'string' ? name : id, fields };
}

/**
 * Groups records into batches of at most BATCH_SIZE, stopping after `limit` records, and
 * throws as soon as `signal` is aborted.
 */
export async function* inBatches(records: AsyncIterable<FetchedRecord>, signal: AbortSignal, limit = Infinity): AsyncIterable<FetchedRecord[]> {
  signal.throwIfAborted();
  if (limit <= 0) return;
  let batch: FetchedRecord[] = [];
  let count = 0;
  for await (const record of records) {
    signal.throwIfAborted();
    batch.push(record);
    count += 1;
    if (count >= limit) break;
    if (batch.length >= BATCH_SIZE) {
      yield batch;
      batch = [];
    }
  }
  signal.throwIfAborted();
  if (batch.length > 0) yield batch;
}

/** A configured path (see paths.ts); a plain key with spaces is a path of that one key. */
export function compilePath(label: string, text: string): Path {
  const path = parsePath(text) ?? (/^[^$.[\]]+$/.test(text.trim()) ? [text.trim()] : undefined);
  if (!path) throw new AdapterError(`The ${label} “${text}” is not a path like $.a.b or a[0].b`);
  return path;
}

/** The mapping's paths, by field. */
export const compilePaths = (sources: Map<string, string>): Map<string, Path> =>
  new Map([...sources].map(([field, source]) => [field, compilePath(`path of ${field}`, source)]));

/** A record from one JSON item (a file's or an API's), or why it is not one (a sentence's end, like "has no id"). */
export function itemRecord(entity: 'devices' | 'users', item: unknown, id: { path: Path; label: string }, paths: Map<string, Path>): FetchedRecord | string {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return 'is not an object';
  const value = valueAt(item, id.path);
  if ((typeof value !== 'string' && typeof value !== 'number') || String(value).trim() === '') return `has no ${id.label}`;
  return toRecord(entity, String(value).trim(), [...paths].map(([field, path]): [string, unknown] => [field, valueAt(item, path)]));
}
