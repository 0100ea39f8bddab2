import type { FastifyReply } from 'fastify';
import type { components } from '@vigil/openapi';
import type { Database, Queryable } from '../db/index.js';
import type { Handlers } from '../openapi/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { callerOf, sendError } from '../admin/access.js';
import { isAdmin } from '../auth/permissions.js';
import { isUuid } from '../auth/ids.js';
import { containsPattern, foldedMatch, naturalOrder, orderBy, pageMeta, pageWindow } from '../admin/listQuery.js';
import { SqlParams } from '../queries/compile.js';
import { assetScopeOf, scopeCondition } from '../queries/scope.js';
import { sqlOffset } from '../queries/store.js';
import { READ_ONLY_SPACE, chartsHandlers, editableSpace, sendRefusal } from './charts.js';
import {
  ALL_SCOPES_FORBIDDEN,
  FILTER_FORBIDDEN,
  NO_FAVORITE,
  mayTouchAllScopes,
  maySetFilter,
  sharingProblem,
  sharingReferenceProblem,
  spaceFilterRefusal,
  changeSpaceQueries,
  widenQueries,
  type Refusal,
  type Sharing,
} from './sharing.js';
import {
  SPACE_NOT_FOUND,
  chartsOf,
  editableSpaceSql,
  insertChart,
  insertSpace,
  scopeOfCaller,
  spaceFor,
  spaceSqlParams,
  spacesOut,
  spacesOutByUuid,
  visibleSpaceSql,
  type Space,
  type SpaceRow,
} from './store.js';
import { NO_TEMPLATE_ORIGIN, TEMPLATES, TEMPLATE_NOT_FOUND, applyTemplate, listTemplates, templateById, templateCharts, templateNeedsQueries, type Template } from './templates.js';

type Schemas = components['schemas'];

export const BLANK_NAME = 'A dashboard needs a name of more than spaces.';
export const BLANK_FOLDER = 'A folder needs a name of more than spaces; send null for the top level.';
export const FOLDER_MAX_LENGTH = 200;
export const FOLDER_TOO_LONG = `A folder name has at most ${String(FOLDER_MAX_LENGTH)} characters.`;
export const ADAPTER_NOT_FOUND = 'No such adapter.';
export const SELECTION_FILTERS = ['search', 'query', 'type', 'types', 'access', 'permission_levels', 'created_by', 'folder_id'] as const;
const isSelectionFilter = (key: string): key is (typeof SELECTION_FILTERS)[number] => (SELECTION_FILTERS as readonly string[]).includes(key);
export const unknownSelectionFilter = (key: string) => `Cannot select dashboards by "${key}"; use one of: ${SELECTION_FILTERS.join(', ')}.`;
export const badSelectionFilter = (key: string) => `The filter "${key}" takes a text or a list of texts.`;

const filterJson = (filter: Space['spaceFilter'] | undefined) => (filter ? JSON.stringify(filter) : null);
// Comma-separated ids arrive split or not, depending on how the query string was read.
const uuidsOf = (ids: readonly string[]) => [...new Set(ids.flatMap((id) => id.split(',')).map((id) => id.trim().toLowerCase()).filter(isUuid))];

/** Spaces as the spaces' replies show them: with whether their origin is a template, which reset applies again. */
async function spacesReply(db: Queryable, caller: SessionUser, uuids: readonly string[]): Promise<Space[]> {
  const spaces = await spacesOutByUuid(db, caller, uuids);
  return spaces.map((space) => ({ ...space, from_template: typeof space.origin === 'string' && templateById(space.origin) !== undefined }));
}

/** Sends the spaces' replies (one space) with a status. */
async function sendSpace(db: Queryable, reply: FastifyReply, caller: SessionUser, uuid: string, status: 200 | 201): Promise<undefined> {
  const [space] = await spacesReply(db, caller, [uuid]);
  if (!space) return void sendError(reply, 404, SPACE_NOT_FOUND);
  return void reply.code(status).send({ data: { attributes: space } } satisfies Schemas['SpaceReply']);
}

