import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { QueryVersion, SavedQuery } from '@vigil/openapi';
import type { CursorPage, QueryDiff } from '../api/queries.api';
import type { QueryUnavailableReason } from './queryEditor.slice';
import type { QueriesLoadStatus, QueriesNotice } from './queryList.slice';

export interface QueryHistoryState {
  queryId: string | null;
  query: { status: QueriesLoadStatus | 'unavailable'; value: SavedQuery | null; unavailable: QueryUnavailableReason | null; error: string | null };
  versions: { status: QueriesLoadStatus; items: QueryVersion[]; total: number; nextCursor: string | null; loadingMore: boolean; error: string | null };
  /** The versions chosen to compare (at most two, in the order picked). */
  picked: number[];
  diff: { status: QueriesLoadStatus; value: QueryDiff | null; error: string | null };
  /** The version being restored. */
  restoring: number | null;
  notice: QueriesNotice | null;
}

export const initialQueryHistoryState: QueryHistoryState = {
  queryId: null,
  query: { status: 'idle', value: null, unavailable: null, error: null },
  versions: { status: 'idle', items: [], total: 0, nextCursor: null, loadingMore: false, error: null },
  picked: [],
  diff: { status: 'idle', value: null, error: null },
  restoring: null,
  notice: null,
};

/** The two picked versions, older first; null until two are picked. */
export function comparedVersions(picked: readonly number[]): { from: number; to: number } | null {
  const [a, b] = picked;
  if (a === undefined || b === undefined) return null;
  return { from: Math.min(a, b), to: Math.max(a, b) };
}

export const queryHistorySlice = createSlice({
  name: 'queryHistory',
  initialState: initialQueryHistoryState,
  reducers: {
    /** The history showed: the query and its newest versions; the two newest are compared. */
    queryHistoryOpened(_state: QueryHistoryState, action: PayloadAction<{ queryId: string }>) {
      return {
        ...initialQueryHistoryState,
        queryId: action.payload.queryId,
        query: { ...initialQueryHistoryState.query, status: 'loading' },
        versions: { ...initialQueryHistoryState.versions, status: 'loading' },
      };
    },
    historyQueryLoaded(state: QueryHistoryState, action: PayloadAction<SavedQuery>) {
      state.query = { status: 'loaded', value: action.payload, unavailable: null, error: null };
    },
    historyQueryUnavailable(state: QueryHistoryState, action: PayloadAction<QueryUnavailableReason>) {
      state.query = { status: 'unavailable', value: null, unavailable: action.payload, error: null };
    },
    historyQueryFailed(state: QueryHistoryState, action: PayloadAction<string>) {
      state.query = { status: 'failed', value: null, unavailable: null, error: action.payload };
    },
    /** The first page again (Try again, or after a restore). */
    queryVersionsRequested(state: QueryHistoryState) {
      state.versions.status = 'loading';
      state.versions.error = null;
    },
    queryVersionsMoreRequested(state: QueryHistoryState) {
      state.versions.loadingMore = true;
    },
    queryVersionsLoaded(state: QueryHistoryState, action: PayloadAction<{ page: CursorPage<QueryVersion>; append: boolean }>) {
      const { page, append } = action.payload;
      state.versions = {
        status: 'loaded',
        items: append ? [...state.versions.items, ...page.items] : page.items,
        total: page.total,
        nextCursor: page.nextCursor,
        loadingMore: false,
        error: null,
      };
    },
    queryVersionsFailed(state: QueryHistoryState, action: PayloadAction<string>) {
      if (state.versions.loadingMore) {
        state.versions.loadingMore = false;
        state.notice = { tone: 'error', text: action.payload };
      } else {
        state.versions = { ...initialQueryHistoryState.versions, status: 'failed', error: action.payload };
      }
    },
    /**
     * A version's checkbox: picked or unpicked. A third pick replaces the earlier of the two, so two
     * stay picked; the saga compares them.
     */
    queryVersionToggled(state: QueryHistoryState, action: PayloadAction<number>) {
      const version = action.payload;
      if (state.picked.includes(version)) state.picked = state.picked.filter((picked) => picked !== version);
      else state.picked = [...state.picked, version].slice(-2);
      state.diff = comparedVersions(state.picked) ? { status: 'loading', value: null, error: null } : initialQueryHistoryState.diff;
    },
    /** Both versions at once (the two newest when the history opens). */
    queryVersionsPicked(state: QueryHistoryState, action: PayloadAction<number[]>) {
      state.picked = action.payload.slice(0, 2);
      state.diff = comparedVersions(state.picked) ? { status: 'loading', value: null, error: null } : initialQueryHistoryState.diff;
    },
    queryDiffLoaded(state: QueryHistoryState, action: PayloadAction<QueryDiff>) {
      state.diff = { status: 'loaded', value: action.payload, error: null };
    },
    queryDiffFailed(state: QueryHistoryState, action: PayloadAction<string>) {
      state.diff = { status: 'failed', value: null, error: action.payload };
    },
    /** Restore this version: saved again as the newest version. */
    queryVersionRestoreRequested(state: QueryHistoryState, action: PayloadAction<QueryVersion>) {
      state.restoring = action.payload.version;
      state.notice = null;
    },
    queryVersionRestored(state: QueryHistoryState, action: PayloadAction<{ query: SavedQuery; text: string }>) {
      state.restoring = null;
      state.query.value = action.payload.query;
      state.notice = { tone: 'success', text: action.payload.text };
    },
    queryVersionRestoreFailed(state: QueryHistoryState, action: PayloadAction<string>) {
      state.restoring = null;
      state.notice = { tone: 'error', text: action.payload };
    },
    historyNoticeDismissed(state: QueryHistoryState) {
      state.notice = null;
    },
  },
});

export const {
  queryHistoryOpened,
  historyQueryLoaded,
  historyQueryUnavailable,
  historyQueryFailed,
  queryVersionsRequested,
  queryVersionsMoreRequested,
  queryVersionsLoaded,
  queryVersionsFailed,
  queryVersionToggled,
  queryVersionsPicked,
  queryDiffLoaded,
  queryDiffFailed,
  queryVersionRestoreRequested,
  queryVersionRestored,
  queryVersionRestoreFailed,
  historyNoticeDismissed,
} = queryHistorySlice.actions;
