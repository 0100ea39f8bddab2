import type { Queryable } from '../db/index.js';

/**
 * Makes the search terms of many new assets at once (all assets when `ids` is not given), for the
 * bulk writers that hold the terms' triggers off for their transaction (`vigil.search_terms_deferred`,
 * migration 134): the seed and discovery's correlation. The terms go in the primary key's order,
 * so that its index grows at its end rather than at random places (migration 136).
 */
export async function insertSearchTerms(db: Queryable, ids?: readonly number[]): Promise<void> {
  await db.query(
    `insert into search_terms (entity, class, term, asset_id)
     select distinct a.entity, t.class, t.term, a.id from assets a, vigil_search_terms(a.name, a.fields) t
      where $1::bigint[] is null or a.id = any($1::bigint[])
      order by a.entity, t.class, t.term, a.id`,
    [ids ?? null],
  );
}

/** Holds the search terms' triggers off for the rest of the transaction (`on`), or lets them work again. */
export const deferSearchTerms = (db: Queryable, on: boolean) => db.query("select set_config('vigil.search_terms_deferred', $1, true)", [on ? 'on' : 'off']);