/** A folder as stored: trimmed, null for the top level; or the sentence refusing it. */
function folderOf(folder: string | null | undefined): { folder: string | null } | { problem: string } {
  if (folder === null || folder === undefined) return { folder: null };
  const trimmed = folder.trim();
  if (!trimmed) return { problem: BLANK_FOLDER };
  if (trimmed.length > FOLDER_MAX_LENGTH) return { problem: FOLDER_TOO_LONG };
  return { folder: trimmed };
}

/** The caller's spaces in their own order: the positions they set (reorder) first, then by name. */
async function orderedVisible(db: Queryable, caller: SessionUser): Promise<string[]> {
  const rows = await db.query<{ uuid: string }>(
    `select s.uuid::text as uuid from spaces s left join space_positions p on p.space_uuid = s.uuid and p.user_uuid = $1::uuid
      where ${visibleSpaceSql(isAdmin(caller))} order by p.position is null, p.position, ${naturalOrder('s.name')}, s.uuid`,
    await spaceSqlParams(db, caller),
  );
  return rows.map((row) => row.uuid);
}

/**
 * The SQL of a DashboardSelection: its ids when `include`, else every space but its ids narrowed by
 * its filters; or the sentence refusing a filter. Bulk delete and export select alike.
 */
export function selectionSql(selection: Schemas['DashboardSelection'], add: (value: unknown) => string): string[] | string {
  const ids = uuidsOf(selection.ids);
  if (selection.include) return [`s.uuid = any(${add(ids)}::uuid[])`];
  const filters = selectionFilterSql(selection.filters ?? {}, add);
  return typeof filters === 'string' ? filters : [`s.uuid <> all(${add(ids)}::uuid[])`, ...filters];
}

/**
 * The column each management filter selects by, by its names in a selection's filters and in the
 * list's parameters (GET /dashboard/management/filters), `type` as well as `types`.
 */
const FILTER_COLUMNS = { type: 's.type', types: 's.type', access: 's.access', permission_levels: 's.permission_level', created_by: 's.created_by', folder_id: 's.folder_id' } as const;

/** The SQL of a DashboardSelection's filters (see SELECTION_FILTERS), or the sentence refusing one. */
function selectionFilterSql(filters: Record<string, unknown>, add: (value: unknown) => string): string[] | string {
  const where: string[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    if (!isSelectionFilter(key)) return unknownSelectionFilter(key);
    if (raw === undefined || raw === null) {
      if (key === 'folder_id') where.push('s.folder_id is null');
      continue;
    }
    const values = Array.isArray(raw) ? raw : [raw];
    if (!values.every((value): value is string => typeof value === 'string')) return badSelectionFilter(key);
    // Nothing chosen in a filter, as in the list: it does not narrow.
    if (values.length === 0) continue;
    if (key === 'search' || key === 'query') {
      const text = values.join(' ').trim();
      if (text) where.push(foldedMatch('s.name', add(containsPattern(text))));
    } else {
      where.push(`${FILTER_COLUMNS[key]} = any(${add(values)}::text[])`);
    }
  }
  return where;
}

/**
 * Spaces (dashboards): list, create, edit (sharing, filter, favourite), duplicate, delete one or
 * a selection, reorder, folders, management filters, adapter figures, templates; with the charts
 * of charts.ts. The rules are written down in README.md.
 */
