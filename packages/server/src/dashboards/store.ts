import type { components } from '@vigil/openapi';
import { DEFAULT_CHART_SIZE, fitChartSize, placeChart, type ChartLayout } from '@vigil/openapi/charts';
import type { Queryable } from '../db/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { isUuid } from '../auth/ids.js';
import { isAdmin } from '../auth/permissions.js';
import { workingScopeOf } from '../queries/store.js';
import { mayTouchAllScopes } from './sharing.js';

type Schemas = components['schemas'];
export type Space = Schemas['Space'];
export type Chart = Schemas['Chart'];
export type ChartCreate = Schemas['ChartCreate'];

export const SPACE_NOT_FOUND = 'No such dashboard.';
export const CHART_NOT_FOUND = 'No such chart.';

/**
 * What the caller may do with a space: `edit` (its owner, an admin, a role listed as editors),
 * `view` (a role listed as viewers; any role on a public space), or nothing. A private space is
 * its owner's alone. Beyond roles, the space must be shared with the caller's data scope (all
 * data scopes, or the one the caller works in: Connect As, else their own, else Global).
 */
export type SpaceAccess = 'edit' | 'view';

export interface SpaceRow {
  uuid: string;
  name: string;
  type: Space['type'];
  access: Space['access'];
  permission_level: Schemas['PermissionLevel'] | null;
  all_data_scopes: boolean;
  initiated: boolean;
  origin: string | null;
  space_filter: Space['spaceFilter'];
  hide_partial_adapters: boolean;
  refresh_id: string | null;
  folder_id: string | null;
  owner_uuid: string | null;
  created_by: string;
  last_updated: Date | string;
}

const SPACE_COLUMNS = `s.uuid::text as uuid, s.name, s.type, s.access, s.permission_level, s.all_data_scopes, s.initiated, s.origin,
  s.space_filter, s.hide_partial_adapters, s.refresh_id::text as refresh_id, s.folder_id, s.owner_uuid::text as owner_uuid, s.created_by, s.last_updated`;

/** The data scope the caller works in (Connect As, else their own, else Global): the queries' rule. */
export const scopeOfCaller = workingScopeOf;

/**
 * The SQL condition "the caller may see space `s`" with `$1` the caller's uuid, `$2` their role and
 * `$3` their data scope (see SpaceAccess); admins see every space.
 */
export function visibleSpaceSql(admin: boolean, s = 's'): string {
  // Every parameter is still named: PostgreSQL refuses a statement with a parameter it cannot type.
  if (admin) return '($1::uuid is null or $2::uuid is null or $3::uuid is null or true)';
  return `(${s}.owner_uuid = $1::uuid or (${s}.access <> 'private'
    and (${s}.all_data_scopes or exists (select 1 from space_data_scopes sd where sd.space_uuid = ${s}.uuid and sd.data_scope_uuid = $3::uuid))
    and (${s}.access = 'public' or exists (select 1 from space_roles sr where sr.space_uuid = ${s}.uuid and sr.role_uuid = $2::uuid and sr.access in ('viewers', 'editors')))))`;
}

/** The space and what the caller may do with it; null when they may not see it (or it does not exist). */
export async function spaceFor(db: Queryable, caller: SessionUser, uuid: string): Promise<{ row: SpaceRow; access: SpaceAccess } | null> {
  if (!isUuid(uuid)) return null;
  const admin = isAdmin(caller);
  const [row] = await db.query<SpaceRow & { can_edit: boolean }>(
    `select ${SPACE_COLUMNS}, ${editableSpaceSql(admin)} as can_edit from spaces s where s.uuid = $4::uuid and ${visibleSpaceSql(admin)}`,
    [...(await spaceSqlParams(db, caller)), uuid],
  );
  if (!row) return null;
  const { can_edit: canEdit, ...space } = row;
  return { row: space, access: canEdit ? 'edit' : 'view' };
}

interface ChartRow {
  id: string;
  space: string;
  name: string;
  metric: Chart['metric'];
  view: Chart['view'];
  config: Chart['config'];
  size: Chart['size'];
  layout: Chart['layout'];
  description: string | null;
  show_title: boolean;
  pinned: boolean;
  preview_task_id: string | null;
}

const CHART_COLUMNS = `c.id::text as id, c.space_uuid::text as space, c.name, c.metric, c.view, c.config, c.size, c.layout, c.description,
  c.show_title, c.pinned, c.preview_task_id`;

/** The charts of spaces, in layout order (top to bottom, left to right). */
export async function chartsOf(db: Queryable, spaceUuids: readonly string[]): Promise<Chart[]> {
  if (spaceUuids.length === 0) return [];
  return db.query<ChartRow>(
    `select ${CHART_COLUMNS} from charts c where c.space_uuid = any($1::uuid[])
      order by (c.layout->>'y')::int, (c.layout->>'x')::int, c.created_at, c.id`,
    [spaceUuids],
  );
}

