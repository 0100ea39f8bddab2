import type { FastifyRequest } from 'fastify';
import type { components, DataField } from '@vigil/openapi';
import { fieldKind } from '@vigil/openapi/queryFilter';
import type { Database, Queryable } from '../db/index.js';
import type { SessionUser } from '../auth/sessions.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf } from '../admin/access.js';
import { dataFieldCatalog } from '../queries/catalog.js';
import { relationshipOf, SqlParams } from '../queries/compile.js';
import { assetScopeOf, scopeCondition } from '../queries/scope.js';
import { columnsOf } from './columns.js';
import { AssetRequestError } from './cursor.js';
import { sendRefusal } from './list.js';
import type { AssetRecord } from './selection.js';

type Schemas = components['schemas'];

export const ASSET_NOT_FOUND = 'No such asset.';
export const FUTURE_AS_OF = 'at must not be in the future.';
export const asOfBeforeFirstSeen = (firstSeen: string) => `at must not be before the asset was first seen (${firstSeen}).`;

/** Linked assets listed per relationship; `total` counts them all. */
export const RELATIONSHIP_ITEMS = 50;
/** The fields of the catalog kept in an asset's `fields` (not its columns, not its relationships). */
const COMMON = new Set(['name', 'adapters', 'tags', 'first_seen', 'last_seen']);

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The asset when it exists, is of the entity type and lies in the caller's data scope; a 404
 * otherwise, the same whichever it is (so ids tell nothing); a 404 for an unknown type too.
 */
export async function visibleAsset(db: Database, request: FastifyRequest, entity: string, id: string): Promise<{ asset: AssetRecord; scope: (alias: string) => string; scopeValues: unknown[] }> {
  columnsOf(entity);
  if (!/^\d{1,18}$/.test(id)) throw new AssetRequestError(404, ASSET_NOT_FOUND);
  const { asset, scope, scopeValues } = await assetInScope(db, callerOf(request), entity, id);
  if (!asset) throw new AssetRequestError(404, ASSET_NOT_FOUND);
  return { asset, scope, scopeValues };
}

/**
 * The asset of this id and entity type if the caller's data scope sees it, with that scope's
 * condition over another assets row and its values (for the related assets). `id` must already
 * be a whole number (it is cast to bigint).
 */
export async function assetInScope(
  db: Queryable,
  caller: SessionUser,
  entity: string,
  id: string,
): Promise<{ asset: AssetRecord | undefined; scope: (alias: string) => string; scopeValues: unknown[] }> {
  const params = new SqlParams();
  const scope = scopeCondition(await assetScopeOf(db, caller), params);
  const scopeValues = [...params.values];
  const [asset] = await db.query<AssetRecord>(
    `select a.id::text as id, a.entity, a.name, a.fields, a.tags, a.first_seen, a.last_seen, a.last_updated
       from assets a where a.id = ${params.add(id)}::bigint and a.entity = ${params.add(entity)} and ${scope('a')}`,
    params.values,
  );
  return { asset, scope, scopeValues };
}

/** The entity's own data fields kept in `fields` (not the common columns, not relationships). */
export const storedFields = (entity: string): DataField[] =>
  (dataFieldCatalog.fields(entity) ?? []).filter((field) => !COMMON.has(field.name) && fieldKind(field) !== 'relationship');

/** The fields that have a value, in the catalog's order, with their titles and types. */
function fieldValues(entity: string, values: Record<string, unknown>): Schemas['AssetFieldValue'][] {
  return storedFields(entity).flatMap((field) => {
    const value = values[field.name];
    return value === undefined || value === null ? [] : [{ name: field.name, title: field.title, type: field.type, value }];
  });
}

/** A value of an event (always text) as a value of the field's type. */
function typed(field: DataField | undefined, text: string | undefined): unknown {
  if (text === undefined) return null;
  const kind = field ? fieldKind(field) : 'string';
  if (kind === 'bool') return text === 'true' ? true : text === 'false' ? false : text;
  if (kind === 'number') return Number.isFinite(Number(text)) && text.trim() !== '' ? Number(text) : text;
  return text;
}

interface FieldEvent {
  field: string;
  added: string[];
  removed: string[];
}

/**
 * The fields as they were before `events` (newest first): each change is undone in turn. A list
 * loses the values the change added and gets back those it removed; a single value becomes what
 * the change removed (nothing: null). `name` is the asset's name column.
 */
export function undoEvents(entity: string, current: Record<string, unknown>, events: readonly FieldEvent[]): Record<string, unknown> {
  const fields = new Map((dataFieldCatalog.fields(entity) ?? []).map((field) => [field.name, field]));
  const then: Record<string, unknown> = { ...current };
  for (const event of events) {
    const field = fields.get(event.field);
    if (!field || fieldKind(field) === 'relationship') continue;
    const kind = fieldKind(field);
    if (kind === 'list') {
      const items = Array.isArray(then[event.field]) ? (then[event.field] as unknown[]) : [];
      const kept = items.filter((item) => !(typeof item === 'string' && event.added.includes(item)));
      then[event.field] = [...kept, ...event.removed.filter((value) => !kept.includes(value))];
    } else {
      then[event.field] = typed(field, event.removed[0]);
    }
  }
  return then;
}

