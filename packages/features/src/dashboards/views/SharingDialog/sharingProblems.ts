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

/** A change of the underlying queries' access the draft needs, and the queries it concerns. */
export interface QueryChangeNeeded {
  change: Exclude<BulkPermissionChange, 'NONE'>;
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
 * The query access changes the draft needs: sharing to all data scopes needs every underlying
 * query shared with all data scopes; a public dashboard needs its private queries opened.
 */
export function queryChangesNeeded(draft: SharingDraft, queries: readonly SharingQuery[]): QueryChangeNeeded[] {
  const needed: QueryChangeNeeded[] = [];
  // A private dashboard cannot be shared with all data scopes at all (sharingProblems says so).
  const notShared = draft.data_scopes.all && draft.access !== 'private' ? queries.filter((query) => !query.all_data_scopes) : [];
  if (notShared.length > 0) needed.push({ change: 'NON_SHARED_TO_SHARED', queries: notShared });
  const closed = draft.access === 'public' ? queries.filter((query) => query.private) : [];
  if (closed.length > 0) needed.push({ change: 'PRIVATE_TO_PUBLIC', queries: closed });
  return needed;
}
