import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf, sendError } from '../admin/access.js';
import { likeLiteral, pageMeta } from '../admin/listQuery.js';
import { SqlParams } from '../queries/compile.js';
import { assetScopeOf, scopeCondition, type AssetScope } from '../queries/scope.js';
import { fieldsOf, lowerAscii, valueMatches } from './fields.js';

type Schemas = components['schemas'];

/** Counting stops here (SearchCount.cap): a broad value answers at once, and the console shows "1000+". */
export const SEARCH_COUNT_CAP = 1000;
/** Terms read per statement beyond the assets still missing: room for assets met again at a later term. */
const REPEATS_READ = 50;
/** Term classes of search_terms (migration 095), best first: the whole name, a word of the name, another field. */
const CLASSES = [0, 1, 2] as const;

/** The total of per-type counts made up to `cap`, itself at most `cap`. */
const cappedTotal = (counted: Map<string, number>) => Math.min(SEARCH_COUNT_CAP, [...counted.values()].reduce((sum, n) => sum + n, 0));

export const BLANK_SEARCH = 'search_value must contain more than spaces.';
export const unknownEntityType = (type: string, known: string[]) => `Unknown entity_type "${type}"; search one of: ${known.join(', ')}.`;

interface AssetRow {
  id: string;
  entity: string;
  name: string;
  fields: Record<string, unknown>;
  last_seen: string;
}

/** The pairs of a text "a b,c d" (ids and adapter names hold neither comma nor space). */
const pairs = (text: string | null | undefined): [string, string][] =>
  (text ? text.split(',') : []).map((pair) => {
    const [first = '', second = ''] = pair.split(' ');
    return [first, second];
  });

/** The fields of an asset whose values match the search, for highlighting (a list field: its matching items). */
function matchedFields(row: AssetRow, needle: string): Schemas['SearchMatchedField'][] {
  return fieldsOf(row.entity).flatMap(({ name, title }) => {
    const raw = name === 'name' ? row.name : row.fields[name];
    const values = (Array.isArray(raw) ? raw : [raw]).filter((v): v is string | number => typeof v === 'string' || typeof v === 'number').map(String);
    return values.filter((v) => valueMatches(name, v, needle)).map((value) => ({ name, title, value }));
  });
}

/**
 * One statement's parts of a search over search_terms: `prefix` is the value as a LIKE prefix
 * pattern (lower-cased by SQL), `visible` the caller's data scope over an assets row, `scoped`
 * whether there is one.
 */
interface Matching {
  params: SqlParams;
  prefix: string;
  visible: (alias: string) => string;
  scoped: boolean;
}

