import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Notification } from '@vigil/openapi';
import type { CursorPage } from '../../queries/api/queries.api';

export type FindingsFilter = 'all' | 'unread';

/** What Mark read names: some findings, or all of them. */
export type MarkReadTarget = { ids: string[] } | { all: true };

export interface FindingsState {
  filter: FindingsFilter;
  status: 'idle' | 'loading' | 'loaded' | 'failed';
  items: Notification[];
  total: number;
  nextCursor: string | null;
  loadingMore: boolean;
  error: string | null;
  /** A Mark read is on its way. */
  marking: boolean;
  markError: string | null;
}

export const initialFindingsState: FindingsState = {
  filter: 'all',
  status: 'idle',
  items: [],
  total: 0,
  nextCursor: null,
  loadingMore: false,
  error: null,
  marking: false,
  markError: null,
};

export const findingsSlice = createSlice({
  name: 'findings',
  initialState: initialFindingsState,
  reducers: {
    /** The route showed, or Retry was pressed: the first page loads. */
    findingsOpened(state) {
      state.status = 'loading';
      state.error = null;
    },
    findingsFilterChanged(state, action: PayloadAction<FindingsFilter>) {
      state.filter = action.payload;
      state.status = 'loading';
      state.error = null;
    },
    findingsMoreRequested(state) {
      state.loadingMore = true;
    },
    findingsLoaded(state, action: PayloadAction<{ page: CursorPage<Notification>; append: boolean }>) {
      const { page, append } = action.payload;
      state.status = 'loaded';
      state.loadingMore = false;
      state.items = append ? [...state.items, ...page.items.filter((item) => !state.items.some((known) => known.id === item.id))] : page.items;
      state.total = page.total;
      state.nextCursor = page.nextCursor;
    },
    findingsFailed(state, action: PayloadAction<{ error: string; append: boolean }>) {
      state.loadingMore = false;
      if (action.payload.append) state.markError = action.payload.error;
      else {
        state.status = 'failed';
        state.error = action.payload.error;
      }
    },
    markReadRequested: {
      reducer(state) {
        state.marking = true;
        state.markError = null;
      },
      prepare: (target: MarkReadTarget) => ({ payload: target }),
    },
    markedRead(state, action: PayloadAction<MarkReadTarget>) {
      const target = action.payload;
      const hit = (item: Notification) => 'all' in target || target.ids.includes(item.id);
      state.marking = false;
      if (state.filter === 'unread') {
        const before = state.items.length;
        state.items = state.items.filter((item) => !hit(item));
        state.total = Math.max(0, state.total - (before - state.items.length));
        if ('all' in target) state.nextCursor = null;
      } else state.items = state.items.map((item) => (hit(item) ? { ...item, read: true } : item));
    },
    markReadFailed(state, action: PayloadAction<string>) {
      state.marking = false;
      state.markError = action.payload;
    },
  },
});

export const { findingsOpened, findingsFilterChanged, findingsMoreRequested, findingsLoaded, findingsFailed, markReadRequested, markedRead, markReadFailed } =
  findingsSlice.actions;