/** One asset: its common fields, what each adapter connection reported, its tags and relationships; and its fields as of an instant. */
export function assetDetailHandlers(db: Database) {
  return {
    getAsset: async ({ params, request, reply }) => {
      try {
        const { asset, scope, scopeValues } = await visibleAsset(db, request, params.entity, params.id);
        const connections = await db.query<{ connection_id: string; adapter: string; adapter_title: string; label: string; first_seen: Date | string; last_seen: Date | string; fields: Record<string, unknown> }>(
          `select aa.connection_id::text as connection_id, c.adapter, ad.title as adapter_title, c.label, aa.first_seen, aa.last_seen, aa.fields
             from asset_adapters aa join adapter_connections c on c.id = aa.connection_id join adapters ad on ad.module = c.adapter
            where aa.asset_id = $1 order by ad.title, c.label`,
          [asset.id],
        );
        // Every relationship in one statement (a branch each): the first items by name and the total.
        const values = [...scopeValues];
        const p = (value: unknown) => {
          values.push(value);
          return `$${String(values.length)}`;
        };
        const related = (dataFieldCatalog.fields(asset.entity) ?? []).flatMap((field) => {
          const link = relationshipOf(asset.entity, field.name);
          return fieldKind(field) === 'relationship' && link && field.entity ? [{ field, link, entity: field.entity }] : [];
        });
        const branches = related.map(({ field, link, entity }) => {
          const [mine, theirs] = link.direction === 'forward' ? ['from_id', 'to_id'] : ['to_id', 'from_id'];
          return `(select ${p(field.name)}::text as relationship, r.id::text as id, r.entity, r.name, count(*) over ()::int as total
                     from asset_links l join assets r on r.id = l.${theirs}
                    where l.${mine} = ${p(asset.id)}::bigint and l.kind = ${p(link.kind)} and r.entity = ${p(entity)} and ${scope('r')}
                    order by lower(r.name), r.id limit ${p(RELATIONSHIP_ITEMS)})`;
        });
        const items = branches.length
          ? await db.query<{ relationship: string; id: string; entity: string; name: string; total: number }>(`select * from (${branches.join(' union all ')}) as u order by lower(u.name), u.id`, values)
          : [];
        const relationships: Schemas['AssetRelationship'][] = related.map(({ field, entity }) => {
          const mine = items.filter((item) => item.relationship === field.name);
          return { name: field.name, title: field.title, entity, total: mine[0]?.total ?? 0, items: mine.map(({ id, entity: e, name }) => ({ id, entity: e, name })) };
        });
        return {
          data: {
            attributes: {
              id: asset.id,
              entity: asset.entity,
              name: asset.name,
              first_seen: iso(asset.first_seen),
              last_seen: iso(asset.last_seen),
              last_updated: iso(asset.last_updated),
              tags: asset.tags,
              fields: fieldValues(asset.entity, asset.fields),
              connections: connections.map((c) => ({
                connection_id: c.connection_id,
                adapter: c.adapter,
                adapter_title: c.adapter_title,
                label: c.label,
                first_seen: iso(c.first_seen),
                last_seen: iso(c.last_seen),
                fields: fieldValues(asset.entity, c.fields),
              })),
              relationships,
            },
          },
        };
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
    },

    getAssetAsOf: async ({ params, query, request, reply }) => {
      try {
        const { asset } = await visibleAsset(db, request, params.entity, params.id);
        const at = new Date(query.at);
        if (at.getTime() > Date.now()) throw new AssetRequestError(400, FUTURE_AS_OF, [{ field: '/query/at', message: FUTURE_AS_OF }]);
        if (at.getTime() < new Date(asset.first_seen).getTime()) {
          const message = asOfBeforeFirstSeen(iso(asset.first_seen));
          throw new AssetRequestError(400, message, [{ field: '/query/at', message }]);
        }
        const events = await db.query<FieldEvent>(
          `select field, added, removed from asset_events
            where asset_id = $1 and event_type = 'field_changed' and field is not null and at > $2 order by at desc, id desc`,
          [asset.id, at.toISOString()],
        );
        const current: Record<string, unknown> = { ...asset.fields, name: asset.name };
        const then = undoEvents(asset.entity, current, events);
        const same = (x: unknown, y: unknown) => JSON.stringify(x ?? null) === JSON.stringify(y ?? null);
        return {
          data: {
            attributes: {
              at: at.toISOString(),
              id: asset.id,
              entity: asset.entity,
              name: typeof then['name'] === 'string' ? then['name'] : asset.name,
              fields: storedFields(asset.entity).map((field) => ({
                name: field.name,
                title: field.title,
                type: field.type,
                value: then[field.name] ?? null,
                current: current[field.name] ?? null,
                changed: !same(then[field.name], current[field.name]),
              })),
            },
          },
        };
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
    },
  } satisfies Handlers;
}
