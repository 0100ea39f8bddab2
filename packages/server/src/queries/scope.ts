import type { Queryable } from '../db/index.js';
import type { SessionUser } from '../auth/sessions.js';
import type { SqlParams } from './compile.js';

/** A data scope that restricts which assets its users see. */
export interface AssetScope {
  uuid: string;
  byConnections: boolean;
  byTags: boolean;
}

/**
 * The data scope the caller works in (Connect As, else their own) when it restricts assets: to
 * those one of its adapter connections reported, and/or those carrying one of its tags.
 * Undefined: the caller sees every asset.
 */
export async function assetScopeOf(db: Queryable, caller: SessionUser): Promise<AssetScope | undefined> {
  const [scope] = await db.query<{ uuid: string; by_connections: boolean; by_tags: boolean }>(
    `select s.uuid, s.is_adapter_connections_restricted as by_connections, s.is_tags_restricted as by_tags
       from data_scopes s
      where s.type <> 'global' and s.uuid = coalesce($1::uuid, (select data_scope_id from users where uuid = $2))`,
    [caller.data_scope_id, caller.uuid],
  );
  return scope && (scope.by_connections || scope.by_tags) ? { uuid: scope.uuid, byConnections: scope.by_connections, byTags: scope.by_tags } : undefined;
}

/**
 * A data scope by id as it restricts assets now (undefined: it does not). One that no longer exists
 * restricts to nothing: what was kept under it (a campaign's scope) must not widen to every asset.
 */
export async function assetScopeById(db: Queryable, uuid: string): Promise<AssetScope | undefined> {
  const [scope] = await db.query<{ by_connections: boolean; by_tags: boolean }>(
    `select s.is_adapter_connections_restricted as by_connections, s.is_tags_restricted as by_tags from data_scopes s where s.uuid = $1::uuid and s.type <> 'global'`,
    [uuid],
  );
  if (!scope) {
    const [global] = await db.query<{ n: number }>("select count(*)::int as n from data_scopes where uuid = $1::uuid and type = 'global'", [uuid]);
    return global?.n ? undefined : { uuid, byConnections: true, byTags: true };
  }
  return scope.by_connections || scope.by_tags ? { uuid, byConnections: scope.by_connections, byTags: scope.by_tags } : undefined;
}

/** The scope as a condition over an assets row alias; `true` for no scope. */
export function scopeCondition(scope: AssetScope | undefined, params: SqlParams): (alias: string) => string {
  if (!scope) return () => 'true';
  const p = params.add(scope.uuid);
  return (alias) => {
    const conditions: string[] = [];
    if (scope.byConnections) {
      conditions.push(`exists (select 1 from asset_adapters sa join data_scope_connections dc on dc.connection_id = sa.connection_id
                                where sa.asset_id = ${alias}.id and dc.data_scope_id = ${p}::uuid)`);
    }
    if (scope.byTags) conditions.push(`${alias}.tags && array(select tag from data_scope_tags where data_scope_id = ${p}::uuid)`);
    return conditions.join(' and ');
  };
}
