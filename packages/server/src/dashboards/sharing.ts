import type { components } from '@vigil/openapi';
import { queryFilterProblems, type QueryFieldCatalog, type QueryFilter } from '@vigil/openapi/queryFilter';
import type { Queryable } from '../db/index.js';
import type { SessionUser } from '../auth/sessions.js';
import { can, isAdmin } from '../auth/permissions.js';
import { isUuid } from '../auth/ids.js';
import { MAX_DETAILS } from '../openapi/registerRoutes.js';
import { COMMON_FIELDS } from '../routes/dataFields.js';
import { filterPointer } from '../queries/checkFilter.js';
import { NO_DATA_SCOPE } from '../queries/savedQueries.js';
import type { Space } from './store.js';

type Schemas = components['schemas'];
type ErrorDetail = Schemas['ErrorDetail'];

/** Spec 001 section 5, letter for letter. */
export const NO_VIEWER_OR_EDITOR = 'This dashboard must remain Custom or Public. Define at least one role as viewer/editor.';
export const PRIVATE_ALL_SCOPES = 'A Private dashboard cannot be shared between all Data Scopes.';
export { NO_DATA_SCOPE };
export const NO_FAVORITE = 'You need to have at least one selected dashboard favorite';
export const FILTER_FORBIDDEN = "You don't have permissions to set the filter";

/** Ours, for what the spec does not word. */
export const ALL_SCOPES_FORBIDDEN =
  'Sharing a dashboard with all Data Scopes, or changing one that is, needs the Data Scope impersonation permission of Settings; ask your administrator.';
export const QUERY_ACCESS_ASK_ADMIN =
  "You may not change the access level of some of this dashboard's queries; ask your administrator to change it for you.";
export const queriesNotShared = (names: readonly string[]) =>
  `The dashboard's charts use queries that are not shared with all Data Scopes: ${names.join(', ')}. Share them too (NON_SHARED_TO_SHARED), or keep the dashboard's Data Scopes.`;
export const queriesPrivate = (names: readonly string[]) =>
  `The dashboard's charts use private queries: ${names.join(', ')}. Open them to other roles too (PRIVATE_TO_PUBLIC), or keep the dashboard's access.`;
export const chartQueriesTooNarrow = (names: readonly string[]) =>
  `This dashboard is shared more widely than some queries of the chart: ${names.join(', ')}. Share those queries as widely as the dashboard first.`;
export const unknownRole = (id: string) => `No role with the id "${id}".`;
export const roleListedTwice = (id: string) => `The role "${id}" is listed more than once; give each role one access.`;
export const unknownDataScope = (id: string) => `No data scope with the id "${id}".`;

export type Sharing = Schemas['SpaceSharing'];
export type Access = Space['access'];
export type BulkPermissionChange = Schemas['BulkPermissionChange'];

/** A refusal: its status, sentence and, for 400s, where. */
export interface Refusal {
  status: 400 | 403 | 404;
  message: string;
  details?: ErrorDetail[];
}

/**
 * The rules of section 5 over a dashboard's access and sharing (after the change): a custom or
 * public dashboard names at least one role as viewer or editor; a private one is not shared with
 * all data scopes; specific data scopes are at least one. And each role is listed once (ours).
 */
export function sharingProblem(access: Access, sharing: Sharing): string | undefined {
  const seen = new Set<string>();
  for (const { role_id: id } of sharing.roles) {
    if (seen.has(id.toLowerCase())) return roleListedTwice(id);
    seen.add(id.toLowerCase());
  }
  if (access !== 'private' && !sharing.roles.some((role) => role.access === 'viewers' || role.access === 'editors')) return NO_VIEWER_OR_EDITOR;
  if (access === 'private' && sharing.data_scopes.all) return PRIVATE_ALL_SCOPES;
  if (!sharing.data_scopes.all && (sharing.data_scopes.ids ?? []).length === 0) return NO_DATA_SCOPE;
  return undefined;
}

