import type { components, DataField } from '@vigil/openapi';
import { fieldKind } from '@vigil/openapi/queryFilter';
import type { Queryable } from '../db/index.js';
import { dataFieldCatalog, QUERY_ENTITY_TYPES } from '../queries/catalog.js';
import { AssetRequestError } from './cursor.js';

export type AssetColumn = components['schemas']['AssetColumn'];

export const unknownAssetEntity = (entity: string): string => `No asset type "${entity}"; the types are: ${QUERY_ENTITY_TYPES.join(', ')}.`;
export const unknownColumn = (name: string, entity: string): string => `Unknown column "${name}" for ${entity}; see the available columns of GET /assets/${entity}/columns.`;
export const unsortable = (name: string, sortable: readonly string[]): string => `Cannot sort by "${name}"; sort by one of: ${sortable.join(', ')}.`;

/** The asset row's own columns that are not data fields of the catalog. */
const LAST_UPDATED: DataField = { name: 'last_updated', title: 'Last Updated', type: 'date', format: 'date-time', supports_count: false };

/** Columns of a type until its user chooses (spec 001: the asset views); `name` first, `adapters` and `last_seen` last. */
const DEFAULT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  devices: ['name', 'os_type', 'os_version', 'ips', 'owner', 'adapters', 'last_seen'],
  users: ['name', 'display_name', 'mail', 'department', 'is_enabled', 'adapters', 'last_seen'],
  software: ['name', 'vendor', 'version', 'category', 'installed_on', 'adapters', 'last_seen'],
  vulnerabilities: ['name', 'severity', 'cvss', 'published', 'affected_devices', 'adapters', 'last_seen'],
};

/** How the list sorts by a column: a SQL expression over `assets a`, its type, and whether it can be null. */
export interface SortKey {
  name: string;
  expression: string;
  type: 'text' | 'timestamptz' | 'numeric' | 'boolean';
  nullable: boolean;
}

/** The columns and sort keys of one entity type. */
export interface EntityColumns {
  entity: string;
  available: AssetColumn[];
  byName: Map<string, { column: AssetColumn; field: DataField }>;
  defaults: string[];
  sortKeys: Map<string, SortKey>;
}

/** A jsonb field as a value of one SQL type, null when the stored value is of another type. */
const jsonAs = (name: string, jsonType: string, sql: string) => `(case when jsonb_typeof(a.fields -> '${name}') = '${jsonType}' then ${sql} end)`;

function sortKeyOf(field: DataField): SortKey | undefined {
  const { name } = field;
  switch (name) {
    case 'name':
      // Case-insensitive, as people read names; served by assets_entity_name_idx.
      return { name, expression: 'lower(a.name)', type: 'text', nullable: false };
    case 'first_seen':
    case 'last_seen':
    case 'last_updated':
      return { name, expression: `a.${name}`, type: 'timestamptz', nullable: false };
    case 'adapters':
    case 'tags':
      return undefined;
  }
  switch (fieldKind(field)) {
    case 'string':
      return { name, expression: jsonAs(name, 'string', `a.fields ->> '${name}'`), type: 'text', nullable: true };
    case 'number':
      return { name, expression: jsonAs(name, 'number', `(a.fields -> '${name}')::numeric`), type: 'numeric', nullable: true };
    case 'bool':
      return { name, expression: jsonAs(name, 'boolean', `(a.fields -> '${name}')::boolean`), type: 'boolean', nullable: true };
    case 'date':
      return { name, expression: jsonAs(name, 'string', `vigil_timestamp(a.fields ->> '${name}')`), type: 'timestamptz', nullable: true };
    default:
      return undefined;
  }
}

const cache = new Map<string, EntityColumns>();

/** The columns of an entity type: its data fields (the catalog's) and last_updated; a 404 for a name that is no type. */
export function columnsOf(entity: string): EntityColumns {
  const cached = cache.get(entity);
  if (cached) return cached;
  const fields = dataFieldCatalog.fields(entity);
  if (!fields) throw new AssetRequestError(404, unknownAssetEntity(entity));
  const byName = new Map<string, { column: AssetColumn; field: DataField }>();
  const sortKeys = new Map<string, SortKey>();
  for (const field of [...fields, LAST_UPDATED]) {
    const key = sortKeyOf(field);
    if (key) sortKeys.set(field.name, key);
    byName.set(field.name, { column: { name: field.name, title: field.title, type: field.type, sortable: key !== undefined }, field });
  }
  const columns: EntityColumns = {
    entity,
    available: [...byName.values()].map(({ column }) => column),
    byName,
    defaults: [...(DEFAULT_COLUMNS[entity] ?? ['name', 'adapters', 'last_seen'])],
    sortKeys,
  };
  cache.set(entity, columns);
  return columns;
}

/** The named columns, in order (each once); a 400 naming the first unknown one. */
export function pickColumns(columns: EntityColumns, names: readonly string[], where: string): AssetColumn[] {
  const picked: AssetColumn[] = [];
  for (const name of new Set(names)) {
    const found = columns.byName.get(name);
    if (!found) {
      const message = unknownColumn(name, columns.entity);
      throw new AssetRequestError(400, message, [{ field: where, message }]);
    }
    picked.push(found.column);
  }
  return picked;
}

/** The columns the user keeps for the type, or undefined when they have not chosen (the defaults apply). */
export async function keptColumns(db: Queryable, userUuid: string, entity: string): Promise<string[] | undefined> {
  const [row] = await db.query<{ columns: string[] }>('select columns from asset_list_columns where user_uuid = $1 and entity = $2', [userUuid, entity]);
  return row?.columns;
}

/** Keeps the user's columns for the type; an empty list removes them (back to the defaults). */
export async function keepColumns(db: Queryable, userUuid: string, entity: string, names: readonly string[]): Promise<void> {
  if (names.length === 0) {
    await db.query('delete from asset_list_columns where user_uuid = $1 and entity = $2', [userUuid, entity]);
    return;
  }
  await db.query(
    `insert into asset_list_columns (user_uuid, entity, columns) values ($1, $2, $3)
     on conflict (user_uuid, entity) do update set columns = excluded.columns`,
    [userUuid, entity, names],
  );
}

/** The columns of a list request: those named in `columns` (comma separated), else the user's kept ones, else the defaults. */
export async function requestedColumns(db: Queryable, userUuid: string, columns: EntityColumns, query: string | undefined): Promise<AssetColumn[]> {
  if (query !== undefined) {
    const names = query.split(',').map((name) => name.trim());
    return pickColumns(columns, names, '/query/columns');
  }
  const kept = await keptColumns(db, userUuid, columns.entity);
  // A kept column the catalog no longer has is left out rather than failing the list.
  return (kept ?? columns.defaults).flatMap((name) => columns.byName.get(name)?.column ?? []);
}

/** The sort of a list request (`name`, `-last_updated`...): its key and direction; a 400 for another. */
export function sortOf(columns: EntityColumns, sort: string | undefined): { key: SortKey; descending: boolean; text: string } {
  const text = sort ?? '-last_updated';
  const descending = text.startsWith('-');
  const name = descending ? text.slice(1) : text;
  const key = columns.sortKeys.get(name);
  if (!key) {
    const message = unsortable(name, [...columns.sortKeys.keys()]);
    throw new AssetRequestError(400, message, [{ field: '/query/sort', message }]);
  }
  return { key, descending, text };
}