export const spacesHandlers = (db: Database): Handlers => ({
  ...chartsHandlers(db),

  listSpaces: async ({ query, request }) => {
    const caller = callerOf(request);
    const window = pageWindow(query);
    const values = await spaceSqlParams(db, caller);
    const add = (value: unknown) => {
      values.push(value);
      return `$${String(values.length)}`;
    };
    const where = [visibleSpaceSql(isAdmin(caller))];
    for (const text of [query.search, query.query]) {
      const trimmed = text?.trim();
      if (trimmed) where.push(foldedMatch('s.name', add(containsPattern(trimmed))));
    }
    if (query.all_spaces !== true) {
      where.push('(s.owner_uuid = $1::uuid or exists (select 1 from space_favorites f where f.space_uuid = s.uuid and f.user_uuid = $1::uuid))');
    }
    if (query.folder_id !== undefined) {
      const folder = query.folder_id.trim();
      where.push(folder ? `s.folder_id = ${add(folder)}` : 's.folder_id is null');
    }
    if (query.space_ids !== undefined) where.push(`s.uuid = any(${add(uuidsOf(query.space_ids))}::uuid[])`);
    // The management filters; none chosen narrows nothing.
    for (const key of ['types', 'access', 'created_by'] as const) {
      const chosen = query[key];
      if (chosen?.length) where.push(`${FILTER_COLUMNS[key]} = any(${add(chosen)}::text[])`);
    }
    // The caller's own order (reorder) when they ask for no other.
    const order =
      query.sort === undefined
        ? `order by p.position is null, p.position, ${naturalOrder('s.name')}, s.uuid`
        : orderBy(query.sort, { name: naturalOrder('s.name'), last_updated: 's.last_updated', access: 's.access', type: 's.type', created_by: naturalOrder('s.created_by') }, 'name', 's.uuid');
    const from = 'spaces s left join space_positions p on p.space_uuid = s.uuid and p.user_uuid = $1::uuid';
    const condition = where.join(' and ');
    const [counted] = await db.query<{ total: number }>(`select count(*)::int as total from ${from} where ${condition}`, values);
    const limit = add(window.size);
    const offset = add(sqlOffset(window.offset));
    const rows = await db.query<{ uuid: string }>(`select s.uuid::text as uuid from ${from} where ${condition} ${order} limit ${limit} offset ${offset}`, values);
    const data = await spacesReply(
      db,
      caller,
      rows.map((row) => row.uuid),
    );
    return { data, meta: pageMeta(window, rows.length, counted?.total ?? 0) };
  },

  createSpace: async ({ body, request, reply }) => {
    const caller = callerOf(request);
    const name = body.name.trim();
    if (!name) return void sendError(reply, 400, BLANK_NAME);
    const folder = folderOf(body.folder_id);
    if ('problem' in folder) return void sendError(reply, 400, folder.problem);
    const sharing: Sharing = body.sharing ?? { roles: [], data_scopes: { all: false, ids: [await scopeOfCaller(db, caller)] } };
    const problem = sharingProblem(body.access, sharing) ?? (await sharingReferenceProblem(db, sharing));
    if (problem) return void sendError(reply, 400, problem);
    if (sharing.data_scopes.all && !mayTouchAllScopes(caller)) return void sendError(reply, 403, ALL_SCOPES_FORBIDDEN);
    if (body.spaceFilter !== undefined) {
      if (!maySetFilter(caller)) return void sendError(reply, 403, FILTER_FORBIDDEN);
      const refusal = spaceFilterRefusal(body.spaceFilter);
      if (refusal) return void sendRefusal(reply, refusal);
    }
    const uuid = await db.transaction((tx) =>
      insertSpace(tx, caller, {
        name,
        type: body.type ?? 'custom',
        access: body.access,
        sharing,
        ...(body.spaceFilter !== undefined && { spaceFilter: body.spaceFilter }),
        hidePartialAdapters: body.hidePartialAdapters ?? false,
        folder_id: folder.folder,
      }),
    );
    return sendSpace(db, reply, caller, uuid, 201);
  },

  updateSpace: async ({ params, body, request, reply }) => {
    const caller = callerOf(request);
    const found = await spaceFor(db, caller, params.id.trim());
    if (!found) return void sendError(reply, 404, SPACE_NOT_FOUND);
    const { row } = found;
    // Marking a favourite is the caller's own business: viewing the space is enough.
    const changesSpace = Object.keys(body).some((key) => key !== 'favorite');
    if (changesSpace && found.access !== 'edit') return void sendError(reply, 403, READ_ONLY_SPACE);
    const name = body.name?.trim();
    if (name === '') return void sendError(reply, 400, BLANK_NAME);
    const [current] = await spacesOut(db, caller, [row]);
    if (!current?.sharing) return void sendError(reply, 404, SPACE_NOT_FOUND);
    const touchesSharing = body.access !== undefined || body.sharing !== undefined;
    const access = body.access ?? row.access;
    const sharing = body.sharing ?? current.sharing;
    if (touchesSharing) {
      const problem = sharingProblem(access, sharing) ?? (await sharingReferenceProblem(db, sharing));
      if (problem) return void sendError(reply, 400, problem);
    }
    if (changesSpace && (row.all_data_scopes || sharing.data_scopes.all) && !mayTouchAllScopes(caller)) return void sendError(reply, 403, ALL_SCOPES_FORBIDDEN);
    if (body.spaceFilter !== undefined) {
      if (!maySetFilter(caller)) return void sendError(reply, 403, FILTER_FORBIDDEN);
      const refusal = body.spaceFilter === null ? undefined : spaceFilterRefusal(body.spaceFilter);
      if (refusal) return void sendRefusal(reply, refusal);
    }
    if (body.favorite === false && current.favorite) {
      const [favorites] = await db.query<{ n: number }>('select count(*)::int as n from space_favorites where user_uuid = $1::uuid', [caller.uuid]);
      if ((favorites?.n ?? 0) <= 1) return void sendError(reply, 400, NO_FAVORITE);
    }
    const refusal = await db.transaction(async (tx): Promise<Refusal | undefined> => {
      // First: they refuse before anything is written.
      const refused = touchesSharing
        ? await widenQueries(tx, caller, row.uuid, { access, all: sharing.data_scopes.all }, body.bulk_permission_change ?? 'NONE')
        : await changeSpaceQueries(tx, caller, row.uuid, body.bulk_permission_change ?? 'NONE');
      if (refused) return refused;
      if (changesSpace) {
        await tx.query(
          `update spaces set name = $2, access = $3, permission_level = $4, all_data_scopes = $5, space_filter = $6, hide_partial_adapters = $7, last_updated = now()
            where uuid = $1::uuid`,
          [
            row.uuid,
            name ?? row.name,
            access,
            sharing.permission_level ?? row.permission_level,
            sharing.data_scopes.all,
            filterJson(body.spaceFilter !== undefined ? body.spaceFilter : row.space_filter),
            body.hidePartialAdapters ?? row.hide_partial_adapters,
          ],
        );
      }
      if (body.sharing) {
        await tx.query('delete from space_roles where space_uuid = $1::uuid', [row.uuid]);
        await tx.query('delete from space_data_scopes where space_uuid = $1::uuid', [row.uuid]);
        for (const role of body.sharing.roles) {
          await tx.query('insert into space_roles (space_uuid, role_uuid, access) values ($1::uuid, $2::uuid, $3) on conflict (space_uuid, role_uuid) do update set access = excluded.access', [
            row.uuid,
            role.role_id,
            role.access,
          ]);
        }
        for (const id of body.sharing.data_scopes.all ? [] : (body.sharing.data_scopes.ids ?? [])) {
          await tx.query('insert into space_data_scopes (space_uuid, data_scope_uuid) values ($1::uuid, $2::uuid) on conflict do nothing', [row.uuid, id]);
        }
      }
      if (body.favorite === true) await tx.query('insert into space_favorites (user_uuid, space_uuid) values ($1::uuid, $2::uuid) on conflict do nothing', [caller.uuid, row.uuid]);
      if (body.favorite === false) await tx.query('delete from space_favorites where user_uuid = $1::uuid and space_uuid = $2::uuid', [caller.uuid, row.uuid]);
      return undefined;
    });
    if (refusal) return void sendRefusal(reply, refusal);
    return sendSpace(db, reply, caller, row.uuid, 200);
  },

  deleteSpace: async ({ params, request, reply }) => {
    const space = await editableSpace(db, callerOf(request), params.id.trim());
    if ('status' in space) return void sendRefusal(reply, space);
    await db.query('delete from spaces where uuid = $1::uuid', [space.uuid]);
    return void reply.code(204).send();
  },

  /** The selected spaces the caller may change (others are left alone); how many went. */
  deleteSpaces: async ({ body, request, reply }) => {
    const caller = callerOf(request);
    const values = await spaceSqlParams(db, caller);
    const add = (value: unknown) => {
      values.push(value);
      return `$${String(values.length)}`;
    };
    const where = [editableSpaceSql(isAdmin(caller))];
    if (!mayTouchAllScopes(caller)) where.push('not s.all_data_scopes');
    const selected = selectionSql(body, add);
    if (typeof selected === 'string') return void sendError(reply, 400, selected);
    where.push(...selected);
    const deleted = await db.query(`delete from spaces s where ${where.join(' and ')} returning s.uuid`, values);
    return { data: { attributes: { deleted: deleted.length } } };
  },

  /**
   * A copy with the source's charts, the caller's (private, their data scope, whatever the
   * source's sharing). Viewing the source is enough. Its origin is the source's template, or the
   * source itself; its filter is copied only for a caller who may set filters.
   */
  duplicateSpace: async ({ params, body, request, reply }) => {
    const caller = callerOf(request);
    const found = await spaceFor(db, caller, params.id.trim());
    if (!found) return void sendError(reply, 404, SPACE_NOT_FOUND);
    const name = body.name.trim();
    if (!name) return void sendError(reply, 400, BLANK_NAME);
    const { row } = found;
    const uuid = await db.transaction(async (tx) => {
      const copy = await insertSpace(tx, caller, {
        name,
        type: 'custom',
        access: 'private',
        ...(row.space_filter && maySetFilter(caller) && { spaceFilter: row.space_filter }),
        hidePartialAdapters: row.hide_partial_adapters,
        folder_id: row.folder_id,
        origin: row.origin !== null && templateById(row.origin) ? row.origin : row.uuid,
      });
      for (const chart of await chartsOf(tx, [row.uuid])) {
        await insertChart(tx, copy, {
          name: chart.name,
          metric: chart.metric,
          view: chart.view,
          config: chart.config,
          size: chart.size,
          layout: chart.layout,
          description: chart.description ?? null,
          show_title: chart.show_title,
          pinned: chart.pinned,
        });
      }
      return copy;
    });
    return sendSpace(db, reply, caller, uuid, 201);
  },

  /** Moves the space to `index` of the caller's own order of the spaces they see (positions for them all, from then on). */
  reorderSpace: async ({ params, body, request, reply }) => {
    const caller = callerOf(request);
    const found = await spaceFor(db, caller, params.id.trim());
    if (!found) return void sendError(reply, 404, SPACE_NOT_FOUND);
    await db.transaction(async (tx) => {
      const order = (await orderedVisible(tx, caller)).filter((uuid) => uuid !== found.row.uuid);
      order.splice(Math.min(body.index, order.length), 0, found.row.uuid);
      await tx.query('delete from space_positions where user_uuid = $1::uuid', [caller.uuid]);
      await tx.query(
        `insert into space_positions (user_uuid, space_uuid, position)
         select $1::uuid, t.uuid, (t.n - 1)::int from unnest($2::uuid[]) with ordinality as t(uuid, n)`,
        [caller.uuid, order],
      );
    });
    return void reply.code(204).send();
  },

  /** Files spaces under a folder (a free name or path), all or none: each must be the caller's to change. */
  moveSpacesToFolder: async ({ body, request, reply }) => {
    const caller = callerOf(request);
    const folder = folderOf(body.folder_id);
    if ('problem' in folder) return void sendError(reply, 400, folder.problem);
    const uuids: string[] = [];
    for (const id of new Set(body.ids.map((id) => id.trim()))) {
      const space = await editableSpace(db, caller, id);
      if ('status' in space) return void sendRefusal(reply, space);
      uuids.push(space.uuid);
    }
    await db.query('update spaces set folder_id = $2 where uuid = any($1::uuid[])', [uuids, folder.folder]);
    return void reply.code(204).send();
  },

  getDashboardManagementFilters: async ({ request }) => {
    const caller = callerOf(request);
    const values = await spaceSqlParams(db, caller);
    const visible = visibleSpaceSql(isAdmin(caller));
    const distinct = async (column: string) =>
      (await db.query<{ value: string }>(`select distinct ${column} as value from spaces s where ${visible} and ${column} is not null order by 1`, values)).map((row) => row.value);
    return {
      data: {
        attributes: {
          types: (await distinct('s.type')) as Space['type'][],
          access: (await distinct('s.access')) as Space['access'][],
          permission_levels: (await distinct('s.permission_level')) as Schemas['PermissionLevel'][],
          created_by: (await distinct('s.created_by')).filter((name) => name !== ''),
          template_groups: ['all', 'use_cases', 'recommended'],
          template_types: [...new Set(TEMPLATES.map((template) => template.type))],
        },
      },
    };
  },

  /** An adapter's connections by status and the assets it reports by entity, within the caller's data scope. */
  getDashboardAdapterData: async ({ params, request, reply }) => {
    const caller = callerOf(request);
    const [adapter] = await db.query<{ module: string; title: string }>('select module, title from adapters where module = $1', [params.module]);
    if (!adapter) return void sendError(reply, 404, ADAPTER_NOT_FOUND);
    const scope = await assetScopeOf(db, caller);
    const connectionParams = new SqlParams();
    const moduleParam = connectionParams.add(adapter.module);
    const connectionScope = scope?.byConnections
      ? `and exists (select 1 from data_scope_connections dc where dc.connection_id = c.id and dc.data_scope_id = ${connectionParams.add(scope.uuid)}::uuid)`
      : '';
    const connections = await db.query<{ status: Schemas['AdapterConnectionStatus']; count: number }>(
      `select c.status, count(*)::int as count from adapter_connections c where c.adapter = ${moduleParam} ${connectionScope} group by c.status order by c.status`,
      connectionParams.values,
    );
    const assetParams = new SqlParams();
    const assetModule = assetParams.add(adapter.module);
    const assetScope = scopeCondition(scope, assetParams)('a');
    const assets = await db.query<{ entity: string; count: number }>(
      `select a.entity, count(distinct a.id)::int as count
         from asset_adapters aa join adapter_connections c on c.id = aa.connection_id join assets a on a.id = aa.asset_id
        where c.adapter = ${assetModule} and ${assetScope} group by a.entity order by a.entity`,
      assetParams.values,
    );
    return {
      data: { attributes: { module: adapter.module, title: adapter.title, connections, assets: Object.fromEntries(assets.map((row) => [row.entity, row.count])) } },
    };
  },

  listDashboardTemplates: async ({ query }) => ({ data: { attributes: { value: listTemplates(query.group, query.type) } } }),

  applySpaceTemplate: async ({ params, request, reply }) => {
    const caller = callerOf(request);
    const space = await editableSpace(db, caller, params.id.trim());
    if ('status' in space) return void sendRefusal(reply, space);
    const template = templateById(params.templateId);
    // The space is the resource of the path; a template it cannot take is bad input (issue 18: a 400).
    if (!template) return void sendError(reply, 400, TEMPLATE_NOT_FOUND);
    return applyAndSend(db, reply, caller, space, template);
  },

  resetSpace: async ({ params, request, reply }) => {
    const caller = callerOf(request);
    const space = await editableSpace(db, caller, params.id.trim());
    if ('status' in space) return void sendRefusal(reply, space);
    const template = space.origin === null ? undefined : templateById(space.origin);
    if (!template) return void sendError(reply, 400, NO_TEMPLATE_ORIGIN);
    return applyAndSend(db, reply, caller, space, template);
  },
});

/** Replaces the space's charts with the template's, all or nothing; 400 when this server lacks a query the template needs. */
async function applyAndSend(db: Database, reply: FastifyReply, caller: SessionUser, space: SpaceRow, template: Template): Promise<undefined> {
  const found = await templateCharts(db, template);
  if ('missing' in found) return void sendError(reply, 400, templateNeedsQueries(found.missing));
  await db.transaction((tx) => applyTemplate(tx, space.uuid, template, found.charts));
  return sendSpace(db, reply, caller, space.uuid, 200);
}
