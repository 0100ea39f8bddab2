import type { components } from '@vigil/openapi';
import type { Database } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import { callerOf } from '../admin/access.js';
import { QUERY_ENTITY_TYPES } from '../queries/catalog.js';
import { SqlParams } from '../queries/compile.js';
import { runEngineStatement } from '../queries/run.js';
import { assetScopeOf, scopeCondition } from '../queries/scope.js';
import { sendRefusal } from './list.js';
import { TOTAL_CAP } from './selection.js';

type Schemas = components['schemas'];

/**
 * The landing page's counts (GET /assets/summary): per entity type, the assets the caller's data
 * scope lets them see, each counted over a bounded subquery as a list's total is (exact up to
 * `TOTAL_CAP`), in one statement of the engine.
 */
export function assetSummaryHandlers(db: Database) {
  return {
    getAssetSummary: async ({ request, reply }) => {
      try {
        const params = new SqlParams();
        const scope = scopeCondition(await assetScopeOf(db, callerOf(request)), params);
        const cap = params.add(TOTAL_CAP + 1);
        const rows = await runEngineStatement<{ entity: string; n: number }>(
          db,
          `select e.entity, (select count(*) from (select 1 from assets a where a.entity = e.entity and ${scope('a')} limit ${cap}) as matching)::int as n
             from unnest(${params.add(QUERY_ENTITY_TYPES)}::text[]) with ordinality as e(entity, position)
            order by e.position`,
          params.values,
        );
        const types: Schemas['AssetTypeCount'][] = rows.map(({ entity, n }) => ({ entity, count: Math.min(n, TOTAL_CAP), capped: n > TOTAL_CAP }));
        return { data: { attributes: { types, total_cap: TOTAL_CAP } } };
      } catch (error) {
        sendRefusal(error, reply);
        return undefined;
      }
    },
  } satisfies Handlers;
}
