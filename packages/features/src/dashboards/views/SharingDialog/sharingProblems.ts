import type { BulkPermissionChange, DashboardAccess, RoleAccess } from '@vigil/openapi';
import { DASHBOARD_DIALOGS_MESSAGES as M } from '../../dashboards.dialogs.messages';

/** A sharing as the dialog edits it: the access, the roles and the data scopes. */
export interface SharingDraft {
  access: DashboardAccess;
  roles: readonly { role_id: string; access: RoleAccess }[];
  data_scopes: { all: boolean; ids: readonly string[] };
}

/** A saved query one of the space's charts uses, with its own sharing. */
export interface SharingQuery {
  id: string;
  name: string;
  private: boolean;
  all_data_scopes: boolean;
}

/** A broken sharing rule and the part of the form it belongs to. */
export interface SharingProblem {
  field: 'roles' | 'data_scopes';
  message: string;
}

/**
 * Why some underlying queries must change: `not_shared`, the dashboard is shared with all data
 * scopes and they are not (a private query is shared with no data scope); `private`, the
 * dashboard is public and they are private.
 */
export type QueryChangeReason = 'not_shared' | 'private';

/** Underlying queries that must change for the draft, and why. */
export interface QueryChangeNeeded {
  reason: QueryChangeReason;
  queries: SharingQuery[];
}

/** The sharing rules of spec 001 section 5 the dialog can check by itself, with the spec's texts. */
export function sharingProblems(draft: SharingDraft): SharingProblem[] {
  const problems: SharingProblem[] = [];
  const hasViewerOrEditor = draft.roles.some((role) => role.access === 'viewers' || role.access === 'editors');
  if (draft.access !== 'private' && !hasViewerOrEditor) problems.push({ field: 'roles', message: M.noViewerOrEditor });
  if (draft.access === 'private' && draft.data_scopes.all) problems.push({ field: 'data_scopes', message: M.privateAllDataScopes });
  if (!draft.data_scopes.all && draft.data_scopes.ids.length === 0) problems.push({ field: 'data_scopes', message: M.noDataScope });
  return problems;
}

/**
 * The underlying queries the draft needs changed: sharing to all data scopes needs every query
 * shared with all data scopes; a public dashboard needs its private queries opened.
 */
export function queryChangesNeeded(draft: SharingDraft, queries: readonly SharingQuery[]): QueryChangeNeeded[] {
  const needed: QueryChangeNeeded[] = [];
  // A private dashboard cannot be shared with all data scopes at all (sharingProblems says so).
  // A private query of a public dashboard is listed once, as private (opening it shares it too).
  const listedAsPrivate = (query: SharingQuery) => query.private && draft.access === 'public';
  const notShared = draft.data_scopes.all && draft.access !== 'private' ? queries.filter((query) => (query.private || !query.all_data_scopes) && !listedAsPrivate(query)) : [];
  if (notShared.length > 0) needed.push({ reason: 'not_shared', queries: notShared });
  const closed = draft.access === 'public' ? queries.filter((query) => query.private) : [];
  if (closed.length > 0) needed.push({ reason: 'private', queries: closed });
  return needed;
}

/**
 * The one bulk change that settles every needed change: a private query is shared with all data
 * scopes only by opening it, which PRIVATE_TO_PUBLIC does (the others shared with all data
 * scopes too); without private ones, NON_SHARED_TO_SHARED. Undefined when nothing is needed.
 */
export function bulkChangeFor(needed: readonly QueryChangeNeeded[]): Exclude<BulkPermissionChange, 'NONE'> | undefined {
  if (needed.length === 0) return undefined;
  return needed.some(({ queries }) => queries.some((query) => query.private)) ? 'PRIVATE_TO_PUBLIC' : 'NON_SHARED_TO_SHARED';
}
