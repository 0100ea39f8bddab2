import type { components } from '@vigil/openapi';
import type { QueryFilter } from '@vigil/openapi/queryFilter';
import type { Queryable } from '../db/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { isAdmin } from '../auth/permissions.js';
import { isUuid } from '../auth/ids.js';
import { selectionCondition } from '../queries/aggregate.js';
import type { SqlParams } from '../queries/compile.js';
import { filterRefusal } from '../queries/checkFilter.js';
import { assetScopeById, type AssetScope } from '../queries/scope.js';
import { registerQueryUsageProvider, type QueryUsage } from '../queries/usage.js';

type Schemas = components['schemas'];
export type Campaign = Schemas['Campaign'];
export type CampaignEntitlement = Schemas['CampaignEntitlement'];
export type CampaignStatus = Schemas['CampaignStatus'];
export type NotifyMethod = Schemas['CampaignNotifyMethod'];

export const CAMPAIGN_NOT_FOUND = 'No such campaign.';
export const QUERY_GONE = "The campaign's query no longer exists.";
export const QUERY_NOT_USERS = 'A campaign reviews users: pick a query over users.';
export const queryNoLongerFits = (problem: string): string => `This saved query no longer fits the fields of users: ${problem}`;

/**
 * Entitlement types an application grants by rule (membership of a group, team or profile):
 * reviewed only when a campaign enables rule-based entitlements (contract, CampaignQueryRequest).
 */
export const RULE_BASED_ENTITLEMENT_TYPES = ['group', 'team', 'profile'] as const;

/** A campaigns row as stored (migration 110_campaigns). */
export interface CampaignRow {
  id: string;
  status: CampaignStatus;
  name: string;
  message_content: string;
  query_id: string | null;
  enable_rule_base_entitlements: boolean;
  excluded_entitlements: CampaignEntitlement[];
  preview: Partial<StoredPreview>;
  owner_uuid: string | null;
  scope_uuid: string | null;
  created_by: string | null;
  created_at: Date | string;
  start_date: Date | string | null;
  end_date: Date | string | null;
  started_at: Date | string | null;
  ended_at: Date | string | null;
  terminate_reason: string | null;
  /** The console's address the campaign was scheduled through (its approval links when VIGIL_PUBLIC_URL is not set). */
  link_base: string | null;
  chain_head: string;
  decisions: number;
}

/** What `campaigns.preview` keeps of the last preview (the approvers live in campaign_approvers). */
export interface StoredPreview {
  asset_count: number;
  applications: string[];
  entitlements_list: CampaignEntitlement[];
}

/** An approver of a campaign, in their position, with the user's current e-mail address. */
export interface ApproverRow {
  id: string;
  mail: string;
  notify_method: NotifyMethod | null;
}

const CAMPAIGN_COLUMNS = `c.id::text as id, c.status, c.name, c.message_content, c.query_id::text as query_id, c.enable_rule_base_entitlements,
  c.excluded_entitlements, c.preview, c.owner_uuid::text as owner_uuid, c.scope_uuid::text as scope_uuid, c.created_by, c.created_at,
  c.start_date, c.end_date, c.started_at, c.ended_at, c.terminate_reason, c.link_base, c.chain_head, c.decisions`;

/** The campaign with this id (any text: a malformed id is simply none), or null. `forUpdate` locks the row (inside a transaction). */
export async function campaignFor(db: Queryable, id: string, { forUpdate = false } = {}): Promise<CampaignRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<CampaignRow>(`select ${CAMPAIGN_COLUMNS} from campaigns c where c.id = $1::uuid${forUpdate ? ' for update' : ''}`, [id.toLowerCase()]);
  return row ?? null;
}

/**
 * Whether the caller may see the campaign: a draft is its owner's (and admins') work in progress;
 * a scheduled, running, ended or terminated campaign is seen by everyone with Enforcements/View.
 */
export const campaignVisibleTo = (row: Pick<CampaignRow, 'status' | 'owner_uuid'>, caller: SessionUser): boolean =>
  row.status !== 'draft' || row.owner_uuid === caller.uuid || isAdmin(caller);

/** The SQL form of `campaignVisibleTo` over `campaigns c`. */
export function visibleCampaignSql(caller: SessionUser, params: SqlParams): string {
  if (isAdmin(caller)) return 'true';
  return `(c.status <> 'draft' or c.owner_uuid = ${params.add(caller.uuid)}::uuid)`;
}