/** The first role or data scope the sharing names that does not exist. */
export async function sharingReferenceProblem(db: Queryable, sharing: Sharing): Promise<string | undefined> {
  const roleIds = sharing.roles.map((role) => role.role_id);
  const roles = new Set(
    (await db.query<{ id: string }>('select uuid::text as id from roles where uuid = any($1::uuid[])', [roleIds.filter(isUuid)])).map((row) => row.id),
  );
  const role = roleIds.find((id) => !roles.has(id.toLowerCase()));
  if (role !== undefined) return unknownRole(role);
  const scopeIds = sharing.data_scopes.all ? [] : (sharing.data_scopes.ids ?? []);
  const scopes = new Set(
    (await db.query<{ id: string }>('select uuid::text as id from data_scopes where uuid = any($1::uuid[])', [scopeIds.filter(isUuid)])).map((row) => row.id),
  );
  const scope = scopeIds.find((id) => !scopes.has(id.toLowerCase()));
  return scope === undefined ? undefined : unknownDataScope(scope);
}

/**
 * The extra permission of section 5 for 'all data scopes': sharing a dashboard with all data
 * scopes, or changing one that is (its sharing or its charts), reaches every data scope's users,
 * so it needs what crossing data scopes needs elsewhere: Settings/DataScopeImpersonation (admins
 * pass), on top of Dashboard/Update.
 */
export const mayTouchAllScopes = (caller: SessionUser): boolean => isAdmin(caller) || can(caller, 'Settings', 'DataScopeImpersonation');

/**
 * Setting a dashboard filter (it takes effect for every user of the dashboard) needs edit rights
 * on the dashboard (checked by the caller) and Queries/Update, the permission of writing filters;
 * admins pass.
 */
export const maySetFilter = (caller: SessionUser): boolean => can(caller, 'Queries', 'Update');

/** A space filter may name the fields every asset has, whatever entity a chart of the space counts. */
const SPACE_FILTER_ENTITY = 'any';
const commonCatalog: QueryFieldCatalog = { fields: (entity) => (entity === SPACE_FILTER_ENTITY ? COMMON_FIELDS : undefined) };

/** What is wrong with a space filter, as a 400 with details under `/spaceFilter`; undefined when it may be saved. */
export function spaceFilterRefusal(filter: QueryFilter): Refusal | undefined {
  const problems = queryFilterProblems(commonCatalog, SPACE_FILTER_ENTITY, filter);
  const [first] = problems;
  if (!first) return undefined;
  return {
    status: 400,
    message: first.message,
    details: problems.slice(0, MAX_DETAILS).map((problem) => ({ field: `/spaceFilter${filterPointer(filter, problem.path)}`, message: problem.message })),
  };
}

interface ChartQueryRow {
  id: string;
  name: string;
  private: boolean;
  predefined: boolean;
  all_data_scopes: boolean;
  owner_uuid: string | null;
}

/**
 * Widens the saved queries under a dashboard when its sharing widens (inside the caller's
 * transaction), or says why not. Sharing with all data scopes needs every query its charts use
 * shared with all data scopes; a public dashboard needs them not private (predefined queries are
 * everyone's already). `NONE` changes no query (400 naming those that do not fit);
 * `NON_SHARED_TO_SHARED` shares the non-private ones with all data scopes (private ones still
 * refuse); `PRIVATE_TO_PUBLIC` also opens the private ones, shared with all data scopes as a query
 * turning public is. A query is changed only by its owner or an admin with Queries/Update (403).
 */
