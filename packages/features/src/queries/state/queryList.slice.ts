import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QueryFolder, QueryUsage, SavedQuery } from '@vigil/openapi';
import type { CursorPage } from '../api/queries.api';
import { DEFAULT_QUERIES_SORT, type QueryKind } from '../queries.constants';

export type QueriesLoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** A line above the list after an action. */
export interface QueriesNotice {
  tone: 'success' | 'error';
  text: string;
}

/** What the list is filtered and sorted by; `folderId` comes from the address. */
export interface QueryListFilters {
  search: string;
  sort: string;
  kind: QueryKind;
  entity: string | null;
  /** A folder's id; null: every folder. */
  folderId: string | null;
}

/** The delete dialog: asking, sending, refused because the query is used (409), or failed. */
export type QueryDeleteStatus = 'confirm' | 'deleting' | 'in-use' | 'failed';

export interface QueryListState {
  /** The search box's text as typed; `filters.search` is applied after the debounce. */
  searchText: string;
  filters: QueryListFilters;
  list: {
    status: QueriesLoadStatus;
    items: SavedQuery[];
    total: number;
    nextCursor: string | null;
    /** A further page is on its way (the rows so far stay). */
    loadingMore: boolean;
    error: string | null;
  };
  folders: { status: QueriesLoadStatus; items: QueryFolder[] };
  /** New folder: under `parentId`. */
  folderForm: { open: boolean; parentId: string | null; submitting: boolean; error: string | null };
  /** Move to folder: the queries being moved. */
  move: { queries: SavedQuery[]; submitting: boolean; error: string | null };
  remove: { query: SavedQuery | null; status: QueryDeleteStatus; usedBy: QueryUsage[]; error: string | null };
  /** The query being duplicated. */
  duplicatingId: string | null;
  notice: QueriesNotice | null;
}

export const initialQueryListState: QueryListState = {
  searchText: '',
  filters: { search: '', sort: DEFAULT_QUERIES_SORT, kind: 'all', entity: null, folderId: null },
  list: { status: 'idle', items: [], total: 0, nextCursor: null, loadingMore: false, error: null },
  folders: { status: 'idle', items: [] },
  folderForm: { open: false, parentId: null, submitting: false, error: null },
  move: { queries: [], submitting: false, error: null },
  remove: { query: null, status: 'confirm', usedBy: [], error: null },
  duplicatingId: null,
  notice: null,
};

function reload(state: QueryListState) {
  state.list.status = 'loading';
  state.list.error = null;
  state.list.loadingMore = false;
}

/** New folder: the dialog's name, under its parent. */
export const folderCreateSubmitted = createAction<{ name: string }>('queryList/folderCreateSubmitted');
/** Move to folder: the destination, null for no folder. */
export const queriesMoveSubmitted = createAction<{ folderId: string | null }>('queryList/queriesMoveSubmitted');
/** Duplicate on a row. */
export const queryDuplicateRequested = createAction<SavedQuery>('queryList/queryDuplicateRequested');
/** Delete confirmed; `force` after the server said what uses the query. */
export const queryDeleteConfirmed = createAction<{ force: boolean }>('queryList/queryDeleteConfirmed');