export async function chartById(db: Queryable, id: string): Promise<Chart | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.query<ChartRow>(`select ${CHART_COLUMNS} from charts c where c.id = $1::uuid`, [id]);
  return row ?? null;
}

/** The saved query ids of a chart's config, in order. */
export const chartQueryIds = (config: Chart['config']): string[] => (config.queries ?? []).map((query) => query.query_id);

/** Where a chart of `size` joins the charts of a space (`placeChart`). */
export async function placeInSpace(db: Queryable, spaceUuid: string, size: Chart['size']): Promise<ChartLayout> {
  const rows = await db.query<{ layout: ChartLayout }>('select layout from charts where space_uuid = $1::uuid', [spaceUuid]);
  return placeChart(rows.map((row) => row.layout), size);
}

/**
 * Adds a chart to a space (inside the caller's transaction) with its size fitted to the view's
 * minimum and its place after the others when none is given; records the queries it uses.
 */
export async function insertChart(tx: Queryable, spaceUuid: string, chart: ChartCreate): Promise<Chart> {
  // A chart placed by its layout takes the layout's size.
  const size = chart.layout ? { height: chart.layout.h, width: chart.layout.w } : fitChartSize(chart.view, chart.size ?? DEFAULT_CHART_SIZE);
  const layout = chart.layout ?? (await placeInSpace(tx, spaceUuid, size));
  const [row] = await tx.query<{ id: string }>(
    `insert into charts (space_uuid, name, metric, view, config, size, layout, description, show_title, pinned)
     values ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id::text as id`,
    [spaceUuid, chart.name, chart.metric, chart.view, JSON.stringify(chart.config), JSON.stringify(size), JSON.stringify(layout), chart.description ?? null, chart.show_title ?? true, chart.pinned ?? false],
  );
  if (!row) throw new Error('insert into charts returned no row');
  await setChartQueries(tx, row.id, chartQueryIds(chart.config));
  const inserted = await chartById(tx, row.id);
  if (!inserted) throw new Error('the inserted chart is gone');
  return inserted;
}

/** Records which saved queries a chart uses (its config's queries). */
export async function setChartQueries(tx: Queryable, chartId: string, queryIds: readonly string[]): Promise<void> {
  await tx.query('delete from chart_queries where chart_id = $1::uuid', [chartId]);
  for (const [position, queryId] of queryIds.entries()) {
    await tx.query('insert into chart_queries (chart_id, query_id, position) values ($1::uuid, $2::uuid, $3)', [chartId, queryId, position]);
  }
}

/** Spaces as the contract shows them, with the caller's favourites, sharing and charts. */
export async function spacesOut(db: Queryable, caller: SessionUser, rows: readonly SpaceRow[]): Promise<Space[]> {
  const uuids = rows.map((row) => row.uuid);
  if (uuids.length === 0) return [];
  const [charts, roles, scopes, favorites, editable] = [
    await chartsOf(db, uuids),
    await db.query<{ space: string; role_id: string; access: Schemas['RoleAccess'] }>(
      'select space_uuid::text as space, role_uuid::text as role_id, access from space_roles where space_uuid = any($1::uuid[]) order by role_uuid',
      [uuids],
    ),
    await db.query<{ space: string; id: string }>('select space_uuid::text as space, data_scope_uuid::text as id from space_data_scopes where space_uuid = any($1::uuid[]) order by data_scope_uuid', [uuids]),
    await db.query<{ space: string }>('select space_uuid::text as space from space_favorites where user_uuid = $1::uuid and space_uuid = any($2::uuid[])', [caller.uuid, uuids]),
    await db.query<{ space: string }>(`select s.uuid::text as space from spaces s where s.uuid = any($4::uuid[]) and ${editableSpaceSql(isAdmin(caller))}`, [
      ...(await spaceSqlParams(db, caller)),
      uuids,
    ]),
  ];
  const favorite = new Set(favorites.map((row) => row.space));
  const mayEdit = new Set(editable.map((row) => row.space));
  return rows.map((row) => ({
    uuid: row.uuid,
    name: row.name,
    access: row.access,
    initiated: row.initiated,
    origin: row.origin,
    spaceFilter: row.space_filter ?? null,
    last_updated: new Date(row.last_updated).toISOString(),
    type: row.type,
    created_by: row.created_by,
    hidePartialAdapters: row.hide_partial_adapters,
    refreshId: row.refresh_id,
    sharing: {
      ...(row.permission_level ? { permission_level: row.permission_level } : {}),
      roles: roles.filter((role) => role.space === row.uuid).map(({ role_id, access }) => ({ role_id, access })),
      data_scopes: row.all_data_scopes ? { all: true } : { all: false, ids: scopes.filter((scope) => scope.space === row.uuid).map((scope) => scope.id) },
    },
    favorite: favorite.has(row.uuid),
    // Under all data scopes a change also needs the extra permission (sharing.ts), so the console offers none without it.
    can_edit: mayEdit.has(row.uuid) && (!row.all_data_scopes || mayTouchAllScopes(caller)),
    folder_id: row.folder_id,
    charts: charts.filter((chart) => chart.space === row.uuid),
  }));
}

