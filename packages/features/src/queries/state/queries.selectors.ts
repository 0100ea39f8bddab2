import { createSelector } from '@reduxjs/toolkit';
import { queryFilterProblems, type DataField, type QueryFilterProblem, type QueryFolder } from '@vigil/openapi';
import { selectCurrentUser } from '../../session/state/session.selectors';
import { can, selectAccess } from '../../shell/state/shell.selectors';
import { selectDataFields } from '../../topbar/state/topbar.selectors';
import { QUERIES_MESSAGES as M } from '../queries.messages';
import { sameData } from '../builder';
import { queryEditorSlice, type QueryEditorState } from './queryEditor.slice';
import { queryHistorySlice, type QueryHistoryState } from './queryHistory.slice';
import { queryListSlice, type QueryListState } from './queryList.slice';

type WithList = { [queryListSlice.reducerPath]: QueryListState };
type WithEditor = { [queryEditorSlice.reducerPath]: QueryEditorState };
type WithHistory = { [queryHistorySlice.reducerPath]: QueryHistoryState };

const NO_FIELDS: Readonly<Record<string, readonly DataField[]>> = {};

/** Queries/Update: create, change, move, duplicate and delete queries and folders. */
export const selectCanUpdateQueries = createSelector(selectAccess, (access) => can(access, 'Queries', 'Update'));

/** The data fields by entity, empty until loaded. */
export const selectQueryDataFields = (state: Parameters<typeof selectDataFields>[0]) => selectDataFields(state) ?? NO_FIELDS;
/** The entity types a query may select, as the data fields list them. */
export const selectQueryEntities = createSelector(selectQueryDataFields, (fields) => Object.keys(fields));

// ---- the list
export const selectQueryListState = (state: WithList) => queryListSlice.selectSlice(state);
export const selectQueryList = createSelector(selectQueryListState, (state) => state.list);
export const selectQueryListFilters = createSelector(selectQueryListState, (state) => state.filters);
export const selectQuerySearchText = createSelector(selectQueryListState, (state) => state.searchText);
export const selectQueryFolders = createSelector(selectQueryListState, (state) => state.folders);
export const selectFolderForm = createSelector(selectQueryListState, (state) => state.folderForm);
export const selectQueryMove = createSelector(selectQueryListState, (state) => state.move);
export const selectQueryRemove = createSelector(selectQueryListState, (state) => state.remove);
export const selectQueryDuplicatingId = createSelector(selectQueryListState, (state) => state.duplicatingId);
export const selectQueriesNotice = createSelector(selectQueryListState, (state) => state.notice);

/** One folder with the folders under it, by name. */
export interface QueryFolderNode {
  folder: QueryFolder;
  depth: number;
  children: QueryFolderNode[];
}

/** The folders as a tree; a folder whose parent is not listed sits at the top. */
export const selectFolderTree = createSelector(selectQueryFolders, ({ items }): QueryFolderNode[] => {
  const ids = new Set(items.map((folder) => folder.id));
  const byParent = new Map<string | null, QueryFolder[]>();
  for (const folder of items) {
    const parent = folder.parent_id && ids.has(folder.parent_id) ? folder.parent_id : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), folder]);
  }
  const build = (parent: string | null, depth: number, seen: ReadonlySet<string>): QueryFolderNode[] =>
    [...(byParent.get(parent) ?? [])]
      .sort((a, b) => a.name.localeCompare(b.name))
      .filter((folder) => !seen.has(folder.id))
      .map((folder) => ({ folder, depth, children: build(folder.id, depth + 1, new Set([...seen, folder.id])) }));
  return build(null, 0, new Set());
});

/** Folder names by id. */
export const selectFolderNames = createSelector(selectQueryFolders, ({ items }) => new Map(items.map((folder) => [folder.id, folder.name])));

/** The open folder and its parents, outermost first (the breadcrumbs). */
export const selectOpenFolderPath = createSelector([selectQueryFolders, selectQueryListFilters], ({ items }, { folderId }): QueryFolder[] => {
  const byId = new Map(items.map((folder) => [folder.id, folder]));
  const path: QueryFolder[] = [];
  let current = folderId ? byId.get(folderId) : undefined;
  while (current && !path.includes(current)) {
    path.unshift(current);
    current = current.parent_id ? byId.get(current.parent_id) : undefined;
  }
  return path;
});

/** Whether the signed-in user saved this query. */
export const selectCurrentUserId = createSelector(selectCurrentUser, (user) => user?.uuid ?? null);

// ---- the editor
export const selectQueryEditor = (state: WithEditor) => queryEditorSlice.selectSlice(state);
export const selectEditorDraft = createSelector(selectQueryEditor, (state) => state.draft);
export const selectEditorQuery = createSelector(selectQueryEditor, (state) => state.query);
export const selectEditorCounts = createSelector(selectQueryEditor, (state) => state.counts);
export const selectEditorPreview = createSelector(selectQueryEditor, (state) => state.preview);
export const selectEditorSave = createSelector(selectQueryEditor, (state) => state.save);
export const selectEditorNavigation = createSelector(selectQueryEditor, (state) => state.navigation);

/** Whether the draft differs from the query as loaded or last saved. */
export const selectEditorDirty = createSelector(
  selectQueryEditor,
  (state) => state.status === 'loaded' && !sameData(state.draft, state.baseline),
);

/** Why the query cannot be changed here, or null when it can. */
export const selectEditorReadOnlyReason = createSelector([selectQueryEditor, selectCanUpdateQueries], (state, canUpdate): string | null => {
  if (!canUpdate) return M.readOnlyRole;
  if (state.query?.predefined) return M.readOnlyPredefined;
  if (state.query && !state.query.can_edit) return M.readOnlyOthers;
  return null;
});

/** The draft filter's own problems, by the shared rules (nothing until the data fields are in). */
export const selectDraftFilterProblems = createSelector(
  [selectEditorDraft, selectDataFields],
  (draft, fields): QueryFilterProblem[] =>
    fields ? queryFilterProblems({ fields: (entity) => fields[entity] }, draft.entity, draft.filter) : [],
);

/** What the builder shows: the draft's own problems, then the server's on other nodes. */
export const selectEditorProblems = createSelector([selectDraftFilterProblems, selectQueryEditor], (own, state): QueryFilterProblem[] => {
  const seen = new Set(own.map((problem) => `${problem.path}\n${problem.message}`));
  return [...own, ...state.serverProblems.filter((problem) => !seen.has(`${problem.path}\n${problem.message}`))];
});

/** The form's own checks before a save: name, and a chosen data scope when sharing with specific ones. */
export const selectDraftFieldErrors = createSelector(selectEditorDraft, (draft): Record<string, string> => {
  const errors: Record<string, string> = {};
  if (!draft.name.trim()) errors['name'] = M.nameRequired;
  if (!draft.private && !draft.all_data_scopes && draft.data_scope_ids.length === 0) errors['data_scope_ids'] = M.dataScopeRequired;
  return errors;
});

// ---- the history
export const selectQueryHistory = (state: WithHistory) => queryHistorySlice.selectSlice(state);
export const selectHistoryQuery = createSelector(selectQueryHistory, (state) => state.query);
export const selectHistoryVersions = createSelector(selectQueryHistory, (state) => state.versions);
export const selectHistoryPicked = createSelector(selectQueryHistory, (state) => state.picked);
export const selectHistoryDiff = createSelector(selectQueryHistory, (state) => state.diff);
