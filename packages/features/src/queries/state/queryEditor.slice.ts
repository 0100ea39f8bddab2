import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { DataScope, QueryFilter, QueryFilterProblem, QueryPreviewAsset, SavedQuery } from '@vigil/openapi';
import type { CursorPage, QueryCounts } from '../api/queries.api';
import { DEFAULT_QUERY_ENTITY } from '../queries.constants';
import type { QueriesLoadStatus, QueriesNotice } from './queryList.slice';

/** What the editor changes: the saved query's writable fields. */
export interface QueryDraft {
  name: string;
  description: string;
  entity: string;
  filter: QueryFilter;
  private: boolean;
  all_data_scopes: boolean;
  data_scope_ids: string[];
  folder_id: string | null;
}

/** Why a query cannot be shown: the server does not know it for this caller (404). */
export type QueryUnavailableReason = 'not-in-data-scope' | 'not-found';

/** A navigation the editor asks of its view (after a save creates a query); `id` changes with each. */
export interface EditorNavigation {
  to: string;
  id: number;
  /** Replace the address (a new query's, once saved) rather than add one. */
  replace: boolean;
}

/** The save under way: Save, Save as (a new query) or Overwrite (after a conflict). */
export type QuerySaveMode = 'save' | 'saveAs' | 'overwrite';

export interface QueryEditorState {
  /** The saved query's id; null for a new one. */
  queryId: string | null;
  status: QueriesLoadStatus | 'unavailable';
  unavailable: QueryUnavailableReason | null;
  loadError: string | null;
  /** The query as the server last gave it. */
  query: SavedQuery | null;
  /** The draft as loaded or last saved: the draft differs from it when there are unsaved changes. */
  baseline: QueryDraft;
  draft: QueryDraft;
  /** The data scopes a shared query may be limited to. */
  dataScopes: { status: QueriesLoadStatus; items: DataScope[] };
  /** The server's 400 problems on the filter's nodes, until the filter changes. */
  serverProblems: QueryFilterProblem[];
  /** Messages on the form's fields (name, description, sharing), from the checks or the server. */
  fieldErrors: Record<string, string>;
  save: { status: 'idle' | 'saving' | 'failed' | 'conflict'; mode: QuerySaveMode | null; error: string | null };
  saveAsOpen: boolean;
  counts: { status: QueriesLoadStatus | 'skipped'; count: number | null; nodes: Record<string, number>; error: string | null };
  preview: { status: QueriesLoadStatus | 'skipped'; rows: QueryPreviewAsset[]; total: number; error: string | null };
  duplicating: boolean;
  notice: QueriesNotice | null;
  navigation: EditorNavigation | null;
}

export const EMPTY_FILTER: QueryFilter = { operator: 'and', conditions: [], groups: [] };

export function emptyDraft(entity: string = DEFAULT_QUERY_ENTITY, folderId: string | null = null): QueryDraft {
  return { name: '', description: '', entity, filter: EMPTY_FILTER, private: false, all_data_scopes: true, data_scope_ids: [], folder_id: folderId };
}

/** A saved query's writable fields. */
export function draftOf(query: SavedQuery): QueryDraft {
  return {
    name: query.name,
    description: query.description,
    entity: query.entity,
    filter: query.filter,
    private: query.private,
    all_data_scopes: query.all_data_scopes,
    data_scope_ids: query.data_scope_ids,
    folder_id: query.folder_id ?? null,
  };
}

export const initialQueryEditorState: QueryEditorState = {
  queryId: null,
  status: 'idle',
  unavailable: null,
  loadError: null,
  query: null,
  baseline: emptyDraft(),
  draft: emptyDraft(),
  dataScopes: { status: 'idle', items: [] },
  serverProblems: [],
  fieldErrors: {},
  save: { status: 'idle', mode: null, error: null },
  saveAsOpen: false,
  counts: { status: 'idle', count: null, nodes: {}, error: null },
  preview: { status: 'idle', rows: [], total: 0, error: null },
  duplicating: false,
  notice: null,
  navigation: null,
};

/** The draft's filter changed (or was reset): the server's problems no longer point at the same nodes. */
function filterReplaced(state: QueryEditorState) {
  state.serverProblems = [];
  state.counts.status = 'loading';
  state.preview.status = 'loading';
}

function navigate(state: QueryEditorState, to: string, replace: boolean) {
  state.navigation = { to, id: (state.navigation?.id ?? 0) + 1, replace };
}