/** The approvers of a campaign in their order, with their e-mail addresses ('' without one). */
export async function approversOf(db: Queryable, campaignId: string): Promise<ApproverRow[]> {
  return db.query<ApproverRow>(
    `select ca.user_uuid::text as id, coalesce(u.email, '') as mail, ca.notify_method
       from campaign_approvers ca join users u on u.uuid = ca.user_uuid
      where ca.campaign_id = $1::uuid order by ca.position`,
    [campaignId],
  );
}

/** Answered and total selections of a campaign. */
export async function progressOf(db: Queryable, campaignId: string): Promise<Schemas['CampaignProgress']> {
  const [row] = await db.query<{ answered: number; total: number }>(
    'select count(*) filter (where response is not null)::int as answered, count(*)::int as total from campaign_selections where campaign_id = $1::uuid',
    [campaignId],
  );
  return { answered: row?.answered ?? 0, total: row?.total ?? 0 };
}

const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The Campaign reply of a row, its approvers and progress (pure: the caller reads them, `approversOf`, `progressOf`). */
export function campaignOf(row: CampaignRow, approvers: readonly ApproverRow[], progress: Schemas['CampaignProgress']): Campaign {
  const replyApprovers = approvers.map(({ id, mail, notify_method }) => ({ id, mail, ...(notify_method !== null && { notify_method }) }));
  return {
    id: row.id,
    status: row.status,
    name: row.name,
    message_content: row.message_content,
    query_id: row.query_id ?? '',
    approvers: replyApprovers,
    start_date: isoOrNull(row.start_date),
    end_date: isoOrNull(row.end_date),
    created_by: row.created_by,
    enable_rule_base_entitlements: row.enable_rule_base_entitlements,
    excluded_entitlements: row.excluded_entitlements,
    entitlements_list: row.preview.entitlements_list ?? [],
    query_preview: { asset_count: row.preview.asset_count ?? 0, approvers: replyApprovers, applications: row.preview.applications ?? [] },
    created_at: new Date(row.created_at).toISOString(),
    progress,
  };
}

/** Reads what `campaignOf` needs and builds the reply. */
export async function campaignReply(db: Queryable, row: CampaignRow): Promise<Campaign> {
  return campaignOf(row, await approversOf(db, row.id), await progressOf(db, row.id));
}

/** What selects a campaign's reviewed entitlements: its saved query's filter (over users), its options, the data scope it was made in. */
export interface ReviewedEntitlements {
  filter: QueryFilter;
  enableRuleBased: boolean;
  excluded: readonly CampaignEntitlement[];
  /** The campaign's data scope (`assetScopeById(db, row.scope_uuid)` when not null), undefined for every asset. */
  scope: AssetScope | undefined;
  /** The instant "last N days" conditions count back from. */
  now: Date;
}

/**
 * What a campaign reviews now: its saved query's filter (over users), its options and the data
 * scope it was made in (a scope removed since restricts to nothing); or, when the query was
 * removed or no longer fits the fields of users, why it cannot be reviewed.
 */
export async function reviewedEntitlementsOf(db: Queryable, row: CampaignRow, now: Date): Promise<ReviewedEntitlements | { problem: string }> {
  const [query] = row.query_id ? await db.query<{ entity: string; filter: QueryFilter }>('select entity, filter from saved_queries where id = $1::uuid', [row.query_id]) : [];
  if (!query) return { problem: QUERY_GONE };
  if (query.entity !== 'users') return { problem: QUERY_NOT_USERS };
  const refusal = filterRefusal(query.entity, query.filter);
  if (refusal) return { problem: queryNoLongerFits(refusal.message) };
  return {
    filter: query.filter,
    enableRuleBased: row.enable_rule_base_entitlements,
    excluded: row.excluded_entitlements,
    scope: row.scope_uuid === null ? undefined : await assetScopeById(db, row.scope_uuid),
    now,
  };
}

/** The condition over `user_entitlements e` for the options: rule-based types only when enabled, never an excluded (name, type). */
function entitlementCondition(input: Pick<ReviewedEntitlements, 'enableRuleBased' | 'excluded'>, params: SqlParams): string {
  const parts: string[] = [];
  if (!input.enableRuleBased) parts.push(`e.type <> all(${params.add([...RULE_BASED_ENTITLEMENT_TYPES])}::text[])`);
  if (input.excluded.length) {
    const names = params.add(input.excluded.map((entitlement) => entitlement.name));
    const types = params.add(input.excluded.map((entitlement) => entitlement.type));
    parts.push(`(e.name, e.type) not in (select x.name, x.type from unnest(${names}::text[], ${types}::text[]) as x (name, type))`);
  }
  return parts.length ? parts.join(' and ') : 'true';
}