/** Loads spaces by uuid (no visibility check: the caller has done it). */
export async function spaceRows(db: Queryable, uuids: readonly string[]): Promise<SpaceRow[]> {
  if (uuids.length === 0) return [];
  return db.query<SpaceRow>(`select ${SPACE_COLUMNS} from spaces s where s.uuid = any($1::uuid[])`, [uuids]);
}

export interface NewSpace {
  name: string;
  type?: Space['type'];
  access?: Space['access'];
  sharing?: Space['sharing'];
  spaceFilter?: Space['spaceFilter'];
  hidePartialAdapters?: boolean;
  folder_id?: string | null;
  origin?: string | null;
}

/**
 * Creates a space owned by the caller (inside their transaction), with its roles and data scopes:
 * without sharing, a private space of the caller's data scope. Checks no sharing rule (the
 * callers do, with the spec's sentences); returns its uuid. The caller's new space is a favourite
 * when they have none yet.
 */
export async function insertSpace(tx: Queryable, caller: SessionUser, space: NewSpace): Promise<string> {
  const scopes = space.sharing?.data_scopes ?? { all: false, ids: [await scopeOfCaller(tx, caller)] };
  const [row] = await tx.query<{ uuid: string }>(
    `insert into spaces (name, type, access, permission_level, all_data_scopes, origin, space_filter, hide_partial_adapters, folder_id, owner_uuid, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::uuid, $11) returning uuid::text as uuid`,
    [
      space.name,
      space.type ?? 'custom',
      space.access ?? 'private',
      space.sharing?.permission_level ?? null,
      scopes.all,
      space.origin ?? null,
      space.spaceFilter ? JSON.stringify(space.spaceFilter) : null,
      space.hidePartialAdapters ?? false,
      space.folder_id ?? null,
      caller.uuid,
      caller.user_name,
    ],
  );
  if (!row) throw new Error('insert into spaces returned no row');
  const { uuid } = row;
  for (const role of space.sharing?.roles ?? []) {
    await tx.query(
      'insert into space_roles (space_uuid, role_uuid, access) values ($1::uuid, $2::uuid, $3) on conflict (space_uuid, role_uuid) do update set access = excluded.access',
      [uuid, role.role_id, role.access],
    );
  }
  if (!scopes.all) {
    for (const id of scopes.ids ?? []) await tx.query('insert into space_data_scopes (space_uuid, data_scope_uuid) values ($1::uuid, $2::uuid) on conflict do nothing', [uuid, id]);
  }
  await tx.query(
    'insert into space_favorites (user_uuid, space_uuid) select $1::uuid, $2::uuid where not exists (select 1 from space_favorites where user_uuid = $1::uuid)',
    [caller.uuid, uuid],
  );
  return uuid;
}

/**
 * The SQL condition "the caller may change space `s`" (with visibleSpaceSql's `$1` to `$3`): it
 * is visible, not a read-only `calculations` space, and theirs, or their role is an editor of it
 * (not private), or they are an admin. The one rule: spaceFor's `edit`, a space's `can_edit`, bulk changes.
 */
export function editableSpaceSql(admin: boolean, s = 's'): string {
  const mine = admin
    ? 'true'
    : `(${s}.owner_uuid = $1::uuid or (${s}.access <> 'private'
        and exists (select 1 from space_roles sr where sr.space_uuid = ${s}.uuid and sr.role_uuid = $2::uuid and sr.access = 'editors')))`;
  return `(${s}.type <> 'calculations' and ${visibleSpaceSql(admin, s)} and ${mine})`;
}

/** The three parameters of visibleSpaceSql and editableSpaceSql, in order. */
export async function spaceSqlParams(db: Queryable, caller: SessionUser): Promise<unknown[]> {
  return [caller.uuid, caller.role_id, await scopeOfCaller(db, caller)];
}

/** Spaces as the contract shows them, loaded by uuid in the given order. */
export async function spacesOutByUuid(db: Queryable, caller: SessionUser, uuids: readonly string[]): Promise<Space[]> {
  const rows = await spaceRows(db, uuids);
  const byUuid = new Map(rows.map((row) => [row.uuid, row]));
  return spacesOut(
    db,
    caller,
    uuids.flatMap((uuid) => byUuid.get(uuid) ?? []),
  );
}
