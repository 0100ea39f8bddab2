import type { QueryFilter } from '@vigil/openapi/queryFilter';
import type { Queryable } from '../db/index.js';

/** Test data: users under review with entitlements in one application, and draft campaigns inserted as the preview stores them. */

export const TEST_APPLICATION = 'active_directory_adapter';

/** Adds `users` assets of entity users, each with `perUser` directly assigned roles and one group; returns their asset ids. */
export async function addReviewedUsers(db: Queryable, users: number, perUser: number, prefix = 'person'): Promise<string[]> {
  await db.query("insert into adapters (module, title, category) values ($1, 'Active Directory', 'Directory') on conflict do nothing", [TEST_APPLICATION]);
  const [connection] = await db.query<{ id: string }>(
    `insert into adapter_connections (adapter, label) values ($1, 'test') on conflict (adapter, label) do update set label = excluded.label returning id`,
    [TEST_APPLICATION],
  );
  const assets = await db.query<{ id: string }>(
    `insert into assets (entity, name, first_seen, last_seen, last_updated)
     select 'users', $1 || lpad(i::text, 6, '0'), now(), now(), now() from generate_series(1, $2::int) as i returning id::text as id`,
    [prefix, users],
  );
  await db.query(
    `insert into user_entitlements (asset_id, connection_id, name, type)
     select a.id, $2::uuid, 'Role ' || r, 'role' from unnest($1::bigint[]) as a (id), generate_series(1, $3::int) as r
     union all select a.id, $2::uuid, 'Everyone', 'group' from unnest($1::bigint[]) as a (id)`,
    [assets.map((a) => a.id), connection?.id, perUser],
  );
  return assets.map((a) => a.id);
}

/** Every asset of entity users. */
export const ALL_USERS: QueryFilter = { operator: 'and', conditions: [], groups: [] };

/** The users whose name starts with `prefix` (those `addReviewedUsers` added with it). */
export const usersNamed = (prefix: string): QueryFilter => ({ operator: 'and', conditions: [{ field: 'name', operator: 'starts_with', value: prefix }], groups: [] });

/**
 * A draft campaign of the console user `createdBy` (its owner) over a saved query of users
 * (`filter`, all users by default; no data scope) with these approvers (in order); returns its id.
 */
export async function insertDraftCampaign(
  db: Queryable,
  approvers: readonly { uuid: string; notify_method?: 'email' | 'slack' | 'teams' }[],
  { name = 'Quarterly review', createdBy = 'admin', filter = ALL_USERS }: { name?: string; createdBy?: string; filter?: QueryFilter } = {},
): Promise<string> {
  const [query] = await db.query<{ id: string }>(`insert into saved_queries (name, entity, filter) values ($1, 'users', $2::jsonb) returning id`, [
    `Users of ${name}`,
    JSON.stringify(filter),
  ]);
  const [campaign] = await db.query<{ id: string }>(
    `insert into campaigns (name, message_content, query_id, owner_uuid, created_by)
     values ($1, 'Please review', $2, (select uuid from users where user_name = $3), $3) returning id`,
    [name, query?.id, createdBy],
  );
  if (!campaign) throw new Error('no campaign');
  for (const [position, approver] of approvers.entries()) {
    await db.query('insert into campaign_approvers (campaign_id, user_uuid, position, notify_method) values ($1, $2, $3, $4)', [
      campaign.id,
      approver.uuid,
      position,
      approver.notify_method ?? null,
    ]);
  }
  return campaign.id;
}
