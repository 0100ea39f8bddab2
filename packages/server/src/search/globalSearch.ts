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
  last_seen: Date | string;
  adapters: string[];
}

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
   * The terms of `entity` and `cls` that match, each at most once per asset (at the asset's best
   * matching term: smallest class, then term), visible to the caller, in index order. The best
   * term is a correlated subquery with LIMIT on purpose: it runs per row read, so a LIMIT above
   * stops the scan early (as an anti-join the planner hashed every match first).
   */
  const terms = ({ params, prefix, visible, scoped }: Matching, entity: string, cls: number) =>
    `select t.asset_id, ${String(cls)}::smallint as class, t.term from search_terms t
      where t.entity = ${params.add(entity)} and t.class = ${String(cls)} and t.term like ${prefix}
        ${
          // An asset has one class-0 term (its name): no better term to look for.
          cls === 0
            ? ''
            : `and (t.class, t.term) = (select d.class, d.term from search_terms d where d.asset_id = t.asset_id and d.term like ${prefix}
                                         order by d.class, d.term limit 1)`
        }
        ${scoped ? `and exists (select 1 from assets a where a.id = t.asset_id and ${visible('a')})` : ''}`;

  /** How many assets of `entity` match, counted up to the cap. */
  const countOf = (m: Matching, entity: string) =>
    `(select count(*)::int from (select 1 from (${CLASSES.map((cls) => terms(m, entity, cls)).join(' union all ')}) m limit ${m.params.add(SEARCH_COUNT_CAP)}) as counted)`;

  async function counts(m: Matching, entities: string[]): Promise<Map<string, number>> {
    const columns = entities.map((entity, i) => `${countOf(m, entity)} as c${String(i)}`).join(', ');
    const [row] = await db.query<Record<string, number>>(`select ${columns}`, m.params.values);
    return new Map(entities.map((entity, i) => [entity, row?.[`c${String(i)}`] ?? 0]));
  }

  return {
    globalSearch: async ({ query, request, reply }) => {
      const value = query.search_value.trim();
      if (!value) return void sendError(reply, 400, BLANK_SEARCH);
      const known = await entityTypes();
      if (query.entity_type !== undefined && !known.includes(query.entity_type)) return void sendError(reply, 400, unknownEntityType(query.entity_type, known));
      const entities = query.entity_type === undefined ? known : [query.entity_type];
      const limit = query.limit ?? 200;
      const skip = query.skip ?? 0;
      const scope = await assetScopeOf(db, callerOf(request));
      // The first skip + limit + 1 matches (the one past the page says more follow), class by
      // class: a class is read only while the better ones fell short, and then each entity
      // type's scan stops at what is still missing. (Read together, a broad value's other-field
      // terms, nearly all the same assets again, were each checked before the first page.)
      const wanted = skip + limit + 1;
      const ids: string[] = [];
      for (const cls of CLASSES) {
        const m = matching(value, scope);
        const missing = m.params.add(wanted - ids.length);
        const branches = entities.map((entity) => `(${terms(m, entity, cls)} order by t.term, t.asset_id limit ${missing})`);
        const read = await db.query<{ id: string }>(
          `select m.asset_id::text as id from (${branches.join(' union all ')}) as m order by m.term, m.asset_id limit ${missing}`,
          m.params.values,
        );
        ids.push(...read.map((row) => row.id));
        if (ids.length >= wanted) break;
      }
      // The page's assets with the adapters that saw them, per id through the primary keys.
      const rows = await db.query<AssetRow>(
        `select a.id::text as id, a.entity, a.name, a.fields, a.last_seen,
                array(select distinct c.adapter from asset_adapters aa join adapter_connections c on c.id = aa.connection_id
                       where aa.asset_id = a.id order by c.adapter) as adapters
           from unnest($1::bigint[]) with ordinality as p (id, n) join assets a on a.id = p.id order by p.n`,
        [ids.slice(skip, skip + limit)],
      );
      // Fewer than wanted: every match was read, the total is exact. Otherwise at least one more
      // follows: the total says so without counting (countGlobalSearch counts, up to its cap).
      const total = Math.min(ids.length, wanted);
      const needle = lowerAscii(value);
      return {
        data: rows.map((row) => ({
          entity_type: row.entity,
          id: row.id,
          name: row.name,
          matched_fields: matchedFields(row, needle),
          adapters: row.adapters,
          last_seen: new Date(row.last_seen).toISOString(),
        })),
        meta: pageMeta({ offset: skip, size: limit }, rows.length, total),
      };
    },

    countGlobalSearch: async ({ query, request, reply }) => {
      const value = query.search_value.trim();
      if (!value) return void sendError(reply, 400, BLANK_SEARCH);
      const known = await entityTypes();
      const counted = await counts(matching(value, await assetScopeOf(db, callerOf(request))), known);
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