const REVIEWED_COLUMNS = `a.id as asset_id, a.name as entity_name, ac.adapter as application, e.connection_id,
  e.name as entitlement_name, e.type as entitlement_type`;

/**
 * One statement (its values added to `params`) whose rows are the entitlements a campaign reviews:
 * (asset_id bigint, entity_name, application = adapter module id, connection_id uuid,
 * entitlement_name, entitlement_type), one per user the query selects in the scope and entitlement
 * they hold. The users come from the query engine (`selectionCondition`); nothing here filters assets.
 */
export function reviewedEntitlementsSql(input: ReviewedEntitlements, params: SqlParams): string {
  const { where } = selectionCondition(input.scope, { entity: 'users', filters: [input.filter] }, params, input.now);
  return `select ${REVIEWED_COLUMNS}
            from assets a join user_entitlements e on e.asset_id = a.id join adapter_connections ac on ac.id = e.connection_id
           where ${where} and ${entitlementCondition(input, params)}`;
}

/**
 * Up to this many users the preview goes from the users to what they hold (`user_entitlements`'
 * primary key); above it, from each entitlement anyone holds to its first holder among them.
 */
export const FEW_USERS = 5000;

/**
 * The preview in one statement: the users selected (counted), then their reviewed entitlements
 * (distinct name and type) and the applications granting them. Row: asset_count, entitlements
 * (jsonb), applications (text[]). Set-based both ways, and never a pass over every entitlement
 * row: up to `fewUsers` users are joined to their entitlements; for more, the entitlements anyone
 * holds are read by skipping through `user_entitlements_connection_idx` (one probe per distinct
 * entitlement) and each is kept when its first holder found among the selected users exists,
 * which a broad query finds at once. The selection is counted in one pass and materialised only
 * for the few (a CTE not read is not computed).
 */
export function previewSql(input: ReviewedEntitlements, params: SqlParams, fewUsers = FEW_USERS): string {
  const { where } = selectionCondition(input.scope, { entity: 'users', filters: [input.filter] }, params, input.now);
  const condition = entitlementCondition(input, params);
  const few = params.add(fewUsers);
  return `with recursive
            counted as materialized (select count(*)::int as n from assets a where ${where}),
            selected as materialized (select a.id from assets a where ${where}),
            held (connection_id, type, name) as (
              (select u.connection_id, u.type, u.name from user_entitlements u order by u.connection_id, u.type, u.name limit 1)
              union all
              select n.connection_id, n.type, n.name
                from held h cross join lateral (
                  select u.connection_id, u.type, u.name from user_entitlements u
                   where (u.connection_id, u.type, u.name) > (h.connection_id, h.type, h.name)
                   order by u.connection_id, u.type, u.name limit 1) n),
            reviewed as materialized (
              select distinct e.name, e.type, ac.adapter
                from selected s join user_entitlements e on e.asset_id = s.id join adapter_connections ac on ac.id = e.connection_id
               where (select n from counted) <= ${few}::int and ${condition}
              union
              select e.name, e.type, ac.adapter
                from held e join adapter_connections ac on ac.id = e.connection_id
               cross join lateral (
                 select 1 from user_entitlements x join assets a on a.id = x.asset_id
                  where x.connection_id = e.connection_id and x.type = e.type and x.name = e.name and ${where}
                  limit 1) first_holder
               where (select n from counted) > ${few}::int and ${condition})
          select (select n from counted) as asset_count,
                 coalesce((select jsonb_agg(jsonb_build_object('name', d.name, 'type', d.type) order by d.type, d.name)
                             from (select distinct name, type from reviewed) d), '[]'::jsonb) as entitlements,
                 array(select distinct adapter from reviewed order by adapter) as applications`;
}

/** The campaigns that still select users with saved queries (drafts and scheduled ones), for the queries domain's usage. */
async function campaignsUsing(db: Queryable, queryIds: readonly string[]): Promise<QueryUsage[]> {
  return db.query<QueryUsage>(
    "select 'campaign' as kind, c.id::text as id, c.name from campaigns c where c.query_id = any($1::uuid[]) and c.status in ('draft', 'scheduled')",
    [queryIds],
  );
}

let unregister: (() => void) | undefined;
/** Registers the campaigns with the queries domain once per process (a forced delete leaves them without a query: on delete set null). */
export function registerCampaignQueryUsage(): void {
  unregister ??= registerQueryUsageProvider(campaignsUsing);
}