/** Global search over the assets (name, addresses, e-mail and the like), within the caller's data scope. */
export function globalSearchHandlers(db: Database) {
  const entityTypes = async () => (await db.query<{ value: string }>('select value from asset_types order by value')).map((t) => t.value);

  /** The search's SQL parts, with fresh parameters for one statement. */
  function matching(value: string, scope: AssetScope | undefined): Matching {
    const params = new SqlParams();
    // lower() in SQL, as the terms were made: the C locale's ASCII-only lower-casing.
    const prefix = `lower(${params.add(`${likeLiteral(value)}%`)})`;
    return { params, prefix, visible: scopeCondition(scope, params), scoped: scope !== undefined };
  }

  /**
   * The ids of the first `wanted` matching assets in rank order: class, then term, then id, each
   * asset at its first (best) matching term. A class is read only while the better ones fell short;
   * its terms come in index order, an asset already taken is passed over, and a read that came up
   * short only because of such repeats goes on after its last term. (A per-term check for a better
   * term of the same asset, in SQL, cost twice the whole read.)
   */
  async function matchingIds(value: string, scope: AssetScope | undefined, entity: string | undefined, wanted: number): Promise<string[]> {
    const ids = new Set<string>();
    for (const cls of CLASSES) {
      let after: { term: string; id: string } | undefined;
      for (;;) {
        const m = matching(value, scope);
        const size = wanted - ids.size + REPEATS_READ;
        const conditions = [`t.class = ${String(cls)}`, `t.term like ${m.prefix}`];
        if (entity !== undefined) conditions.push(`t.entity = ${m.params.add(entity)}`);
        if (after) conditions.push(`(t.term, t.asset_id) > (${m.params.add(after.term)}, ${m.params.add(after.id)}::bigint)`);
        if (m.scoped) conditions.push(`exists (select 1 from assets a where a.id = t.asset_id and ${m.visible('a')})`);
        // One row (the ids as one text, and the last term): the embedded database hands over a row
        // at a cost, a few hundred rows would take longer than reading them.
        const [read] = await db.query<{ ids: string | null; last: string | null }>(
          `select string_agg(m.asset_id::text, ',' order by m.term, m.asset_id) as ids, max(m.term) as last
             from (select t.asset_id, t.term from search_terms t where ${conditions.join(' and ')}
                    order by t.term, t.asset_id limit ${m.params.add(size)}) as m`,
          m.params.values,
        );
        const readIds = read?.ids?.split(',') ?? [];
        for (const id of readIds) {
          ids.add(id);
          if (ids.size === wanted) return [...ids];
        }
        const lastId = readIds.at(-1);
        if (readIds.length < size || lastId === undefined || read?.last == null) break;
        after = { term: read.last, id: lastId };
      }
    }
    return [...ids];
  }

  /** How many assets of each entity type match, each counted up to the cap. */
  async function counts(value: string, scope: AssetScope | undefined, entities: string[]): Promise<Map<string, number>> {
    const counted = new Map<string, number>();
    for (const entity of entities) counted.set(entity, (await matchingIds(value, scope, entity, SEARCH_COUNT_CAP)).length);
    return counted;
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
      const scope = await assetScopeOf(db, callerOf(request));
      const ids = await matchingIds(value, scope, query.entity_type, skip + limit + 1);
      const page = ids.slice(skip, skip + limit);
      // The page's assets, which connections saw them and each connection's adapter: one row of
      // texts (as above: the embedded database hands over one row quicker than hundreds; and one
      // lookup of the connections per asset, in SQL, took longer than the rest of the page).
      const [read] = await db.query<{ page: string | null; seen_by: string | null; adapters: string | null }>(
        `select (select json_agg(json_build_object('id', a.id::text, 'entity', a.entity, 'name', a.name, 'fields', a.fields, 'last_seen', a.last_seen))
                   from assets a where a.id = any($1::bigint[]))::text as page,
                (select string_agg(aa.asset_id || ' ' || aa.connection_id, ',') from asset_adapters aa where aa.asset_id = any($1::bigint[])) as seen_by,
                (select string_agg(c.id || ' ' || c.adapter, ',') from adapter_connections c) as adapters`,
        [page],
      );
      const adapterOf = new Map(pairs(read?.adapters));
      const adaptersOf = new Map<string, Set<string>>();
      for (const [assetId, connection] of pairs(read?.seen_by)) {
        const adapter = adapterOf.get(connection);
        if (adapter !== undefined) adaptersOf.set(assetId, (adaptersOf.get(assetId) ?? new Set()).add(adapter));
      }
      const byId = new Map((JSON.parse(read?.page ?? '[]') as AssetRow[]).map((row) => [row.id, row]));
      const found = page.flatMap((id) => byId.get(id) ?? []);
      // Fewer than wanted: every match was read, the total is exact. Otherwise at least one more
      // follows: the total says so without counting (countGlobalSearch counts, up to its cap).
      const total = ids.length;
      const needle = lowerAscii(value);
      return {
        data: found.map((row) => ({
          entity_type: row.entity,
          id: row.id,
          name: row.name,
          matched_fields: matchedFields(row, needle),
          adapters: [...(adaptersOf.get(row.id) ?? [])].sort(),
          last_seen: new Date(row.last_seen).toISOString(),
        })),
        meta: pageMeta({ offset: skip, size: limit }, found.length, total),
      };
    },

    countGlobalSearch: async ({ query, request, reply }) => {
      const value = query.search_value.trim();
      if (!value) return void sendError(reply, 400, BLANK_SEARCH);
      const known = await entityTypes();
      const counted = await counts(value, await assetScopeOf(db, callerOf(request)), known);
      const sum = [...counted.values()].reduce((total, n) => total + n, 0);
      // Exactly the cap is the cap reached (counting stopped there, more may follow).
      const capped = sum > SEARCH_COUNT_CAP || [...counted.values()].some((n) => n >= SEARCH_COUNT_CAP);
      return {
        data: {
          attributes: {
            total: cappedTotal(counted),
            capped,
            cap: SEARCH_COUNT_CAP,
            entity_types: known.map((type) => ({ entity_type: type, count: counted.get(type) ?? 0 })),
          },
        },
      };
    },

    getGlobalSearchFields: async () => ({
      data: { attributes: { value: (await entityTypes()).map((type) => ({ entity_type: type, fields: [...fieldsOf(type)] })) } },
    }),
  } satisfies Handlers;
}
