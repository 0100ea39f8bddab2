import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf, sendError } from '../admin/access.js';
import { containsPattern, likeLiteral, pageMeta } from '../admin/listQuery.js';
import { SqlParams } from '../queries/compile.js';
import { assetScopeOf, scopeCondition } from '../queries/scope.js';

type Schemas = components['schemas'];
type Field = Schemas['SearchFields']['fields'][number];

export const BLANK_SEARCH = 'search_value must contain more than spaces.';
export const unknownEntityType = (type: string, known: string[]) => `Unknown entity_type "${type}"; search one of: ${known.join(', ')}.`;

/**
 * What global search matches per entity type: the parts of the assets' search_text (migration
 * 050) that each type fills. `name` is the asset's column; the others are paths in its fields.
 */
export const SEARCH_FIELDS: Readonly<Record<string, readonly Field[]>> = {
  devices: [
    { name: 'name', title: 'Host Name' },
    { name: 'ips', title: 'IP Addresses' },
    { name: 'macs', title: 'MAC Addresses' },
    { name: 'serial', title: 'Serial Number' },
  ],
  users: [
    { name: 'name', title: 'User Name' },
    { name: 'display_name', title: 'Display Name' },
    { name: 'mail', title: 'Email Address' },
  ],
  software: [
    { name: 'name', title: 'Name' },
    { name: 'vendor', title: 'Vendor' },
  ],
  vulnerabilities: [{ name: 'name', title: 'CVE ID' }],
};
const NAME_ONLY: readonly Field[] = [{ name: 'name', title: 'Asset Name' }];
const fieldsOf = (entity: string) => SEARCH_FIELDS[entity] ?? NAME_ONLY;

interface AssetRow {
  id: string;
  entity: string;
  name: string;
  fields: Record<string, unknown>;
  last_seen: Date | string;
  total: number;
}

/** The fields of an asset whose values contain the search, for highlighting (a list field: its matching items). */
function matchedFields(row: AssetRow, needle: string): Schemas['SearchMatchedField'][] {
  return fieldsOf(row.entity).flatMap(({ name, title }) => {
    const raw = name === 'name' ? row.name : row.fields[name];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
    return values.filter((v) => v.toLowerCase().includes(needle)).map((value) => ({ name, title, value }));
  });
}

/** Global search over the assets (name, addresses, e-mail and the like), within the caller's data scope. */
export function searchHandlers(db: Database) {
  const entityTypes = async () => (await db.query<{ value: string }>('select value from asset_types order by value')).map((t) => t.value);

  /**
   * The SQL condition and parameters for assets matching `value` that the caller may see: their
   * data scope (Connect As, else their own) limits them to its adapter connections and/or tags.
   * search_text is lower-cased, so a LIKE of the lower-cased value finds what ILIKE would, through
   * the same trigram index, and rechecks each candidate row faster.
   */
  async function matching(caller: SessionUser, value: string, entity?: string): Promise<{ where: string; params: unknown[] }> {
    const params = new SqlParams();
    // $1: the ranking in globalSearch reads it again.
    const conditions = [`a.search_text like ${params.add(containsPattern(value.toLowerCase()))}`];
    if (entity !== undefined) conditions.push(`a.entity = ${params.add(entity)}`);
    const scope = await assetScopeOf(db, caller);
    if (scope) conditions.push(scopeCondition(scope, params)('a'));
    return { where: conditions.join(' and '), params: params.values };
  }

  return {
    globalSearch: async ({ query, request, reply }) => {
      const value = query.search_value.trim();
      if (!value) return void sendError(reply, 400, BLANK_SEARCH);
      if (query.entity_type !== undefined) {
        const known = await entityTypes();
        if (!known.includes(query.entity_type)) return void sendError(reply, 400, unknownEntityType(query.entity_type, known));
      }
      const limit = query.limit ?? 200;
      const skip = query.skip ?? 0;
      const { where, params } = await matching(callerOf(request), value, query.entity_type);
      const escaped = likeLiteral(value);
      params.push(escaped, `${escaped}%`, limit, skip);
      const n = params.length;
      // Best matches first: the name itself, then names starting with it, names containing it, other fields.
      const sql = `select a.id::text as id, a.entity, a.name, a.fields, a.last_seen, count(*) over ()::int as total
                     from assets a
                    where ${where}
                    order by case when a.name ilike $${String(n - 3)} then 0 when a.name ilike $${String(n - 2)} then 1
                                  when a.name ilike $1 then 2 else 3 end, lower(a.name), a.id
                    limit $${String(n - 1)} offset $${String(n)}`;
      const rows = await db.query<AssetRow>(sql, params);
      // Past the last page the window count has no row to ride on.
      const total =
        rows[0]?.total ??
        (skip > 0 ? ((await db.query<{ total: number }>(`select count(*)::int as total from assets a where ${where}`, params.slice(0, n - 4)))[0]?.total ?? 0) : 0);
      const adapters = new Map(
        (
          await db.query<{ id: string; adapters: string[] }>(
            // Per id through the primary key: with = any() an unanalyzed table got a scan of all its rows.
            `select ids.id::text as id, array(select distinct c.adapter from asset_adapters aa join adapter_connections c on c.id = aa.connection_id
                                               where aa.asset_id = ids.id order by c.adapter) as adapters
               from unnest($1::bigint[]) as ids (id)`,
            [rows.map((row) => row.id)],
          )
        ).map((row) => [row.id, row.adapters]),
      );
      const needle = value.toLowerCase();
      return {
        data: rows.map((row) => ({
          entity_type: row.entity,
          id: row.id,
          name: row.name,
          matched_fields: matchedFields(row, needle),
          adapters: adapters.get(row.id) ?? [],
          last_seen: new Date(row.last_seen).toISOString(),
        })),
        meta: pageMeta({ offset: skip, size: limit }, rows.length, total),
      };
    },

    countGlobalSearch: async ({ query, request, reply }) => {
      const value = query.search_value.trim();
      if (!value) return void sendError(reply, 400, BLANK_SEARCH);
      const { where, params } = await matching(callerOf(request), value);
      const counts = new Map(
        (await db.query<{ entity: string; count: number }>(`select a.entity, count(*)::int as count from assets a where ${where} group by a.entity`, params)).map(
          (row) => [row.entity, row.count],
        ),
      );
      const entityTypesCounted = (await entityTypes()).map((type) => ({ entity_type: type, count: counts.get(type) ?? 0 }));
      return {
        data: { attributes: { total: entityTypesCounted.reduce((sum, t) => sum + t.count, 0), entity_types: entityTypesCounted, capped: false, cap: 1_000_000_000 } },
      };
    },

    getGlobalSearchFields: async () => ({
      data: { attributes: { value: (await entityTypes()).map((type) => ({ entity_type: type, fields: [...fieldsOf(type)] })) } },
    }),
  } satisfies Handlers;
}
