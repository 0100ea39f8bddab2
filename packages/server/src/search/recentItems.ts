import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf, sendError } from '../admin/access.js';
import { SqlParams } from '../queries/compile.js';
import { assetScopeOf, scopeCondition } from '../queries/scope.js';
import { ASSET_NOT_FOUND, assetInScope } from '../assets/detail.js';
import { BLANK_SEARCH } from './globalSearch.js';

type RecentItems = components['schemas']['RecentSearchItemsReply']['data']['attributes'];

/** Recent items kept per user and kind (viewed assets, searched values). */
export const RECENT_ITEMS_KEPT = 10;
export const RECENT_ITEM_NOT_FOUND = 'No such recent item.';

const iso = (at: Date | string) => new Date(at).toISOString();

/** The caller's recently viewed assets and searched values, newest first; assets out of sight are left out. */
async function recentItems(db: Queryable, caller: SessionUser): Promise<RecentItems> {
  const params = new SqlParams();
  const user = params.add(caller.uuid);
  const visible = scopeCondition(await assetScopeOf(db, caller), params);
  const viewed = await db.query<{ id: string; entity_type: string; asset_id: string; name: string; at: Date | string }>(
    `select r.id, a.entity as entity_type, a.id::text as asset_id, a.name, r.at
       from recent_search_items r join assets a on a.id = r.asset_id
      where r.user_uuid = ${user} and r.kind = 'viewed' and ${visible('a')}
      order by r.at desc, r.id limit ${params.add(RECENT_ITEMS_KEPT)}`,
    params.values,
  );
  const searched = await db.query<{ id: string; value: string; at: Date | string }>(
    `select id, value, at from recent_search_items where user_uuid = $1 and kind = 'searched' order by at desc, id limit $2`,
    [caller.uuid, RECENT_ITEMS_KEPT],
  );
  return { viewed: viewed.map((item) => ({ ...item, at: iso(item.at) })), searched: searched.map((item) => ({ ...item, at: iso(item.at) })) };
}

/** The asset's id when it exists, is of `entity` and the caller's data scope sees it. */
async function visibleAssetId(db: Queryable, caller: SessionUser, entity: string, assetId: string): Promise<string | undefined> {
  // Ids are bigints: anything else names no asset (and must not reach the cast).
  if (!/^[1-9][0-9]{0,17}$/.test(assetId)) return undefined;
  return (await assetInScope(db, caller, entity, assetId)).asset?.id;
}

/** Recently viewed assets and searched values, kept per user on the server. */
export function recentItemsHandlers(db: Database) {
  return {
    listRecentSearchItems: async ({ request }) => ({ data: { attributes: await recentItems(db, callerOf(request)) } }),

    addRecentSearchItem: async ({ body, request, reply }) => {
      const caller = callerOf(request);
      let assetId: string | undefined;
      let value: string | undefined;
      if (body.kind === 'viewed') {
        assetId = await visibleAssetId(db, caller, body.entity_type, body.asset_id);
        if (!assetId) return void sendError(reply, 404, ASSET_NOT_FOUND);
      } else {
        value = body.value.trim();
        if (!value) return void sendError(reply, 400, BLANK_SEARCH);
      }
      await db.transaction(async (tx) => {
        // Adding again moves the item to the top; the oldest past the kept number go.
        await tx.query(
          assetId
            ? `insert into recent_search_items (user_uuid, kind, asset_id) values ($1, 'viewed', $2::bigint)
               on conflict (user_uuid, asset_id) where kind = 'viewed' do update set at = clock_timestamp()`
            : `insert into recent_search_items (user_uuid, kind, value) values ($1, 'searched', $2)
               on conflict (user_uuid, value) where kind = 'searched' do update set at = clock_timestamp()`,
          [caller.uuid, assetId ?? value],
        );
        await tx.query(
          `delete from recent_search_items where user_uuid = $1 and kind = $2
              and id not in (select id from recent_search_items where user_uuid = $1 and kind = $2 order by at desc, id limit $3)`,
          [caller.uuid, body.kind, RECENT_ITEMS_KEPT],
        );
      });
      return { data: { attributes: await recentItems(db, caller) } };
    },

    deleteRecentSearchItem: async ({ params, request, reply }) => {
      const caller = callerOf(request);
      const removed = await db.query('delete from recent_search_items where id = $1 and user_uuid = $2 returning id', [params.itemId, caller.uuid]);
      if (removed.length === 0) return void sendError(reply, 404, RECENT_ITEM_NOT_FOUND);
      return { data: { attributes: await recentItems(db, caller) } };
    },
  } satisfies Handlers;
}