/** Save: a saved query is updated from its `base_version`, a new one created. */
export const querySaveRequested = createAction('queryEditor/querySaveRequested');
/** Save as: a new query with the draft and this name. */
export const querySaveAsSubmitted = createAction<{ name: string }>('queryEditor/querySaveAsSubmitted');
/** After a conflict: save over the newer version. */
export const queryOverwriteConfirmed = createAction('queryEditor/queryOverwriteConfirmed');
/** Duplicate to edit (a predefined query, or one the user may not change): a copy, opened in the editor. */
export const queryDuplicateToEditRequested = createAction('queryEditor/queryDuplicateToEditRequested');

export const queryEditorSlice = createSlice({
  name: 'queryEditor',
  initialState: initialQueryEditorState,
  reducers: {
    /**
     * The editor showed: a saved query (`queryId`), or a new one over `entity` in `folderId`.
     * Loads the data fields, the data scopes and the query, then counts.
     */
    queryEditorOpened(state: QueryEditorState, action: PayloadAction<{ queryId: string | null; entity?: string; folderId?: string | null }>) {
      const { queryId, entity, folderId = null } = action.payload;
      const draft = emptyDraft(entity, folderId);
      return {
        ...initialQueryEditorState,
        queryId,
        status: 'loading',
        baseline: draft,
        draft,
        dataScopes: state.dataScopes,
      };
    },
    queryLoaded(state: QueryEditorState, action: PayloadAction<SavedQuery>) {
      state.status = 'loaded';
      state.query = action.payload;
      state.baseline = draftOf(action.payload);
      state.draft = draftOf(action.payload);
      filterReplaced(state);
    },
    /** The fields are in (a new query has nothing else to load). */
    newQueryReady(state: QueryEditorState) {
      state.status = 'loaded';
      filterReplaced(state);
    },
    queryLoadFailed(state: QueryEditorState, action: PayloadAction<string>) {
      state.status = 'failed';
      state.loadError = action.payload;
    },
    /** 404: the query is not there for this caller, or not within the data scope. */
    queryUnavailable(state: QueryEditorState, action: PayloadAction<QueryUnavailableReason>) {
      state.status = 'unavailable';
      state.unavailable = action.payload;
    },
    editorDataScopesLoaded(state: QueryEditorState, action: PayloadAction<DataScope[]>) {
      state.dataScopes = { status: 'loaded', items: action.payload };
    },
    editorDataScopesFailed(state: QueryEditorState) {
      state.dataScopes = { status: 'failed', items: [] };
    },

    draftNameChanged(state: QueryEditorState, action: PayloadAction<string>) {
      state.draft.name = action.payload;
      delete state.fieldErrors['name'];
    },
    draftDescriptionChanged(state: QueryEditorState, action: PayloadAction<string>) {
      state.draft.description = action.payload;
      delete state.fieldErrors['description'];
    },
    /** A new query's entity: its filter starts over (the fields are another entity's). */
    draftEntityChanged(state: QueryEditorState, action: PayloadAction<string>) {
      if (state.queryId !== null || state.draft.entity === action.payload) return;
      state.draft.entity = action.payload;
      state.draft.filter = EMPTY_FILTER;
      filterReplaced(state);
    },
    /** The builder changed the filter: counted again after the debounce. */
    draftFilterChanged(state: QueryEditorState, action: PayloadAction<QueryFilter>) {
      state.draft.filter = action.payload;
      filterReplaced(state);
    },
    /** Private, or shared with every data scope or the chosen ones. */
    draftSharingChanged(state: QueryEditorState, action: PayloadAction<Pick<QueryDraft, 'private' | 'all_data_scopes' | 'data_scope_ids'>>) {
      Object.assign(state.draft, action.payload);
      delete state.fieldErrors['data_scope_ids'];
      delete state.fieldErrors['all_data_scopes'];
    },
    /** Discard: back to the query as loaded or last saved. */
    draftDiscarded(state: QueryEditorState) {
      const filterChanged = state.draft.filter !== state.baseline.filter || state.draft.entity !== state.baseline.entity;
      state.draft = state.baseline;
      state.fieldErrors = {};
      state.save = initialQueryEditorState.save;
      if (filterChanged) filterReplaced(state);
    },

    queryCountsLoaded(state: QueryEditorState, action: PayloadAction<QueryCounts>) {
      state.counts = { status: 'loaded', count: action.payload.count, nodes: action.payload.nodes, error: null };
    },
    queryCountsFailed(state: QueryEditorState, action: PayloadAction<{ message: string; problems: QueryFilterProblem[] }>) {
      state.counts = { status: 'failed', count: null, nodes: {}, error: action.payload.message };
      state.serverProblems = action.payload.problems;
    },
    /** The filter has problems of its own: nothing is counted until they are fixed. */
    queryCountsSkipped(state: QueryEditorState) {
      state.counts = { status: 'skipped', count: null, nodes: {}, error: null };
      state.preview = { status: 'skipped', rows: [], total: 0, error: null };
    },
    queryPreviewLoaded(state: QueryEditorState, action: PayloadAction<CursorPage<QueryPreviewAsset>>) {
      state.preview = { status: 'loaded', rows: action.payload.items, total: action.payload.total, error: null };
    },
    queryPreviewFailed(state: QueryEditorState, action: PayloadAction<string>) {
      state.preview = { status: 'failed', rows: [], total: 0, error: action.payload };
    },

    querySaveAsOpened(state: QueryEditorState) {
      state.saveAsOpen = true;
      state.save = initialQueryEditorState.save;
    },
    querySaveAsCancelled(state: QueryEditorState) {
      state.saveAsOpen = false;
    },
    /** Saved: the draft is the new baseline; a created query is opened at its own address. */
    querySaved(state: QueryEditorState, action: PayloadAction<{ query: SavedQuery; created: boolean; text: string; to: string }>) {
      const { query, created, text, to } = action.payload;
      const wasNew = state.queryId === null;
      state.queryId = query.id;
      state.query = query;
      state.baseline = draftOf(query);
      state.draft = draftOf(query);
      state.save = initialQueryEditorState.save;
      state.saveAsOpen = false;
      state.fieldErrors = {};
      state.serverProblems = [];
      state.notice = { tone: 'success', text };
      if (created) navigate(state, to, wasNew);
    },
    /** Refused: the checks' or the server's messages land on the fields and nodes they name. */
    querySaveFailed(state: QueryEditorState, action: PayloadAction<{ message: string; problems: QueryFilterProblem[]; fields: Record<string, string> }>) {
      state.save = { status: 'failed', mode: state.save.mode, error: action.payload.message };
      state.serverProblems = action.payload.problems;
      state.fieldErrors = action.payload.fields;
    },
    /** 409: someone saved a newer version since this one was loaded. */
    querySaveConflicted(state: QueryEditorState, action: PayloadAction<string>) {
      state.save = { status: 'conflict', mode: state.save.mode, error: action.payload };
      state.saveAsOpen = false;
    },
    queryConflictDismissed(state: QueryEditorState) {
      state.save = initialQueryEditorState.save;
    },
    queryDuplicatedToEdit(state: QueryEditorState, action: PayloadAction<{ to: string }>) {
      state.duplicating = false;
      navigate(state, action.payload.to, false);
    },
    queryDuplicateToEditFailed(state: QueryEditorState, action: PayloadAction<string>) {
      state.duplicating = false;
      state.notice = { tone: 'error', text: action.payload };
    },
    editorNoticeDismissed(state: QueryEditorState) {
      state.notice = null;
    },
    /** The view is at the address the editor asked for, showing the query it holds. */
    editorNavigated(state: QueryEditorState) {
      state.navigation = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(querySaveRequested, (state: QueryEditorState) => {
        state.save = { status: 'saving', mode: 'save', error: null };
        state.notice = null;
      })
      .addCase(querySaveAsSubmitted, (state: QueryEditorState) => {
        state.save = { status: 'saving', mode: 'saveAs', error: null };
        state.notice = null;
      })
      .addCase(queryOverwriteConfirmed, (state: QueryEditorState) => {
        state.save = { status: 'saving', mode: 'overwrite', error: null };
        state.notice = null;
      })
      .addCase(queryDuplicateToEditRequested, (state: QueryEditorState) => {
        state.duplicating = true;
        state.notice = null;
      });
  },
});

export const {
  queryEditorOpened,
  queryLoaded,
  newQueryReady,
  queryLoadFailed,
  queryUnavailable,
  editorDataScopesLoaded,
  editorDataScopesFailed,
  draftNameChanged,
  draftDescriptionChanged,
  draftEntityChanged,
  draftFilterChanged,
  draftSharingChanged,
  draftDiscarded,
  queryCountsLoaded,
  queryCountsFailed,
  queryCountsSkipped,
  queryPreviewLoaded,
  queryPreviewFailed,
  querySaveAsOpened,
  querySaveAsCancelled,
  querySaved,
  querySaveFailed,
  querySaveConflicted,
  queryConflictDismissed,
  queryDuplicatedToEdit,
  queryDuplicateToEditFailed,
  editorNoticeDismissed,
  editorNavigated,
} = queryEditorSlice.actions;