export const queryListSlice = createSlice({
  name: 'queryList',
  initialState: initialQueryListState,
  reducers: {
    /** The list showed, or its address named another folder: the folders (once) and the first page. */
    queriesScreenOpened(state: QueryListState, action: PayloadAction<{ folderId: string | null }>) {
      state.filters.folderId = action.payload.folderId;
      reload(state);
    },
    /** Try again, or the list changed on the server. */
    queriesRequested(state: QueryListState) {
      reload(state);
    },
    /** Load more: the page after the last one shown. */
    queriesMoreRequested(state: QueryListState) {
      state.list.loadingMore = true;
    },
    queriesLoaded(state: QueryListState, action: PayloadAction<{ page: CursorPage<SavedQuery>; append: boolean }>) {
      const { page, append } = action.payload;
      state.list = {
        status: 'loaded',
        items: append ? [...state.list.items, ...page.items] : page.items,
        total: page.total,
        nextCursor: page.nextCursor,
        loadingMore: false,
        error: null,
      };
    },
    queriesFailed(state: QueryListState, action: PayloadAction<string>) {
      if (state.list.loadingMore) {
        state.list.loadingMore = false;
        state.notice = { tone: 'error', text: action.payload };
      } else {
        state.list = { ...initialQueryListState.list, status: 'failed', error: action.payload };
      }
    },
    /** A keystroke in the search box; the saga applies it after the debounce. */
    queriesSearchTyped(state: QueryListState, action: PayloadAction<string>) {
      state.searchText = action.payload;
    },
    queriesSearchApplied(state: QueryListState, action: PayloadAction<string>) {
      state.filters.search = action.payload;
      reload(state);
    },
    /** `sort`: a field, `-` first for descending. */
    queriesSortChanged(state: QueryListState, action: PayloadAction<string>) {
      state.filters.sort = action.payload;
      reload(state);
    },
    queriesKindChanged(state: QueryListState, action: PayloadAction<QueryKind>) {
      state.filters.kind = action.payload;
      reload(state);
    },
    queriesEntityChanged(state: QueryListState, action: PayloadAction<string | null>) {
      state.filters.entity = action.payload;
      reload(state);
    },

    queryFoldersLoaded(state: QueryListState, action: PayloadAction<QueryFolder[]>) {
      state.folders = { status: 'loaded', items: action.payload };
    },
    queryFoldersFailed(state: QueryListState) {
      state.folders.status = 'failed';
    },
    folderFormOpened(state: QueryListState, action: PayloadAction<{ parentId: string | null }>) {
      state.folderForm = { open: true, parentId: action.payload.parentId, submitting: false, error: null };
      state.notice = null;
    },
    folderFormClosed(state: QueryListState) {
      state.folderForm = initialQueryListState.folderForm;
    },
    folderCreated(state: QueryListState, action: PayloadAction<{ folder: QueryFolder; text: string }>) {
      state.folders.items = [...state.folders.items, action.payload.folder];
      state.folderForm = initialQueryListState.folderForm;
      state.notice = { tone: 'success', text: action.payload.text };
    },
    folderCreateFailed(state: QueryListState, action: PayloadAction<string>) {
      state.folderForm.submitting = false;
      state.folderForm.error = action.payload;
    },

    queriesMoveOpened(state: QueryListState, action: PayloadAction<SavedQuery[]>) {
      state.move = { queries: action.payload, submitting: false, error: null };
      state.notice = null;
    },
    queriesMoveCancelled(state: QueryListState) {
      state.move = initialQueryListState.move;
    },
    /** Moved: rows that left the folder shown leave the list; the folders' counts are fetched again. */
    queriesMoved(state: QueryListState, action: PayloadAction<{ ids: string[]; folderId: string | null; text: string }>) {
      const { ids, folderId, text } = action.payload;
      const moved = new Set(ids);
      const shown = state.filters.folderId;
      const leaves = shown !== null && shown !== folderId;
      state.list.items = state.list.items.flatMap((query) => {
        if (!moved.has(query.id)) return [query];
        return leaves ? [] : [{ ...query, folder_id: folderId }];
      });
      if (leaves) state.list.total = Math.max(0, state.list.total - ids.length);
      state.move = initialQueryListState.move;
      state.notice = { tone: 'success', text };
    },
    queriesMoveFailed(state: QueryListState, action: PayloadAction<string>) {
      state.move.submitting = false;
      state.move.error = action.payload;
    },

    queryDuplicated(state: QueryListState, action: PayloadAction<{ query: SavedQuery; text: string }>) {
      state.duplicatingId = null;
      state.notice = { tone: 'success', text: action.payload.text };
    },
    queryDuplicateFailed(state: QueryListState, action: PayloadAction<string>) {
      state.duplicatingId = null;
      state.notice = { tone: 'error', text: action.payload };
    },

    queryDeleteOpened(state: QueryListState, action: PayloadAction<SavedQuery>) {
      state.remove = { query: action.payload, status: 'confirm', usedBy: [], error: null };
      state.notice = null;
    },
    queryDeleteCancelled(state: QueryListState) {
      state.remove = initialQueryListState.remove;
    },
    /** 409: the dialog lists what uses the query and offers to delete it anyway. */
    queryInUse(state: QueryListState, action: PayloadAction<{ usedBy: QueryUsage[]; message: string }>) {
      state.remove.status = 'in-use';
      state.remove.usedBy = action.payload.usedBy;
      state.remove.error = action.payload.message;
    },
    queryDeleted(state: QueryListState, action: PayloadAction<{ id: string; text: string }>) {
      const before = state.list.items.length;
      state.list.items = state.list.items.filter((query) => query.id !== action.payload.id);
      if (state.list.items.length < before) state.list.total = Math.max(0, state.list.total - 1);
      state.remove = initialQueryListState.remove;
      state.notice = { tone: 'success', text: action.payload.text };
    },
    queryDeleteFailed(state: QueryListState, action: PayloadAction<string>) {
      state.remove.status = 'failed';
      state.remove.error = action.payload;
    },
    queriesNoticeDismissed(state: QueryListState) {
      state.notice = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(folderCreateSubmitted, (state: QueryListState) => {
        state.folderForm.submitting = true;
        state.folderForm.error = null;
      })
      .addCase(queriesMoveSubmitted, (state: QueryListState) => {
        state.move.submitting = true;
        state.move.error = null;
      })
      .addCase(queryDuplicateRequested, (state: QueryListState, action) => {
        state.duplicatingId = action.payload.id;
        state.notice = null;
      })
      .addCase(queryDeleteConfirmed, (state: QueryListState) => {
        state.remove.status = 'deleting';
      });
  },
});

export const {
  queriesScreenOpened,
  queriesRequested,
  queriesMoreRequested,
  queriesLoaded,
  queriesFailed,
  queriesSearchTyped,
  queriesSearchApplied,
  queriesSortChanged,
  queriesKindChanged,
  queriesEntityChanged,
  queryFoldersLoaded,
  queryFoldersFailed,
  folderFormOpened,
  folderFormClosed,
  folderCreated,
  folderCreateFailed,
  queriesMoveOpened,
  queriesMoveCancelled,
  queriesMoved,
  queriesMoveFailed,
  queryDuplicated,
  queryDuplicateFailed,
  queryDeleteOpened,
  queryDeleteCancelled,
  queryInUse,
  queryDeleted,
  queryDeleteFailed,
  queriesNoticeDismissed,
} = queryListSlice.actions;