export async function widenQueries(
  tx: Queryable,
  caller: SessionUser,
  spaceUuid: string,
  after: { access: Access; all: boolean },
  change: BulkPermissionChange,
): Promise<Refusal | undefined> {
  if (!after.all && after.access !== 'public') return undefined;
  const open = await spaceQueries(tx, spaceUuid);
  const privateOnes = open.filter((q) => q.private && (after.all || after.access === 'public'));
  const unshared = open.filter((q) => !q.private && !q.all_data_scopes && after.all);
  if (privateOnes.length === 0 && unshared.length === 0) return undefined;
  const names = (rows: ChartQueryRow[]) => rows.map((q) => q.name);
  if (change === 'NONE' || (change === 'NON_SHARED_TO_SHARED' && privateOnes.length > 0)) {
    const message = privateOnes.length > 0 ? queriesPrivate(names(privateOnes)) : queriesNotShared(names(unshared));
    return { status: 400, message, details: [...privateOnes, ...unshared].map((q) => ({ field: `/queries/${q.id}`, message: q.name })) };
  }
  return shareQueries(tx, caller, [...privateOnes, ...unshared]);
}

/** The saved queries (not predefined) the charts of a space use. */
function spaceQueries(tx: Queryable, spaceUuid: string): Promise<ChartQueryRow[]> {
  return tx.query<ChartQueryRow>(
    `select distinct q.id::text as id, q.name, q.private, q.predefined, q.all_data_scopes, q.owner_uuid::text as owner_uuid
       from charts c join chart_queries cq on cq.chart_id = c.id join saved_queries q on q.id = cq.query_id
      where c.space_uuid = $1::uuid and not q.predefined order by q.name, id`,
    [spaceUuid],
  );
}

/** Opens queries to every role and data scope, when the caller may change them all (their owner or an admin, with Queries/Update). */
async function shareQueries(tx: Queryable, caller: SessionUser, queries: readonly ChartQueryRow[]): Promise<Refusal | undefined> {
  if (queries.length === 0) return undefined;
  const mayChange = can(caller, 'Queries', 'Update') && queries.every((q) => isAdmin(caller) || q.owner_uuid === caller.uuid);
  if (!mayChange) return { status: 403, message: QUERY_ACCESS_ASK_ADMIN };
  const ids = queries.map((q) => q.id);
  await tx.query('update saved_queries set private = false, all_data_scopes = true, last_updated = now() where id = any($1::uuid[])', [ids]);
  await tx.query('delete from saved_query_data_scopes where query_id = any($1::uuid[])', [ids]);
  return undefined;
}

/**
 * The list's bulk change of the queries under a dashboard, its sharing unchanged (inside the
 * caller's transaction): `NON_SHARED_TO_SHARED` shares its queries that are not private with all
 * data scopes, `PRIVATE_TO_PUBLIC` opens the private ones too, `NONE` changes nothing. Predefined
 * queries are everyone's already.
 */
export async function changeSpaceQueries(tx: Queryable, caller: SessionUser, spaceUuid: string, change: BulkPermissionChange): Promise<Refusal | undefined> {
  if (change === 'NONE') return undefined;
  const queries = await spaceQueries(tx, spaceUuid);
  return shareQueries(
    tx,
    caller,
    queries.filter((q) => (q.private ? change === 'PRIVATE_TO_PUBLIC' : !q.all_data_scopes)),
  );
}

/**
 * The chart queries a space is shared more widely than (a chart added, changed or moved into a
 * public or all-data-scopes space must keep what widenQueries ensured): private ones, and for all
 * data scopes those not shared with all of them. Predefined queries are everyone's.
 */
export async function queriesNarrowerThan(db: Queryable, space: { access: Access; all_data_scopes: boolean }, queryIds: readonly string[]): Promise<string[]> {
  if (!space.all_data_scopes && space.access !== 'public') return [];
  const rows = await db.query<ChartQueryRow>(
    'select q.id::text as id, q.name, q.private, q.predefined, q.all_data_scopes, q.owner_uuid::text as owner_uuid from saved_queries q where q.id = any($1::uuid[]) order by q.name',
    [queryIds.filter(isUuid)],
  );
  return rows.filter((q) => !q.predefined && (q.private || (space.all_data_scopes && !q.all_data_scopes))).map((q) => q.name);
}
